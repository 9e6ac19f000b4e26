import { Alert, Box, Button, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { LEADER_SLOTS, type Leader, type LeaderSlot } from '@/domain/schemas/group';
import { translateRuleMessage } from '@/i18n/rule-messages';
import { useTranslation } from '@/i18n/use-translation';
import { FormDialog } from '@/ui/form/form-dialog';
import { useConfirm } from '@/ui/primitives/confirm-dialog';
import { StepActions, SubmitButton, SubmitFailure } from '@/ui/wizard/step-actions';
import { LeaderForm } from './leader-form';
import { useGroupRegistration } from './registration-context';

const leaderName = (leader: Leader) =>
  [leader.firstName, leader.middleName, leader.lastName].filter(Boolean).join(' ');

/** The server's messages about one position's holder, by field (`chairperson.idNumber` → `idNumber`). */
function slotErrors(fieldErrors: Record<string, string>, slot: LeaderSlot): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors)
      .filter(([field]) => field.startsWith(`${slot}.`))
      .map(([field, message]) => [field.slice(slot.length + 1), message]),
  );
}

interface SlotProps {
  slot: LeaderSlot;
  leader: Leader | null;
  /** Register was pressed while this position is empty. */
  required: boolean;
  refused: string | undefined;
  busy: boolean;
  onEdit: () => void;
  onRemove: () => void;
}

/** One position: its holder with Edit and Remove, or an Add button; red when it must be filled. */
function LeaderSlotCard({ slot, leader, required, refused, busy, onEdit, onRemove }: SlotProps) {
  const { t } = useTranslation();
  const title = t(`groupRegistration.leaders.positions.${slot}`);
  const position = t(`groupRegistration.leaders.position.${slot}`);
  const invalid = (required && !leader) || Boolean(refused);
  return (
    <Stack
      as="li"
      aria-label={title}
      data-invalid={invalid || undefined}
      gap="3"
      bg="white"
      borderWidth={invalid ? '2px' : '1px'}
      borderStyle={leader ? 'solid' : 'dashed'}
      borderColor={invalid ? 'red.500' : 'border'}
      rounded="xl"
      p="4"
    >
      <Text
        fontSize="sm"
        fontWeight="semibold"
        color={invalid ? 'red.600' : 'navy.700'}
        textTransform="uppercase"
      >
        {title}
      </Text>
      {leader ? (
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Stack gap="0.5">
            <Text fontWeight="semibold" color="navy.900">
              {leaderName(leader)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {leader.mobile}
            </Text>
          </Stack>
          <HStack gap="1">
            <IconButton
              variant="ghost"
              size="sm"
              aria-label={t('groupRegistration.leaders.edit', { position })}
              disabled={busy}
              onClick={onEdit}
            >
              <Pencil />
            </IconButton>
            <IconButton
              variant="ghost"
              size="sm"
              colorPalette="red"
              aria-label={t('groupRegistration.leaders.remove', { position })}
              disabled={busy}
              onClick={onRemove}
            >
              <Trash2 />
            </IconButton>
          </HStack>
        </HStack>
      ) : (
        <Button
          variant="outline"
          borderStyle="dashed"
          h="auto"
          minH="10"
          py="2"
          whiteSpace="normal"
          colorPalette={invalid ? 'red' : undefined}
          disabled={busy}
          onClick={onEdit}
        >
          <Plus aria-hidden />
          {t('groupRegistration.leaders.add', { position })}
        </Button>
      )}
      {required && !leader && (
        <Text fontSize="sm" color="red.600">
          {t('groupRegistration.leaders.slotRequired', { position })}
        </Text>
      )}
      {refused && (
        <Text fontSize="sm" color="red.600">
          {refused}
        </Text>
      )}
    </Stack>
  );
}

/** Group Leaders (SPEC §2, §4): chair person, secretary and treasurer, then Register submits the group. */
export function LeadersStep() {
  const { t, i18n } = useTranslation();
  const confirm = useConfirm();
  const { actor, upload } = useGroupRegistration();
  const leaders = useSelector(actor, (s) => s.context.leaders);
  const leadersRequired = useSelector(actor, (s) => s.context.leadersRequired);
  const leaderError = useSelector(actor, (s) => s.context.leaderError);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const submitting = useSelector(actor, (s) => s.matches('submitting') || s.status === 'done');
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const error = useSelector(actor, (s) => s.context.error);
  const [editing, setEditing] = useState<LeaderSlot | null>(null);

  const others = (slot: LeaderSlot) =>
    LEADER_SLOTS.flatMap((other) => {
      const leader = leaders[other];
      return other !== slot && leader ? [leader] : [];
    });

  const save = (slot: LeaderSlot, leader: Leader) => {
    actor.send({ type: 'leader.set', slot, leader });
    setEditing(null);
  };

  const remove = async (slot: LeaderSlot, leader: Leader) => {
    const yes = await confirm({
      title: t('groupRegistration.leaders.removeTitle'),
      message: t('groupRegistration.leaders.removeMessage', {
        name: leaderName(leader),
        position: t(`groupRegistration.leaders.position.${slot}`),
      }),
      type: 'danger',
      okayText: t('groupRegistration.leaders.removeConfirm'),
    });
    if (yes) actor.send({ type: 'leader.remove', slot });
  };

  const position = editing ? t(`groupRegistration.leaders.position.${editing}`) : '';

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h2" size={{ base: '2xl', md: '3xl' }} color="navy.900">
          {t('groupRegistration.steps.leaders')}
        </Heading>
        <Text color={leadersRequired ? 'red.600' : 'fg.muted'}>{t('groupRegistration.leaders.hint')}</Text>
      </Stack>

      {leadersRequired && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('groupRegistration.leaders.required')}</Alert.Title>
        </Alert.Root>
      )}
      {leaderError && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{translateRuleMessage(leaderError, i18n.language)}</Alert.Title>
        </Alert.Root>
      )}

      <Box
        as="ul"
        display="grid"
        // minmax(0, …): a long button or message wraps inside its column instead of widening it.
        gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' }}
        gap="4"
        p="0"
        m="0"
        aria-label={t('groupRegistration.leaders.listLabel')}
      >
        {LEADER_SLOTS.map((slot) => {
          const leader = leaders[slot];
          return (
            <LeaderSlotCard
              key={slot}
              slot={slot}
              leader={leader}
              required={leadersRequired}
              refused={Object.values(slotErrors(fieldErrors, slot))[0]}
              busy={submitting}
              onEdit={() => setEditing(slot)}
              onRemove={() => {
                if (leader) void remove(slot, leader);
              }}
            />
          );
        })}
      </Box>

      {failed && error && (
        <SubmitFailure
          message={t('groupRegistration.failed', { message: error })}
          retryLabel={t('groupRegistration.retry')}
          onRetry={() => actor.send({ type: 'submit.retry' })}
        />
      )}

      <StepActions
        onPrevious={submitting ? undefined : () => actor.send({ type: 'step.previous' })}
        primary={
          <SubmitButton
            label={t('groupRegistration.register')}
            busyLabel={t('groupRegistration.registering')}
            busy={submitting}
            disabled={failed}
            onClick={() => actor.send({ type: 'register' })}
          />
        }
      />

      <FormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        title={
          editing && leaders[editing]
            ? t('groupRegistration.leaders.editTitle', { position })
            : t('groupRegistration.leaders.addTitle', { position })
        }
      >
        {editing && (
          <LeaderForm
            others={others(editing)}
            initialValues={leaders[editing] ?? undefined}
            initialErrors={slotErrors(fieldErrors, editing)}
            onSubmit={(leader) => save(editing, leader)}
            onCancel={() => setEditing(null)}
            upload={upload}
          />
        )}
      </FormDialog>
    </Stack>
  );
}

import { Alert, Badge, Box, Button, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_NEXT_OF_KIN } from '../../domain/cover';
import type { NextOfKin } from '../../domain/schemas/individual';
import { useConfirm } from '../../ui/confirm-dialog';
import { FormDialog } from '../../ui/form-dialog';
import { KinForm } from '../../ui/kin-form';
import { RELATIONSHIP_OPTIONS } from '../../ui/person-fields';
import { StepActions } from '../../ui/step-actions';
import { useRegistration } from './registration-context';

const kinName = (kin: NextOfKin) => [kin.firstName, kin.middleName, kin.lastName].filter(Boolean).join(' ');

/** Next of Kin (SPEC §2, §4): one or two people, then Register submits the customer. */
export function NextOfKinStep() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { actor, upload } = useRegistration();
  const kin = useSelector(actor, (s) => s.context.nextOfKins);
  const customerIdNumber = useSelector(actor, (s) => s.context.details?.idNumber);
  const kinRequired = useSelector(actor, (s) => s.context.kinRequired);
  const kinError = useSelector(actor, (s) => s.context.kinError);
  const submitting = useSelector(actor, (s) => s.matches('submitting') || s.status === 'done');
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const error = useSelector(actor, (s) => s.context.error);
  // undefined: closed; null: adding; a number: editing that entry.
  const [editing, setEditing] = useState<number | null | undefined>(undefined);

  const save = (person: NextOfKin) => {
    if (typeof editing === 'number') actor.send({ type: 'kin.update', index: editing, kin: person });
    else actor.send({ type: 'kin.add', kin: person });
    setEditing(undefined);
  };

  const remove = async (index: number, person: NextOfKin) => {
    const name = kinName(person);
    const yes = await confirm({
      title: t('ui.kin.removeTitle'),
      message: t('ui.kin.removeMessage', { name }),
      type: 'danger',
      okayText: t('ui.kin.removeConfirm'),
    });
    if (yes) actor.send({ type: 'kin.remove', index });
  };

  const relationshipLabel = (value: number) => {
    const key = RELATIONSHIP_OPTIONS.find(([code]) => code === value)?.[1];
    return key ? t(`ui.person.options.relationship.${key}`) : '';
  };

  return (
    <Stack gap="6">
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h2" size={{ base: '2xl', md: '3xl' }} color="navy.900">
            {t('individualRegistration.steps.nextOfKin')}
          </Heading>
          <Text
            id="kin-hint"
            color={kinRequired ? 'red.600' : 'fg.muted'}
            fontWeight={kinRequired ? 'semibold' : undefined}
            data-invalid={kinRequired || undefined}
          >
            {t('ui.kin.hint')}
          </Text>
        </Stack>
        {kin.length < MAX_NEXT_OF_KIN && (
          <Button
            onClick={() => setEditing(null)}
            disabled={submitting}
            bg="navy.800"
            color="white"
            _hover={{ bg: 'navy.700' }}
          >
            <Plus aria-hidden />
            {t('ui.kin.add')}
          </Button>
        )}
      </HStack>

      {kinRequired && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('ui.kin.required')}</Alert.Title>
        </Alert.Root>
      )}
      {kinError && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{kinError}</Alert.Title>
        </Alert.Root>
      )}

      {kin.length === 0 ? (
        <Box
          bg="white"
          borderWidth={kinRequired ? '2px' : '1px'}
          borderStyle="dashed"
          borderColor={kinRequired ? 'red.500' : 'border'}
          rounded="xl"
          p="8"
          textAlign="center"
        >
          <Text color={kinRequired ? 'red.600' : 'fg.muted'}>{t('ui.kin.empty')}</Text>
        </Box>
      ) : (
        <Stack as="ul" gap="3" p="0" m="0" aria-label={t('ui.kin.listLabel')}>
          {kin.map((person, index) => (
            <HStack
              as="li"
              key={person.idNumber}
              aria-label={kinName(person)}
              justify="space-between"
              bg="white"
              borderWidth="1px"
              rounded="xl"
              p="4"
              gap="3"
              wrap="wrap"
            >
              <Stack gap="0.5">
                <HStack gap="2">
                  <Text fontWeight="semibold" color="navy.900">
                    {kinName(person)}
                  </Text>
                  <Badge colorPalette="navy">{relationshipLabel(person.relationship)}</Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {person.mobile} · {person.idNumber}
                </Text>
              </Stack>
              <HStack gap="1">
                <IconButton
                  variant="ghost"
                  size="sm"
                  aria-label={t('ui.kin.edit', { name: kinName(person) })}
                  disabled={submitting}
                  onClick={() => setEditing(index)}
                >
                  <Pencil />
                </IconButton>
                <IconButton
                  variant="ghost"
                  size="sm"
                  colorPalette="red"
                  aria-label={t('ui.kin.remove', { name: kinName(person) })}
                  disabled={submitting}
                  onClick={() => void remove(index, person)}
                >
                  <Trash2 />
                </IconButton>
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}

      {failed && error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('individualRegistration.failed', { message: error })}</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => actor.send({ type: 'submit.retry' })}>
            {t('individualRegistration.retry')}
          </Button>
        </Alert.Root>
      )}

      <StepActions
        onPrevious={submitting ? undefined : () => actor.send({ type: 'step.previous' })}
        primary={
          <Button
            size="lg"
            bg="gold.400"
            color="navy.900"
            _hover={{ bg: 'gold.300' }}
            disabled={failed}
            loading={submitting}
            loadingText={t('individualRegistration.registering')}
            onClick={() => actor.send({ type: 'register' })}
          >
            {t('individualRegistration.register')}
          </Button>
        }
      />

      <FormDialog
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        size="lg"
        title={typeof editing === 'number' ? t('ui.kin.editTitle') : t('ui.kin.addTitle')}
      >
        {editing !== undefined && (
          <KinForm
            others={kin.filter((_, i) => i !== editing)}
            customerIdNumber={customerIdNumber}
            initialValues={typeof editing === 'number' ? kin[editing] : undefined}
            onSubmit={save}
            onCancel={() => setEditing(undefined)}
            upload={upload}
          />
        )}
      </FormDialog>
    </Stack>
  );
}

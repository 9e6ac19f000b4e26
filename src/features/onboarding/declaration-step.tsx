import { Alert, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { DIASPORA_COVER } from '@/domain/cover';
import { checkBeneficiaries } from '@/domain/cross-field-rules';
import type { DeclaredMember } from '@/domain/diaspora';
import { useTranslation } from '@/i18n/use-translation';
import { FormDialog } from '@/ui/form/form-dialog';
import { useConfirm } from '@/ui/primitives/confirm-dialog';
import { StepActions, SubmitButton, SubmitFailure } from '@/ui/wizard/step-actions';
import { BeneficiaryForm } from './beneficiary-form';
import { MemberCard, memberName } from './member-card';
import { useOnboarding, useStepHeading } from './onboarding-context';

const FAMILY_LIMIT = DIASPORA_COVER.maxSpouses + DIASPORA_COVER.maxChildren;

/** Declaration (SPEC §2): the family members, then Save submits the whole enrolment. */
export function DeclarationStep() {
  const { t } = useTranslation();
  const stepHeading = useStepHeading();
  const confirm = useConfirm();
  const { actor, upload } = useOnboarding();
  const members = useSelector(actor, (s) => s.context.beneficiaries);
  const holder = useSelector(actor, (s) => s.context.details);
  // Details changed after the family was declared (say, to Single with a spouse): say what to fix.
  const familyProblem = Object.values(checkBeneficiaries(members, undefined, holder ?? {}))[0];
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const error = useSelector(actor, (s) => s.context.error);
  // undefined: closed; null: adding; a number: editing that member.
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const full = members.length >= FAMILY_LIMIT;

  const save = (member: DeclaredMember) => {
    if (typeof editing === 'number')
      actor.send({ type: 'beneficiary.update', index: editing, beneficiary: member });
    else actor.send({ type: 'beneficiary.add', beneficiary: member });
    setEditing(undefined);
  };

  const remove = async (index: number, member: DeclaredMember) => {
    const name = memberName(member);
    const yes = await confirm({
      title: t('onboarding.declaration.removeTitle'),
      message: t('onboarding.declaration.removeMessage', { name }),
      type: 'danger',
      okayText: t('onboarding.declaration.removeConfirm'),
    });
    if (yes) actor.send({ type: 'beneficiary.remove', index });
  };

  return (
    <Stack gap="6">
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as={stepHeading} size={{ base: '2xl', md: '3xl' }} color="navy.900">
            {t('onboarding.declaration.title')}
          </Heading>
          <Text color="fg.muted">{t('onboarding.declaration.intro')}</Text>
        </Stack>
        <Button
          onClick={() => setEditing(null)}
          disabled={full || submitting}
          bg="navy.800"
          color="white"
          _hover={{ bg: 'navy.700' }}
        >
          <Plus aria-hidden />
          {t('onboarding.declaration.add')}
        </Button>
      </HStack>
      {full && <Text color="fg.muted">{t('onboarding.declaration.limit')}</Text>}

      {members.length === 0 ? (
        <Stack
          align="center"
          textAlign="center"
          gap="2"
          bg="white"
          borderWidth="1px"
          borderStyle="dashed"
          rounded="xl"
          p="8"
        >
          <Users aria-hidden size={32} />
          <Text fontWeight="semibold" color="navy.900">
            {t('onboarding.declaration.emptyTitle')}
          </Text>
          <Text color="fg.muted" maxW="md">
            {t('onboarding.declaration.emptyBody')}
          </Text>
        </Stack>
      ) : (
        <Stack as="ul" gap="3" p="0" m="0" aria-label={t('onboarding.declaration.title')}>
          {members.map((member, index) => (
            <MemberCard
              key={`${member.relationship}-${member.firstName}-${member.lastName}-${member.dob}`}
              member={member}
              disabled={submitting}
              onEdit={() => setEditing(index)}
              onRemove={() => void remove(index, member)}
            />
          ))}
        </Stack>
      )}

      {familyProblem && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{familyProblem}</Alert.Title>
        </Alert.Root>
      )}

      {members.length > 0 && (
        <Box bg="navy.50" borderStartWidth="4px" borderColor="navy.600" rounded="md" p="4">
          <Text color="navy.900">{t('onboarding.declaration.statement')}</Text>
        </Box>
      )}

      {failed && error && (
        <SubmitFailure
          message={t('onboarding.declaration.failed', { message: error })}
          retryLabel={t('onboarding.declaration.retry')}
          onRetry={() => actor.send({ type: 'submit.retry' })}
        />
      )}

      <StepActions
        onPrevious={submitting ? undefined : () => actor.send({ type: 'step.previous' })}
        primary={
          <SubmitButton
            label={t('onboarding.save')}
            busyLabel={t('onboarding.declaration.submitting')}
            busy={submitting}
            disabled={members.length === 0 || failed || familyProblem !== undefined}
            onClick={() => actor.send({ type: 'submit' })}
          />
        }
      />

      <FormDialog
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        size="md"
        title={
          typeof editing === 'number'
            ? t('onboarding.declaration.editTitle')
            : t('onboarding.declaration.addTitle')
        }
      >
        {editing !== undefined && (
          <BeneficiaryForm
            existing={members}
            holder={holder ?? undefined}
            {...(typeof editing === 'number'
              ? { editingIndex: editing, initialValues: members[editing] }
              : {})}
            onSubmit={save}
            onCancel={() => setEditing(undefined)}
            upload={upload}
          />
        )}
      </FormDialog>
    </Stack>
  );
}

import { Heading, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { KinList } from '@/ui/form/kin-list';
import { StepActions, SubmitButton, SubmitFailure } from '@/ui/wizard/step-actions';
import { useMember } from './member-context';

/** Step two (SPEC §2, §4): one or two next of kin, then Save, the last step's button. */
export function MemberKinStep() {
  const { t } = useTranslation();
  const { actor, upload } = useMember();
  const kin = useSelector(actor, (s) => s.context.nextOfKins);
  const memberIdNumber = useSelector(actor, (s) => s.context.member?.idNumber);
  const kinRequired = useSelector(actor, (s) => s.context.kinRequired);
  const kinError = useSelector(actor, (s) => s.context.kinError);
  const saving = useSelector(actor, (s) => s.matches('submitting') || s.status === 'done');
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const error = useSelector(actor, (s) => s.context.error);

  return (
    <Stack gap="5">
      <KinList
        title={
          <Heading as="h2" size="xl" color="navy.900">
            {t('groupMember.steps.nextOfKin')}
          </Heading>
        }
        kin={kin}
        onAdd={(person) => actor.send({ type: 'kin.add', kin: person })}
        onUpdate={(index, person) => actor.send({ type: 'kin.update', index, kin: person })}
        onRemove={(index) => actor.send({ type: 'kin.remove', index })}
        required={kinRequired}
        requiredMessage={t('groupMember.kinRequired')}
        error={kinError}
        disabled={saving}
        upload={upload}
        customerIdNumber={memberIdNumber}
      />

      {failed && error && (
        <SubmitFailure
          message={t('groupMember.failed', { message: error })}
          retryLabel={t('groupMember.retry')}
          onRetry={() => actor.send({ type: 'submit.retry' })}
        />
      )}

      <StepActions
        onPrevious={saving ? undefined : () => actor.send({ type: 'step.previous' })}
        primary={
          <SubmitButton
            label={t('groupMember.save')}
            busyLabel={t('groupMember.saving')}
            busy={saving}
            disabled={failed}
            onClick={() => actor.send({ type: 'save' })}
          />
        }
      />
    </Stack>
  );
}

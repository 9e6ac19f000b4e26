import { Heading, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { KinList } from '@/ui/form/kin-list';
import { StepActions, SubmitButton, SubmitFailure } from '@/ui/wizard/step-actions';
import { useRegistration } from './registration-context';

/** Next of Kin (SPEC §2, §4): one or two people, then Register submits the customer. */
export function NextOfKinStep() {
  const { t } = useTranslation();
  const { actor, upload } = useRegistration();
  const kin = useSelector(actor, (s) => s.context.nextOfKins);
  const customerIdNumber = useSelector(actor, (s) => s.context.details?.idNumber);
  const kinRequired = useSelector(actor, (s) => s.context.kinRequired);
  const kinError = useSelector(actor, (s) => s.context.kinError);
  const submitting = useSelector(actor, (s) => s.matches('submitting') || s.status === 'done');
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const error = useSelector(actor, (s) => s.context.error);

  return (
    <Stack gap="6">
      <KinList
        title={
          <Heading as="h2" size={{ base: '2xl', md: '3xl' }} color="navy.900">
            {t('individualRegistration.steps.nextOfKin')}
          </Heading>
        }
        kin={kin}
        onAdd={(person) => actor.send({ type: 'kin.add', kin: person })}
        onUpdate={(index, person) => actor.send({ type: 'kin.update', index, kin: person })}
        onRemove={(index) => actor.send({ type: 'kin.remove', index })}
        required={kinRequired}
        error={kinError}
        disabled={submitting}
        upload={upload}
        customerIdNumber={customerIdNumber}
      />

      {failed && error && (
        <SubmitFailure
          message={t('individualRegistration.failed', { message: error })}
          retryLabel={t('individualRegistration.retry')}
          onRetry={() => actor.send({ type: 'submit.retry' })}
        />
      )}

      <StepActions
        onPrevious={submitting ? undefined : () => actor.send({ type: 'step.previous' })}
        primary={
          <SubmitButton
            label={t('individualRegistration.register')}
            busyLabel={t('individualRegistration.registering')}
            busy={submitting}
            disabled={failed}
            onClick={() => actor.send({ type: 'register' })}
          />
        }
      />
    </Stack>
  );
}

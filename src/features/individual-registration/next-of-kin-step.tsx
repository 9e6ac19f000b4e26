import { Heading } from '@chakra-ui/react';
import { kinStepView } from '@machines/wizard/next-of-kin';
import { shallowEqual, useSelector } from '@xstate/react';
import { useTranslation } from '@/i18n/use-translation';
import { KinStep } from '@/ui/wizard/kin-step';
import { useRegistration } from './registration-context';

/** Next of Kin (SPEC §2, §4): one or two people, then Register submits the customer. */
export function NextOfKinStep() {
  const { t } = useTranslation();
  const { actor, upload } = useRegistration();
  const state = useSelector(actor, kinStepView, shallowEqual);
  const customerIdNumber = useSelector(actor, (s) => s.context.details?.idNumber);

  return (
    <KinStep
      title={
        <Heading as="h2" size={{ base: '2xl', md: '3xl' }} color="navy.900">
          {t('individualRegistration.steps.nextOfKin')}
        </Heading>
      }
      state={state}
      send={actor.send}
      onSubmit={() => actor.send({ type: 'register' })}
      labels={{
        submit: t('individualRegistration.register'),
        busy: t('individualRegistration.registering'),
        retry: t('individualRegistration.retry'),
        failed: (message) => t('individualRegistration.failed', { message }),
      }}
      upload={upload}
      holderIdNumber={customerIdNumber}
    />
  );
}

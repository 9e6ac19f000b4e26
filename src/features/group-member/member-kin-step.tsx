import { Heading } from '@chakra-ui/react';
import { kinStepView } from '@machines/wizard/next-of-kin';
import { shallowEqual, useSelector } from '@xstate/react';
import { useTranslation } from '@/i18n/use-translation';
import { KinStep } from '@/ui/wizard/kin-step';
import { useMember } from './member-context';

/** Step two (SPEC §2, §4): one or two next of kin, then Save, the last step's button. */
export function MemberKinStep() {
  const { t } = useTranslation();
  const { actor, upload } = useMember();
  const state = useSelector(actor, kinStepView, shallowEqual);
  const memberIdNumber = useSelector(actor, (s) => s.context.member?.idNumber);

  return (
    <KinStep
      title={
        <Heading as="h2" size="xl" color="navy.900">
          {t('groupMember.steps.nextOfKin')}
        </Heading>
      }
      state={state}
      send={actor.send}
      onSubmit={() => actor.send({ type: 'save' })}
      labels={{
        submit: t('groupMember.save'),
        busy: t('groupMember.saving'),
        retry: t('groupMember.retry'),
        failed: (message) => t('groupMember.failed', { message }),
      }}
      requiredMessage={t('groupMember.kinRequired')}
      upload={upload}
      holderIdNumber={memberIdNumber}
      gap="5"
    />
  );
}

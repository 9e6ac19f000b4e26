import { Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { DetailsForm } from './details-form';
import { useOnboarding, useStepHeading } from './onboarding-context';
import { readDetailsDraft } from './onboarding-drafts';

/** User Details (SPEC §2): the form's every change is kept as the draft, so nothing is lost. */
export function DetailsStep() {
  const { t } = useTranslation();
  const stepHeading = useStepHeading();
  const { actor, upload, checkIdNumber, mode } = useOnboarding();
  const confirmed = useSelector(actor, (s) => s.context.details);
  const [initialValues] = useState(() => readDetailsDraft() ?? confirmed ?? undefined);
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as={stepHeading} size={{ base: '2xl', md: '3xl' }} color="navy.900">
          {t('onboarding.steps.details')}
        </Heading>
        <Text color="fg.muted">{t('onboarding.steps.detailsHint')}</Text>
      </Stack>
      <DetailsForm
        initialValues={initialValues}
        asksLetterLanguage={mode === 'staff'}
        onChange={(values) => {
          actor.send({ type: 'details.change', values });
        }}
        onPrevious={() => actor.send({ type: 'step.previous' })}
        onSubmit={async (details, refuse) => {
          // Staff hear of a taken id number now; the public side is never told (DESIGN 14).
          if (checkIdNumber && (await checkIdNumber(details))) {
            refuse('idNumber', t('onboarding.idNumberTaken'));
            return;
          }
          actor.send({ type: 'details.submit', details });
        }}
        upload={upload}
      />
    </Stack>
  );
}

import { Alert, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import { useApi } from '@/api/api-context';
import { isIdNumberTaken } from '@/api/id-numbers';
import { checkCustomerWithNextOfKin, MESSAGES } from '@/domain/cross-field-rules';
import {
  type IndividualFormValues,
  individualDetailsSchema,
  toIndividualDetails,
  toIndividualFormValues,
} from '@/domain/schemas/individual';
import { useTranslation } from '@/i18n/use-translation';
import { AccountNumberField } from '@/ui/form/account-number-field';
import { FocusFirstError, FormChangeListener } from '@/ui/form/form-behaviour';
import { LARGE_CONTROLS } from '@/ui/form/form-section';
import { LetterLanguageField } from '@/ui/form/letter-language-field';
import { PersonFields } from '@/ui/form/person-fields';
import { refuseField } from '@/ui/form/refuse-field';
import { NextButton, StepActions } from '@/ui/wizard/step-actions';
import { TrackUnsavedInput } from '@/ui/wizard/track-unsaved-input';
import { useRegistration } from './registration-context';
import { readDetailsDraft } from './registration-drafts';

const PERSON_FIELDS = new Set<string>(Object.keys(toIndividualFormValues({})));

/** General Information (SPEC §2): the customer's details; each change is kept as the draft. */
export function DetailsStep() {
  const { t } = useTranslation();
  const api = useApi();
  const { actor, upload, mode, submissionKey, loadedValues } = useRegistration();
  const confirmed = useSelector(actor, (s) => s.context.details);
  const serverErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const creating = mode.kind === 'create';
  const area = useRef<HTMLDivElement>(null);
  // Editing a customer whose details are not complete (one registered before accounts were
  // asked): the form starts from what was loaded, for staff to complete rather than type again.
  const [startValues] = useState(() =>
    toIndividualFormValues((creating ? readDetailsDraft() : undefined) ?? confirmed ?? loadedValues ?? {}),
  );
  // A field the server refused (e.g. 409 on idNumber) shows on its field until it is changed.
  const [initialErrors] = useState(() =>
    Object.fromEntries(Object.entries(serverErrors).filter(([field]) => PERSON_FIELDS.has(field))),
  );
  const refused = Object.keys(initialErrors).length > 0;

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h2" size={{ base: '2xl', md: '3xl' }} color="navy.900">
          {t('individualRegistration.steps.details')}
        </Heading>
        <Text color="fg.muted">{t('individualRegistration.steps.detailsHint')}</Text>
      </Stack>
      {refused && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{Object.values(initialErrors)[0]}</Alert.Title>
        </Alert.Root>
      )}
      <Formik<IndividualFormValues>
        initialValues={startValues}
        initialErrors={initialErrors}
        initialTouched={Object.fromEntries(Object.keys(initialErrors).map((field) => [field, true]))}
        validationSchema={individualDetailsSchema}
        onSubmit={async (values, helpers) => {
          const details = toIndividualDetails(values);
          // The chart refuses a customer who is also their own next of kin: say so on the field.
          const clash = Object.entries(
            checkCustomerWithNextOfKin({ ...details, nextOfKins: actor.getSnapshot().context.nextOfKins }),
          ).find(([path, message]) => path.endsWith('.idNumber') && message === MESSAGES.nextOfKinIsCustomer);
          if (clash) {
            helpers.setFieldError('idNumber', t('individualRegistration.errors.idNumberIsNextOfKin'));
            return;
          }
          // Said now, on its field, rather than by a Register that cannot succeed.
          const except = mode.kind === 'edit' ? mode.customerId : undefined;
          if (await isIdNumberTaken(api, 'customers', { ...details, except, submissionKey })) {
            refuseField(helpers, 'idNumber', t('individualRegistration.errors.idNumberTaken'));
            return;
          }
          actor.send({ type: 'details.submit', details });
        }}
      >
        <Form noValidate>
          <FormChangeListener<IndividualFormValues>
            onChange={(values) => {
              actor.send({ type: 'details.change', values });
            }}
          />
          <TrackUnsavedInput />
          <FocusFirstError within={area} />
          <Stack ref={area} gap="8">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '4', md: '5' }} css={LARGE_CONTROLS}>
              <PersonFields upload={upload} />
              <AccountNumberField />
              <LetterLanguageField />
            </SimpleGrid>
            <StepActions primary={<NextButton type="submit" />} />
          </Stack>
        </Form>
      </Formik>
    </Stack>
  );
}

import { Button, Stack } from '@chakra-ui/react';
import { Form, Formik, useFormikContext } from 'formik';
import { useRef, useState } from 'react';
import type { DiasporaDetails } from '@/domain/diaspora';
import {
  type DiasporaDetailsDraft,
  type DiasporaDetailsFormValues,
  toDetailsFormValues,
} from '@/domain/diaspora-form';
import { ID_TYPES, isIdType } from '@/domain/identity';
import type { UploadFile } from '@/domain/uploaded-file';
import { useTranslation } from '@/i18n/use-translation';
import { FileUploadField } from '@/ui/form/file-upload-field';
import { FocusFirstError, FormChangeListener } from '@/ui/form/form-behaviour';
import { FormSection } from '@/ui/form/form-section';
import { InputField, SelectField, TextAreaField } from '@/ui/form/input-fields';
import { validateWithSchema } from '@/ui/form/lazy-schema';
import { LetterLanguageField } from '@/ui/form/letter-language-field';
import { BirthDateField, ChoiceField, EmailField, MobileField, NameFields } from '@/ui/form/person-basics';
import { refuseField } from '@/ui/form/refuse-field';
import { TrackUnsavedInput } from '@/ui/wizard/track-unsaved-input';

export type { DiasporaDetailsDraft } from '@/domain/diaspora-form';
export type DetailsFormValues = DiasporaDetailsFormValues;

// The step shows before Yup has downloaded: the first check (a change, a blur, Next) brings it.
const loadSchemas = () => import('@/domain/schemas/diaspora-details');
const validate = validateWithSchema<DetailsFormValues>(() =>
  loadSchemas().then((schemas) => schemas.diasporaDetailsSchema),
);

export interface DetailsFormProps {
  /**
   * Saved details or the draft of an earlier visit (as `onChange` gave it, read back);
   * missing or malformed fields start empty.
   */
  initialValues: Partial<DiasporaDetails> | DiasporaDetailsDraft | undefined;
  /** The valid details, cleaned: trimmed, idType a number, no empty middle name. */
  /** `refuse` puts a message on a field (say, an id number staff learn is taken) and focuses it. */
  onSubmit: (
    details: DiasporaDetails,
    refuse: (field: string, message: string) => void,
  ) => void | Promise<void>;
  /** Back to the policy; nothing is lost since `onChange` saw every value. */
  onPrevious: () => void;
  /** Every change, for the draft. */
  onChange?: (values: DetailsFormValues) => void;
  upload: UploadFile;
  /** Staff choose the language of the customer's letters; the public side's is the one they enrol in. */
  asksLetterLanguage?: boolean;
}

const ID_TYPE_VALUES = [1, 2, 3] as const;

/** 'Basic details' of the diaspora onboarding (SPEC §2, §3, §5). */
export function DetailsForm({
  initialValues,
  onSubmit,
  onPrevious,
  onChange,
  upload,
  asksLetterLanguage = false,
}: DetailsFormProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  // The form starts from the values it was first given; later drafts come from the form itself.
  const [startValues] = useState(() => toDetailsFormValues(initialValues));

  const idTypeOptions = ID_TYPE_VALUES.map((value) => ({
    value,
    label: t(`onboardingForms.options.idType.${ID_TYPES[value].name}`),
  }));

  return (
    <Formik<DetailsFormValues>
      initialValues={startValues}
      validate={validate}
      // Formik submits only values that passed the check, so the schema is here already.
      onSubmit={async (values, helpers) =>
        onSubmit((await loadSchemas()).toDiasporaDetails(values), (field, message) =>
          refuseField(helpers, field, message),
        )
      }
    >
      <Form noValidate>
        <FormChangeListener onChange={onChange} />
        <TrackUnsavedInput />
        <FocusFirstError within={area} />
        <Stack ref={area} gap={{ base: '8', md: '10' }}>
          <FormSection title={t('onboardingForms.details.basicSection')}>
            <NameFields label={(field) => t(`onboardingForms.details.${field}`)} own />
            <BirthDateField label={t('onboardingForms.details.dob')} own />
            <ChoiceField
              name="sex"
              label={t('onboardingForms.details.sex')}
              required
              values={['male', 'female'] as const}
              optionLabel={(value) => t(`onboardingForms.options.sex.${value}`)}
            />
            <ChoiceField
              name="maritalStatus"
              label={t('onboardingForms.details.maritalStatus')}
              required
              values={['married', 'single'] as const}
              optionLabel={(value) => t(`onboardingForms.options.maritalStatus.${value}`)}
            />
          </FormSection>

          <FormSection title={t('onboardingForms.details.accountSection')}>
            <InputField
              name="accountNumber"
              label={t('onboardingForms.details.accountNumber')}
              required
              useSchemaMessage
              helperText={t('onboardingForms.details.accountNumberHint')}
              inputMode="numeric"
              autoComplete="off"
              size="lg"
            />
            <SelectField
              name="idType"
              label={t('onboardingForms.details.idType')}
              required
              options={idTypeOptions}
            />
            <IdNumberField />
            <FileUploadField name="idCopy" label={t('onboardingForms.details.idCopy')} upload={upload} />
          </FormSection>

          <FormSection title={t('onboardingForms.details.contactSection')}>
            <EmailField label={t('onboardingForms.details.email')} required own />
            <MobileField
              label={t('onboardingForms.details.mobile')}
              hint={t('onboardingForms.details.mobileHint')}
              own
            />
            <TextAreaField
              name="address"
              label={t('onboardingForms.details.address')}
              required
              helperText={t('onboardingForms.details.addressHint')}
              autoComplete="address-level2"
              rows={2}
              size="lg"
            />
            {asksLetterLanguage ? <LetterLanguageField /> : null}
          </FormSection>

          <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between" gap="3">
            <Button type="button" variant="outline" size="lg" minW="32" onClick={onPrevious}>
              {t('onboardingForms.details.previous')}
            </Button>
            <Button type="submit" size="lg" minW="32" colorPalette="navy" bg="navy.800">
              {t('onboardingForms.details.next')}
            </Button>
          </Stack>
        </Stack>
      </Form>
    </Formik>
  );
}

/** The id number, with the length its chosen document type expects. */
function IdNumberField() {
  const { t } = useTranslation();
  const { values } = useFormikContext<DetailsFormValues>();
  const idType = values.idType;
  const helperText = isIdType(idType)
    ? t('onboardingForms.details.idNumberHint', {
        type: t(`onboardingForms.options.idType.${ID_TYPES[idType].name}`),
        length: ID_TYPES[idType].length,
      })
    : t('onboardingForms.details.idNumberHintNoType', {
        national: ID_TYPES[1].length,
        voter: ID_TYPES[2].length,
        passport: ID_TYPES[3].length,
      });
  return (
    <InputField
      name="idNumber"
      label={t('onboardingForms.details.idNumber')}
      required
      useSchemaMessage
      helperText={helperText}
      autoComplete="off"
      size="lg"
    />
  );
}

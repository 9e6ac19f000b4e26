import { Alert, Button, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { DateTime } from 'luxon';
import { useMemo, useRef, useState } from 'react';
import { useApi } from '@/api/api-context';
import {
  type Claim,
  type ClaimHolderRef,
  type PolicyFigures,
  policyFiguresQuery,
  recordClaim,
} from '@/api/claims';
import {
  CHILD_COVERED_WITHOUT_SCHOOLING_UP_TO,
  CLAIM_TYPES,
  type ClaimType,
  checkClaim,
  needsSchoolingProof,
  remainingBenefit,
} from '@/domain/claim-rules';
import { DIASPORA_COVER } from '@/domain/cover';
import { ApiError, describeFailure, failureOf } from '@/domain/failures';
import { formatTsh } from '@/domain/money';
import { CLAIM_SHAPE, claimFieldsSchema } from '@/domain/schemas/claim';
import type { UploadFile } from '@/domain/uploaded-file';
import { errorText } from '@/i18n/index';
import { useTranslation } from '@/i18n/use-translation';
import { FocusFirstError } from '@/ui/form/form-behaviour';
import { FormDialog } from '@/ui/form/form-dialog';
import { LARGE_CONTROLS } from '@/ui/form/form-section';
import { InputField, SelectField } from '@/ui/form/input-fields';
import { notify } from '@/ui/primitives/toaster';
import { ClaimDocumentsField } from './claim-documents-field';
import { type ClaimFormValues, HOLDER, INITIAL_VALUES, ruleOf, serverFieldErrors } from './claim-form-values';
import { SchoolingProofField } from './schooling-proof-field';

/** A declared spouse or child of a diaspora customer, who may be the insured person of a claim. */
export interface InsurablePerson {
  beneficiaryId: string;
  name: string;
  relationship: 'spouse' | 'child';
  /** ISO date of birth: a child is covered up to 21 at the event. */
  dob: string;
  /** The day a change declared them on a cover that had started: their waiting period starts then. */
  joinedOn?: string | null | undefined;
}

/** The cover that pays the claim: its dates decide the waiting period. */
export interface PayingCover {
  coverStartDate: string | null;
  waitingPeriodEnd: string | null;
  /** A group member joined the group's cover the day they were added: their waiting period starts then. */
  holderJoinedOn?: string | null | undefined;
}

export interface ClaimFormProps {
  holder: ClaimHolderRef;
  holderName: string;
  /** The declared spouse and children (diaspora customers); none for other holders. */
  beneficiaries?: readonly InsurablePerson[] | undefined;
  cover: PayingCover;
  /** The policy that pays, whose benefit figures are looked up; null when there is none. */
  policy: { policyId: string; name: string } | null;
  /** The record's claims that were not rejected: what the maximum benefit has already paid for. */
  claimedSoFar: number;
  upload: UploadFile;
  onClose: () => void;
  onRecorded?: (claim: Claim) => void;
}

/** The 'Record a claim' dialog; a fresh form (and idempotency key) each time it opens. */
export function ClaimFormDialog({ open, ...props }: ClaimFormProps & { open: boolean }) {
  const { t } = useTranslation();
  return (
    <FormDialog open={open} title={t('ui.claims.form.title')} onClose={props.onClose}>
      {open ? <ClaimForm {...props} /> : null}
    </FormDialog>
  );
}
function ClaimForm({
  holder,
  holderName,
  beneficiaries = [],
  cover,
  policy,
  claimedSoFar,
  upload,
  onClose,
  onRecorded,
}: ClaimFormProps) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const area = useRef<HTMLDivElement>(null);
  // One key per opened dialog: a retried or double-clicked submit records the claim once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const figures = useQuery({
    ...policyFiguresQuery(api, policy ?? { policyId: '', name: '' }),
    enabled: policy !== null,
  });
  const today = DateTime.utc().toISODate();
  const personOf = (values: ClaimFormValues) =>
    beneficiaries.find((beneficiary) => beneficiary.beneficiaryId === values.insured);
  /** A child over 17 on the day of the event (today until a date is chosen) needs the proof. */
  const proofNeeded = (values: ClaimFormValues) => {
    const person = personOf(values);
    return person !== undefined && needsSchoolingProof(person, values.eventDate || today);
  };

  const schema = useMemo(
    () =>
      claimFieldsSchema({
        insured: t('ui.claims.form.required.insured'),
        type: t('ui.claims.form.required.type'),
        eventDate: t('ui.claims.form.required.eventDate'),
        amountRequired: t('ui.claims.form.required.amount'),
        amountInvalid: t('ui.claims.form.amountInvalid', { max: formatTsh(CLAIM_SHAPE.amount.maximum) }),
        tooManyDocuments: t('ui.claims.form.tooManyDocuments', { max: CLAIM_SHAPE.documents.maxItems }),
      }),
    [t],
  );

  /** SPEC §9 rules the browser can check: the same function the server runs. */
  const validate = (values: ClaimFormValues): FormikErrors<ClaimFormValues> => {
    if (!values.type || !values.eventDate) return {};
    const amount = typeof values.amount === 'number' && values.amount > 0 ? values.amount : 0;
    const person = personOf(values);
    const known: PolicyFigures | null | undefined = figures.data;
    const limits = {
      maximumBenefit: known?.maximumBenefit ?? Number.POSITIVE_INFINITY,
      funeralLumpSum: known?.funeralLumpSum ?? Number.POSITIVE_INFINITY,
      claimedSoFar,
    };
    const found = checkClaim(
      {
        type: values.type,
        eventDate: values.eventDate,
        amount,
        insured: person
          ? { relationship: person.relationship, dob: person.dob, joinedOn: person.joinedOn ?? null }
          : { relationship: 'holder', dob: today, joinedOn: cover.holderJoinedOn ?? null },
        schoolingProof: values.schoolingProof !== null,
      },
      { status: 'covered', ...cover, ...limits },
    );
    const text = (message: string | undefined) => {
      const code = message ? ruleOf(message) : undefined;
      if (!code) return message;
      return t(`ui.claims.rules.${code}`, {
        days: DIASPORA_COVER.claimNotificationDays,
        age: DIASPORA_COVER.childMaxAge,
        schoolingAge: CHILD_COVERED_WITHOUT_SCHOOLING_UP_TO,
        limit: formatTsh(limits.funeralLumpSum),
        remaining: formatTsh(remainingBenefit(limits)),
      });
    };
    const errors: FormikErrors<ClaimFormValues> = {};
    if (found.eventDate) errors.eventDate = text(found.eventDate);
    if (found.beneficiaryId) errors.insured = text(found.beneficiaryId);
    if (found.schoolingProof) errors.schoolingProof = text(found.schoolingProof);
    // The amount's own problems (missing, not whole) are the schema's to tell.
    if (found.amount && amount > 0 && Number.isInteger(amount)) errors.amount = text(found.amount);
    return errors;
  };

  const submit = async (values: ClaimFormValues, helpers: FormikHelpers<ClaimFormValues>) => {
    setFailure(null);
    const toast = notify.loading(t('ui.claims.form.adding'));
    try {
      const claim = await recordClaim(
        api,
        queryClient,
        holder,
        {
          ...(values.insured === HOLDER ? {} : { beneficiaryId: values.insured }),
          type: values.type as ClaimType,
          eventDate: values.eventDate,
          amount: Number(values.amount),
          // Only each file's address and name: the upload's answer carries more than a claim takes.
          ...(values.documents.length > 0
            ? { documents: values.documents.map(({ url, name }) => ({ url, name })) }
            : {}),
          // Kept while another person is chosen; sent for a child only.
          ...(values.schoolingProof && personOf(values)?.relationship === 'child'
            ? { schoolingProof: { url: values.schoolingProof.url, name: values.schoolingProof.name } }
            : {}),
        },
        idempotencyKey,
      );
      notify.success(t('ui.claims.form.added'), { id: toast });
      onRecorded?.(claim);
      onClose();
    } catch (error) {
      const found = failureOf(error);
      const fieldErrors = error instanceof ApiError ? serverFieldErrors(found.messages) : {};
      const message = describeFailure(found, errorText);
      notify.error(t('ui.claims.form.failed'), { id: toast, description: message });
      if (Object.keys(fieldErrors).length > 0) helpers.setErrors(fieldErrors);
      else setFailure(message);
    }
  };

  const insuredOptions = [
    { value: HOLDER, label: t('ui.claims.form.holder', { name: holderName }) },
    ...beneficiaries.map((person) => ({
      value: person.beneficiaryId,
      label:
        person.relationship === 'spouse'
          ? t('ui.claims.form.spouse', { name: person.name })
          : t('ui.claims.form.child', { name: person.name }),
    })),
  ];

  return (
    <Formik<ClaimFormValues>
      initialValues={INITIAL_VALUES}
      validationSchema={schema}
      validate={validate}
      onSubmit={submit}
    >
      {({ values, errors, isSubmitting }) => (
        <Form noValidate aria-label={t('ui.claims.form.title')}>
          <FocusFirstError within={area} />
          <Stack ref={area} gap="5" css={LARGE_CONTROLS}>
            <SelectField
              name="insured"
              label={t('ui.claims.form.insured')}
              required
              useSchemaMessage
              options={insuredOptions}
            />
            <SelectField
              name="type"
              label={t('ui.claims.form.type')}
              required
              useSchemaMessage
              options={CLAIM_TYPES.map((type) => ({ value: type, label: t(`ui.claims.types.${type}`) }))}
            />
            <InputField
              name="eventDate"
              label={t('ui.claims.form.eventDate')}
              type="date"
              max={today}
              required
              useSchemaMessage
              size="lg"
            />
            <InputField
              name="amount"
              label={t('ui.claims.form.amount')}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              required
              useSchemaMessage
              size="lg"
            />
            {/* Also when the server asks for it: it reckons the age on its own clock. */}
            {proofNeeded(values) || errors.schoolingProof ? <SchoolingProofField upload={upload} /> : null}
            <ClaimDocumentsField upload={upload} />
            {failure ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{failure}</Alert.Title>
              </Alert.Root>
            ) : null}
            <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="3">
              <Button type="button" variant="outline" size="lg" onClick={onClose} disabled={isSubmitting}>
                {t('ui.claims.form.cancel')}
              </Button>
              <Button type="submit" size="lg" colorPalette="navy" bg="navy.800" loading={isSubmitting}>
                {t('ui.claims.form.submit')}
              </Button>
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

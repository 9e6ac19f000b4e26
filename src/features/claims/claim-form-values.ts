import type { FormikErrors } from 'formik';
import { CLAIM_MESSAGES, type ClaimType } from '@/domain/claim-rules';
import type { UploadedFile } from '@/domain/uploaded-file';

export const HOLDER = 'holder';

export interface ClaimFormValues {
  /** 'holder' or a beneficiary id. */
  insured: string;
  type: ClaimType | '';
  eventDate: string;
  amount: number | '';
  documents: UploadedFile[];
  /** Proof of full-time schooling, which a child over 17 needs. */
  schoolingProof: UploadedFile | null;
}

export const INITIAL_VALUES: ClaimFormValues = {
  insured: HOLDER,
  type: '',
  eventDate: '',
  amount: '',
  documents: [],
  schoolingProof: null,
};

type RuleCode = keyof typeof CLAIM_MESSAGES;

/** The rule behind a message of checkClaim (its templated messages end in a figure). */
export function ruleOf(message: string): RuleCode | undefined {
  return (Object.keys(CLAIM_MESSAGES) as RuleCode[]).find((code) => {
    const text: string = CLAIM_MESSAGES[code];
    const slot = text.indexOf('{{');
    return slot >= 0 ? message.startsWith(text.slice(0, slot)) : message === text;
  });
}

/** Server field messages, placed next to the fields the form shows. */
export function serverFieldErrors(messages: Record<string, string>): FormikErrors<ClaimFormValues> {
  const errors: FormikErrors<ClaimFormValues> = {};
  if (messages.eventDate) errors.eventDate = messages.eventDate;
  if (messages.amount) errors.amount = messages.amount;
  if (messages.type) errors.type = messages.type;
  const insured = messages.beneficiaryId ?? messages.holderId;
  if (insured) errors.insured = insured;
  const proof = messages.schoolingProof ?? messages['schoolingProof.url'];
  if (proof) errors.schoolingProof = proof;
  return errors;
}

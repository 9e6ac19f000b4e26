import type { IndividualRegistrationInput } from '@machines/individual-registration.machine';
import type { ChosenPolicy } from '@/domain/policy';
import {
  type IndividualFormValues,
  isValidIndividual,
  isValidNextOfKin,
  type NextOfKin,
  toIndividualDetails,
  toIndividualFormValues,
} from '@/domain/schemas/individual';
import { clearDrafts, draftSubmissionKey, readDraft, writeDraft } from '@/ui/wizard/drafts';

/** SPEC §3 local keys of the individual registration. */
const DETAILS = 'customer-form-details';
const POLICY = 'customer-policy-form-details';
const KIN = 'customer-next-of-keens-form-details';

/** The policy step's draft: the chosen policy and the one submission key of this registration. */
export interface PolicyDraft {
  policy?: ChosenPolicy;
  submissionKey?: string;
}

export const readDetailsDraft = (): Partial<IndividualFormValues> | undefined =>
  readDraft<Partial<IndividualFormValues>>(DETAILS);
export const writeDetailsDraft = (values: unknown) => writeDraft(DETAILS, toIndividualFormValues(values));

export const readPolicyDraft = (): PolicyDraft => readDraft<PolicyDraft>(POLICY) ?? {};
export const updatePolicyDraft = (change: Partial<PolicyDraft>) =>
  writeDraft(POLICY, { ...readPolicyDraft(), ...change });

export const readKinDraft = (): NextOfKin[] => {
  const list = readDraft<unknown>(KIN);
  return Array.isArray(list) ? list.filter(isValidNextOfKin).slice(0, 2) : [];
};
export const writeKinDraft = (list: NextOfKin[]) => writeDraft(KIN, list);

const submissionKey = draftSubmissionKey(POLICY);
export const ensureSubmissionKey = submissionKey.ensure;
export const isOwnDraft = submissionKey.isOwn;

/** Where a reload picks the registration up: only what is complete and valid. */
export function restoreRegistration(): IndividualRegistrationInput {
  let details = null;
  try {
    const draft = readDetailsDraft();
    const candidate = draft ? toIndividualDetails(toIndividualFormValues(draft)) : null;
    details = isValidIndividual(candidate) ? candidate : null;
  } catch {
    details = null;
  }
  return { details, policy: readPolicyDraft().policy ?? null, nextOfKins: readKinDraft() };
}

export function clearRegistrationDrafts(): void {
  clearDrafts(DETAILS, POLICY, KIN);
}

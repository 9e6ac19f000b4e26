import type { OnboardingInput } from '../../../machines/onboarding.machine';
import type { DeclaredMember, DiasporaDetails } from '../../domain/diaspora';
import {
  type DiasporaDetailsFormValues,
  toDetailsFormValues,
  toDiasporaDetails,
} from '../../domain/schemas/diaspora-details';
import { clearDrafts, draftSubmissionKey, readDraft, writeDraft } from '../../ui/drafts';

/** The policy step's draft: the ticked terms, the enrolment session and the submission key. */
export interface PolicyDraft {
  termsAccepted?: boolean;
  enrolmentToken?: string;
  enrolmentExpiresAt?: string;
  /** One key per enrolment, so every retry of the submit is the same request to the server. */
  submissionKey?: string;
}

const POLICY = 'diaspora-policy-form-details';
const SELECTED_POLICY = 'selected_policy';
const DETAILS = 'diaspora-form-details';
const MEMBERS = 'diaspora-members-form-details';

export const readPolicyDraft = (): PolicyDraft => readDraft<PolicyDraft>(POLICY) ?? {};
export const updatePolicyDraft = (change: Partial<PolicyDraft>) =>
  writeDraft(POLICY, { ...readPolicyDraft(), ...change });

/** The enrolment token while it is still valid. */
export function readEnrolmentToken(now = Date.now()): string | null {
  const { enrolmentToken, enrolmentExpiresAt } = readPolicyDraft();
  if (!enrolmentToken || !enrolmentExpiresAt || Date.parse(enrolmentExpiresAt) <= now) return null;
  return enrolmentToken;
}

export function forgetEnrolmentToken(): void {
  const { enrolmentToken: _token, enrolmentExpiresAt: _expires, ...rest } = readPolicyDraft();
  writeDraft(POLICY, rest);
}

const submissionKey = draftSubmissionKey(POLICY);
export const ensureSubmissionKey = submissionKey.ensure;
export const isOwnDraft = submissionKey.isOwn;

/** What the details form holds: the same fields, any of them possibly unfinished. */
export type DetailsDraft = Partial<DiasporaDetailsFormValues>;

export const readDetailsDraft = (): DetailsDraft | undefined => readDraft<DetailsDraft>(DETAILS);
export const writeDetailsDraft = (values: DetailsDraft | DiasporaDetails) =>
  writeDraft(DETAILS, toDetailsFormValues(values));
export const readMembersDraft = (): DeclaredMember[] => readDraft<DeclaredMember[]>(MEMBERS) ?? [];
export const writeMembersDraft = (members: DeclaredMember[]) => writeDraft(MEMBERS, members);

/** The details draft as typed details, when it is complete and valid. */
export function confirmedDetails(draft: DetailsDraft | undefined): DiasporaDetails | null {
  if (!draft) return null;
  try {
    return toDiasporaDetails(toDetailsFormValues(draft));
  } catch {
    return null;
  }
}

/** Where a reload, or a tab opened again, picks the enrolment up. */
export function restoreOnboarding(captchaRequired: boolean): OnboardingInput {
  return {
    termsAccepted: readPolicyDraft().termsAccepted ?? false,
    sessionReady: captchaRequired ? readEnrolmentToken() !== null : false,
    details: confirmedDetails(readDetailsDraft()),
    beneficiaries: readMembersDraft(),
  };
}

/** The policy a staff member picked for the enrolment (the diaspora cover when none). */
export interface SelectedPolicy {
  policyId: string;
  name: string;
}

export const readSelectedPolicy = (): SelectedPolicy | undefined =>
  readDraft<SelectedPolicy>(SELECTED_POLICY);
export const writeSelectedPolicy = (policy: SelectedPolicy) => writeDraft(SELECTED_POLICY, policy);

export function clearOnboardingDrafts(): void {
  clearDrafts(POLICY, DETAILS, MEMBERS, SELECTED_POLICY);
}

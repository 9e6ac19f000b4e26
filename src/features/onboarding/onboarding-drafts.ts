import type { OnboardingInput } from '@machines/onboarding.machine';
import type { DeclaredMember, DiasporaDetails } from '@/domain/diaspora';
import { type DiasporaDetailsFormValues, toDetailsFormValues } from '@/domain/diaspora-form';
import { loadOnce } from '@/domain/load-once';
import { clearDrafts, draftSubmissionKey, readDraft, writeDraft } from '@/ui/wizard/drafts';
import { POLICY_DRAFT, readEnrolmentToken, readPolicyDraft } from './enrolment-session';

// The API client reads the enrolment token on every page; it lives apart from the form schemas.
export {
  enrolmentTokenInUse,
  forgetEnrolmentToken,
  type PolicyDraft,
  readEnrolmentToken,
  readPolicyDraft,
  rememberEnrolmentToken,
  updatePolicyDraft,
} from './enrolment-session';

const POLICY = POLICY_DRAFT;
const SELECTED_POLICY = 'selected_policy';
const DETAILS = 'diaspora-form-details';
const MEMBERS = 'diaspora-members-form-details';

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

// Yup checks a restored details draft: only a visitor who has one downloads it at the start.
const detailsCheck = loadOnce(() => import('@/domain/schemas/diaspora-details'));

/**
 * Loads the details check when there is a details draft to restore. The wizard's routes await
 * it in their loader, so that the wizard still starts from its drafts at once (`restoreOnboarding`).
 */
export async function prepareRestore(): Promise<void> {
  if (readDetailsDraft()) await detailsCheck();
}

/** The details draft as typed details, when it is complete and valid. */
export function confirmedDetails(draft: DetailsDraft | undefined): DiasporaDetails | null {
  // Only a draft written after the route's loader ran gets here unchecked: it counts as unfinished,
  // and the details step shows it to be confirmed again.
  const check = detailsCheck.current();
  if (!draft || !check) return null;
  try {
    return check.toDiasporaDetails(toDetailsFormValues(draft));
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

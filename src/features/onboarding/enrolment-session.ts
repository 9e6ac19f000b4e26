import { readDraft, writeDraft } from '@/ui/wizard/drafts';

/** The policy step's draft: the ticked terms, the enrolment session and the submission key. */
export interface PolicyDraft {
  termsAccepted?: boolean;
  enrolmentToken?: string;
  enrolmentExpiresAt?: string;
  /** One key per enrolment, so every retry of the submit is the same request to the server. */
  submissionKey?: string;
}

export const POLICY_DRAFT = 'diaspora-policy-form-details';

export const readPolicyDraft = (): PolicyDraft => readDraft<PolicyDraft>(POLICY_DRAFT) ?? {};
export const updatePolicyDraft = (change: Partial<PolicyDraft>) =>
  writeDraft(POLICY_DRAFT, { ...readPolicyDraft(), ...change });

/** The enrolment token while it is still valid. */
export function readEnrolmentToken(now = Date.now()): string | null {
  const { enrolmentToken, enrolmentExpiresAt } = readPolicyDraft();
  if (!enrolmentToken || !enrolmentExpiresAt || Date.parse(enrolmentExpiresAt) <= now) return null;
  return enrolmentToken;
}

export function forgetEnrolmentToken(): void {
  const { enrolmentToken: _token, enrolmentExpiresAt: _expires, ...rest } = readPolicyDraft();
  writeDraft(POLICY_DRAFT, rest);
}

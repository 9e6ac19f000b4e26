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

/**
 * The last session this tab traded its captcha for. Another tab that finishes the enrolment clears
 * the drafts; this tab still sends its own session, so the server replays that first result.
 */
let seenInThisTab: string | null = null;

export const rememberEnrolmentToken = (token: string | null) => {
  seenInThisTab = token;
};

/** The session every enrolment request carries (the API client's middleware sends it). */
export const enrolmentTokenInUse = (): string | null => readEnrolmentToken() ?? seenInThisTab;

export function forgetEnrolmentToken(): void {
  seenInThisTab = null;
  const { enrolmentToken: _token, enrolmentExpiresAt: _expires, ...rest } = readPolicyDraft();
  writeDraft(POLICY_DRAFT, rest);
}

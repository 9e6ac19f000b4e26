/**
 * Typed access to the local storage keys of SPEC §3. Drafts survive Previous, a reload and
 * a closed tab; they are cleared after a successful registration.
 */
export const DRAFT_KEYS = [
  'authToken',
  'authUser',
  'new_group_basic_details',
  'selected_policy',
  'add_next_of_kin_one',
  'add_next_of_kin_two',
  'add_customer',
  'policy-holder-basic-details',
  'customer-form-details',
  'customer-policy-form-details',
  'customer-next-of-keens-form-details',
  'diaspora-form-details',
  'diaspora-policy-form-details',
  'diaspora-members-form-details',
  'group-form-details',
  'group-leaders-form-details',
  // Not in SPEC §3: the step each wizard was left on, so opening it again resumes there.
  'wizard-steps',
] as const;

export type DraftKey = (typeof DRAFT_KEYS)[number];

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be disabled (private mode, policies): drafts then live only in memory.
    return undefined;
  }
}

/** Whether this browser holds anything the portal stored: a draft, a step, a staff session. */
export const hasStoredDrafts = (): boolean =>
  DRAFT_KEYS.some((key) => (storage()?.getItem(key) ?? null) !== null);

export function readDraft<T>(key: DraftKey): T | undefined {
  const raw = storage()?.getItem(key);
  if (raw === null || raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    storage()?.removeItem(key);
    return undefined;
  }
}

export function writeDraft<T>(key: DraftKey, value: T): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage must not break the form the user is filling in.
  }
}

export function clearDrafts(...keys: DraftKey[]): void {
  for (const key of keys) storage()?.removeItem(key);
}

/**
 * The one submission key a wizard's draft carries, made when the wizard opens: a retried submit,
 * and a second tab holding the same draft, all send the same request (`Idempotency-Key`).
 */
export function draftSubmissionKey(key: DraftKey) {
  const stored = () => readDraft<{ submissionKey?: string }>(key)?.submissionKey;
  return {
    ensure(): string {
      const existing = stored();
      if (existing) return existing;
      const made = crypto.randomUUID();
      writeDraft(key, { ...readDraft<object>(key), submissionKey: made });
      return made;
    },
    /** The stored draft is still this key's: another tab may have finished it and started another. */
    isOwn(submissionKey: string): boolean {
      const current = stored();
      return current === undefined || current === submissionKey;
    },
  };
}

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

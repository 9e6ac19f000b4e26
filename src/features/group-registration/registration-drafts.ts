import type { GroupRegistrationInput } from '@machines/group-registration.machine';
import type { ChosenPolicy } from '@/domain/policy';
import {
  type GroupFormValues,
  isValidGroupDetails,
  LEADER_SLOTS,
  type Leaders,
  toGroupDetails,
  toGroupFormValues,
} from '@/domain/schemas/group';
import { clearDrafts, draftSubmissionKey, readDraft, writeDraft } from '@/ui/wizard/drafts';

/** SPEC §3 local keys of the group registration. */
const DETAILS = 'group-form-details';
const LEADERS = 'group-leaders-form-details';

/** General information's draft: the values typed, the chosen policy and the one submission key. */
export interface GroupDetailsDraft {
  values?: GroupFormValues;
  policy?: ChosenPolicy;
  submissionKey?: string;
}

export const readDetailsDraft = (): GroupDetailsDraft => {
  const draft = readDraft<unknown>(DETAILS);
  return draft && typeof draft === 'object' ? (draft as GroupDetailsDraft) : {};
};
export const updateDetailsDraft = (change: Partial<GroupDetailsDraft>) =>
  writeDraft(DETAILS, { ...readDetailsDraft(), ...change });
export const writeFormValues = (values: unknown) => updateDetailsDraft({ values: toGroupFormValues(values) });

export const readLeadersDraft = (): Partial<Leaders> => {
  const draft = readDraft<unknown>(LEADERS);
  if (!draft || typeof draft !== 'object') return {};
  const source = draft as Record<string, unknown>;
  // The chart keeps only lawful leaders; here only the shape is checked.
  return Object.fromEntries(
    LEADER_SLOTS.map((slot) => [
      slot,
      source[slot] && typeof source[slot] === 'object' ? source[slot] : null,
    ]),
  ) as Partial<Leaders>;
};
export const writeLeadersDraft = (leaders: Leaders) => writeDraft(LEADERS, leaders);

const submissionKey = draftSubmissionKey(DETAILS);
export const ensureSubmissionKey = submissionKey.ensure;
export const isOwnDraft = submissionKey.isOwn;

/** Where a reload picks the registration up: what is complete and valid (the chart checks again). */
export function restoreRegistration(): GroupRegistrationInput {
  const draft = readDetailsDraft();
  let details = null;
  try {
    const candidate = draft.values ? toGroupDetails(toGroupFormValues(draft.values)) : null;
    details = isValidGroupDetails(candidate) ? candidate : null;
  } catch {
    details = null;
  }
  return { details, policy: draft.policy ?? null, leaders: readLeadersDraft() };
}

export function clearRegistrationDrafts(): void {
  clearDrafts(DETAILS, LEADERS);
}

import { SERVER_MESSAGES } from './server-messages';
import { dayOf, isoDate, plusDays } from './utc-calendar';

/**
 * The premium ledger's rules (issue 26): monthly premiums from approval, arrears once one is
 * unpaid past its due date, a lapse after the policy's grace period, and reinstatement within the
 * policy's window once the arrears are paid. Dates are ISO `YYYY-MM-DD`, in UTC.
 */
export const PREMIUM_DEFAULTS = { graceDays: 30, reinstatementDays: 90 } as const;

export const PREMIUM_STATUSES = ['due', 'paid', 'failed', 'waived'] as const;
export type PremiumStatus = (typeof PREMIUM_STATUSES)[number];

/** Unpaid: owed by the customer. */
export const isUnpaid = (status: PremiumStatus) => status === 'due' || status === 'failed';

/** The reason the cover statechart records when the jobs lapse or end a cover. */
export const COVER_JOB_REASONS = {
  lapse: SERVER_MESSAGES.premiumsUnpaid,
  expiry: SERVER_MESSAGES.coverExpiredUnpaid,
} as const;

export const PREMIUM_MESSAGES = {
  afterExpiry: 'The event happened after the cover expired',
  beyondGrace: 'The event happened while premiums were unpaid beyond the grace period',
  arrearsUnpaid: 'The unpaid premiums must be paid before the cover can be reinstated',
  reinstatementWindowOver: 'The reinstatement window after the lapse is over',
} as const;

/**
 * The reasons core banking systems commonly give for a failed debit. A results file may carry any
 * text; these are shown in the reader's language.
 */
export const BANK_FAILURE_REASONS = {
  insufficientFunds: 'Insufficient funds',
  accountClosed: 'Account closed',
  accountDormant: 'Account dormant',
  accountNotFound: 'Account not found',
  mandateCancelled: 'Mandate cancelled',
} as const;

/** The columns of the debit file the portal writes for the core banking system, in order. */
export const DEBIT_COLUMNS = [
  'reference',
  'account_number',
  'amount',
  'due_date',
  'account_name',
  'record_kind',
] as const;

/** The columns of the results file the core banking system sends back, in order (the last optional). */
export const RESULT_COLUMNS = [
  'reference',
  'account',
  'amount',
  'date',
  'result',
  'reason',
  'bank_reference',
] as const;

/** The debit's reference the core banking system sends back: PRM and the premium's number. */
export const premiumReference = (id: number) => `PRM-${String(id).padStart(8, '0')}`;

const REFERENCE = /^PRM-(\d{1,15})$/;

/** The premium a reference names, or null for anything that is no premium reference. */
export function premiumIdOf(reference: string): number | null {
  const match = REFERENCE.exec(reference.trim().toUpperCase());
  return match ? Number(match[1]) : null;
}

const addDays = (iso: string, days: number) => {
  const day = dayOf(iso);
  if (day === undefined) throw new RangeError(`Not a date: ${iso}`);
  return isoDate(plusDays(day, days));
};

/** The last day of grace of a premium due on `dueDate`: the cover lapses the day after. */
export const graceEnds = (dueDate: string, graceDays: number) => addDays(dueDate, graceDays);

/** Whether a cover whose oldest unpaid premium fell due on `oldestUnpaid` has lapsed by `asOf`. */
export const lapsedBy = (oldestUnpaid: string | null, graceDays: number, asOf: string) =>
  oldestUnpaid !== null && asOf > graceEnds(oldestUnpaid, graceDays);

/** In arrears: a premium unpaid past its due date. */
export const inArrears = (oldestUnpaid: string | null, asOf: string) =>
  oldestUnpaid !== null && oldestUnpaid < asOf;

/**
 * The days on which the bank may report a premium paid or failed: from the first day of the month
 * it fell due (the month whose debit file carries it) until its grace and reinstatement days have
 * passed (the last day paying it could still lead to a reinstatement). A results row dated outside
 * it, or after today, is no plausible debit of that premium and is refused.
 */
export function collectionWindow(
  dueDate: string,
  graceDays: number,
  reinstatementDays: number,
): { from: string; to: string } {
  return { from: `${dueDate.slice(0, 8)}01`, to: addDays(dueDate, graceDays + reinstatementDays) };
}

/** The last day a cover lapsed on `lapsedOn` may be reinstated. */
export const reinstatableUntil = (lapsedOn: string, reinstatementDays: number) =>
  addDays(lapsedOn, reinstatementDays);

/** What the claim rules need of a cover's premiums and term. */
export interface PremiumStanding {
  /** The day the cover's current term ends (exclusive), or null before approval. */
  expiryDate: string | null;
  /** The due date of the oldest unpaid premium, or null when paid up. */
  oldestUnpaid: string | null;
  graceDays: number;
}

/**
 * Why an event on `eventDate` is outside the cover for premiums or term, or null: after expiry,
 * or while a premium was unpaid beyond its grace period.
 */
export function premiumRefusal(eventDate: string, standing: PremiumStanding): string | null {
  if (standing.expiryDate && eventDate >= standing.expiryDate) return PREMIUM_MESSAGES.afterExpiry;
  if (standing.oldestUnpaid && eventDate > graceEnds(standing.oldestUnpaid, standing.graceDays))
    return PREMIUM_MESSAGES.beyondGrace;
  return null;
}

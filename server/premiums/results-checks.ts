import { collectionWindow, PREMIUM_DEFAULTS, type PremiumStatus } from '../../src/domain/premiums';
import { SERVER_MESSAGES, serverMessage } from '../../src/domain/server-messages';
import type { CoveredKind } from '../cover/status-changes';

/** A staged row that read as a result, as the checks see it. */
export interface StagedResult {
  line: number;
  premiumId: number;
  account: string;
  amount: number;
  date: string;
  result: 'paid' | 'failed';
}

/** The premium a row names, as the ledger holds it, with what its record says. */
export interface LedgerPremium {
  id: number;
  status: PremiumStatus;
  amount: number;
  dueDate: string;
  paidOn: string | null;
  failedOn: string | null;
  recordKind: CoveredKind;
  recordId: string;
  /** The account the record's premiums are debited from; null when none is recorded. */
  recordAccount: string | null;
  graceDays: number | null;
  reinstatementDays: number | null;
}

/**
 * `check`: after upload, before approval. `apply`: after approval, the premium locked; the ledger
 * may have moved since the check, and what moved wins.
 */
export type CheckPhase = 'check' | 'apply';

export type Verdict =
  | { outcome: 'accepted' | 'applied' | 'already-applied'; reason: string | null }
  | { outcome: 'refused'; reason: string };

const money = (amount: number) => `TZS ${amount.toLocaleString('en-US')}`;

/**
 * Whether a row is a plausible debit of its premium, and what applying it would do. The premium's
 * record must have the account debited (a record without one has every row refused), the amount
 * must be the premium's, the date not after today and within the premium's collection window. A
 * premium waived is never paid; one paid is never paid again.
 */
export function judgeRow(
  row: StagedResult,
  premium: LedgerPremium | undefined,
  phase: CheckPhase,
  today: string,
): Verdict {
  const refused = (reason: string) => ({ outcome: 'refused' as const, reason });
  if (!premium) return refused(SERVER_MESSAGES.resultUnknownReference);
  const account = premium.recordAccount?.trim() ?? '';
  if (account === '') return refused(SERVER_MESSAGES.resultNoAccount);
  if (account !== row.account.trim()) return refused(SERVER_MESSAGES.resultAccountMismatch);
  if (premium.amount !== row.amount)
    return refused(serverMessage.resultAmountMismatch(money(premium.amount)));
  if (row.date > today) return refused(SERVER_MESSAGES.resultDateInFuture);
  const window = collectionWindow(
    premium.dueDate,
    premium.graceDays ?? PREMIUM_DEFAULTS.graceDays,
    premium.reinstatementDays ?? PREMIUM_DEFAULTS.reinstatementDays,
  );
  if (row.date < window.from || row.date > window.to)
    return refused(serverMessage.resultOutsideWindow(window.from, window.to));
  if (premium.status === 'waived')
    return refused(phase === 'check' ? SERVER_MESSAGES.resultWaived : SERVER_MESSAGES.resultWaivedMeanwhile);
  if (premium.status === 'paid') {
    if (phase === 'apply') return refused(SERVER_MESSAGES.resultPaidMeanwhile);
    return row.result === 'paid'
      ? { outcome: 'already-applied', reason: serverMessage.resultPaidOn(String(premium.paidOn)) }
      : refused(SERVER_MESSAGES.resultAlreadyPaid);
  }
  if (
    phase === 'check' &&
    row.result === 'failed' &&
    premium.status === 'failed' &&
    premium.failedOn === row.date
  )
    return { outcome: 'already-applied', reason: serverMessage.resultFailedOn(String(premium.failedOn)) };
  return { outcome: phase === 'check' ? 'accepted' : 'applied', reason: null };
}

import { type Selectable, sql } from 'kysely';
import type { Db } from '../db/connect';
import type { LetterOutboxTable } from '../db/schema';
import { recordLetterOutcome } from './letter-history';
import type { LetterSender, MailLog, OutgoingLetter } from './sender';

/** How the delivery loop takes and retries the outbox's letters. */
export interface DeliveryPolicy {
  /** Letters one turn takes, sends and marks inside one transaction. */
  batchSize: number;
  /** A letter that failed this many attempts is failed for good. */
  maxAttempts: number;
  /** The wait after the first failure; it doubles with each further one, up to the longest. */
  firstRetryMs: number;
  longestRetryMs: number;
}

/** Ten attempts over about six hours (waits of 1, 2, 4 … 64 minutes, then two hours) before a letter fails. */
export const DELIVERY_POLICY: DeliveryPolicy = {
  batchSize: 10,
  maxAttempts: 10,
  firstRetryMs: 60_000,
  longestRetryMs: 2 * 3_600_000,
};

/** The wait before the next attempt of a letter that failed `attempts` times. */
export function retryDelayMs(attempts: number, policy: DeliveryPolicy): number {
  return Math.min(policy.firstRetryMs * 2 ** Math.max(0, attempts - 1), policy.longestRetryMs);
}

export interface DeliveryReport {
  taken: number;
  sent: number;
  retrying: number;
  failed: number;
}

const outgoing = (row: Selectable<LetterOutboxTable>): OutgoingLetter => ({
  id: row.id,
  to: row.recipient,
  subject: row.subject,
  text: row.body_text,
  html: row.body_html,
  attachment:
    row.attachment_content && row.attachment_name && row.attachment_type
      ? { content: row.attachment_content, fileName: row.attachment_name, contentType: row.attachment_type }
      : null,
});

/** What the mail server said, short enough for a column and a history entry. */
function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 500) || 'unknown error';
}

/**
 * One turn of the delivery loop: in one transaction, takes the due pending letters (a small
 * batch, oldest first) with FOR UPDATE SKIP LOCKED, sends each, marks it, and commits. Another
 * process's turn skips the rows this one holds, so no letter is sent by two at once; a process
 * that dies mid-turn leaves its rows pending (its transaction rolls back) for the next turn, which
 * sends them again under the same Message-ID.
 */
export async function deliverDueLetters(
  db: Db,
  sender: LetterSender,
  options: { policy?: Partial<DeliveryPolicy>; now?: Date; log?: MailLog } = {},
): Promise<DeliveryReport> {
  const policy = { ...DELIVERY_POLICY, ...options.policy };
  const now = options.now ?? new Date();
  const report: DeliveryReport = { taken: 0, sent: 0, retrying: 0, failed: 0 };
  await db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('letter_outbox')
      .selectAll()
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(policy.batchSize)
      .forUpdate()
      .skipLocked()
      .execute();
    report.taken = due.length;
    for (const letter of due) {
      const attempts = letter.attempts + 1;
      const mark = trx.updateTable('letter_outbox').where('id', '=', letter.id);
      try {
        await sender.send(outgoing(letter));
      } catch (cause) {
        const error = describeError(cause);
        const final = attempts >= policy.maxAttempts;
        const retryAt = new Date(now.getTime() + retryDelayMs(attempts, policy));
        await mark
          .set({
            attempts,
            last_error: error,
            ...(final ? { status: 'failed' } : { next_attempt_at: retryAt }),
          })
          .execute();
        if (final) await recordLetterOutcome(trx, letter, 'failed', attempts, error);
        report[final ? 'failed' : 'retrying'] += 1;
        const fields = { letterId: letter.id, attempts, error };
        if (final) options.log?.error(fields, 'email failed for good: no more attempts');
        else options.log?.warn({ ...fields, retryAt }, 'email not accepted: retrying later');
        continue;
      }
      await mark.set({ status: 'sent', attempts, sent_at: sql<Date>`now()`, last_error: null }).execute();
      await recordLetterOutcome(trx, letter, 'sent', attempts);
      report.sent += 1;
    }
  });
  return report;
}

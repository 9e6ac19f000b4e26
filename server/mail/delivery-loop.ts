import { type RepeatingTurns, repeatTurns } from '../common/repeating-turns';
import type { Db } from '../db/connect';
import { DELIVERY_POLICY, type DeliveryPolicy, deliverDueLetters } from './delivery';
import type { LetterSender, MailLog } from './sender';

/** Stopping waits for a turn under way (its letters are marked before it ends). */
export type LetterDelivery = RepeatingTurns;

/**
 * Runs the delivery loop in this server process: a turn at once, then one every interval, or
 * straight away while turns find full batches. A turn never overlaps the last one; several
 * processes on one database never send one letter twice (server/mail/delivery.ts).
 */
export function startLetterDelivery(options: {
  db: Db;
  sender: LetterSender;
  log: MailLog;
  intervalMs: number;
  policy?: Partial<DeliveryPolicy>;
}): LetterDelivery {
  const { db, sender, log, intervalMs, policy } = options;
  const batchSize = policy?.batchSize ?? DELIVERY_POLICY.batchSize;
  return repeatTurns(
    () =>
      deliverDueLetters(db, sender, { ...(policy ? { policy } : {}), log })
        .then((report) => {
          if (report.sent + report.retrying + report.failed > 0)
            log.info({ emails: report }, 'emails delivered');
          // A full batch suggests more are due: the next turn comes at once.
          return report.taken >= batchSize ? 0 : intervalMs;
        })
        .catch((error: unknown) => {
          log.error({ err: error }, 'emails: the delivery turn failed');
          return intervalMs;
        }),
    intervalMs,
  );
}

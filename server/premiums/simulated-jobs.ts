import type { Db } from '../db/connect';
import type { LetterSettings } from '../mail/outbox';
import { applyCoverJobs, type CoverJobCounts } from './cover-jobs';

/**
 * Runs the cover jobs for `asOf` exactly as a real run would, inside one transaction that is
 * rolled back at the end: the counts say what the run would have done, and no premium, status,
 * history entry or letter is kept, so nothing reaches a customer. Like a real run it waits for
 * the jobs' lock and holds the rows it reads until the rollback.
 */
export async function simulateCoverJobs(
  db: Db,
  options: { asOf: string; letters: LetterSettings },
): Promise<CoverJobCounts> {
  const trx = await db.startTransaction().execute();
  try {
    return await applyCoverJobs(trx, options);
  } finally {
    await trx.rollback().execute();
  }
}

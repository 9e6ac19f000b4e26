import { todayIso } from '../../src/domain/utc-calendar';
import { type RepeatingTurns, repeatTurns } from '../common/repeating-turns';
import type { Db } from '../db/connect';
import type { LetterSettings } from '../mail/outbox';
import { runCoverJobs } from './cover-jobs';

/** Stopping waits for a run under way. */
export type CoverJobLoop = RepeatingTurns;

interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Runs the cover jobs inside the server: once at start (catching up after downtime), then every
 * interval, for today (UTC). Several processes may run it on one database: the jobs' advisory lock
 * makes the second wait and find every change made.
 */
export function startCoverJobs(options: {
  db: Db;
  letters: LetterSettings;
  log: JobLog;
  intervalMs: number;
}): CoverJobLoop {
  const { db, letters, log, intervalMs } = options;
  return repeatTurns(() => {
    const asOf = todayIso();
    return runCoverJobs(db, { asOf, letters })
      .then((counts) => {
        if (Object.values(counts).some((count) => count > 0))
          log.info({ asOf, counts }, 'cover jobs applied');
      })
      .catch((error: unknown) => log.error({ err: error, asOf }, 'cover jobs: the run failed'))
      .then(() => intervalMs);
  }, intervalMs);
}

import { todayIso } from '../../src/domain/utc-calendar';
import type { Db } from '../db/connect';
import type { LetterSettings } from '../mail/outbox';
import { runCoverJobs } from './cover-jobs';

export interface CoverJobLoop {
  /** Stops the loop and waits for a run under way. */
  stop(): Promise<void>;
}

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
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(turn, delayMs);
    timer.unref();
  };
  const turn = () => {
    const asOf = todayIso();
    running = runCoverJobs(db, { asOf, letters })
      .then((counts) => {
        if (Object.values(counts).some((count) => count > 0))
          log.info({ asOf, counts }, 'cover jobs applied');
      })
      .catch((error: unknown) => log.error({ err: error, asOf }, 'cover jobs: the run failed'))
      .then(() => {
        running = undefined;
        schedule(intervalMs);
      });
  };
  schedule(0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

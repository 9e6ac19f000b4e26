import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../bench/postgres';
import { repeatTurns } from '../../server/common/repeating-turns';
import { readConfig } from '../../server/config';
import { openDatabase } from '../../server/db/connect';
import { diskStorage } from '../../server/files/storage';
import { sweepAndReport } from '../../server/files/unreferenced-files';
import { startLetterDelivery } from '../../server/mail/delivery-loop';
import { letterSender } from '../../server/mail/sender';
import { startCoverJobs } from '../../server/premiums/job-loop';

/**
 * The server's background loops outlive a database that is gone for a while: a failed turn is
 * logged, and another comes after the interval, so the work resumes when the database returns.
 */

/** Resolves once `count()` reaches `n`, checked at each call of the returned `tick`. */
function reaching(n: number, count: () => number) {
  let resolve = () => {};
  const reached = new Promise<void>((done) => {
    resolve = done;
  });
  return { reached, tick: () => (count() >= n ? resolve() : undefined) };
}

describe('turns of a background loop', () => {
  it('go on after a turn that fails without catching its own failure', async () => {
    let turns = 0;
    const third = reaching(3, () => turns);
    const loop = repeatTurns(async () => {
      turns += 1;
      third.tick();
      if (turns === 1) throw new Error('the database is gone');
      return 1;
    }, 1);
    await third.reached;
    await loop.stop();
    expect(turns).toBeGreaterThanOrEqual(3);
  });
});

describe('the loops on a database that cannot be reached', () => {
  it('log each failed turn and try again: email delivery, cover jobs, the unreferenced-file sweep', async () => {
    const url = `postgres://portal@127.0.0.1:${await freePort()}/portal`;
    const { db } = await openDatabase({ url });
    const failures = { emails: 0, jobs: 0, sweeps: 0 };
    const twice = reaching(2, () => Math.min(failures.emails, failures.jobs));
    const logOf = (what: keyof typeof failures) => ({
      info() {},
      warn() {},
      error() {
        failures[what] += 1;
        twice.tick();
      },
    });
    const config = readConfig({ NODE_ENV: 'test' });
    const sender = letterSender(config.mail, logOf('emails'));
    const emails = startLetterDelivery({ db, sender, log: logOf('emails'), intervalMs: 5 });
    const jobs = startCoverJobs({ db, letters: config.mail, log: logOf('jobs'), intervalMs: 5 });
    const filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-loops-'));
    try {
      await twice.reached;
      await sweepAndReport(db, diskStorage(filesDir), { graceHours: 1 }, logOf('sweeps'));
      expect(failures.sweeps).toBe(1);
    } finally {
      await emails.stop();
      await jobs.stop();
      sender.close();
      await db.destroy();
      await fs.rm(filesDir, { recursive: true, force: true });
    }
    expect(failures.emails).toBeGreaterThanOrEqual(2);
    expect(failures.jobs).toBeGreaterThanOrEqual(2);
  });
});

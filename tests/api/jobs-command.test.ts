import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { openDatabase, pendingMigrations } from '../../server/db/connect';
import { migrations } from '../../server/db/migrations';
import { runCoverJobs } from '../../server/premiums/cover-jobs';
import {
  describeJobs,
  RunRefused,
  readJobsRequest,
  runJobs,
  runJobsCommand,
  UsageError,
} from '../../server/premiums/jobs-command';
import { dayOf, isoDate, plusDays } from '../../src/domain/utc-calendar';
import { diaspora } from './fixtures';
import { freshPostgresDatabase, startTestServer, type TestServer } from './harness';

/**
 * The operator's jobs command cannot reach customers by mistake: a day after today is refused
 * unless the run is a simulation, and a simulation keeps nothing (no premium, status, history
 * entry or letter) while printing what the real run on that day then does.
 */

let server: TestServer;
const folders: string[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
});

const addDays = (iso: string, days: number) => isoDate(plusDays(dayOf(iso) as number, days));

async function tempFolder(): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-jobs-'));
  folders.push(folder);
  return folder;
}

/** The command as the operator runs it, in its own process, on this test's database. */
function jobsCommand(args: string[], dataDir: string) {
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: server.postgresUrl ?? '',
    DATA_DIR: dataDir,
  };
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/premiums/jobs-command.ts', ...args],
      { env },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
      },
    );
  });
}

async function approvedDiaspora(): Promise<string> {
  const created = await server.request({
    method: 'POST',
    url: '/api/v1/diasporas',
    headers: server.as('officer'),
    payload: diaspora(),
  });
  expect(created.statusCode).toBe(201);
  const id: string = created.json().data.diasporaId;
  const approved = await server.request({
    method: 'POST',
    url: `/api/v1/diasporas/${id}/status`,
    headers: server.as('admin'),
    payload: { action: 'approve' },
  });
  expect(approved.statusCode).toBe(200);
  return id;
}

/** Everything a run of the jobs writes. */
async function written() {
  const { db } = server;
  return {
    premiums: await db
      .selectFrom('premiums')
      .select(['id', 'record_id', 'due_date', 'status'])
      .orderBy('id')
      .execute(),
    covers: await db
      .selectFrom('diasporas')
      .select(['id', 'status', 'status_reason', 'expiry_at', 'next_premium_due', 'next_premium_month'])
      .orderBy('id')
      .execute(),
    letters: await db.selectFrom('letter_outbox').select(['id', 'letter_kind']).orderBy('id').execute(),
    history: await db.selectFrom('audit_log').select(['id', 'action']).orderBy('id').execute(),
    runs: await db.selectFrom('cover_job_runs').select('as_of').execute(),
  };
}

describe('what the operator may ask for', () => {
  const today = '2026-03-15';

  it('runs for today, or a day gone by, for real', () => {
    expect(readJobsRequest([], today)).toEqual({ asOf: today, simulate: false });
    expect(readJobsRequest(['--as-of', '2026-03-15'], today)).toEqual({ asOf: today, simulate: false });
    expect(readJobsRequest(['--as-of=2026-01-31'], today)).toEqual({ asOf: '2026-01-31', simulate: false });
  });

  it('refuses a day after today unless it is a simulation', () => {
    expect(() => readJobsRequest(['--as-of', '2026-03-16'], today)).toThrow(UsageError);
    expect(() => readJobsRequest(['--as-of', '2026-03-16'], today)).toThrow(
      /after today \(2026-03-15, UTC\)/,
    );
    expect(readJobsRequest(['--as-of', '2027-03-16', '--simulate'], today)).toEqual({
      asOf: '2027-03-16',
      simulate: true,
    });
    // A dry run of today's jobs, or of a day gone by.
    expect(readJobsRequest(['--simulate'], today)).toEqual({ asOf: today, simulate: true });
    expect(readJobsRequest(['--simulate', '--as-of', '2026-02-01'], today)).toEqual({
      asOf: '2026-02-01',
      simulate: true,
    });
  });

  it.each([
    [['--as-of', '2026-02-30']],
    [['--as-of', '15-03-2026']],
    [['--as-of', '']],
    [['--as-of']],
    [['--asof', '2026-03-01']],
    [['--force']],
    [['--simulate=yes']],
    [['2026-03-01']],
  ])('refuses %j', (argv) => {
    expect(() => readJobsRequest(argv, today)).toThrow(UsageError);
  });
});

describe('the jobs command for a day after today', () => {
  let records: { lapsing: string; renewing: string; ending: string };
  const asOf = addDays(isoDate(Date.now()), 40);

  beforeAll(async () => {
    records = {
      lapsing: await approvedDiaspora(),
      renewing: await approvedDiaspora(),
      ending: await approvedDiaspora(),
    };
    const { renewing, ending } = records;
    // Two covers paid up so far: one whose term ends before its next premium (it renews), one
    // whose next premium falls due and stays unpaid until its term ends (it ends).
    await sql`UPDATE premiums SET status = 'paid', paid_on = due_date, bank_reference = 'BNK-' || record_id
      WHERE record_id IN (${renewing}, ${ending})`.execute(server.db);
    const today = isoDate(Date.now());
    await sql`UPDATE diasporas SET expiry_at = ${addDays(today, 10)}::date,
        next_premium_due = ${addDays(today, 20)} WHERE id = ${renewing}`.execute(server.db);
    await sql`UPDATE diasporas SET expiry_at = ${addDays(today, 20)}::date,
        next_premium_due = ${addDays(today, 15)} WHERE id = ${ending}`.execute(server.db);
  });

  it('is refused without --simulate, before the database is opened, and changes nothing', async () => {
    const before = await written();
    const folder = path.join(await tempFolder(), 'data');
    const run = await jobsCommand(['--as-of', asOf], folder);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`--as-of ${asOf} is after today`);
    expect(run.stderr).toContain('Add --simulate');
    expect(run.stdout).toBe('');
    expect(await written()).toEqual(before);
    // Not even the embedded database's folder was made.
    await expect(fs.stat(folder)).rejects.toThrow(/ENOENT/);
  });

  it('with --simulate keeps nothing, and says what the real run on that day then does', async () => {
    const before = await written();
    const request = readJobsRequest(['--as-of', asOf, '--simulate']);
    const simulated = await runJobs(server.db, request, server.config.mail);
    expect(simulated).toEqual({ premiumsWritten: 3, lapsed: 1, renewed: 1, expired: 1, lettersQueued: 2 });
    expect(await written()).toEqual(before);
    const line = describeJobs(request, simulated);
    expect(line).toBe(
      `Simulated cover jobs as of ${asOf}, all rolled back (nothing kept, no email queued). A real run ` +
        'would have had: 3 premiums written, 1 covers lapsed, 1 renewed, 1 ended at expiry, 2 emails to customers queued',
    );
    if (server.postgresUrl) {
      // The command itself, its own process on the same database, prints that line and keeps nothing.
      const run = await jobsCommand(['--as-of', asOf, '--simulate'], await tempFolder());
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout.trim()).toBe(line);
      expect(await written()).toEqual(before);
    }

    // The real run on that day (through code: the command refuses it until the day comes).
    const real = await runCoverJobs(server.db, { asOf, letters: server.config.mail });
    expect(real).toEqual(simulated);
    const after = await written();
    expect(after.premiums).toHaveLength(before.premiums.length + real.premiumsWritten);
    const queued = after.letters.filter((letter) => !before.letters.some((l) => l.id === letter.id));
    expect(queued.map((letter) => letter.letter_kind).sort()).toEqual(['cover-lapsed', 'cover-renewed']);
    const statuses = Object.fromEntries(after.covers.map((c) => [c.id, c.status]));
    expect(statuses).toMatchObject({
      [records.lapsing]: 'uncovered',
      [records.renewing]: 'covered',
      [records.ending]: 'uncovered',
    });
    expect(after.runs).toHaveLength(before.runs.length + 1);
  });

  it('with --simulate on a database short of migrations refuses, rather than migrate it', async () => {
    const postgres = server.postgresUrl ? await freshPostgresDatabase() : undefined;
    const folder = await tempFolder();
    try {
      const config = readConfig({ NODE_ENV: 'test', DATABASE_URL: postgres?.url ?? '', DATA_DIR: folder });
      const refusal = runJobsCommand(['--simulate'], config, () => undefined);
      await expect(refusal).rejects.toThrow(RunRefused);
      await expect(refusal).rejects.toThrow(/has not had the migrations/);
      // Still untouched: the real command would then apply every migration.
      const { db } = await openDatabase(postgres ? { url: postgres.url } : { dataDir: folder });
      try {
        expect(await pendingMigrations(db)).toHaveLength(Object.keys(migrations).length);
      } finally {
        await db.destroy();
      }
    } finally {
      await postgres?.drop();
    }
  });
});

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCoverJobs } from '../../server/premiums/cover-jobs';
import { PREMIUM_MESSAGES, premiumReference } from '../../src/domain/premiums';
import { dayOf, isoDate, plusDays, plusMonths, todayIso } from '../../src/domain/utc-calendar';
import { diaspora } from './fixtures';
import { expectErrorBody, startTestServer, type TestServer } from './harness';
import {
  anotherAdmin,
  decideResults,
  type Headers,
  RESULTS_HEADER,
  resultFile,
  resultRows,
  settleResults,
  uploadResults,
} from './results-files';

/**
 * A cover's life with its premiums (issue 26), driven by the cover jobs at chosen dates: approval,
 * the monthly dues, a failed debit, arrears, the lapse after grace, payment and reinstatement, the
 * renewal at expiry, the end of a cover in arrears at expiry, and claims refused after expiry or
 * beyond grace. Results files are uploaded by an officer and approved by a second admin (whose
 * work days the checks take as today); the same file sent twice changes nothing the second time.
 */

let server: TestServer;
/** The admin who approves the results files: a second pair of eyes on the officer's uploads. */
let payments: Headers;
beforeAll(async () => {
  server = await startTestServer();
  payments = (await anotherAdmin(server, 'Payments')).headers;
});
afterAll(() => server.close());

const TODAY = todayIso();
const day = (iso: string) => dayOf(iso) as number;
const addDays = (iso: string, days: number) => isoDate(plusDays(day(iso), days));
const addMonths = (iso: string, months: number) => isoDate(plusMonths(day(iso), months));

const jobs = (asOf: string) => runCoverJobs(server.db, { asOf, letters: server.config.mail });

interface LedgerPremium {
  premiumId: number;
  reference: string;
  dueDate: string;
  amount: number;
  status: string;
}

async function ledger(id: string) {
  const response = await server.request({
    method: 'GET',
    url: `/api/v1/diasporas/${id}/premiums`,
    headers: server.as('viewer'),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    premiums: LedgerPremium[];
    balance: {
      unpaidAmount: number;
      unpaidCount: number;
      inArrears: boolean;
      paidAmount: number;
      graceEnds: string | null;
    };
  };
}

async function record(id: string) {
  const response = await server.request({
    method: 'GET',
    url: `/api/v1/diasporas/${id}`,
    headers: server.as('viewer'),
  });
  return response.json().data as { cover: { status: string; statusReason: string | null; expiryAt: string } };
}

async function history(id: string): Promise<{ action: string; reason: string | null }[]> {
  const response = await server.request({
    method: 'GET',
    url: `/api/v1/diasporas/${id}/history`,
    headers: server.as('viewer'),
  });
  return response.json().entries;
}

async function approvedDiaspora(): Promise<{ id: string; account: string }> {
  const payload = diaspora();
  const created = await server.request({
    method: 'POST',
    url: '/api/v1/diasporas',
    headers: server.as('officer'),
    payload,
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
  return { id, account: payload.accountNumber };
}

/** Uploads a results file as the officer, on `today`; answers the upload and, once checked, its id. */
async function uploadChecked(csv: string, today: string, name = 'results.csv') {
  const response = await uploadResults(server, server.as('officer'), csv, name);
  await settleResults(server, today);
  return response;
}

/** A results file uploaded by the officer, checked, approved by the second admin and applied, on `today`. */
async function applyResults(csv: string, today: string, name = 'results.csv') {
  const response = await uploadChecked(csv, today, name);
  expect(response.statusCode).toBe(202);
  const fileId: string = response.json().data.resultFileId;
  expect((await decideResults(server, payments, fileId, 'approve')).statusCode).toBe(200);
  await settleResults(server, today);
  return resultFile(server, fileId);
}

/** Pays every unpaid premium of the record on `paidOn`, as the core banking system reports it. */
async function payAll(id: string, account: string, paidOn: string) {
  const unpaid = (await ledger(id)).premiums.filter((p) => p.status === 'due' || p.status === 'failed');
  const lines = unpaid.map(
    (p, i) => `${p.reference},${account},${p.amount},${paidOn},paid,,BNK-${id.slice(0, 4)}-${paidOn}-${i}`,
  );
  const file = await applyResults([RESULTS_HEADER, ...lines].join('\n'), paidOn);
  expect(file.summary?.applied).toBe(unpaid.length);
}

/** Runs the jobs on each monthly due date of the cover up to `until`, paying each premium that day. */
async function payMonthly(id: string, account: string, until: string) {
  const { cover } = await record(id);
  const start = (cover as { coverStartDate?: string }).coverStartDate ?? TODAY;
  for (let month = 0; addMonths(start, month) <= until; month += 1) {
    await jobs(addMonths(start, month));
    const { balance } = await ledger(id);
    if (balance.unpaidCount > 0) await payAll(id, account, addMonths(start, month));
  }
}

async function letterKinds(id: string) {
  const rows = await server.db
    .selectFrom('letter_outbox')
    .select('letter_kind')
    .where('record_id', '=', id)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.letter_kind);
}

describe('a cover with its premiums, driven by the jobs', () => {
  let holder: { id: string; account: string };

  it('owes its first premium from the day of approval, in the month’s debit file', async () => {
    holder = await approvedDiaspora();
    // Written with the approval itself; the jobs for the same day find nothing more to write.
    await jobs(TODAY);
    const { premiums, balance } = await ledger(holder.id);
    expect(premiums).toHaveLength(1);
    expect(premiums[0]).toMatchObject({ dueDate: TODAY, amount: 25_000, status: 'due' });
    expect(premiums[0]?.reference).toBe(premiumReference(premiums[0]?.premiumId ?? 0));
    expect(balance).toMatchObject({ unpaidAmount: 25_000, unpaidCount: 1, inArrears: false });

    const debits = await server.request({
      method: 'GET',
      url: `/api/v1/premiums/debits?month=${TODAY.slice(0, 7)}`,
      headers: server.as('officer'),
    });
    expect(debits.statusCode).toBe(200);
    expect(debits.headers['content-type']).toContain('text/csv');
    const lines = debits.body.trim().split('\r\n');
    expect(lines[0]).toBe('"reference","account_number","amount","due_date","account_name","record_kind"');
    expect(lines).toContain(
      `"${premiums[0]?.reference}","${holder.account}",25000,"${TODAY}","Baraka Kimaro","diaspora"`,
    );
    // A viewer reads the ledger but may not take the bank's debit file.
    const viewer = await server.request({
      method: 'GET',
      url: '/api/v1/premiums/debits',
      headers: server.as('viewer'),
    });
    expectErrorBody(viewer, 403);
  });

  it('records a failed debit, falls into arrears the next day, and lapses only after grace', async () => {
    const [first] = (await ledger(holder.id)).premiums;
    const failed = await applyResults(
      `${RESULTS_HEADER}\n${first?.reference},${holder.account},25000,${TODAY},failed,Insufficient funds,`,
      TODAY,
    );
    expect(failed).toMatchObject({ status: 'applied', summary: { applied: 1, refused: 0 } });
    expect((await ledger(holder.id)).premiums[0]?.status).toBe('failed');
    expect((await history(holder.id)).map((e) => e.action)).toContain('premium.failed');

    // The ledger reads the balance as of today: the failed premium's grace ends 30 days after it fell due.
    expect((await ledger(holder.id)).balance).toMatchObject({
      graceEnds: addDays(TODAY, 30),
      unpaidCount: 1,
    });
    await jobs(addDays(TODAY, 1));
    // The grace period is 30 days: its last day still covers.
    await jobs(addDays(TODAY, 30));
    expect((await record(holder.id)).cover.status).toBe('covered');
    const lapse = await jobs(addDays(TODAY, 31));
    expect(lapse.lapsed).toBe(1);
    const after = await record(holder.id);
    expect(after.cover).toMatchObject({ status: 'uncovered', statusReason: 'premiums unpaid' });
    const lapsed = (await history(holder.id)).find((e) => e.action === 'status.lapse-unpaid');
    expect(lapsed?.reason).toBe('premiums unpaid');
    expect(await letterKinds(holder.id)).toContain('cover-lapsed');
    // Running the same day again changes nothing.
    expect(await jobs(addDays(TODAY, 31))).toMatchObject({ lapsed: 0, renewed: 0, expired: 0 });
  });

  it('refuses reinstatement until the arrears are paid, then reinstates with a second pair of eyes', async () => {
    const early = await server.request({
      method: 'POST',
      url: `/api/v1/diasporas/${holder.id}/status`,
      headers: server.as('admin'),
      payload: { action: 'reinstate' },
    });
    expect(expectErrorBody(early, 409).action).toBe(PREMIUM_MESSAGES.arrearsUnpaid);
    await payAll(holder.id, holder.account, addDays(TODAY, 32));
    expect((await ledger(holder.id)).balance).toMatchObject({ unpaidCount: 0, inArrears: false });
    // The officer who created the record may not reinstate it (no approve permission either).
    const officer = await server.request({
      method: 'POST',
      url: `/api/v1/diasporas/${holder.id}/status`,
      headers: server.as('officer'),
      payload: { action: 'reinstate' },
    });
    expectErrorBody(officer, 403);
    const reinstated = await server.request({
      method: 'POST',
      url: `/api/v1/diasporas/${holder.id}/status`,
      headers: server.as('admin'),
      payload: { action: 'reinstate' },
    });
    expect(reinstated.statusCode).toBe(200);
    expect(reinstated.json().data.status).toBe('covered');
  });

  it('applies a results file once: the same file again changes nothing and says so', async () => {
    const payDay = addMonths(TODAY, 2);
    await jobs(payDay);
    const unpaid = (await ledger(holder.id)).premiums.filter((p) => p.status === 'due');
    expect(unpaid.length).toBeGreaterThan(0);
    const csv = [
      RESULTS_HEADER,
      ...unpaid.map((p) => `${p.reference},${holder.account},${p.amount},${payDay},paid,,BNK-77`),
      `PRM-99999999,${holder.account},25000,${TODAY},paid,,BNK-78`,
      `${unpaid[0]?.reference},${holder.account},1,${TODAY},paid,,BNK-79`,
      'not,a,valid,row',
    ].join('\n');
    const first = await applyResults(csv, payDay, 'core-results-1.csv');
    expect(first).toMatchObject({ status: 'applied', summary: { applied: unpaid.length, refused: 3 } });
    const reasons = (await resultRows(server, first.resultFileId, 'refused')).map((r) => r.reason);
    expect(reasons[0]).toMatch(/Unknown reference/);
    expect(reasons[1]).toMatch(/earlier line/);
    expect(reasons[2]).toMatch(/columns/);

    const before = { ledger: await ledger(holder.id), history: (await history(holder.id)).length };
    const again = await uploadChecked(csv, payDay, 'renamed-but-the-same.csv');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      alreadyUploaded: true,
      data: { resultFileId: first.resultFileId, status: 'applied' },
    });
    expect(await ledger(holder.id)).toEqual(before.ledger);
    expect((await history(holder.id)).length).toBe(before.history);

    const download = await server.request({
      method: 'GET',
      url: `/api/v1/premiums/results/${first.resultFileId}/report`,
      headers: server.as('officer'),
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('"refused","Unknown reference: no premium has it"');
  });

  it('refuses a results file that is not one, with the reason on the file', async () => {
    const response = await uploadResults(server, server.as('officer'), 'name,amount\nBaraka,25000\n');
    expect(expectErrorBody(response, 400).file).toMatch(/header/);
  });

  it('renews a paid-up cover at its expiry, with the customer told', async () => {
    const { cover } = await record(holder.id);
    const expiry = cover.expiryAt.slice(0, 10);
    await payMonthly(holder.id, holder.account, addDays(expiry, -1));
    const counts = await jobs(expiry);
    expect(counts.renewed).toBe(1);
    const renewed = await record(holder.id);
    expect(renewed.cover.status).toBe('covered');
    expect(renewed.cover.expiryAt.slice(0, 10)).toBe(addMonths(expiry, 12));
    expect((await history(holder.id)).map((e) => e.action)).toContain('status.renew');
    expect(await letterKinds(holder.id)).toContain('cover-renewed');
    // The new term's first premium falls due on the old expiry day.
    expect((await ledger(holder.id)).premiums.map((p) => p.dueDate)).toContain(expiry);
  });

  it('ends a cover still in arrears at its expiry instead of renewing it', async () => {
    // A policy with a longer grace, so the last premium is unpaid but not yet lapsed at expiry.
    const graceOf = (days: number) =>
      server.db.updateTable('policies').set({ grace_days: days }).where('kind', '=', 'diaspora').execute();
    await graceOf(45);
    try {
      const other = await approvedDiaspora();
      const { cover } = await record(other.id);
      const expiry = cover.expiryAt.slice(0, 10);
      // Paid up to the eleventh month; the twelfth, due a month before expiry, stays unpaid.
      await payMonthly(other.id, other.account, addMonths(TODAY, 10));
      await jobs(addDays(expiry, -1));
      expect((await ledger(other.id)).balance.unpaidCount).toBe(1);
      const counts = await jobs(expiry);
      expect(counts).toMatchObject({ expired: 1, lapsed: 0, renewed: 0 });
      const ended = await record(other.id);
      expect(ended.cover).toMatchObject({
        status: 'uncovered',
        statusReason: 'cover expired with premiums unpaid',
      });
      expect((await history(other.id)).map((e) => e.action)).toContain('status.expire');
    } finally {
      await graceOf(30);
    }
  });

  it('refuses a claim for an event after expiry, or while a premium was unpaid beyond grace', async () => {
    const claimant = await approvedDiaspora();
    // The waiting period long over; the jobs have not yet ended the term that expired yesterday.
    await sql`UPDATE diasporas SET cover_start_date = ${addDays(TODAY, -400)},
      waiting_period_end = ${addDays(TODAY, -300)}, expiry_at = ${addDays(TODAY, -1)}::date
      WHERE id = ${claimant.id}`.execute(server.db);
    const claim = (eventDate: string) =>
      server.request({
        method: 'POST',
        url: '/api/v1/claims',
        headers: server.as('officer'),
        payload: {
          holderKind: 'diaspora',
          holderId: claimant.id,
          type: 'funeral',
          eventDate,
          amount: 1_000_000,
        },
      });
    expect(expectErrorBody(await claim(TODAY), 400).eventDate).toBe(PREMIUM_MESSAGES.afterExpiry);
    // A premium unpaid since 60 days ago: its grace ended 30 days ago.
    await sql`UPDATE diasporas SET expiry_at = ${addDays(TODAY, 60)}::date WHERE id = ${claimant.id}`.execute(
      server.db,
    );
    await server.db
      .insertInto('premiums')
      .values({
        record_kind: 'diaspora',
        record_id: claimant.id,
        due_date: addDays(TODAY, -60),
        amount: 25_000,
      })
      .execute();
    expect(expectErrorBody(await claim(addDays(TODAY, -2)), 400).eventDate).toBe(
      PREMIUM_MESSAGES.beyondGrace,
    );
    // Within grace the same cover pays: an event 35 days after the unpaid due date was not.
    await sql`UPDATE premiums SET due_date = ${addDays(TODAY, -20)}
      WHERE record_id = ${claimant.id} AND due_date = ${addDays(TODAY, -60)}`.execute(server.db);
    expect((await claim(addDays(TODAY, -2))).statusCode).toBe(201);
  });
});

describe('two processes running the jobs at once', () => {
  it('apply each change once', async () => {
    const records = [await approvedDiaspora(), await approvedDiaspora(), await approvedDiaspora()];
    // Covers approved 31 days ago, so today's run lapses them: the command refuses a later day.
    const ids = records.map((r) => r.id);
    await sql`UPDATE diasporas SET cover_start_date = cover_start_date - 31,
        waiting_period_end = waiting_period_end - 31, next_premium_due = next_premium_due - 31,
        expiry_at = expiry_at - interval '31 days'
      WHERE id = ANY(${ids})`.execute(server.db);
    await sql`UPDATE premiums SET due_date = due_date - 31 WHERE record_id = ANY(${ids})`.execute(server.db);
    const asOf = TODAY;
    const historyCount = () =>
      server.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('action', '=', 'status.lapse-unpaid')
        .where(
          'entity_id',
          'in',
          records.map((r) => r.id),
        )
        .executeTakeFirstOrThrow();
    if (server.postgresUrl) {
      // Two operator commands, each its own process with its own connection, at the same moment.
      const run = promisify(execFile);
      const env = { ...process.env, DATABASE_URL: server.postgresUrl, NODE_ENV: 'test', LOG_LEVEL: 'silent' };
      const command = ['--import', 'tsx', 'server/premiums/jobs-command.ts', '--as-of', asOf];
      const outputs = await Promise.all([run('node', command, { env }), run('node', command, { env })]);
      const lapsedCounts = outputs.map(({ stdout }) => Number(/(\d+) covers lapsed/.exec(stdout)?.[1]));
      expect(lapsedCounts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
      expect(lapsedCounts.sort()).toEqual([0, lapsedCounts[1]]);
    } else {
      console.info(
        'PGlite has one connection: the two runs queue on it; the PostgreSQL project runs two processes',
      );
      const both = await Promise.all([jobs(asOf), jobs(asOf)]);
      expect(both.map((c) => c.lapsed).sort()).toEqual([0, both[0]?.lapsed || both[1]?.lapsed]);
    }
    expect(Number((await historyCount()).n)).toBe(3);
    const premiums = await server.db
      .selectFrom('premiums')
      .select(['record_id', 'due_date'])
      .where(
        'record_id',
        'in',
        records.map((r) => r.id),
      )
      .execute();
    expect(new Set(premiums.map((p) => `${p.record_id} ${p.due_date}`)).size).toBe(premiums.length);
    expect(premiums.length).toBe(6);
  });
});

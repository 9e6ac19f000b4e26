import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoLedger } from '../../server/db/demo-ledger';
import { seedDemoData } from '../../server/db/seed-demo';
import { runCoverJobs } from '../../server/premiums/cover-jobs';
import { todayIso } from '../../src/domain/utc-calendar';
import { startTestServer, type TestServer } from './harness';

/**
 * The demo data's premium ledger is worth looking at (most paid up, some in arrears, a few lapsed
 * for non-payment, some renewed) and is what the jobs would have left: running them for today
 * after seeding changes no cover.
 */

let server: TestServer;
const today = todayIso();
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db, { count: 200, seed: 26 });
});
afterAll(() => server.close());

describe('the demo ledger', () => {
  it('holds paid, failed and lapsed premiums, and renewals, as the jobs would have left them', async () => {
    const summary = await seedDemoLedger(server.db, today);
    const byStatus = await server.db
      .selectFrom('premiums')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    const count = (status: string) => Number(byStatus.find((row) => row.status === status)?.n ?? 0);
    expect(summary.premiums).toBe(byStatus.reduce((sum, row) => sum + Number(row.n), 0));
    expect(count('paid')).toBeGreaterThan(count('failed'));
    expect(count('failed')).toBeGreaterThan(0);
    expect(summary.lapsed).toBeGreaterThan(0);
    expect(summary.renewed).toBeGreaterThan(0);

    const lapsed = await server.db
      .selectFrom('diasporas')
      .select(['id', 'status', 'status_reason'])
      .where('status_reason', '=', 'premiums unpaid')
      .execute();
    for (const record of lapsed) expect(record.status).toBe('uncovered');
    // No premium is due in the future, and none of a cover not in force was written after it lapsed.
    const future = await server.db
      .selectFrom('premiums')
      .select('id')
      .where('due_date', '>', today)
      .execute();
    expect(future).toEqual([]);

    const counts = await runCoverJobs(server.db, { asOf: today, letters: server.config.mail });
    expect(counts).toMatchObject({ lapsed: 0, expired: 0, renewed: 0 });
  });

  it('leaves no premium out of a month’s debit file: every record it debits has an account', async () => {
    const month = today.slice(0, 7);
    const unpaid = await server.db
      .selectFrom('premiums')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', 'in', ['due', 'failed'])
      .where('due_date', '>=', `${month}-01`)
      .where('due_date', '<=', today)
      .executeTakeFirstOrThrow();
    expect(Number(unpaid.n)).toBeGreaterThan(0);
    const debits = await server.request({
      method: 'GET',
      url: `/api/v1/premiums/debits?month=${month}`,
      headers: server.as('officer'),
    });
    expect(debits.statusCode).toBe(200);
    const rows = debits.body.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(Number(unpaid.n));
    for (const row of rows) expect(row.split(',')[1]).toMatch(/^"[0-9]{10,20}"$/);
    const missing = await server.request({
      method: 'GET',
      url: '/api/v1/premiums/missing-accounts',
      headers: server.as('officer'),
    });
    expect(missing.json().pagination.totalCount).toBe(0);
  });
});

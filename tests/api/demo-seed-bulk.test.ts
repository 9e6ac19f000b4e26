import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTotal } from '../../server/db/list-counts';
import { copyWriter, type DemoRowWriter, seedDemoData } from '../../server/db/seed-demo';
import { startTestServer, TARGET, type TestServer } from './harness';

if (TARGET !== 'postgres') {
  console.log('Skipping the COPY seeding tests: COPY needs a PostgreSQL server (the api-postgres project).');
}

describe.runIf(TARGET === 'postgres')('demo seeding by COPY on a PostgreSQL server', () => {
  let server: TestServer;
  let pool: pg.Pool;
  beforeAll(async () => {
    server = await startTestServer();
    pool = new pg.Pool({ connectionString: server.postgresUrl, max: 1 });
  });
  afterAll(async () => {
    await pool?.end();
    await server?.close();
  });

  const indexes = async () =>
    (
      await sql<{ definition: string }>`SELECT indexdef AS definition FROM pg_indexes
        WHERE schemaname = 'public' ORDER BY indexname`.execute(server.db)
    ).rows.map((r) => r.definition);
  const rowCounts = async () =>
    (
      await sql<Record<string, string>>`SELECT
        (SELECT count(*) FROM customers) AS customers, (SELECT count(*) FROM groups) AS groups,
        (SELECT count(*) FROM next_of_kins) AS kin, (SELECT count(*) FROM diasporas) AS diasporas,
        (SELECT count(*) FROM beneficiaries) AS beneficiaries`.execute(server.db)
    ).rows[0];

  for (const bulk of [false, true]) {
    it(`${bulk ? 'a bulk load' : 'a load batch by batch'} stores every row, keeps every index and the tab totals exact`, async () => {
      const indexesBefore = await indexes();
      const before = await rowCounts();
      const writer = await copyWriter(pool, { bulk });
      let summary: Awaited<ReturnType<typeof seedDemoData>>;
      try {
        summary = await seedDemoData(server.db, { count: 60, seed: bulk ? 7 : 8, writer });
      } finally {
        await writer.close();
      }
      const after = await rowCounts();
      expect(Number(after?.customers) - Number(before?.customers)).toBe(
        summary.customers.total + summary.groupMembers,
      );
      expect(Number(after?.diasporas) - Number(before?.diasporas)).toBe(summary.diasporas.total);
      expect(Number(after?.beneficiaries) - Number(before?.beneficiaries)).toBe(summary.beneficiaries);
      expect(await indexes()).toEqual(indexesBefore);
      for (const status of ['in-progress', 'covered', 'uncovered'] as const) {
        const { n } = await server.db
          .selectFrom('diasporas')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('status', '=', status)
          .where('deleted_at', 'is', null)
          .executeTakeFirstOrThrow();
        expect(await listTotal(server.db, 'diasporas', status)).toBe(Number(n));
      }
    });
  }

  it('a bulk load that fails part-way leaves no row behind and every index in place', async () => {
    const indexesBefore = await indexes();
    const before = await rowCounts();
    const real = await copyWriter(pool, { bulk: true });
    let writes = 0;
    // The customers' batch is written, then the groups' batch fails.
    const failing: DemoRowWriter = {
      parentsPerBatch: real.parentsPerBatch,
      write: async (batch) => {
        writes += 1;
        if (writes === 2) throw new Error('connection lost');
        await real.write(batch);
      },
      finish: () => real.finish?.() ?? Promise.resolve(),
    };
    try {
      await expect(seedDemoData(server.db, { count: 60, seed: 9, writer: failing })).rejects.toThrow(
        'connection lost',
      );
    } finally {
      await real.close();
    }
    expect(writes).toBe(2);
    expect(await rowCounts()).toEqual(before);
    expect(await indexes()).toEqual(indexesBefore);
  });
});

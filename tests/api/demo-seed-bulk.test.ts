import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyWriter, type DemoRowWriter } from '../../server/db/demo-writers';
import { listTotal } from '../../server/db/list-counts';
import { seedDemoData } from '../../server/db/seed-demo';
import { startTestServer, TARGET, type TestServer } from './harness';

if (TARGET !== 'postgres') {
  console.log('Skipping the COPY seeding tests: COPY needs a PostgreSQL server (the api-postgres project).');
}

describe.runIf(TARGET === 'postgres')('demo seeding by COPY on a PostgreSQL server', () => {
  let server: TestServer;
  let pool: pg.Pool;
  beforeAll(async () => {
    server = await startTestServer();
    // The COPY writer loads on two connections.
    pool = new pg.Pool({ connectionString: server.postgresUrl, max: 2 });
  });
  afterAll(async () => {
    await pool?.end();
    await server?.close();
  });

  /** Every index and constraint, which a bulk load removes for a while and must put back. */
  const indexes = async () =>
    (
      await sql<{ definition: string }>`SELECT indexdef AS definition FROM pg_indexes
          WHERE schemaname = 'public'
        UNION ALL
        SELECT conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) || ' '
               || convalidated FROM pg_constraint WHERE connamespace = 'public'::regnamespace
        ORDER BY 1`.execute(server.db)
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
    // The customers' batch is written, then the groups' batch fails; one table after the other.
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

  it('a bulk load whose diasporas fail beside the customers rolls back both connections', async () => {
    const indexesBefore = await indexes();
    const before = await rowCounts();
    const real = await copyWriter(pool, { bulk: true });
    expect(real.concurrent).toBe(true);
    let customersWritten: () => void = () => {};
    const customersIn = new Promise<void>((resolve) => {
      customersWritten = resolve;
    });
    const written: string[] = [];
    const failing: DemoRowWriter = {
      parentsPerBatch: real.parentsPerBatch,
      concurrent: real.concurrent,
      write: async (batch) => {
        const table = batch[0]?.table ?? '';
        // The diasporas fail only once the customers are in, on the other connection.
        if (table === 'diasporas') {
          await customersIn;
          throw new Error('connection lost');
        }
        await real.write(batch);
        written.push(table);
        if (table === 'customers') customersWritten();
      },
      finish: () => real.finish?.() ?? Promise.resolve(),
    };
    try {
      await expect(seedDemoData(server.db, { count: 60, seed: 10, writer: failing })).rejects.toThrow(
        'connection lost',
      );
    } finally {
      await real.close();
    }
    expect(written).toContain('customers');
    expect(await rowCounts()).toEqual(before);
    expect(await indexes()).toEqual(indexesBefore);
  });

  it('stores by COPY exactly the rows that INSERT statements store', async () => {
    const today = new Date('2026-03-15T09:30:00Z');
    // Every column but the generated ids, with each child under its parent's id number.
    const snapshot = async () => {
      const rows = await sql<{ row: string }>`SELECT row FROM (
          SELECT 'customer ' || (to_jsonb(c) - 'id' - 'group_id' - 'search_text')::text
                 || coalesce(' of group ' || g.name || ' ' || g.created_at, '') AS row
            FROM customers c LEFT JOIN groups g ON g.id = c.group_id
          UNION ALL SELECT 'group ' || (to_jsonb(g) - 'id' - 'search_text')::text FROM groups g
          UNION ALL SELECT 'kin ' || (to_jsonb(k) - 'id' - 'customer_id')::text || ' of ' || c.id_number
            FROM next_of_kins k JOIN customers c ON c.id = k.customer_id
          UNION ALL SELECT 'diaspora ' || (to_jsonb(d) - 'id' - 'search_text')::text FROM diasporas d
          UNION ALL SELECT 'beneficiary ' || (to_jsonb(b) - 'id' - 'diaspora_id')::text || ' of '
                 || d.id_number FROM beneficiaries b JOIN diasporas d ON d.id = b.diaspora_id
        ) AS everything ORDER BY row`.execute(server.db);
      return rows.rows.map((r) => r.row);
    };
    const clear = async () => {
      for (const table of ['beneficiaries', 'diasporas', 'next_of_kins', 'customers', 'groups']) {
        await sql`DELETE FROM ${sql.table(table)}`.execute(server.db);
      }
    };
    await clear();
    const writer = await copyWriter(pool, { bulk: false });
    try {
      await seedDemoData(server.db, { count: 25, seed: 11, today, writer });
    } finally {
      await writer.close();
    }
    const copied = await snapshot();
    await clear();
    await seedDemoData(server.db, { count: 25, seed: 11, today });
    const inserted = await snapshot();
    expect(copied.length).toBeGreaterThan(25 * 5);
    expect(copied).toEqual(inserted);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsPattern } from '../../server/common/search';
import { type Db, openDatabase } from '../../server/db/connect';
import { statementNamer } from '../../server/db/named-statements';
import { seedDemoData } from '../../server/db/seed-demo';
import { startTestServer, TARGET, type TestServer } from './harness';

describe('statement names', () => {
  it('gives a text the same name every time and another text another name', () => {
    const nameOf = statementNamer();
    const first = nameOf('select id from policies where id = $1');
    expect(first).toMatch(/^portal_[0-9a-f]{24}$/);
    expect(nameOf('select id from policies where id = $1')).toBe(first);
    expect(nameOf('select id from policies where name = $1')).not.toBe(first);
  });

  it('leaves searches unnamed, so each search is planned for its own term', () => {
    const nameOf = statementNamer();
    expect(nameOf('select id from "diasporas" where "search_text" like $1')).toBeUndefined();
    expect(nameOf('select id from "diasporas" where "search_text" ILIKE $1')).toBeUndefined();
  });

  it('names no more than its limit of texts, and keeps the names it gave', () => {
    const nameOf = statementNamer(2);
    const a = nameOf('select 1');
    const b = nameOf('select 2');
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    expect(nameOf('select 3')).toBeUndefined();
    expect(nameOf('select 1')).toBe(a);
  });
});

if (TARGET !== 'postgres') {
  console.log(
    'Skipping the prepared statement tests: they need a PostgreSQL server (the api-postgres project).',
  );
}

describe.runIf(TARGET === 'postgres')('prepared statements on a PostgreSQL server', () => {
  let server: TestServer;
  const opened: Db[] = [];
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    for (const db of opened) await db.destroy();
    await server?.close();
  });

  /** The statements prepared on one connection after a read and a search on it. */
  async function preparedAfterQueries(preparedStatements: boolean): Promise<string[]> {
    const { db } = await openDatabase({ url: server.postgresUrl, preparedStatements });
    opened.push(db);
    // One transaction holds one connection, and pg_prepared_statements shows that session's own.
    return db.transaction().execute(async (trx) => {
      await trx.selectFrom('policies').select(['id', 'name']).where('kind', '=', 'diaspora').execute();
      await trx
        .selectFrom('diasporas')
        .select('id')
        .where('search_text', 'like', containsPattern('chacha'))
        .execute();
      const { rows } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements
        WHERE name LIKE 'portal\\_%'`.execute(trx);
      return rows.map((row) => row.statement);
    });
  }

  it('prepares each read once per connection, but not a search', async () => {
    const statements = await preparedAfterQueries(true);
    expect(statements.some((s) => s.includes('from "policies"'))).toBe(true);
    expect(statements.some((s) => s.includes('"search_text" like'))).toBe(false);
  });

  it('prepares nothing when switched off', async () => {
    expect(await preparedAfterQueries(false)).toEqual([]);
  });

  it('gives the same list pages once PostgreSQL keeps a generic plan (after five runs)', async () => {
    await seedDemoData(server.db, { count: 20, seed: 3 });
    const { db: plain } = await openDatabase({ url: server.postgresUrl, preparedStatements: false });
    opened.push(plain);
    for (let run = 0; run < 8; run++) {
      for (const status of ['in-progress', 'covered', 'uncovered'] as const) {
        const response = await server.request({
          method: 'GET',
          url: `/api/v1/diasporas?status=${status}&page=${1 + (run % 2)}&perPage=3`,
          headers: server.as('admin'),
        });
        expect(response.statusCode).toBe(200);
        const expected = await plain
          .selectFrom('diasporas')
          .select('id')
          .where('status', '=', status)
          .where('deleted_at', 'is', null)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(3 * (run % 2))
          .limit(3)
          .execute();
        const page = response.json() as { data: { diasporaId: string }[] };
        expect(page.data.map((row) => row.diasporaId)).toEqual(expected.map((row) => row.id));
      }
    }
  });
});

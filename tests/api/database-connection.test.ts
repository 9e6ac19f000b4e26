import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import { databaseUnavailableReason } from '../../server/db/unavailable';
import { startTestServer, TARGET, type TestServer } from './harness';

if (TARGET !== 'postgres') {
  console.log(
    'Skipping the dropped-connection test: it needs a PostgreSQL server (the api-postgres project).',
  );
}

describe.runIf(TARGET === 'postgres')('a PostgreSQL server dropping connections', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const policies = () =>
    server.request({ method: 'GET', url: '/api/v1/policies', headers: server.as('admin') });

  it('keeps the API up and answers on fresh connections', async () => {
    // Several requests at once leave several idle connections in the pool.
    const before = await Promise.all(Array.from({ length: 5 }, policies));
    expect(before.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);

    // OFFSET 0 keeps the filter ahead of the termination, so this query's own connection stays.
    const { rows } = await sql<{ terminated: boolean }>`SELECT pg_terminate_backend(pid) AS terminated
      FROM (SELECT pid FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid() OFFSET 0) AS others`.execute(
      server.db,
    );
    expect(rows.length).toBeGreaterThan(0);
    // The backends end a moment after they are told to (longer on a busy machine): wait until they
    // have, then give the pool a pause to read the closed sockets. (A read sent before the pool has
    // heard answers 503 with Retry-After: retrying it on a fresh connection is a change yet to make.)
    await expect
      .poll(
        async () =>
          (
            await sql<{ others: number }>`SELECT count(*)::int AS others FROM pg_stat_activity
              WHERE datname = current_database() AND pid <> pg_backend_pid()`.execute(server.db)
          ).rows[0]?.others,
        { timeout: 30_000 },
      )
      .toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const after = await Promise.all(Array.from({ length: 5 }, policies));
    expect(after.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(after[0]?.json()).toEqual(before[0]?.json());
  });

  it('survives losing a connection a request holds, and serves on a fresh one', async () => {
    // The pool says so on the console: once when connections are lost, once when one opens again.
    const said: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((line: unknown) => {
      said.push(String(line));
    });
    const { db } = await openDatabase({ url: server.postgresUrl });
    try {
      const failure = await db.connection().execute(async (held) => {
        const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(held);
        // Ended from another connection while this one is checked out, between two statements,
        // as a restart or a failover ends it: node-postgres emits 'error' on the held client.
        await sql`SELECT pg_terminate_backend(${rows[0]?.pid})`.execute(server.db);
        await expect
          .poll(() => said.some((line) => line.includes('connection lost')), { timeout: 30_000 })
          .toBe(true);
        return sql`SELECT 1`.execute(held).then(
          () => 'answered',
          (error: unknown) => error,
        );
      });
      expect(databaseUnavailableReason(failure)).toBeDefined();
      const { rows } = await sql<{ one: number }>`SELECT 1 AS one`.execute(db);
      expect(rows).toEqual([{ one: 1 }]);
      expect(said.filter((line) => line.includes('PostgreSQL connection'))).toEqual([
        expect.stringContaining('PostgreSQL connection lost'),
        'PostgreSQL connection opened again: serving',
      ]);
    } finally {
      warn.mockRestore();
      await db.destroy();
    }
  });
});

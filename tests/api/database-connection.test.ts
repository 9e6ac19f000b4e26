import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TARGET, type TestServer } from './harness';

if (TARGET !== 'postgres') {
  console.log(
    'Skipping the dropped-connection test: it needs a PostgreSQL server (the api-postgres project).',
  );
}

describe.runIf(TARGET === 'postgres')('a PostgreSQL server dropping idle connections', () => {
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
    // heard still answers 500: retrying it on a fresh connection is a server change yet to make.)
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
});

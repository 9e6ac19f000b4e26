import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../server/db/connect';
import { migrations } from '../../server/db/migrations';
import { prepareDatabase } from '../../server/db/prepare';
import { freshPostgresDatabase, TARGET } from './harness';

if (TARGET !== 'postgres') {
  console.log(
    'Skipping the simultaneous start-up test: it needs a PostgreSQL server (the api-postgres project).',
  );
}

describe.runIf(TARGET === 'postgres')('several instances starting at once on an empty database', () => {
  const opened: Db[] = [];
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.destroy()));
    await Promise.all(drops.map((drop) => drop()));
  });

  it('brings all three up, with the schema applied once and the staff accounts created once', async () => {
    const database = await freshPostgresDatabase();
    drops.push(database.drop);
    for (let i = 0; i < 3; i += 1) opened.push((await openDatabase({ url: database.url })).db);

    const started = await Promise.allSettled(opened.map((db) => prepareDatabase(db, 'postgres', {})));
    expect(started.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    // One instance created the accounts; the others found them there.
    const created = started.flatMap((outcome) =>
      outcome.status === 'fulfilled' ? outcome.value.created : [],
    );
    expect(created.map((account) => account.role).sort()).toEqual(['admin', 'officer', 'viewer']);

    const db = opened[0] as Db;
    const applied = await db
      .selectFrom('kysely_migration' as never)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect((applied as { n: number }).n).toBe(Object.keys(migrations).length);
    const users = await db
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(users.n).toBe(3);
  });
});

import { sql } from 'kysely';
import type { Db } from './connect';
import type { ListCountsTable } from './schema';

export type CountedList = ListCountsTable['list'];

/** Past this many delta rows a list's deltas are folded into one row per status. */
const FOLD_AFTER = 100;

/** Folds a list's deltas into one row per status, in one statement, so no concurrent delta is lost. */
export async function foldListCounts(db: Db, list: CountedList): Promise<void> {
  await sql`WITH folded AS (DELETE FROM list_counts WHERE list = ${list} RETURNING status, delta)
    INSERT INTO list_counts (list, status, delta)
    SELECT ${list}, status, sum(delta) FROM folded GROUP BY status`.execute(db);
}

/**
 * The exact size of a list tab (all statuses when none is given), kept by the triggers of
 * migration 0007, so a page never counts a whole tab.
 */
export async function listTotal(db: Db, list: CountedList, status?: string): Promise<number> {
  let query = db
    .selectFrom('list_counts')
    .select((eb) => [
      sql<string>`coalesce(sum(delta), 0)`.as('total'),
      eb.fn.countAll<string | number>().as('deltas'),
    ])
    .where('list', '=', list);
  if (status) query = query.where('status', '=', status);
  const { total, deltas } = await query.executeTakeFirstOrThrow();
  if (Number(deltas) > FOLD_AFTER) {
    // Housekeeping, awaited so no query outlives the request; the total above is already exact,
    // and a failed fold is retried on a later read.
    await foldListCounts(db, list).catch(() => undefined);
  }
  return Number(total);
}

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

const countsOf = (list: CountedList, status?: string) =>
  status ? sql`list = ${list} AND status = ${status}` : sql`list = ${list}`;

/**
 * The tab's kept total and how many delta rows it sums, as two columns that another statement
 * (page 1 of the tab) can carry; `foldWhenLong` then takes the delta count.
 */
export function keptTotalColumns(list: CountedList, status?: string) {
  return [
    sql<string>`(SELECT coalesce(sum(delta), 0) FROM list_counts WHERE ${countsOf(list, status)})`.as(
      'kept_total',
    ),
    sql<string>`(SELECT count(*) FROM list_counts WHERE ${countsOf(list, status)})`.as('kept_deltas'),
  ] as const;
}

export type KeptTotalColumns = ReturnType<typeof keptTotalColumns>;

/**
 * Folds a list's deltas once they are more than FOLD_AFTER rows. Housekeeping, awaited so no
 * query outlives the request; a total already read is exact, and a failed fold is retried later.
 */
export async function foldWhenLong(db: Db, list: CountedList, deltas: number): Promise<void> {
  if (deltas > FOLD_AFTER) await foldListCounts(db, list).catch(() => undefined);
}

/**
 * The exact size of a list tab (all statuses when none is given), kept by the triggers of
 * migration 0007, so a page never counts a whole tab.
 */
export async function listTotal(db: Db, list: CountedList, status?: string): Promise<number> {
  const [total, deltas] = keptTotalColumns(list, status);
  const row = await db.selectNoFrom([total, deltas]).executeTakeFirstOrThrow();
  await foldWhenLong(db, list, Number(row.kept_deltas));
  return Number(row.kept_total);
}

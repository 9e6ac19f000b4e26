import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/connect';

/**
 * The overview's tallies (server/db/overview-tally-sql.ts, expiry-tally-sql.ts) gain rows with
 * every write; folding sums the rows of each key into one, in one statement, so no delta written
 * meanwhile is lost (the same as the list totals' fold in server/db/list-counts.ts). A key may be
 * coarser than the rows' own when the reads never need finer: enrolments are read by week, and a
 * past month's premiums by month.
 */
export interface Tally {
  table: 'status_day_changes' | 'enrolment_days' | 'premium_day_totals' | 'expiry_day_counts';
  /** Each key column, with what it is folded onto (itself unless given). */
  keys: readonly { column: string; foldedOnto?: RawBuilder<unknown> }[];
  sums: readonly string[];
}

export const STATUS_CHANGES: Tally = {
  table: 'status_day_changes',
  keys: [{ column: 'list' }, { column: 'day' }, { column: 'status' }],
  sums: ['delta'],
};

export const EXPIRIES: Tally = {
  table: 'expiry_day_counts',
  keys: [{ column: 'list' }, { column: 'day' }],
  sums: ['delta'],
};

/** Enrolments fold onto their week's Monday: the overview counts them by week. */
export const ENROLMENTS: Tally = {
  table: 'enrolment_days',
  keys: [
    { column: 'list' },
    { column: 'day', foldedOnto: sql`date_trunc('week', day)::date` },
    { column: 'channel' },
  ],
  sums: ['enrolled'],
};

/**
 * Premiums of a month before the current one fold onto its first day: only the current month is
 * split at today (what is due before today is in arrears).
 */
export const PREMIUMS: Tally = {
  table: 'premium_day_totals',
  keys: [
    { column: 'record_kind' },
    {
      column: 'due_date',
      foldedOnto: sql`CASE WHEN due_date < date_trunc('month', now() AT TIME ZONE 'UTC')::date
        THEN date_trunc('month', due_date)::date ELSE due_date END`,
    },
    { column: 'status' },
    { column: 'paid_month' },
  ],
  sums: ['premiums', 'amount'],
};

/** Folds the rows the condition picks into one row per key; keys whose sums are all zero go. */
export async function foldTally(db: Db, tally: Tally, where: RawBuilder<boolean>): Promise<void> {
  const columns = sql.raw([...tally.keys.map((k) => k.column), ...tally.sums].join(', '));
  const keys = sql.join(tally.keys.map((k) => k.foldedOnto ?? sql.ref(k.column)));
  const sums = sql.raw(tally.sums.map((c) => `sum(${c})`).join(', '));
  const nonZero = sql.raw(tally.sums.map((c) => `sum(${c}) <> 0`).join(' OR '));
  await sql`WITH folded AS (DELETE FROM ${sql.table(tally.table)} WHERE ${where} RETURNING ${columns})
    INSERT INTO ${sql.table(tally.table)} (${columns})
    SELECT ${keys}, ${sums} FROM folded GROUP BY ${keys} HAVING ${nonZero}`.execute(db);
}

/**
 * Folds once a read went through more than twice the rows folding would leave (and a little):
 * housekeeping after the answer is known, awaited so no query outlives the request; a failed
 * fold is tried again by a later read.
 */
export async function foldWhenLong(
  db: Db,
  tally: Tally,
  where: RawBuilder<boolean>,
  rowsRead: number,
  foldedRows: number,
): Promise<void> {
  if (rowsRead > 2 * foldedRows + 20) await foldTally(db, tally, where).catch(() => undefined);
}

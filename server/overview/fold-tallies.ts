import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/connect';

/**
 * The overview's tallies (server/db/overview-tally-sql.ts) gain rows with every write; folding
 * sums the rows of each key into one, in one statement, so no delta written meanwhile is lost
 * (the same as the list totals' fold in server/db/list-counts.ts).
 */
export interface Tally {
  table: 'status_day_changes' | 'enrolment_days' | 'premium_day_totals' | 'expiry_day_counts';
  keys: readonly string[];
  sums: readonly string[];
}

export const STATUS_CHANGES: Tally = {
  table: 'status_day_changes',
  keys: ['list', 'day', 'status'],
  sums: ['delta'],
};
export const EXPIRIES: Tally = { table: 'expiry_day_counts', keys: ['list', 'day'], sums: ['delta'] };
export const ENROLMENTS: Tally = {
  table: 'enrolment_days',
  keys: ['list', 'day', 'channel'],
  sums: ['enrolled'],
};
export const PREMIUMS: Tally = {
  table: 'premium_day_totals',
  keys: ['record_kind', 'due_date', 'status', 'paid_month'],
  sums: ['premiums', 'amount'],
};

/** Folds the rows the condition picks into one row per key; keys whose sums are all zero go. */
export async function foldTally(db: Db, tally: Tally, where: RawBuilder<boolean>): Promise<void> {
  const keys = sql.raw(tally.keys.join(', '));
  const columns = sql.raw([...tally.keys, ...tally.sums].join(', '));
  const sums = sql.raw(tally.sums.map((c) => `sum(${c})`).join(', '));
  const nonZero = sql.raw(tally.sums.map((c) => `sum(${c}) <> 0`).join(' OR '));
  await sql`WITH folded AS (DELETE FROM ${sql.table(tally.table)} WHERE ${where} RETURNING ${columns})
    INSERT INTO ${sql.table(tally.table)} (${columns})
    SELECT ${keys}, ${sums} FROM folded GROUP BY ${keys} HAVING ${nonZero}`.execute(db);
}

/**
 * Folds the rows a read went through once they are more than twice the keys they hold (and a
 * little): housekeeping after the answer is known, awaited so no query outlives the request; a
 * failed fold is tried again by a later read.
 */
export async function foldWhenLong(
  db: Db,
  tally: Tally,
  where: RawBuilder<boolean>,
  read: { rows: number; keys: number },
): Promise<void> {
  if (read.rows > 2 * read.keys + 20) await foldTally(db, tally, where).catch(() => undefined);
}

/** What a read's rows add up to: how many rows it summed and how many keys they hold. */
export const readSize = (rows: readonly { rows_read: number | string; keys_read: number | string }[]) => ({
  rows: rows.reduce((sum, r) => sum + Number(r.rows_read), 0),
  keys: rows.reduce((sum, r) => sum + Number(r.keys_read), 0),
});

import { sql } from 'kysely';
import { DEBIT_COLUMNS, premiumReference } from '../../src/domain/premiums';
import type { Db } from '../db/connect';
import { premiumAccount, premiumRecordJoins } from './premium-account';

/** One debit instruction: an unpaid premium falling due in the month, whose record has an account. */
export interface DebitRow {
  /** The cursor of the stream: the due date and the premium's number. */
  id: string;
  premium_id: number;
  account_number: string;
  amount: number;
  due_date: string;
  account_name: string;
  record_kind: string;
}

export const DEBIT_HEADER = DEBIT_COLUMNS;

export const debitCells = (row: DebitRow) => [
  premiumReference(Number(row.premium_id)),
  row.account_number,
  Number(row.amount),
  row.due_date,
  row.account_name,
  row.record_kind,
];

/**
 * Whether a `YYYY-MM` names a month the file can be made for: the contract's pattern admits the
 * year 0000, which no calendar has, and 9999-12, whose next month has no four-digit year; no cover
 * is older than 1900. Checked before the first byte of the file is sent.
 */
export function isDebitMonth(month: string): boolean {
  const match = /^([0-9]{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) return false;
  const year = Number(match[1]);
  return year >= 1900 && year <= 9998;
}

/** The month's first day and the next month's, for `YYYY-MM`. */
export function monthBounds(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
}

/**
 * A chunk of the month's debit instructions after a cursor, in (due date, id) order, by index.
 * A premium whose record has no account yet is left out: the premiums page lists its record.
 */
export function debitChunk(db: Db, month: string) {
  const { from, to } = monthBounds(month);
  return async (after: { id: string } | null, limit: number): Promise<DebitRow[]> => {
    const [afterDate, afterId] = after ? after.id.split('|') : [from, '0'];
    const { rows } = await sql<DebitRow>`
      SELECT to_char(p.due_date, 'YYYY-MM-DD') || '|' || p.id AS id, p.id AS premium_id,
        ${premiumAccount} AS account_number, p.amount, p.due_date, p.record_kind,
        COALESCE(g.name, concat_ws(' ', COALESCE(c.first_name, d.first_name), COALESCE(c.last_name, d.last_name))) AS account_name
      FROM premiums p
      ${premiumRecordJoins}
      WHERE p.due_date >= ${from}::date AND p.due_date < ${to}::date
        AND p.status IN ('due', 'failed')
        -- No bank can debit a row without an account: its record waits for one (missing-accounts.ts).
        AND ${premiumAccount} IS NOT NULL
        AND (p.due_date, p.id) > (${afterDate}::date, ${Number(afterId)}::bigint)
      ORDER BY p.due_date, p.id
      LIMIT ${limit}`.execute(db);
    return rows;
  };
}

import { type Kysely, sql, type Transaction } from 'kysely';
import type { Schemas } from '../contract-types';
import type { Database } from '../db/schema';

export type ResultsSummary = NonNullable<Schemas['PremiumResultsSummary']>;

/** The most frequent reasons a summary names; the rows themselves page through the rest. */
const REASONS_SHOWN = 10;

interface SummaryRow {
  rows: number | string;
  accepted: number | string;
  applied: number | string;
  already_applied: number | string;
  refused: number | string;
  paid_premiums: number | string;
  paid_amount: number | string | null;
  failed_premiums: number | string;
  failed_amount: number | string | null;
  customers: number | string;
  diasporas: number | string;
  groups: number | string;
  reasons: { reason: string; rows: number }[] | null;
}

/**
 * What a file changes (its accepted rows) or changed (its applied rows): counts of rows by
 * outcome, the premiums and amounts marked paid or failed, the records they belong to, and the
 * reasons rows were refused. Read in one statement, on the file's index; kept on the file's row
 * once it is checked and again once applied, so a list of files never reads their rows.
 */
export async function summarise(
  db: Kysely<Database> | Transaction<Database>,
  fileId: string,
): Promise<ResultsSummary> {
  const changing = sql`outcome IN ('accepted', 'applied')`;
  const { rows } = await sql<SummaryRow>`SELECT count(*) AS rows,
      count(*) FILTER (WHERE outcome = 'accepted') AS accepted,
      count(*) FILTER (WHERE outcome = 'applied') AS applied,
      count(*) FILTER (WHERE outcome = 'already-applied') AS already_applied,
      count(*) FILTER (WHERE outcome = 'refused') AS refused,
      count(*) FILTER (WHERE ${changing} AND result = 'paid') AS paid_premiums,
      sum(amount) FILTER (WHERE ${changing} AND result = 'paid') AS paid_amount,
      count(*) FILTER (WHERE ${changing} AND result = 'failed') AS failed_premiums,
      sum(amount) FILTER (WHERE ${changing} AND result = 'failed') AS failed_amount,
      count(DISTINCT record_id) FILTER (WHERE ${changing} AND record_kind = 'customer') AS customers,
      count(DISTINCT record_id) FILTER (WHERE ${changing} AND record_kind = 'diaspora') AS diasporas,
      count(DISTINCT record_id) FILTER (WHERE ${changing} AND record_kind = 'group') AS groups,
      (SELECT json_agg(json_build_object('reason', r.reason, 'rows', r.rows) ORDER BY r.rows DESC, r.reason)
        FROM (SELECT reason, count(*)::int AS rows FROM premium_result_rows
          WHERE file_id = ${fileId}::uuid AND outcome = 'refused' AND reason IS NOT NULL
          GROUP BY reason ORDER BY count(*) DESC, reason LIMIT ${REASONS_SHOWN}) r) AS reasons
    FROM premium_result_rows WHERE file_id = ${fileId}::uuid`.execute(db);
  const row = rows[0];
  const n = (value: number | string | null | undefined) => Number(value ?? 0);
  return {
    rows: n(row?.rows),
    accepted: n(row?.accepted),
    applied: n(row?.applied),
    alreadyApplied: n(row?.already_applied),
    refused: n(row?.refused),
    paid: { premiums: n(row?.paid_premiums), amount: n(row?.paid_amount) },
    failed: { premiums: n(row?.failed_premiums), amount: n(row?.failed_amount) },
    records: { customer: n(row?.customers), diaspora: n(row?.diasporas), group: n(row?.groups) },
    refusedReasons: row?.reasons ?? [],
  };
}

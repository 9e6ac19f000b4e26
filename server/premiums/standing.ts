import { sql } from 'kysely';
import { PREMIUM_DEFAULTS } from '../../src/domain/premiums';
import type { CoveredKind } from '../cover/status-changes';
import type { Db } from '../db/connect';
import { RECORD_TABLES, recordPolicyJoin } from './record-policy';

/** A record's premiums as the claim rules, reinstatement and the jobs see them. */
export interface RecordStanding {
  /** The due date of the oldest unpaid (due or failed) premium; null when paid up. */
  oldestUnpaid: string | null;
  unpaidAmount: number;
  unpaidCount: number;
  graceDays: number;
  reinstatementDays: number;
  /** The day the current term ends (exclusive), from the record's expiry. */
  expiryDate: string | null;
}

/** Reads one record's standing; its unpaid premiums count whatever their due date. */
export async function standingOf(db: Db, kind: CoveredKind, id: string): Promise<RecordStanding> {
  const table = sql.table(RECORD_TABLES[kind]);
  const { rows } = await sql<{
    oldest_unpaid: string | null;
    unpaid_amount: number | string | null;
    unpaid_count: number | string;
    grace_days: number | null;
    reinstatement_days: number | null;
    expiry_date: string | null;
  }>`SELECT u.oldest_unpaid, u.unpaid_amount, u.unpaid_count, pol.grace_days, pol.reinstatement_days,
        (r.expiry_at AT TIME ZONE 'UTC')::date AS expiry_date
      FROM ${table} r
      ${recordPolicyJoin(kind)}
      CROSS JOIN LATERAL (
        SELECT min(due_date) AS oldest_unpaid, sum(amount) AS unpaid_amount, count(*) AS unpaid_count
        FROM premiums WHERE record_kind = ${kind} AND record_id = r.id AND status IN ('due', 'failed')) u
      WHERE r.id = ${id}`.execute(db);
  const row = rows[0];
  return {
    oldestUnpaid: row?.oldest_unpaid ?? null,
    unpaidAmount: Number(row?.unpaid_amount ?? 0),
    unpaidCount: Number(row?.unpaid_count ?? 0),
    graceDays: row?.grace_days ?? PREMIUM_DEFAULTS.graceDays,
    reinstatementDays: row?.reinstatement_days ?? PREMIUM_DEFAULTS.reinstatementDays,
    expiryDate: row?.expiry_date ?? null,
  };
}

import { sql, type Transaction } from 'kysely';
import type { PremiumStatus } from '../../src/domain/premiums';
import type { CoveredKind } from '../cover/status-changes';
import type { Database } from '../db/schema';
import type { LedgerPremium } from './results-checks';

interface LedgerRow {
  id: number | string;
  status: PremiumStatus;
  amount: number | string;
  due_date: string;
  paid_on: string | null;
  failed_on: string | null;
  record_kind: CoveredKind;
  record_id: string;
  record_account: string | null;
  grace_days: number | null;
  reinstatement_days: number | null;
}

/**
 * The premiums a batch of results rows names, with the account of the record each belongs to
 * (diaspora, individual or group alike) and its policy's grace and reinstatement days. With
 * `lock`, the premiums are locked in id order (two batches never wait on each other in a circle).
 */
export async function ledgerPremiums(
  trx: Transaction<Database>,
  premiumIds: readonly number[],
  lock: boolean,
): Promise<Map<number, LedgerPremium>> {
  if (premiumIds.length === 0) return new Map();
  const { rows } = await sql<LedgerRow>`SELECT p.id, p.status, p.amount, p.due_date, p.paid_on, p.failed_on,
      p.record_kind, p.record_id,
      CASE p.record_kind WHEN 'diaspora' THEN d.account_number WHEN 'customer' THEN c.account_number
        ELSE g.account_number END AS record_account,
      pol.grace_days, pol.reinstatement_days
    FROM premiums p
    LEFT JOIN diasporas d ON p.record_kind = 'diaspora' AND d.id = p.record_id
    LEFT JOIN customers c ON p.record_kind = 'customer' AND c.id = p.record_id
    LEFT JOIN groups g ON p.record_kind = 'group' AND g.id = p.record_id
    -- A diaspora enrolled before policies were recorded is on the one diaspora cover (record-policy.ts).
    LEFT JOIN LATERAL (SELECT pp.grace_days, pp.reinstatement_days FROM policies pp
      WHERE pp.id = COALESCE(d.policy_id, c.policy_id, g.policy_id)
        OR (p.record_kind = 'diaspora' AND d.policy_id IS NULL AND pp.kind = 'diaspora')
      ORDER BY (pp.id = COALESCE(d.policy_id, c.policy_id, g.policy_id)) IS TRUE DESC, pp.created_at, pp.name
      LIMIT 1) pol ON true
    WHERE p.id = ANY(${sql.val([...premiumIds])}::bigint[])
    ORDER BY p.id
    ${lock ? sql`FOR UPDATE OF p` : sql``}`.execute(trx);
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        status: row.status,
        amount: Number(row.amount),
        dueDate: row.due_date,
        paidOn: row.paid_on,
        failedOn: row.failed_on,
        recordKind: row.record_kind,
        recordId: row.record_id,
        recordAccount: row.record_account,
        graceDays: row.grace_days,
        reinstatementDays: row.reinstatement_days,
      },
    ]),
  );
}

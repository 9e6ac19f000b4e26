import { sql } from 'kysely';
import { pageWindow } from '../common/paging';
import { iso } from '../common/timestamps';
import type { Schemas } from '../contract-types';
import type { Db } from '../db/connect';

type MissingAccount = Schemas['MissingPaymentAccount'];

interface MissingAccountRow {
  kind: MissingAccount['kind'];
  id: string;
  name: string;
  status: MissingAccount['status'];
  created_at: Date | string;
  unpaid_premiums: number | string;
  unpaid_amount: number | string;
}

/**
 * The live individual customers (group members never: the group pays) and groups without an
 * account, each side read by its partial index (migration 0033).
 */
const WITHOUT_ACCOUNT = sql`
  SELECT 'customer' AS kind, c.id, concat_ws(' ', c.first_name, c.middle_name, c.last_name) AS name,
    c.status, c.created_at
  FROM customers c
  WHERE c.account_number IS NULL AND c.deleted_at IS NULL AND c.group_id IS NULL
  UNION ALL
  SELECT 'group' AS kind, g.id, g.name, g.status, g.created_at
  FROM groups g
  WHERE g.account_number IS NULL AND g.deleted_at IS NULL`;

/**
 * One page of the records whose premiums cannot be debited until staff give them an account:
 * those with premiums waiting for a debit (left out of the debit file) first, then the oldest.
 */
export async function missingAccountsPage(
  db: Db,
  page: number,
  perPage: number,
): Promise<{ records: MissingAccount[]; totalCount: number }> {
  const { offset, limit } = pageWindow(page, perPage);
  const [{ rows: counted }, { rows }] = await Promise.all([
    sql<{ n: number | string }>`SELECT count(*) AS n FROM (${WITHOUT_ACCOUNT}) r`.execute(db),
    sql<MissingAccountRow>`
      SELECT r.kind, r.id, r.name, r.status, r.created_at,
        u.premiums AS unpaid_premiums, u.amount AS unpaid_amount
      FROM (${WITHOUT_ACCOUNT}) r
      CROSS JOIN LATERAL (
        SELECT count(*) AS premiums, COALESCE(sum(p.amount), 0) AS amount
        FROM premiums p
        WHERE p.record_kind = r.kind AND p.record_id = r.id AND p.status IN ('due', 'failed')) u
      ORDER BY u.premiums > 0 DESC, r.created_at, r.kind, r.id
      OFFSET ${offset} LIMIT ${limit}`.execute(db),
  ]);
  return {
    totalCount: Number(counted[0]?.n ?? 0),
    records: rows.map((row) => ({
      kind: row.kind,
      recordId: row.id,
      name: row.name,
      status: row.status,
      createdAt: iso(row.created_at),
      unpaidPremiums: Number(row.unpaid_premiums),
      unpaidAmount: Number(row.unpaid_amount),
    })),
  };
}

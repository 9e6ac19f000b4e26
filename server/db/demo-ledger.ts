import { sql, type Transaction } from 'kysely';
import { BANK_FAILURE_REASONS, COVER_JOB_REASONS, PREMIUM_DEFAULTS } from '../../src/domain/premiums';
import { writeDuePremiums } from '../premiums/cover-jobs';
import { COVERED_KINDS, ownCover, RECORD_TABLES } from '../premiums/record-policy';
import type { Db } from './connect';
import type { Database } from './schema';

/** What the demo ledger holds once written. */
export interface DemoLedgerSummary {
  premiums: number;
  inArrears: number;
  lapsed: number;
  renewed: number;
}

/** Out of 100 covers, by their id: these are in arrears within grace, these lapsed unpaid. */
const IN_ARREARS_BELOW = 7;
const LAPSED_BELOW = 10;

const bucket = sql`abs(hashtext(r.id::text)) % 100`;

async function ledgerOf(trx: Transaction<Database>, kind: (typeof COVERED_KINDS)[number], today: string) {
  const table = sql.table(RECORD_TABLES[kind]);
  // Every cover in force owes its premiums from the start of its current term.
  await sql`UPDATE ${table} r SET next_premium_month = 0, next_premium_due = r.cover_start_date
    WHERE r.status = 'covered' AND r.deleted_at IS NULL ${ownCover(kind)}
      AND r.cover_start_date IS NOT NULL AND r.next_premium_month IS NULL`.execute(trx);
  await writeDuePremiums(trx, kind, today);
  // Most customers pay on the day: the core banking system's reference for each.
  await sql`UPDATE premiums SET status = 'paid', paid_on = due_date, bank_reference = 'CBS' || lpad(id::text, 9, '0')
    WHERE record_kind = ${kind} AND status = 'due' AND due_date < ${today}::date`.execute(trx);
  // Some missed their latest premium, within grace: in arrears, still covered.
  const arrears = await sql`UPDATE premiums p SET status = 'failed', failed_on = p.due_date,
      failed_reason = ${BANK_FAILURE_REASONS.insufficientFunds}, paid_on = NULL, bank_reference = NULL
    FROM ${table} r
    WHERE p.record_kind = ${kind} AND p.record_id = r.id AND r.status = 'covered'
      AND ${bucket} < ${IN_ARREARS_BELOW}
      AND p.due_date > ${today}::date - 25 AND p.due_date < ${today}::date`.execute(trx);
  // A few stopped paying over a month ago: lapsed for non-payment, as the jobs would have done.
  const unpaid = await sql<{ id: string; oldest: string }>`WITH unpaid AS (
      UPDATE premiums p SET status = 'failed', failed_on = p.due_date,
        failed_reason = ${BANK_FAILURE_REASONS.accountClosed}, paid_on = NULL, bank_reference = NULL
      FROM ${table} r
      WHERE p.record_kind = ${kind} AND p.record_id = r.id AND r.status = 'covered'
        AND ${bucket} >= ${IN_ARREARS_BELOW} AND ${bucket} < ${LAPSED_BELOW}
        AND p.due_date >= ${today}::date - 80
        AND EXISTS (SELECT 1 FROM premiums o WHERE o.record_kind = ${kind} AND o.record_id = r.id
          AND o.due_date BETWEEN ${today}::date - 80 AND ${today}::date - ${PREMIUM_DEFAULTS.graceDays + 5}::int)
      RETURNING p.record_id, p.due_date)
    SELECT record_id AS id, min(due_date)::text AS oldest FROM unpaid GROUP BY record_id`.execute(trx);
  for (const row of unpaid.rows) {
    await sql`UPDATE ${table} SET status = 'uncovered', status_reason = ${COVER_JOB_REASONS.lapse}
      WHERE id = ${row.id}`.execute(trx);
    await sql`INSERT INTO audit_log (entity_type, entity_id, action, actor_id, at, from_status, to_status, reason, changes)
      VALUES (${kind}, ${row.id}, 'status.lapse-unpaid', NULL,
        (${row.oldest}::date + ${PREMIUM_DEFAULTS.graceDays + 1}::int)::timestamptz, 'covered', 'uncovered',
        ${COVER_JOB_REASONS.lapse},
        jsonb_build_object('lapsedOn', jsonb_build_object('from', NULL,
          'to', to_char(${row.oldest}::date + ${PREMIUM_DEFAULTS.graceDays + 1}::int, 'YYYY-MM-DD'))))`.execute(
      trx,
    );
  }
  // A cover whose first term is over was renewed by the jobs when its term ended.
  const renewed =
    await sql`INSERT INTO audit_log (entity_type, entity_id, action, actor_id, at, from_status, to_status, changes)
    SELECT ${kind}, r.id, 'status.renew', NULL, r.cover_start_date::timestamptz, 'covered', 'covered',
      jsonb_build_object('expiryAt', jsonb_build_object('from', to_char(r.cover_start_date, 'YYYY-MM-DD'),
        'to', to_char(r.expiry_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')))
    FROM ${table} r
    WHERE r.status = 'covered' AND r.deleted_at IS NULL ${ownCover(kind)}
      AND r.waiting_period_end IS NOT NULL
      AND (r.waiting_period_end - interval '3 months')::date < r.cover_start_date`.execute(trx);
  return {
    arrears: Number(arrears.numAffectedRows ?? 0),
    lapsed: unpaid.rows.length,
    renewed: Number(renewed.numAffectedRows ?? 0),
  };
}

/**
 * The demo data's premium ledger, from the covers already seeded: most customers paid up, some in
 * arrears within grace, a few lapsed for non-payment, and the covers past their first year renewed.
 * Written in one transaction; run once, after the records.
 */
export async function seedDemoLedger(db: Db, today: string): Promise<DemoLedgerSummary> {
  return db.transaction().execute(async (trx) => {
    const summary: DemoLedgerSummary = { premiums: 0, inArrears: 0, lapsed: 0, renewed: 0 };
    for (const kind of COVERED_KINDS) {
      const counts = await ledgerOf(trx, kind, today);
      summary.inArrears += counts.arrears;
      summary.lapsed += counts.lapsed;
      summary.renewed += counts.renewed;
    }
    const total = await trx
      .selectFrom('premiums')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    summary.premiums = Number(total.n);
    return summary;
  });
}

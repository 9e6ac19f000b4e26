import { graceEnds, inArrears } from '../../src/domain/premiums';
import { todayIso } from '../../src/domain/utc-calendar';
import type { Schemas } from '../contract-types';
import { COVERED_RECORDS, type CoveredKind } from '../cover/status-changes';
import type { Db } from '../db/connect';
import { notFound } from '../errors';
import { premiumsWithNames, toPremium } from './premium-rows';
import { standingOf } from './standing';

/** A record's premium ledger, newest first, and its balance as of today. */
export async function ledgerOf(
  db: Db,
  kind: CoveredKind,
  id: string,
): Promise<Schemas['PremiumLedgerResponse']['data']> {
  const { table, label } = COVERED_RECORDS[kind];
  const record = await db
    .selectFrom(table as 'groups')
    .select(['id', 'next_premium_due', 'status'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!record) throw notFound(label);
  const rows = await premiumsWithNames(db)
    .where('p.record_kind', '=', kind)
    .where('p.record_id', '=', id)
    .orderBy('p.due_date', 'desc')
    .execute();
  const standing = await standingOf(db, kind, id);
  const paidAmount = rows
    .filter((row) => row.status === 'paid')
    .reduce((sum, row) => sum + Number(row.amount), 0);
  const today = todayIso();
  return {
    premiums: rows.map(toPremium),
    balance: {
      paidAmount,
      unpaidAmount: standing.unpaidAmount,
      unpaidCount: standing.unpaidCount,
      oldestUnpaid: standing.oldestUnpaid,
      inArrears: inArrears(standing.oldestUnpaid, today),
      graceEnds: standing.oldestUnpaid ? graceEnds(standing.oldestUnpaid, standing.graceDays) : null,
      graceDays: standing.graceDays,
      nextDueDate: record.status === 'covered' ? record.next_premium_due : null,
    },
  };
}

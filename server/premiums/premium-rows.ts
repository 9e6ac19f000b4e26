import { type Kysely, sql, type Transaction } from 'kysely';
import { premiumReference } from '../../src/domain/premiums';
import type { Schemas } from '../contract-types';
import type { Database } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** A premium row with the names of the staff who asked for and decided its waiver. */
export interface PremiumRow {
  id: number;
  due_date: string;
  amount: number;
  status: Schemas['PremiumStatus'];
  bank_reference: string | null;
  paid_on: string | null;
  failed_on: string | null;
  failed_reason: string | null;
  waiver_reason: string | null;
  waiver_requested_by: string | null;
  waiver_requested_at: Date | null;
  waived_by: string | null;
  waived_at: Date | null;
  requester_name: string | null;
  decider_name: string | null;
}

/** The premiums with their staff names; narrow it with `where` on `p.`. */
export const premiumsWithNames = (db: Executor) =>
  db
    .selectFrom('premiums as p')
    .leftJoin('users as rq', 'rq.id', 'p.waiver_requested_by')
    .leftJoin('users as dc', 'dc.id', 'p.waived_by')
    .select([
      'p.id',
      'p.due_date',
      'p.amount',
      'p.status',
      'p.bank_reference',
      'p.paid_on',
      'p.failed_on',
      'p.failed_reason',
      'p.waiver_reason',
      'p.waiver_requested_by',
      'p.waiver_requested_at',
      'p.waived_by',
      'p.waived_at',
      sql<string | null>`rq.first_name || ' ' || rq.last_name`.as('requester_name'),
      sql<string | null>`dc.first_name || ' ' || dc.last_name`.as('decider_name'),
    ]);

export function toPremium(row: PremiumRow): Schemas['Premium'] {
  return {
    premiumId: Number(row.id),
    reference: premiumReference(Number(row.id)),
    dueDate: row.due_date,
    amount: Number(row.amount),
    status: row.status,
    bankReference: row.bank_reference,
    paidOn: row.paid_on,
    failedOn: row.failed_on,
    failedReason: row.failed_reason,
    waiver:
      row.waiver_reason && row.waiver_requested_by && row.waiver_requested_at
        ? {
            reason: row.waiver_reason,
            requestedBy: { userId: row.waiver_requested_by, name: row.requester_name ?? '' },
            requestedAt: new Date(row.waiver_requested_at).toISOString(),
            decidedBy: row.waived_by ? { userId: row.waived_by, name: row.decider_name ?? '' } : null,
            decidedAt: row.waived_at ? new Date(row.waived_at).toISOString() : null,
          }
        : null,
  };
}

import type { Selectable } from 'kysely';
import { paymentDue } from '../../src/domain/claim-rules';
import type { ClaimsTable } from '../db/schema';
import type { Schemas } from '../routes/context';
import { iso, isoOrNull } from '../routes/paging';

export const CLAIM_SUMMARY_COLUMNS = [
  'id',
  'amount',
  'status',
  'claim_type',
  'event_date',
  'insured_name',
  'last_document_at',
  'created_at',
] as const;

type SummaryRow = Pick<Selectable<ClaimsTable>, (typeof CLAIM_SUMMARY_COLUMNS)[number]>;

/** A claim as the details panels list it. */
export function claimSummary(row: SummaryRow): Schemas['ClaimSummary'] {
  return {
    claimId: row.id,
    amount: Number(row.amount),
    status: row.status,
    type: row.claim_type,
    eventDate: row.event_date,
    insuredName: row.insured_name,
    paymentDueAt: isoOrNull(paymentDue(row.last_document_at ? new Date(row.last_document_at) : null)),
    createdAt: iso(row.created_at),
  };
}

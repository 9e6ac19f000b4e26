import { type Expression, type Selectable, type SqlBool, sql } from 'kysely';
import { paymentDue } from '../../src/domain/claim-rules';
import { iso, isoOrNull } from '../common/timestamps';
import type { Schemas } from '../contract-types';
import { claimMakersSql } from '../cover/makers';
import { jsonArray } from '../db/json-array';
import type { ClaimsTable } from '../db/schema';

const CLAIM_SUMMARY_COLUMNS = [
  'id',
  'amount',
  'status',
  'claim_type',
  'event_date',
  'insured_name',
  'last_document_at',
  'submitted_by',
  'created_at',
] as const;

/** A claim summary's columns as they arrive inside a JSON array: timestamps as ISO text. */
type ClaimSummaryJson = Omit<
  Pick<Selectable<ClaimsTable>, (typeof CLAIM_SUMMARY_COLUMNS)[number]>,
  'created_at' | 'last_document_at'
> & {
  created_at: string;
  last_document_at: string | null;
  /** Who recorded the claim and who documented it (server/cover/makers.ts). */
  maker_ids: string[];
};

/**
 * The claims a details panel lists (those `which` picks, beside the record's own columns), newest
 * first, as a JSON array inside the record's statement.
 */
export const claimSummariesJson = (which: Expression<SqlBool>) =>
  jsonArray(
    sql<ClaimSummaryJson>`SELECT ${sql.join(CLAIM_SUMMARY_COLUMNS.map((column) => sql.ref(`claims.${column}`)))},
        ARRAY(SELECT DISTINCT makers.maker_id FROM (${claimMakersSql(sql.ref('claims.id'))}) makers
          ORDER BY makers.maker_id) AS maker_ids
      FROM claims WHERE ${which}`,
    sql`r.created_at DESC, r.id DESC`,
  );

/** A claim as the details panels list it. */
export function claimSummary(row: ClaimSummaryJson): Schemas['ClaimSummary'] {
  return {
    claimId: row.id,
    amount: Number(row.amount),
    status: row.status,
    type: row.claim_type,
    eventDate: row.event_date,
    insuredName: row.insured_name,
    paymentDueAt: isoOrNull(paymentDue(row.last_document_at ? new Date(row.last_document_at) : null)),
    submittedById: row.submitted_by,
    makerIds: row.maker_ids,
    createdAt: iso(row.created_at),
  };
}

import { type RawBuilder, sql } from 'kysely';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import type { Schemas } from '../contract-types';
import { conflict } from '../errors';

/** Why a record may not be deleted (the contract's DeletionRefusal, without its null). */
export type DeletionRefusal = NonNullable<Schemas['DeletionRefusal']>;

/**
 * Whether the record's cover was ever approved, as its history says: a cover reopened for
 * correction loses its dates (server/cover/status-changes.ts), never the approval it had.
 */
const everApproved = (kind: 'customer' | 'group', id: RawBuilder<string>) =>
  sql`EXISTS (SELECT 1 FROM audit_log ea WHERE ea.entity_type = ${kind} AND ea.entity_id = ${id}
    AND ea.action IN ('status.approve', 'status.reinstate'))`;

/**
 * DESIGN decision 15: nothing with a cover, a claim or premiums is ever deleted; it ends through
 * the cover-status statechart (lapse or cancel). A group member is deleted only while their group
 * never had a cover, and a leader never (they are replaced first, so the group keeps its leaders).
 * One SQL expression, so the details panel, the request and the approval read the same rule; the
 * first reason that applies is given.
 */
export function customerDeletionRefusalSql(
  customerId: RawBuilder<string>,
): RawBuilder<DeletionRefusal | null> {
  return sql<DeletionRefusal | null>`(SELECT CASE
      WHEN dc.status = 'covered' OR dc.cover_start_date IS NOT NULL
        OR ${everApproved('customer', sql.ref('dc.id'))} THEN 'covered'
      WHEN EXISTS (SELECT 1 FROM claims dcl WHERE dcl.customer_id = dc.id) THEN 'claims'
      WHEN EXISTS (SELECT 1 FROM premiums dp WHERE dp.record_kind = 'customer' AND dp.record_id = dc.id)
        THEN 'premiums'
      WHEN dg.id IS NOT NULL AND (dg.status = 'covered' OR dg.cover_start_date IS NOT NULL
        OR ${everApproved('group', sql.ref('dg.id'))}
        OR EXISTS (SELECT 1 FROM premiums gp WHERE gp.record_kind = 'group' AND gp.record_id = dg.id)
        OR EXISTS (SELECT 1 FROM claims gcl WHERE gcl.group_id = dg.id)) THEN 'covered-group'
      WHEN dc.position IS NOT NULL AND dc.position <> 'member' THEN 'group-leader'
    END
    FROM customers dc LEFT JOIN groups dg ON dg.id = dc.group_id
    WHERE dc.id = ${customerId})`;
}

const REFUSAL_MESSAGES: Record<DeletionRefusal, string> = {
  covered: SERVER_MESSAGES.deletionCovered,
  claims: SERVER_MESSAGES.deletionClaims,
  premiums: SERVER_MESSAGES.deletionPremiums,
  'covered-group': SERVER_MESSAGES.deletionCoveredGroup,
  'group-leader': SERVER_MESSAGES.deletionGroupLeader,
};

/** What the refusal tells the caller to do instead. */
export const refusalMessage = (refusal: DeletionRefusal): string => REFUSAL_MESSAGES[refusal];

/** The 409 of a deletion the rule refuses. */
export const deletionRefused = (refusal: DeletionRefusal) => conflict(refusalMessage(refusal));

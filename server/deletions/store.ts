import { type RawBuilder, sql, type Transaction } from 'kysely';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { iso } from '../common/timestamps';
import type { Schemas } from '../contract-types';
import { audit } from '../cover/audit';
import type { Database } from '../db/schema';
import { conflict, isUniqueViolation } from '../errors';

export type DeletionKind = Schemas['CoveredRecordKind'];
export type DeletionRequest = Schemas['DeletionRequest'];

export const deletionAlreadyWaits = () => conflict(SERVER_MESSAGES.deletionWaits);

/** A waiting deletion's row with its requester's name: what the contract's DeletionRequest is made from. */
interface RequestedDeletionRow {
  id: string;
  reason: string;
  requested_by: string;
  /** A Date from a column; ISO text from JSON. */
  requested_at: Date | string;
  first_name: string | null;
  last_name: string | null;
}

/** The deletion waiting on a record as the contract shows it, or null. */
export function toDeletionRequest(row: RequestedDeletionRow | null | undefined): DeletionRequest | null {
  if (!row) return null;
  return {
    deletionId: row.id,
    reason: row.reason,
    requestedBy: { userId: row.requested_by, name: `${row.first_name} ${row.last_name}` },
    requestedAt: iso(row.requested_at),
  };
}

/**
 * The deletion waiting on the record whose id the expression gives, as JSON (or null) beside the
 * row that reads the record, for `toDeletionRequest`: its details show it in the same round trip.
 */
export function waitingDeletionJson(
  kind: DeletionKind,
  recordId: RawBuilder<string>,
): RawBuilder<RequestedDeletionRow | null> {
  return sql<RequestedDeletionRow | null>`(SELECT row_to_json(w) FROM (
    SELECT dr.id, dr.reason, dr.requested_by, dr.requested_at, u.first_name, u.last_name
    FROM deletion_requests dr LEFT JOIN users u ON u.id = dr.requested_by
    WHERE dr.record_kind = ${kind} AND dr.record_id = ${recordId} AND dr.status = 'waiting'
    LIMIT 1) w)`;
}

/** The waiting deletion of a record, locked for a decision; undefined when none waits. */
export function lockWaitingDeletion(trx: Transaction<Database>, kind: DeletionKind, recordId: string) {
  return trx
    .selectFrom('deletion_requests')
    .selectAll()
    .where('record_kind', '=', kind)
    .where('record_id', '=', recordId)
    .where('status', '=', 'waiting')
    .forUpdate()
    .executeTakeFirst();
}

export type WaitingDeletionRow = NonNullable<Awaited<ReturnType<typeof lockWaitingDeletion>>>;

/**
 * Stores a deletion to wait beside its record and writes the request, with its reason, to the
 * record's history: the requester is one of the record's makers from then on. The caller holds
 * the record's row lock, so a second request for the record waits and then finds this one.
 */
export async function storeDeletionRequest(
  trx: Transaction<Database>,
  request: { kind: DeletionKind; recordId: string; reason: string; requestedBy: string; status: string },
): Promise<void> {
  if (await lockWaitingDeletion(trx, request.kind, request.recordId)) throw deletionAlreadyWaits();
  try {
    await trx
      .insertInto('deletion_requests')
      .values({
        record_kind: request.kind,
        record_id: request.recordId,
        reason: request.reason,
        requested_by: request.requestedBy,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error, 'deletion_requests_one_waiting')) throw deletionAlreadyWaits();
    throw error;
  }
  await audit(trx, {
    entity: request.kind,
    entityId: request.recordId,
    action: 'deletion.request',
    actorId: request.requestedBy,
    fromStatus: request.status,
    reason: request.reason,
  });
}

/** Closes a waiting deletion with its decision; a rejection (the checker's or the rule's) goes to the history. */
export async function settleDeletion(
  trx: Transaction<Database>,
  deletion: WaitingDeletionRow,
  decision: { approved: boolean; by: string; reason: string | null },
): Promise<void> {
  await trx
    .updateTable('deletion_requests')
    .set({
      status: decision.approved ? 'approved' : 'rejected',
      decided_by: decision.by,
      decided_at: new Date(),
      decision_reason: decision.reason,
    })
    .where('id', '=', deletion.id)
    .execute();
  if (decision.approved) return;
  await audit(trx, {
    entity: deletion.record_kind,
    entityId: deletion.record_id,
    action: 'deletion.reject',
    actorId: decision.by,
    reason: decision.reason,
  });
}

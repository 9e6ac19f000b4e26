import { sql, type Transaction } from 'kysely';
import { discardWaitingChange } from '../changes/pending-store';
import { audit } from '../cover/audit';
import type { Database } from '../db/schema';
import { notFound } from '../errors';

/** An approved deletion: who asked for it and why, and who approved it (four eyes). */
export interface ApprovedDeletion {
  deletionId: string;
  reason: string;
  requestedBy: string;
  approvedBy: string;
}

/**
 * Deletes a customer (the row stays, marked deleted) once a second staff user approved it, and
 * says so in its history: the approver as its actor, the request's reason and its requester. A
 * change waiting on it is closed too (none should: only a covered record has one, and a covered
 * record is never deleted), so nothing waits on a record no list shows.
 */
export async function deleteCustomer(
  trx: Transaction<Database>,
  customerId: string,
  approved: ApprovedDeletion,
) {
  const deleted = await trx
    .updateTable('customers')
    .set({ deleted_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', customerId)
    .where('deleted_at', 'is', null)
    .returning('status')
    .executeTakeFirst();
  if (!deleted) throw notFound('Customer');
  await discardWaitingChange(trx, 'customer', customerId, approved.approvedBy);
  await audit(trx, {
    entity: 'customer',
    entityId: customerId,
    action: 'delete',
    actorId: approved.approvedBy,
    fromStatus: deleted.status,
    reason: approved.reason,
    changes: {
      deletion: { from: null, to: approved.deletionId },
      requestedBy: { from: null, to: approved.requestedBy },
    },
  });
}

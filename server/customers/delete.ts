import { sql, type Transaction } from 'kysely';
import { discardWaitingChange } from '../changes/pending-store';
import { audit } from '../cover/audit';
import type { Database } from '../db/schema';
import { notFound } from '../errors';

/** Deletes a customer (the row stays, marked deleted), with any change waiting on it, and says so in its history. */
export async function deleteCustomer(trx: Transaction<Database>, customerId: string, userId: string) {
  const deleted = await trx
    .updateTable('customers')
    .set({ deleted_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', customerId)
    .where('deleted_at', 'is', null)
    .returning('status')
    .executeTakeFirst();
  if (!deleted) throw notFound('Customer');
  await discardWaitingChange(trx, 'customer', customerId, userId);
  await audit(trx, {
    entity: 'customer',
    entityId: customerId,
    action: 'delete',
    actorId: userId,
    fromStatus: deleted.status,
  });
}

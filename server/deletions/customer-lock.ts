import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import { customerDeletionRefusalSql, type DeletionRefusal } from './rule';

/**
 * The customer, locked, with the deletion rule read after the lock: a claim or a cover approval
 * of the same customer (which lock its row too) is either seen or waits for this transaction. A
 * group member's group is locked for share first, so the group's own approval cannot slip in.
 */
export async function lockDeletableCustomer(
  trx: Transaction<Database>,
  customerId: string,
): Promise<{ status: string; refusal: DeletionRefusal | null }> {
  const member = await trx
    .selectFrom('customers')
    .select('group_id')
    .where('id', '=', customerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!member) throw notFound('Customer');
  if (member.group_id) {
    await trx.selectFrom('groups').select('id').where('id', '=', member.group_id).forShare().execute();
  }
  const row = await trx
    .selectFrom('customers')
    .select('status')
    .where('id', '=', customerId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('Customer');
  // A statement of its own, after the lock: its snapshot sees what the lock waited for.
  const { rows } = await sql<{ refusal: DeletionRefusal | null }>`SELECT ${customerDeletionRefusalSql(
    sql`${customerId}::uuid`,
  )} AS refusal`.execute(trx);
  return { status: row.status, refusal: rows[0]?.refusal ?? null };
}

import { type Kysely, type SqlBool, sql } from 'kysely';
import { toPendingChange } from '../changes/pending-store';
import { reviewColumns } from '../changes/review-columns';
import { claimSummariesJson } from '../claims/summary';
import { claimTotal } from '../claims/totals';
import type { Schemas } from '../contract-types';
import { jsonArray } from '../db/json-array';
import type { Database } from '../db/schema';
import { customerDeletionRefusalSql } from '../deletions/rule';
import { waitingDeletionJson } from '../deletions/store';
import { notFound } from '../errors';
import type { ProductLine } from '../policies/product-line';
import { toCustomer } from './mappers';

/**
 * A customer's row with its policy, group, claim total, next of kin, claims and deletion state, in
 * one round trip.
 */
export const customerDetailRow = (db: Kysely<Database>, customerId: string) =>
  db
    .selectFrom('customers as c')
    .leftJoin('policies as p', 'p.id', 'c.policy_id')
    .leftJoin('groups as g', 'g.id', 'c.group_id')
    .leftJoin('policies as gp', 'gp.id', 'g.policy_id')
    .selectAll('c')
    .select((eb) => [
      'p.name as policy_name',
      'g.name as group_name',
      'gp.name as group_policy_name',
      claimTotal('customer_id', 'c.id').as('total_claim'),
      // The next of kin and claims come as JSON arrays beside the row.
      jsonArray(
        eb
          .selectFrom('next_of_kins as k')
          .select([
            'k.id',
            'k.ordinal',
            'k.first_name',
            'k.middle_name',
            'k.last_name',
            'k.email',
            'k.mobile',
            'k.dob',
            'k.sex',
            'k.marital_status',
            'k.id_type',
            'k.id_number',
            'k.id_copy_file',
            'k.address',
            'k.relationship',
          ])
          .whereRef('k.customer_id', '=', 'c.id'),
        sql`r.ordinal`,
      ).as('kin'),
      claimSummariesJson(sql<SqlBool>`claims.customer_id = ${sql.ref('c.id')}`).as('claims'),
      ...reviewColumns('customer', 'c.id'),
      // Whether it may be deleted, and a deletion waiting on it (server/deletions/).
      customerDeletionRefusalSql(sql.ref('c.id')).as('deletion_refusal'),
      waitingDeletionJson('customer', sql.ref('c.id')).as('waiting_deletion'),
    ])
    .where('c.id', '=', customerId)
    .where('c.deleted_at', 'is', null)
    .executeTakeFirst();

export type CustomerDetailRow = NonNullable<Awaited<ReturnType<typeof customerDetailRow>>>;

/** A customer (an individual or a group member) as the contract shows one. */
export async function loadCustomer(db: Kysely<Database>, customerId: string): Promise<Schemas['Customer']> {
  const row = await customerDetailRow(db, customerId);
  if (!row) throw notFound('Customer');
  return toCustomer(row, row.maker_ids, toPendingChange(row.waiting_change));
}

/** The product line of a stored customer: a group member's is the group's; unknown ids are the update's 404. */
export async function lineOfCustomer(db: Kysely<Database>, customerId: string): Promise<ProductLine> {
  const row = await db
    .selectFrom('customers')
    .select('group_id')
    .where('id', '=', customerId)
    .executeTakeFirst();
  return row?.group_id ? 'group' : 'individual';
}

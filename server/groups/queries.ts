import { type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import { toPendingChange } from '../changes/pending-store';
import { reviewColumns } from '../changes/review-columns';
import { claimSummariesJson } from '../claims/summary';
import { groupClaimTotal } from '../claims/totals';
import type { Schemas } from '../contract-types';
import { jsonArray } from '../db/json-array';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import { toGroup } from './mappers';

/** A group's row with its policy, claim total, members and claims (its own and its members'), in one round trip. */
export const groupDetailRow = (db: Kysely<Database>, groupId: string) =>
  db
    .selectFrom('groups as g')
    .leftJoin('policies as p', 'p.id', 'g.policy_id')
    .selectAll('g')
    .select((eb) => [
      'p.name as policy_name',
      groupClaimTotal('g.id').as('total_claim'),
      jsonArray(
        eb
          .selectFrom('customers as m')
          .select(['m.id', 'm.first_name', 'm.last_name', 'm.mobile', 'm.position'])
          .whereRef('m.group_id', '=', 'g.id')
          .where('m.deleted_at', 'is', null),
        // Any fixed order: the members are only counted and looked up by position.
        sql`r.id`,
      ).as('members'),
      claimSummariesJson(
        sql<SqlBool>`claims.group_id = ${sql.ref('g.id')}
          OR claims.customer_id IN (SELECT id FROM customers WHERE group_id = ${sql.ref('g.id')})`,
      ).as('claims'),
      ...reviewColumns('group', 'g.id'),
    ])
    .where('g.id', '=', groupId)
    .where('g.deleted_at', 'is', null)
    .executeTakeFirst();

export type GroupDetailRow = NonNullable<Awaited<ReturnType<typeof groupDetailRow>>>;

/** A group as the contract shows one. */
export async function loadGroup(db: Kysely<Database>, groupId: string): Promise<Schemas['Group']> {
  const row = await groupDetailRow(db, groupId);
  if (!row) throw notFound('Group');
  return toGroup(row, row.maker_ids, toPendingChange(row.waiting_change));
}

export async function assertGroupExists(db: Kysely<Database> | Transaction<Database>, groupId: string) {
  const group = await db
    .selectFrom('groups')
    .select('id')
    .where('id', '=', groupId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!group) throw notFound('Group');
}

/** A group's members: its leaders first (chair person, secretary, treasurer), then by joining. */
export const groupMembers = (db: Kysely<Database>, groupId: string) =>
  db
    .selectFrom('customers')
    .selectAll()
    .where('group_id', '=', groupId)
    .where('deleted_at', 'is', null)
    .orderBy((eb) =>
      eb
        .case()
        .when('position', '=', 'chair-person')
        .then(0)
        .when('position', '=', 'secretary')
        .then(1)
        .when('position', '=', 'treasurer')
        .then(2)
        .else(3)
        .end(),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** The ids of a group's live members, to narrow down further. */
export const liveMemberIds = (db: Kysely<Database> | Transaction<Database>, groupId: string) =>
  db.selectFrom('customers').select('id').where('group_id', '=', groupId).where('deleted_at', 'is', null);

/** Whether the customer is a live member of the group. */
export async function isMemberOf(db: Kysely<Database>, groupId: string, memberId: string): Promise<boolean> {
  return (await liveMemberIds(db, groupId).where('id', '=', memberId).executeTakeFirst()) !== undefined;
}

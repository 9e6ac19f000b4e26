import type { Kysely, Transaction } from 'kysely';
import type { ClaimCover } from '../../src/domain/claim-rules';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import type { Database } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { standingOf } from '../premiums/standing';

const COVER_KIND_OF_TABLE = { customers: 'customer', groups: 'group', diasporas: 'diaspora' } as const;

type Db = Kysely<Database> | Transaction<Database>;

/** The record a claim is made against, and the cover that pays it. */
export interface Holder {
  kind: 'customer' | 'diaspora';
  id: string;
  name: string;
  /** Whose cover pays: the customer's own, a group member's group, or the diaspora's. */
  cover: { table: 'customers' | 'groups' | 'diasporas'; id: string };
  policyId: string | null;
  /** A group member joined the group's cover the day the member was added; null for a cover of one's own. */
  joinedOn: string | null;
}

const fullName = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`;

export async function lockHolder(
  trx: Transaction<Database>,
  kind: Holder['kind'],
  id: string,
): Promise<Holder> {
  if (kind === 'diaspora') {
    const row = await trx
      .selectFrom('diasporas')
      .select(['id', 'first_name', 'last_name', 'policy_id'])
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound('Diaspora customer');
    return {
      kind,
      id,
      name: fullName(row),
      cover: { table: 'diasporas', id },
      policyId: row.policy_id,
      joinedOn: null,
    };
  }
  const row = await trx
    .selectFrom('customers as c')
    .leftJoin('groups as g', 'g.id', 'c.group_id')
    .select([
      'c.id',
      'c.first_name',
      'c.last_name',
      'c.policy_id',
      'c.group_id',
      'c.created_at',
      'g.policy_id as group_policy',
    ])
    .where('c.id', '=', id)
    .where('c.deleted_at', 'is', null)
    .forUpdate(['c'])
    .executeTakeFirst();
  if (!row) throw notFound('Customer');
  // A group member is covered by the group's cover.
  return row.group_id
    ? {
        kind,
        id,
        name: fullName(row),
        cover: { table: 'groups', id: row.group_id },
        policyId: row.group_policy,
        joinedOn: new Date(row.created_at).toISOString().slice(0, 10),
      }
    : {
        kind,
        id,
        name: fullName(row),
        cover: { table: 'customers', id },
        policyId: row.policy_id,
        joinedOn: null,
      };
}

export async function coverOf(trx: Db, holder: Holder): Promise<ClaimCover> {
  const cover = await trx
    .selectFrom(holder.cover.table as 'groups')
    .select(['status', 'cover_start_date', 'waiting_period_end'])
    .where('id', '=', holder.cover.id)
    .executeTakeFirstOrThrow();
  const policies = trx.selectFrom('policies').select(['maximum_benefit', 'funeral_lump_sum']);
  const policy = holder.policyId
    ? await policies.where('id', '=', holder.policyId).executeTakeFirst()
    : // A diaspora enrolled before policies were recorded is on the one diaspora cover.
      holder.kind === 'diaspora'
      ? await policies.where('kind', '=', 'diaspora').orderBy('created_at').orderBy('name').executeTakeFirst()
      : undefined;
  const claimed = await trx
    .selectFrom('claims')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where(holder.kind === 'diaspora' ? 'diaspora_id' : 'customer_id', '=', holder.id)
    .where('status', '<>', 'rejected')
    .executeTakeFirstOrThrow();
  const standing = await standingOf(trx, COVER_KIND_OF_TABLE[holder.cover.table], holder.cover.id);
  return {
    premiums: standing,
    status: cover.status,
    coverStartDate: cover.cover_start_date,
    waitingPeriodEnd: cover.waiting_period_end,
    maximumBenefit: Number(policy?.maximum_benefit ?? 0),
    funeralLumpSum: Number(policy?.funeral_lump_sum ?? 0),
    claimedSoFar: Number(claimed.total),
  };
}

/**
 * The insured person: the holder, or a declared spouse or child of a diaspora customer, with the
 * day they joined the cover when it was after its start (their waiting period starts then).
 */
export async function insuredOf(
  trx: Db,
  holder: Holder,
  beneficiaryId: string | undefined,
  holderDob: string,
) {
  if (!beneficiaryId) {
    return { name: holder.name, relationship: 'holder' as const, dob: holderDob, joinedOn: holder.joinedOn };
  }
  if (holder.kind !== 'diaspora') {
    throw badRequest({ beneficiaryId: SERVER_MESSAGES.holderOnly });
  }
  const person = await trx
    .selectFrom('beneficiaries')
    .select(['first_name', 'last_name', 'dob', 'relationship', 'joined_on'])
    .where('id', '=', beneficiaryId)
    .where('diaspora_id', '=', holder.id)
    .executeTakeFirst();
  if (!person) throw badRequest({ beneficiaryId: SERVER_MESSAGES.chooseDeclaredBeneficiary });
  return {
    name: fullName(person),
    relationship: person.relationship === 2 ? ('spouse' as const) : ('child' as const),
    dob: person.dob,
    joinedOn: person.joined_on,
  };
}

export async function holderDob(trx: Db, holder: Holder): Promise<string> {
  const row = await trx
    .selectFrom(holder.kind === 'diaspora' ? 'diasporas' : 'customers')
    .select('dob')
    .where('id', '=', holder.id)
    .executeTakeFirstOrThrow();
  return row.dob;
}

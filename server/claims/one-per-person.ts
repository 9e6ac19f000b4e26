import type { Kysely, Transaction } from 'kysely';
import { serverMessage } from '../../src/domain/server-messages';
import type { Database } from '../db/schema';
import { conflict } from '../errors';
import { lockHolder } from './holder';
import { holderOfClaim } from './mappers';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The insured person a claim is for, as the claims table names them: a customer (an individual or
 * a group member), a diaspora holder, or one of the holder's declared beneficiaries. One person
 * has one death, so one live claim (migration 0035's `claims_one_per_person`).
 */
export interface InsuredPerson {
  customer_id: string | null;
  diaspora_id: string | null;
  beneficiary_id: string | null;
}

/** The person's claims that are not rejected, the standing one (not a marked repeat) first. */
const liveClaimsOf = (db: Db, person: InsuredPerson) =>
  db
    .selectFrom('claims')
    .select(['id', 'duplicate_of'])
    .where((eb) =>
      eb.and(
        (['customer_id', 'diaspora_id', 'beneficiary_id'] as const).map((column) =>
          person[column] === null ? eb(column, 'is', null) : eb(column, '=', person[column]),
        ),
      ),
    )
    .where('group_id', 'is', null)
    .where('status', '<>', 'rejected')
    .orderBy((eb) => eb('duplicate_of', 'is', null), 'desc')
    .orderBy('created_at')
    .orderBy('id');

/** The 409 that names the claim the person already has. */
const alreadyClaimed = (person: InsuredPerson, reference: string) => {
  const message = serverMessage.claimExists(reference);
  const field = person.beneficiary_id ? 'beneficiaryId' : 'holderId';
  return conflict(message, { [field]: message });
};

/**
 * Refuses a claim for a person who has a live one. The caller holds the holder's row lock, so a
 * concurrent claim for the same person waits for this one and then finds it.
 */
export async function refuseSecondClaim(trx: Transaction<Database>, person: InsuredPerson): Promise<void> {
  const existing = await liveClaimsOf(trx, person).executeTakeFirst();
  if (existing) throw alreadyClaimed(person, existing.id);
}

/**
 * After an insert that the unique index turned away (ON CONFLICT DO NOTHING: nothing written, the
 * transaction still usable), the same 409 naming the claim that won.
 */
export async function claimLostToAnother(trx: Transaction<Database>, person: InsuredPerson): Promise<never> {
  const existing = await liveClaimsOf(trx, person).executeTakeFirstOrThrow();
  throw alreadyClaimed(person, existing.id);
}

/**
 * A claim marked as repeating another for the same person (migration 0035) goes no further, to an
 * approval or a payment, while another claim of the person stands. Once that one is rejected the
 * repeat becomes the person's claim, under the one-claim rule again.
 */
export async function assertClaimGoesAhead(
  trx: Transaction<Database>,
  claim: InsuredPerson & { id: string; duplicate_of: string | null },
): Promise<void> {
  if (!claim.duplicate_of) return;
  const holder = holderOfClaim(claim);
  // The holder's lock orders this with any new claim for the person (server/claims/record.ts).
  await lockHolder(trx, holder.entity, holder.entityId);
  const standing = await liveClaimsOf(trx, claim)
    .where('duplicate_of', 'is', null)
    .where('id', '<>', claim.id)
    .executeTakeFirst();
  if (standing) throw conflict(serverMessage.claimRepeats(standing.id));
  await trx.updateTable('claims').set({ duplicate_of: null }).where('id', '=', claim.id).execute();
}

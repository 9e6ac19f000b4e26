import type { Selectable, Transaction } from 'kysely';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import type { BeneficiariesTable, Database } from '../db/schema';
import { conflict } from '../errors';
import type { BeneficiaryColumns } from './columns';

export const storedBeneficiaries = (trx: Transaction<Database>, diasporaId: string) =>
  trx
    .selectFrom('beneficiaries')
    .selectAll()
    .where('diaspora_id', '=', diasporaId)
    .orderBy('ordinal')
    .execute();

/** A stored beneficiary in the shape (and key order) beneficiaryColumns gives, to compare the two. */
export const asColumns = (row: Selectable<BeneficiariesTable>): BeneficiaryColumns => ({
  ordinal: row.ordinal,
  first_name: row.first_name,
  middle_name: row.middle_name,
  last_name: row.last_name,
  sex: row.sex,
  dob: row.dob,
  relationship: row.relationship,
  copy_of_proof_file: row.copy_of_proof_file,
});

/** The same person: names (ignoring case), date of birth and relationship. */
const personKey = (
  b: Pick<BeneficiaryColumns, 'first_name' | 'middle_name' | 'last_name' | 'dob' | 'relationship'>,
) =>
  JSON.stringify([
    b.first_name.toLowerCase(),
    (b.middle_name ?? '').toLowerCase(),
    b.last_name.toLowerCase(),
    b.dob,
    b.relationship,
  ]);

/**
 * Makes the stored beneficiaries the wanted list. One who stays keeps their row (claims point at
 * it) and the day they joined; a new one joins on `joinedOn` (null: since the cover's start). One
 * with a claim against them is never removed.
 */
export async function syncBeneficiaries(
  trx: Transaction<Database>,
  diasporaId: string,
  wanted: BeneficiaryColumns[],
  joinedOn: string | null,
): Promise<void> {
  const unmatched = await storedBeneficiaries(trx, diasporaId);
  const inserts: BeneficiaryColumns[] = [];
  for (const beneficiary of wanted) {
    const at = unmatched.findIndex((row) => personKey(row) === personKey(beneficiary));
    const kept = at >= 0 ? unmatched.splice(at, 1)[0] : undefined;
    if (!kept) {
      inserts.push(beneficiary);
      continue;
    }
    // The ordinal's uniqueness is checked at commit, so the rows may trade places here.
    await trx.updateTable('beneficiaries').set(beneficiary).where('id', '=', kept.id).execute();
  }
  if (unmatched.length > 0) {
    const removed = unmatched.map((row) => row.id);
    const claimed = await trx
      .selectFrom('claims')
      .select('id')
      .where('beneficiary_id', 'in', removed)
      .executeTakeFirst();
    if (claimed) {
      const message = SERVER_MESSAGES.beneficiaryWithClaim;
      throw conflict(message, { beneficiaries: message });
    }
    await trx.deleteFrom('beneficiaries').where('id', 'in', removed).execute();
  }
  if (inserts.length > 0) {
    await trx
      .insertInto('beneficiaries')
      .values(inserts.map((b) => ({ ...b, diaspora_id: diasporaId, joined_on: joinedOn })))
      .execute();
  }
}

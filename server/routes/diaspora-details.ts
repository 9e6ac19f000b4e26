import { type Selectable, sql, type Transaction } from 'kysely';
import type { DiasporaMaterialField } from '../../src/domain/material-fields';
import type { Caller } from '../auth/guard';
import { fileIdsOf, labelPolicies, sameValue, scalarChanges } from '../changes/changed-fields';
import { applyContactChange } from '../changes/contact-change';
import {
  type ChangedField,
  changeAlreadyWaits,
  hasWaitingChange,
  proposeChange,
  type WaitingChangeRow,
} from '../changes/pending-store';
import { audit, changedFields } from '../cover/audit';
import type { BeneficiariesTable, Database } from '../db/schema';
import { conflict, notFound } from '../errors';
import { fileUrl, resolveFileReferences } from '../files/references';
import { defaultPolicyOfLine, policyOfLine } from '../policies/product-line';
import type { JsonBodyOf } from './context';
import { personColumns } from './person';
import { rethrowAsConflict } from './unique';

export type DiasporaInput = JsonBodyOf<'updateDiaspora'>;
type ResolvedFiles = Record<string, string | null>;

/** What a waiting diaspora change applies on approval. */
interface DiasporaPayload {
  input: DiasporaInput;
  files: ResolvedFiles;
  policyId: string;
}

const ID_NUMBER_TAKEN: Record<string, [string, string]> = {
  diasporas_id_number: ['idNumber', 'A customer with this id number is already enrolled'],
};

const MATERIAL_COLUMNS = {
  firstName: 'first_name',
  middleName: 'middle_name',
  lastName: 'last_name',
  sex: 'sex',
  maritalStatus: 'marital_status',
  dob: 'dob',
  idType: 'id_type',
  idNumber: 'id_number',
  idCopy: 'id_copy_file',
  accountNumber: 'account_number',
  policyId: 'policy_id',
} as const satisfies Record<Exclude<DiasporaMaterialField, 'beneficiaries'>, string>;

function fileReferences(input: DiasporaInput): Record<string, string | undefined> {
  const references: Record<string, string | undefined> = { idCopy: input.idCopy };
  input.beneficiaries.forEach((b, index) => {
    references[`beneficiaries.${index}.copyOfProof`] = b.copyOfProof;
  });
  return references;
}

const diasporaColumns = (input: DiasporaInput, files: ResolvedFiles, policyId: string) => ({
  ...personColumns(input, files.idCopy ?? null),
  email: input.email.trim().toLowerCase(),
  account_number: input.accountNumber,
  policy_id: policyId,
});

type BeneficiaryColumns = Omit<Selectable<BeneficiariesTable>, 'id' | 'diaspora_id' | 'joined_on'>;

function beneficiaryColumns(input: DiasporaInput, files: ResolvedFiles): BeneficiaryColumns[] {
  return input.beneficiaries.map((b, index) => ({
    ordinal: index + 1,
    first_name: b.firstName.trim(),
    middle_name: b.middleName?.trim() || null,
    last_name: b.lastName.trim(),
    sex: b.sex,
    dob: b.dob,
    relationship: b.relationship,
    copy_of_proof_file: files[`beneficiaries.${index}.copyOfProof`] ?? null,
  }));
}

const storedBeneficiaries = (trx: Transaction<Database>, diasporaId: string) =>
  trx
    .selectFrom('beneficiaries')
    .selectAll()
    .where('diaspora_id', '=', diasporaId)
    .orderBy('ordinal')
    .execute();

/** A stored beneficiary in the shape (and key order) beneficiaryColumns gives, to compare the two. */
const asColumns = (row: Selectable<BeneficiariesTable>): BeneficiaryColumns => ({
  ordinal: row.ordinal,
  first_name: row.first_name,
  middle_name: row.middle_name,
  last_name: row.last_name,
  sex: row.sex,
  dob: row.dob,
  relationship: row.relationship,
  copy_of_proof_file: row.copy_of_proof_file,
});

const beneficiaryView = (b: BeneficiaryColumns) => ({
  firstName: b.first_name,
  middleName: b.middle_name,
  lastName: b.last_name,
  sex: b.sex,
  dob: b.dob,
  relationship: b.relationship,
  copyOfProof: fileUrl(b.copy_of_proof_file),
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
async function syncBeneficiaries(
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
      const message = 'A beneficiary with a claim cannot be removed from the cover';
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

/** The diaspora policy asked for, or the record's own when none is named. */
async function chosenPolicy(
  trx: Transaction<Database>,
  policyId: string | undefined,
  current: string | null,
): Promise<string> {
  const wanted = policyId ?? current;
  return wanted ? policyOfLine(trx, wanted, 'diaspora') : defaultPolicyOfLine(trx, 'diaspora');
}

function lockDiaspora(trx: Transaction<Database>, diasporaId: string) {
  return trx
    .selectFrom('diasporas')
    .selectAll()
    .where('id', '=', diasporaId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

type DiasporaRow = NonNullable<Awaited<ReturnType<typeof lockDiaspora>>>;

/**
 * Replaces a diaspora customer's details and beneficiaries. A record that is not covered changes
 * at once. On a covered one the material fields wait as a pending change, and the contact fields
 * change at once, each written to the history. Runs inside the caller's transaction.
 */
export async function updateDiasporaDetails(
  trx: Transaction<Database>,
  diasporaId: string,
  input: DiasporaInput,
  caller: Caller,
  userId: string,
): Promise<'applied' | 'proposed'> {
  try {
    const files = await resolveFileReferences(trx, caller, fileReferences(input));
    const before = await lockDiaspora(trx, diasporaId);
    if (!before) throw notFound('Diaspora customer');
    const policyId = await chosenPolicy(trx, input.policyId, before.policy_id);
    const after = diasporaColumns(input, files, policyId);
    const beneficiaries = beneficiaryColumns(input, files);
    if (before.status !== 'covered') {
      // A direct edit under a waiting change would be overwritten by its approval.
      if (await hasWaitingChange(trx, 'diaspora', diasporaId)) throw changeAlreadyWaits();
      await trx
        .updateTable('diasporas')
        // Whoever changes a record becomes its maker: someone else approves it.
        .set({ ...after, maker_id: userId, updated_at: sql<Date>`now()` })
        .where('id', '=', diasporaId)
        .execute();
      await audit(trx, {
        entity: 'diaspora',
        entityId: diasporaId,
        action: 'update',
        actorId: userId,
        changes: changedFields(before, after),
      });
      await syncBeneficiaries(trx, diasporaId, beneficiaries, null);
      return 'applied';
    }
    const material = await materialChanges(trx, before, after, beneficiaries);
    if (material.length > 0) {
      const payload: DiasporaPayload = { input, files, policyId };
      await proposeChange(trx, {
        recordKind: 'diaspora',
        recordId: diasporaId,
        changeKind: 'details',
        payload,
        diff: material,
        fileIds: fileIdsOf(files),
        proposedBy: userId,
      });
    }
    await applyContactChange(trx, 'diaspora', before, after, userId);
    return material.length > 0 ? 'proposed' : 'applied';
  } catch (error) {
    rethrowAsConflict(error, ID_NUMBER_TAKEN);
  }
}

const fieldView = (field: string, value: unknown) =>
  field === 'idCopy' && typeof value === 'string' ? fileUrl(value) : value;

async function materialChanges(
  trx: Transaction<Database>,
  before: DiasporaRow,
  after: ReturnType<typeof diasporaColumns>,
  beneficiariesAfter: BeneficiaryColumns[],
): Promise<ChangedField[]> {
  const changes = scalarChanges(MATERIAL_COLUMNS, before, after, fieldView);
  const beneficiariesBefore = (await storedBeneficiaries(trx, before.id)).map(asColumns);
  if (!sameValue(beneficiariesBefore, beneficiariesAfter)) {
    changes.push({
      field: 'beneficiaries',
      before: beneficiariesBefore.map(beneficiaryView),
      after: beneficiariesAfter.map(beneficiaryView),
    });
  }
  return labelPolicies(trx, changes);
}

/**
 * Applies an approved change's material fields; a beneficiary it adds joins the cover today. The
 * proposer becomes the record's maker and the approver its checker. The caller holds the row lock.
 */
export async function applyDiasporaChange(
  trx: Transaction<Database>,
  change: WaitingChangeRow,
  approverId: string,
  today: string,
): Promise<void> {
  const { input, files, policyId } = change.payload as DiasporaPayload;
  const {
    email: _email,
    mobile: _mobile,
    address: _address,
    ...material
  } = diasporaColumns(input, files, policyId);
  try {
    await trx
      .updateTable('diasporas')
      .set({
        ...material,
        maker_id: change.proposed_by,
        checker_id: approverId,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', change.record_id)
      .execute();
    await syncBeneficiaries(trx, change.record_id, beneficiaryColumns(input, files), today);
  } catch (error) {
    rethrowAsConflict(error, ID_NUMBER_TAKEN);
  }
}

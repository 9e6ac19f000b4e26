import { type Selectable, sql, type Transaction } from 'kysely';
import type { CustomerMaterialField } from '../../src/domain/material-fields';
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
import type { Database, NextOfKinsTable } from '../db/schema';
import { notFound } from '../errors';
import { fileUrl, resolveFileReferences } from '../files/references';
import type { JsonBodyOf } from './context';
import { fileFields, personColumns } from './person';
import { rethrowAsConflict } from './unique';

export type CustomerInput = JsonBodyOf<'createCustomer'>;
type ResolvedFiles = Record<string, string | null>;

/** What a waiting customer change applies on approval. */
interface CustomerPayload {
  input: CustomerInput;
  files: ResolvedFiles;
}

export const CUSTOMER_ID_NUMBER_TAKEN: Record<string, [string, string]> = {
  customers_individual_id_number: ['idNumber', 'A customer with this id number is already registered'],
  customers_member_id_number: ['idNumber', 'This person is already a member of the group'],
};

/** The stored column of each material field the customer row holds (next of kin are rows of their own). */
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
  policyId: 'policy_id',
} as const satisfies Record<Exclude<CustomerMaterialField, 'nextOfKins'>, string>;

export const customerFileReferences = (input: CustomerInput) => ({
  idCopy: input.idCopy,
  ...fileFields('nextOfKins', input.nextOfKins),
});

/** The customer's own columns as an input sets them. */
export const customerColumns = (input: CustomerInput, files: ResolvedFiles) => ({
  ...personColumns(input, files.idCopy ?? null),
  policy_id: input.policyId ?? null,
});

type KinColumns = Omit<Selectable<NextOfKinsTable>, 'id' | 'customer_id'>;

function kinColumns(input: CustomerInput, files: ResolvedFiles): KinColumns[] {
  return input.nextOfKins.map((kin, index) => ({
    ordinal: index + 1,
    relationship: kin.relationship,
    ...personColumns(kin, files[`nextOfKins.${index}.idCopy`] ?? null),
  }));
}

/** The stored next of kin, in the shape (and key order) kinColumns gives, to compare the two. */
async function storedKin(trx: Transaction<Database>, customerId: string): Promise<KinColumns[]> {
  const rows = await trx
    .selectFrom('next_of_kins')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('ordinal')
    .execute();
  return rows.map((row) => ({
    ordinal: row.ordinal,
    relationship: row.relationship,
    first_name: row.first_name,
    middle_name: row.middle_name,
    last_name: row.last_name,
    email: row.email,
    mobile: row.mobile,
    dob: row.dob,
    sex: row.sex,
    marital_status: row.marital_status,
    id_type: row.id_type,
    id_number: row.id_number,
    id_copy_file: row.id_copy_file,
    address: row.address,
  }));
}

/** A next of kin as the contract's input names it, for a screen that shows the change. */
const kinView = (kin: KinColumns) => ({
  firstName: kin.first_name,
  middleName: kin.middle_name,
  lastName: kin.last_name,
  email: kin.email,
  mobile: kin.mobile,
  dob: kin.dob,
  sex: kin.sex,
  maritalStatus: kin.marital_status,
  idType: kin.id_type,
  idNumber: kin.id_number,
  idCopy: fileUrl(kin.id_copy_file),
  address: kin.address,
  relationship: kin.relationship,
});

const fieldView = (field: string, value: unknown) =>
  field === 'idCopy' && typeof value === 'string' ? fileUrl(value) : value;

async function writeNextOfKin(trx: Transaction<Database>, customerId: string, kin: KinColumns[]) {
  await trx.deleteFrom('next_of_kins').where('customer_id', '=', customerId).execute();
  if (kin.length === 0) return;
  await trx
    .insertInto('next_of_kins')
    .values(kin.map((k) => ({ ...k, customer_id: customerId })))
    .execute();
}

/** Inserts a new customer's next of kin, as a create writes them. */
export async function insertNextOfKin(
  trx: Transaction<Database>,
  customerId: string,
  input: CustomerInput,
  files: ResolvedFiles,
): Promise<void> {
  const kin = kinColumns(input, files);
  if (kin.length === 0) return;
  await trx
    .insertInto('next_of_kins')
    .values(kin.map((k) => ({ ...k, customer_id: customerId })))
    .execute();
}

function lockCustomer(trx: Transaction<Database>, customerId: string) {
  return trx
    .selectFrom('customers')
    .selectAll()
    .where('id', '=', customerId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

type CustomerRow = NonNullable<Awaited<ReturnType<typeof lockCustomer>>>;

/** A customer's cover is in force: its own, or (for a group member) its group's. */
async function isCovered(trx: Transaction<Database>, row: CustomerRow): Promise<boolean> {
  if (!row.group_id) return row.status === 'covered';
  const group = await trx
    .selectFrom('groups')
    .select('status')
    .where('id', '=', row.group_id)
    .executeTakeFirst();
  return group?.status === 'covered';
}

/**
 * Replaces a customer's details. A record that is not covered changes at once, as before. On a
 * covered one the material fields wait as a pending change, and the contact fields change at once,
 * each written to the history. Runs inside the caller's transaction.
 */
export async function updateCustomerDetails(
  trx: Transaction<Database>,
  customerId: string,
  input: CustomerInput,
  caller: Caller,
  userId: string,
): Promise<'applied' | 'proposed'> {
  try {
    const files = await resolveFileReferences(trx, caller, customerFileReferences(input));
    const before = await lockCustomer(trx, customerId);
    if (!before) throw notFound('Customer');
    const after = customerColumns(input, files);
    const waiting = await hasWaitingChange(trx, 'customer', customerId);
    if (!(await isCovered(trx, before))) {
      // A direct edit under a waiting change would be overwritten by its approval.
      if (waiting) throw changeAlreadyWaits();
      await trx
        .updateTable('customers')
        // Whoever changes a record becomes its maker: someone else approves it.
        .set({ ...after, maker_id: userId, updated_at: sql<Date>`now()` })
        .where('id', '=', customerId)
        .execute();
      await audit(trx, {
        entity: 'customer',
        entityId: customerId,
        action: 'update',
        actorId: userId,
        changes: changedFields(before, after),
      });
      await writeNextOfKin(trx, customerId, kinColumns(input, files));
      return 'applied';
    }
    const material = await materialChanges(trx, before, after, kinColumns(input, files));
    if (material.length > 0) {
      const payload: CustomerPayload = { input, files };
      await proposeChange(trx, {
        recordKind: 'customer',
        recordId: customerId,
        changeKind: 'details',
        payload,
        diff: material,
        fileIds: fileIdsOf(files),
        proposedBy: userId,
      });
    }
    await applyContactChange(trx, 'customer', before, after, userId);
    return material.length > 0 ? 'proposed' : 'applied';
  } catch (error) {
    rethrowAsConflict(error, CUSTOMER_ID_NUMBER_TAKEN);
  }
}

async function materialChanges(
  trx: Transaction<Database>,
  before: CustomerRow,
  after: ReturnType<typeof customerColumns>,
  kinAfter: KinColumns[],
): Promise<ChangedField[]> {
  const changes = scalarChanges(MATERIAL_COLUMNS, before, after, fieldView);
  const kinBefore = await storedKin(trx, before.id);
  if (!sameValue(kinBefore, kinAfter)) {
    changes.push({ field: 'nextOfKins', before: kinBefore.map(kinView), after: kinAfter.map(kinView) });
  }
  return labelPolicies(trx, changes);
}

/**
 * Applies an approved change's material fields (the contact fields may have moved on since). The
 * proposer becomes the record's maker and the approver its checker. The caller holds the row lock.
 */
export async function applyCustomerChange(
  trx: Transaction<Database>,
  change: WaitingChangeRow,
  approverId: string,
): Promise<void> {
  const { input, files } = change.payload as CustomerPayload;
  const { email: _email, mobile: _mobile, address: _address, ...material } = customerColumns(input, files);
  try {
    await trx
      .updateTable('customers')
      .set({
        ...material,
        maker_id: change.proposed_by,
        checker_id: approverId,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', change.record_id)
      .execute();
    await writeNextOfKin(trx, change.record_id, kinColumns(input, files));
  } catch (error) {
    rethrowAsConflict(error, CUSTOMER_ID_NUMBER_TAKEN);
  }
}

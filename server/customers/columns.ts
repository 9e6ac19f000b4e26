import type { Selectable, Transaction } from 'kysely';
import type { CustomerMaterialField } from '../../src/domain/material-fields';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import type { ResolvedFiles } from '../changes/details-update';
import type { KnownUniqueIndexes } from '../common/unique-conflict';
import type { JsonBodyOf } from '../contract-types';
import type { Database, NextOfKinsTable } from '../db/schema';
import { fileUrl } from '../files/references';
import { fileFields, PERSON_MATERIAL_COLUMNS, personColumns } from '../people/person-columns';

/**
 * An individual customer with their next of kin, as the create and the update send them: the
 * create always names the account, an update may leave it out to keep the stored one.
 */
export type CustomerInput = JsonBodyOf<'updateCustomer'>;

export const CUSTOMER_ID_NUMBER_TAKEN: KnownUniqueIndexes = {
  customers_individual_id_number: ['idNumber', SERVER_MESSAGES.alreadyRegistered],
  customers_member_id_number: ['idNumber', SERVER_MESSAGES.alreadyMember],
};

/** The stored column of each material field the customer row holds (next of kin are rows of their own). */
export const CUSTOMER_MATERIAL_COLUMNS = {
  ...PERSON_MATERIAL_COLUMNS,
  accountNumber: 'account_number',
  policyId: 'policy_id',
} as const satisfies Record<Exclude<CustomerMaterialField, 'nextOfKins'>, string>;

export const customerFileReferences = (input: CustomerInput) => ({
  idCopy: input.idCopy,
  ...fileFields('nextOfKins', input.nextOfKins),
});

/** The customer's own columns as an input sets them; an input without an account leaves the stored one. */
export const customerColumns = (input: CustomerInput, files: ResolvedFiles) => ({
  ...personColumns(input, files.idCopy ?? null),
  policy_id: input.policyId ?? null,
  ...(input.accountNumber === undefined ? {} : { account_number: input.accountNumber }),
});

export type KinColumns = Omit<Selectable<NextOfKinsTable>, 'id' | 'customer_id'>;

export function kinColumns(input: CustomerInput, files: ResolvedFiles): KinColumns[] {
  return input.nextOfKins.map((kin, index) => ({
    ordinal: index + 1,
    relationship: kin.relationship,
    ...personColumns(kin, files[`nextOfKins.${index}.idCopy`] ?? null),
  }));
}

/** The stored next of kin, in the shape (and key order) kinColumns gives, to compare the two. */
export async function storedKin(trx: Transaction<Database>, customerId: string): Promise<KinColumns[]> {
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
export const kinView = (kin: KinColumns) => ({
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

/** Inserts a customer's next of kin, as a create writes them. */
export async function insertNextOfKin(trx: Transaction<Database>, customerId: string, kin: KinColumns[]) {
  if (kin.length === 0) return;
  await trx
    .insertInto('next_of_kins')
    .values(kin.map((k) => ({ ...k, customer_id: customerId })))
    .execute();
}

/** Replaces a customer's next of kin. */
export async function replaceNextOfKin(trx: Transaction<Database>, customerId: string, kin: KinColumns[]) {
  await trx.deleteFrom('next_of_kins').where('customer_id', '=', customerId).execute();
  await insertNextOfKin(trx, customerId, kin);
}

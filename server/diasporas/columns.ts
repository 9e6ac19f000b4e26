import type { Selectable } from 'kysely';
import type { DiasporaMaterialField } from '../../src/domain/material-fields';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import type { ResolvedFiles } from '../changes/details-update';
import type { KnownUniqueIndexes } from '../common/unique-conflict';
import type { JsonBodyOf } from '../contract-types';
import type { BeneficiariesTable } from '../db/schema';
import { fileUrl } from '../files/references';
import { PERSON_MATERIAL_COLUMNS, personColumns } from '../people/person-columns';

/** A diaspora customer with their beneficiaries, as the enrolment and the update send them. */
export type DiasporaInput = JsonBodyOf<'updateDiaspora'>;
type DiasporaPeople = Pick<DiasporaInput, 'idCopy' | 'beneficiaries'>;

export const DIASPORA_ID_NUMBER_TAKEN: KnownUniqueIndexes = {
  diasporas_id_number: ['idNumber', SERVER_MESSAGES.alreadyEnrolled],
};

export const DIASPORA_MATERIAL_COLUMNS = {
  ...PERSON_MATERIAL_COLUMNS,
  accountNumber: 'account_number',
  policyId: 'policy_id',
} as const satisfies Record<Exclude<DiasporaMaterialField, 'beneficiaries'>, string>;

/** The uploads an input refers to, by the field that names each. */
export function diasporaFileReferences(input: DiasporaPeople): Record<string, string | undefined> {
  const references: Record<string, string | undefined> = { idCopy: input.idCopy };
  input.beneficiaries.forEach((b, index) => {
    references[`beneficiaries.${index}.copyOfProof`] = b.copyOfProof;
  });
  return references;
}

/** The diaspora customer's own columns as an input sets them. */
export const diasporaColumns = (input: DiasporaInput, files: ResolvedFiles, policyId: string) => ({
  ...personColumns(input, files.idCopy ?? null),
  email: input.email.trim().toLowerCase(),
  account_number: input.accountNumber,
  policy_id: policyId,
});

export type BeneficiaryColumns = Omit<Selectable<BeneficiariesTable>, 'id' | 'diaspora_id' | 'joined_on'>;

export function beneficiaryColumns(input: DiasporaPeople, files: ResolvedFiles): BeneficiaryColumns[] {
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

/** A beneficiary as the contract's input names them, for a screen that shows the change. */
export const beneficiaryView = (b: BeneficiaryColumns) => ({
  firstName: b.first_name,
  middleName: b.middle_name,
  lastName: b.last_name,
  sex: b.sex,
  dob: b.dob,
  relationship: b.relationship,
  copyOfProof: fileUrl(b.copy_of_proof_file),
});

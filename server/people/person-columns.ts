import { normaliseIdNumber } from '../../src/domain/identity';
import type { Schemas } from '../contract-types';

type PersonInput = Pick<
  Schemas['PersonInput'],
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'email'
  | 'mobile'
  | 'dob'
  | 'sex'
  | 'maritalStatus'
  | 'idNumber'
  | 'address'
> & { idType: Schemas['MemberIdType'] };

/** The stored form of a person's fields: trimmed names, lower-cased email, id number without separators. */
export function personColumns(input: PersonInput, idCopyFile: string | null) {
  return {
    first_name: input.firstName.trim(),
    middle_name: input.middleName?.trim() || null,
    last_name: input.lastName.trim(),
    email: input.email?.trim().toLowerCase() || null,
    mobile: input.mobile.trim(),
    dob: input.dob,
    sex: input.sex,
    marital_status: input.maritalStatus,
    id_type: input.idType,
    id_number: normaliseIdNumber(input.idNumber),
    id_copy_file: idCopyFile,
    address: input.address.trim(),
  };
}

/** The file URL fields of a list of people, keyed by their dotted payload path. */
export function fileFields<T extends { idCopy?: string | undefined }>(
  prefix: string,
  people: T[] | undefined,
) {
  const fields: Record<string, string | undefined> = {};
  (people ?? []).forEach((person, index) => {
    fields[`${prefix}.${index}.idCopy`] = person.idCopy;
  });
  return fields;
}

/**
 * The stored column of each material field of a person's own (src/domain/material-fields.ts):
 * who they are, and the email address their record's letters go to.
 */
export const PERSON_MATERIAL_COLUMNS = {
  email: 'email',
  firstName: 'first_name',
  middleName: 'middle_name',
  lastName: 'last_name',
  sex: 'sex',
  maritalStatus: 'marital_status',
  dob: 'dob',
  idType: 'id_type',
  idNumber: 'id_number',
  idCopy: 'id_copy_file',
} as const;

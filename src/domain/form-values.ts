import { type IdType, isIdType } from './identity';

/*
 * Reading a form's values back from saved details or a draft, where any field may be missing or
 * of the wrong shape (a draft is whatever the browser kept): each reader gives the form's empty
 * value for anything it cannot use. Free of Yup, so the public enrolment steps stay light.
 */

/** An uploaded document as a form holds it. */
export interface FormFile {
  url: string;
  name: string;
}

export const formText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** One of `allowed`, or '' (not chosen yet). */
export function formChoice<T extends string>(value: unknown, allowed: readonly T[]): T | '' {
  return allowed.find((option) => option === value) ?? '';
}

/** An uploaded file `{ url, name }`, or null. */
export function formFile(value: unknown): FormFile | null {
  if (typeof value !== 'object' || value === null) return null;
  const { url, name } = value as { url?: unknown; name?: unknown };
  return typeof url === 'string' && url && typeof name === 'string' && name ? { url, name } : null;
}

/** A saved value or a draft as a record of fields; anything else reads as no fields. */
export const formRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** The person fields every details form holds while it is filled in; '' is "not chosen yet". */
export interface PersonFormValues<Sex extends string> {
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  mobile: string;
  dob: string;
  sex: Sex | '';
  maritalStatus: 'married' | 'single' | '';
  idType: IdType | '';
  idNumber: string;
  address: string;
  idCopy: FormFile | null;
}

/** The person fields of saved details or a draft, with the sexes this form offers. */
export function toPersonFormValues<Sex extends string>(
  initial: unknown,
  sexes: readonly Sex[],
): PersonFormValues<Sex> {
  const source = formRecord(initial);
  const idType = Number(source.idType);
  return {
    firstName: formText(source.firstName),
    middleName: formText(source.middleName),
    lastName: formText(source.lastName),
    email: formText(source.email),
    mobile: formText(source.mobile),
    dob: formText(source.dob),
    sex: formChoice(source.sex, sexes),
    maritalStatus: formChoice(source.maritalStatus, ['married', 'single']),
    idType: isIdType(idType) ? idType : '',
    idNumber: formText(source.idNumber),
    address: formText(source.address),
    idCopy: formFile(source.idCopy),
  };
}

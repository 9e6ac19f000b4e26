import type { DiasporaDetails } from './diaspora';
import { isIdType } from './identity';

/** What the details form holds while it is being filled in (and what its draft stores). */
export interface DiasporaDetailsFormValues {
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  mobile: string;
  dob: string;
  sex: DiasporaDetails['sex'] | '';
  maritalStatus: DiasporaDetails['maritalStatus'] | '';
  idType: DiasporaDetails['idType'] | '';
  idNumber: string;
  accountNumber: string;
  address: string;
  idCopy: { url: string; name: string } | null;
}

/** A saved draft as read back: any of the fields, each of unknown shape until checked. */
export type DiasporaDetailsDraft = Partial<Record<keyof DiasporaDetails, unknown>>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function pick<T extends string>(value: unknown, allowed: readonly T[]): T | '' {
  return allowed.find((option) => option === value) ?? '';
}

function file(value: unknown): { url: string; name: string } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { url, name } = value as { url?: unknown; name?: unknown };
  return typeof url === 'string' && typeof name === 'string' ? { url, name } : null;
}

/** The form's values from saved details or a draft; anything missing or malformed starts empty. */
export function toDetailsFormValues(
  initial: Partial<DiasporaDetails> | DiasporaDetailsDraft | null | undefined,
): DiasporaDetailsFormValues {
  const source: DiasporaDetailsDraft = initial ?? {};
  const idType = Number(source.idType);
  return {
    firstName: text(source.firstName),
    middleName: text(source.middleName),
    lastName: text(source.lastName),
    email: text(source.email),
    mobile: text(source.mobile),
    dob: text(source.dob),
    sex: pick(source.sex, ['male', 'female']),
    maritalStatus: pick(source.maritalStatus, ['married', 'single']),
    idType: isIdType(idType) ? idType : '',
    idNumber: text(source.idNumber),
    accountNumber: text(source.accountNumber),
    address: text(source.address),
    idCopy: file(source.idCopy),
  };
}

import type { components } from '../../src/api/schema.gen';
import { normaliseIdNumber } from '../../src/domain/identity';
import type { EnrolmentBody } from './enrolments';

/** GET /diasporas/{id}, as the contract types it. */
export type StoredDiaspora = components['schemas']['DiasporaDetail'];

/** What the server stores for a sent enrolment (SPEC §5: trimmed names, lower-case email, bare id number). */
function expected(body: EnrolmentBody, enrolledBy: string) {
  return {
    firstName: body.firstName.trim(),
    middleName: body.middleName?.trim() || null,
    lastName: body.lastName.trim(),
    email: body.email.trim().toLowerCase(),
    mobile: body.mobile.trim(),
    dob: body.dob,
    sex: body.sex,
    maritalStatus: body.maritalStatus,
    idType: body.idType,
    idNumber: normaliseIdNumber(body.idNumber),
    accountNumber: body.accountNumber,
    address: body.address.trim(),
    enrolledBy,
    beneficiaries: body.beneficiaries.map((b) => ({
      firstName: b.firstName.trim(),
      middleName: b.middleName?.trim() || null,
      lastName: b.lastName.trim(),
      sex: b.sex,
      dob: b.dob,
      relationship: b.relationship,
    })),
  };
}

/** Every field that differs between what was sent and what is stored, as `path: sent ≠ stored`. */
export function differences(body: EnrolmentBody, stored: StoredDiaspora, enrolledBy: string): string[] {
  const want = expected(body, enrolledBy);
  const found: string[] = [];
  const compare = (pathName: string, a: unknown, b: unknown) => {
    if (a !== b) found.push(`${pathName}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`);
  };
  for (const [field, value] of Object.entries(want)) {
    if (field === 'beneficiaries') continue;
    compare(field, value, stored[field as keyof StoredDiaspora]);
  }
  compare('beneficiaries.length', want.beneficiaries.length, stored.beneficiaries.length);
  want.beneficiaries.forEach((b, index) => {
    const got = stored.beneficiaries[index];
    for (const [field, value] of Object.entries(b)) {
      compare(`beneficiaries.${index}.${field}`, value, got?.[field as keyof typeof got]);
    }
  });
  return found;
}

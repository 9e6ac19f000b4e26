import { DemoDataGenerator, type DemoDiaspora } from '../../server/db/demo-data';
import type { components } from '../../src/api/schema.gen';

/** The body of POST /diasporas, as the contract types it. */
export type EnrolmentBody = components['schemas']['DiasporaInput'];

export function enrolmentBody(d: DemoDiaspora): EnrolmentBody {
  return {
    firstName: d.firstName,
    ...(d.middleName ? { middleName: d.middleName } : {}),
    lastName: d.lastName,
    email: d.email,
    mobile: d.mobile,
    dob: d.dob,
    sex: d.sex,
    maritalStatus: d.maritalStatus,
    idType: d.idType,
    idNumber: d.idNumber,
    accountNumber: d.accountNumber,
    address: d.address,
    beneficiaries: d.beneficiaries.map((b) => ({
      firstName: b.firstName,
      ...(b.middleName ? { middleName: b.middleName } : {}),
      lastName: b.lastName,
      sex: b.sex,
      dob: b.dob,
      relationship: b.relationship,
    })),
  };
}

/**
 * Valid, distinct enrolments. Slots far above any demo seeding keep their id numbers clear of
 * records already in the database; a different `slotOffset` per run keeps runs apart.
 */
export function enrolmentBodies(seed: number, slotOffset: number): () => EnrolmentBody {
  const generator = new DemoDataGenerator({
    seed,
    today: new Date(),
    slotOffset,
    // Diasporas take no policy from the generator; the server picks the diaspora cover.
    policies: { individual: ['-'], group: ['-'] },
  });
  return () => enrolmentBody(generator.diaspora());
}

import { ageInYears, isPlausibleBirthDate } from './age';
import { DIASPORA_COVER, MAX_NEXT_OF_KIN } from './cover';
import { hasValidIdLength, isIdType, normaliseIdNumber } from './identity';
import { todayIso } from './utc-calendar';

/**
 * The rules a JSON schema cannot express (SPEC §5, §9), shared by the forms and the server.
 * Each check returns a map of dotted field path to message; an empty map means valid.
 */
export type FieldErrors = Record<string, string>;

export const MESSAGES = {
  idNumber: 'Please provide a valid id number',
  dob: 'Please provide a valid date of birth',
  holderAge: `The account holder must be between ${DIASPORA_COVER.holderMinAge} and ${DIASPORA_COVER.holderMaxAge} years old`,
  spouseAge: `A spouse must be between ${DIASPORA_COVER.holderMinAge} and ${DIASPORA_COVER.holderMaxAge} years old`,
  childAge: `A child must be ${DIASPORA_COVER.childMaxAge} years old or younger`,
  tooManySpouses: 'Only one spouse can be declared',
  spouseOfSingleHolder:
    'The account holder is marked Single: change the marital status to Married in the user details to declare a spouse',
  tooManyChildren: `At most ${DIASPORA_COVER.maxChildren} children can be declared`,
  duplicateNextOfKin: 'This next of kin is already listed',
  tooManyNextOfKin: `At most ${MAX_NEXT_OF_KIN} next of kin`,
  nextOfKinIsCustomer: 'The next of kin cannot be the customer',
  duplicateLeader: 'The same person cannot hold two leader positions',
} as const;

interface Dated {
  dob: string;
}

export function checkBirthDate(path: string, person: Dated, today: string, errors: FieldErrors): void {
  if (!isPlausibleBirthDate(person.dob, today)) errors[path] = MESSAGES.dob;
}

export interface DiasporaHolder extends Dated {
  idType: number;
  idNumber: string;
}

export interface DeclaredBeneficiary extends Dated {
  relationship: number;
}

/** What the family rules need to know of the account holder. */
export interface FamilyHolder {
  maritalStatus?: string | undefined;
}

export function checkDiasporaHolder(holder: DiasporaHolder, today = todayIso()): FieldErrors {
  const errors: FieldErrors = {};
  if (!isIdType(holder.idType) || !hasValidIdLength(holder.idType, holder.idNumber)) {
    errors.idNumber = MESSAGES.idNumber;
  }
  checkBirthDate('dob', holder, today, errors);
  const age = ageInYears(holder.dob, today);
  if (!errors.dob && (age < DIASPORA_COVER.holderMinAge || age > DIASPORA_COVER.holderMaxAge)) {
    errors.dob = MESSAGES.holderAge;
  }
  return errors;
}

export function checkBeneficiaries(
  beneficiaries: DeclaredBeneficiary[],
  today = todayIso(),
  holder: FamilyHolder = {},
): FieldErrors {
  const errors: FieldErrors = {};
  let spouses = 0;
  let children = 0;
  beneficiaries.forEach((beneficiary, index) => {
    const path = `beneficiaries.${index}`;
    checkBirthDate(`${path}.dob`, beneficiary, today, errors);
    if (errors[`${path}.dob`]) return;
    const age = ageInYears(beneficiary.dob, today);
    if (beneficiary.relationship === 2) {
      spouses += 1;
      // SPEC §9 covers the holder's spouse: a holder who says they are single has none.
      if (holder.maritalStatus === 'single') errors[`${path}.relationship`] = MESSAGES.spouseOfSingleHolder;
      else if (spouses > DIASPORA_COVER.maxSpouses) errors[`${path}.relationship`] = MESSAGES.tooManySpouses;
      if (age < DIASPORA_COVER.holderMinAge || age > DIASPORA_COVER.holderMaxAge) {
        errors[`${path}.dob`] = MESSAGES.spouseAge;
      }
    } else if (beneficiary.relationship === 3) {
      children += 1;
      if (children > DIASPORA_COVER.maxChildren) errors[`${path}.relationship`] = MESSAGES.tooManyChildren;
      if (age > DIASPORA_COVER.childMaxAge) errors[`${path}.dob`] = MESSAGES.childAge;
    }
  });
  return errors;
}

export function checkDiasporaEnrolment(
  enrolment: DiasporaHolder & FamilyHolder & { beneficiaries: DeclaredBeneficiary[] },
  today = todayIso(),
): FieldErrors {
  return {
    ...checkDiasporaHolder(enrolment, today),
    ...checkBeneficiaries(enrolment.beneficiaries, today, enrolment),
  };
}

export interface IdentifiedPerson extends Dated {
  idNumber: string;
}

/** An individual customer and next of kin: sane birth dates, no duplicates by id number (SPEC §3). */
export function checkCustomerWithNextOfKin(
  customer: IdentifiedPerson & { nextOfKins?: IdentifiedPerson[] | undefined },
  today = todayIso(),
): FieldErrors {
  const errors: FieldErrors = {};
  checkBirthDate('dob', customer, today, errors);
  const seen = new Set<string>([normaliseIdNumber(customer.idNumber)]);
  const kin = customer.nextOfKins ?? [];
  if (kin.length > MAX_NEXT_OF_KIN) errors.nextOfKins = MESSAGES.tooManyNextOfKin;
  kin.forEach((person, index) => {
    const path = `nextOfKins.${index}`;
    checkBirthDate(`${path}.dob`, person, today, errors);
    const id = normaliseIdNumber(person.idNumber);
    if (id === normaliseIdNumber(customer.idNumber))
      errors[`${path}.idNumber`] = MESSAGES.nextOfKinIsCustomer;
    else if (seen.has(id)) errors[`${path}.idNumber`] = MESSAGES.duplicateNextOfKin;
    seen.add(id);
  });
  return errors;
}

/**
 * The leaders of a group are different people. Checks the positions it is given and skips
 * the missing ones: a form checks the filled slots, the server all three.
 */
export function checkGroupLeaders(
  leaders: Partial<Record<'chairperson' | 'secretary' | 'treasurer', IdentifiedPerson>>,
  today = todayIso(),
): FieldErrors {
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  for (const [slot, person] of Object.entries(leaders)) {
    if (!person) continue;
    checkBirthDate(`${slot}.dob`, person, today, errors);
    const id = normaliseIdNumber(person.idNumber);
    if (seen.has(id)) errors[`${slot}.idNumber`] = MESSAGES.duplicateLeader;
    seen.add(id);
  }
  return errors;
}

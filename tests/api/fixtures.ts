import { DateTime } from 'luxon';

/** Valid payloads that tests then break one rule at a time. */
const yearsAgo = (years: number, days = 0) => DateTime.utc().minus({ years, days }).toISODate() as string;

let serial = 0;
/** A fresh id number of the given length, so records never clash by accident. */
export function uniqueDigits(length: number): string {
  serial += 1;
  const stamp = `${Date.now()}${process.pid}${serial}${Math.floor(Math.random() * 1e6)}`;
  return stamp.padStart(length, '7').slice(-length);
}

/** A fresh payment account number (13 digits, as the bank's core system writes them). */
export const paymentAccount = () => uniqueDigits(13);

export function person(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Juma',
    middleName: 'Hamisi',
    lastName: 'Mwakyusa',
    email: 'juma.mwakyusa@example.co.tz',
    mobile: '0712345678',
    dob: yearsAgo(35),
    sex: 'male',
    maritalStatus: 'married',
    idType: 1,
    idNumber: uniqueDigits(20),
    address: 'Plot 12, Sinza, Dar es Salaam',
    ...overrides,
  };
}

export function nextOfKin(overrides: Record<string, unknown> = {}) {
  return person({
    firstName: 'Neema',
    lastName: 'Mwakyusa',
    email: undefined,
    mobile: '+255754111222',
    sex: 'female',
    relationship: 2,
    ...overrides,
  });
}

export function customer(overrides: Record<string, unknown> = {}) {
  return { ...person(), accountNumber: paymentAccount(), nextOfKins: [nextOfKin()], ...overrides };
}

export function beneficiary(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Rehema',
    lastName: 'Kimaro',
    sex: 'female',
    dob: yearsAgo(33),
    relationship: 2,
    ...overrides,
  };
}

export function diaspora(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Baraka',
    middleName: 'Elia',
    lastName: 'Kimaro',
    email: 'baraka.kimaro@example.co.uk',
    mobile: '+44 7700 900123',
    dob: yearsAgo(40),
    sex: 'male',
    maritalStatus: 'married',
    idType: 1,
    idNumber: uniqueDigits(20),
    accountNumber: uniqueDigits(13),
    address: 'London, United Kingdom',
    beneficiaries: [
      beneficiary(),
      beneficiary({ firstName: 'Amani', sex: 'male', dob: yearsAgo(8), relationship: 3 }),
    ],
    ...overrides,
  };
}

export { yearsAgo };

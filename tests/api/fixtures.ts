import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DateTime } from 'luxon';

/** Valid payloads that tests then break one rule at a time. */
const yearsAgo = (years: number, days = 0) => DateTime.utc().minus({ years, days }).toISODate() as string;

/**
 * Which file run this is, in this Vitest run: the first free number in a folder the run's files
 * share (their parent is the Vitest process), claimed when the file first needs a key. Files that
 * share a server (the browser tests) so never draw the same key.
 */
let fileRun: string | undefined;
function fileRunNumber(): string {
  if (fileRun) return fileRun;
  const folder = path.join(os.tmpdir(), 'portal-test-keys', String(process.ppid));
  mkdirSync(folder, { recursive: true });
  for (let n = 1; ; n += 1) {
    try {
      writeFileSync(path.join(folder, String(n)), '', { flag: 'wx' });
      fileRun = String(n).padStart(4, '0');
      return fileRun;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

let serial = 0;
/**
 * A fresh number of the given length, so records never clash: the file run's number and a counter,
 * last so that a short key keeps them. Nothing random, nothing read from the clock: no two keys of
 * a run can meet, however busy the machine.
 */
export function uniqueDigits(length: number): string {
  serial += 1;
  return `${fileRunNumber()}${String(serial).padStart(4, '0')}`.padStart(length, '7').slice(-length);
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

import { DateTime } from 'luxon';

/** Whole years between an ISO date of birth and `on` (today by default), in UTC. */
export function ageInYears(dob: string, on: DateTime = DateTime.utc()): number {
  const birth = DateTime.fromISO(dob, { zone: 'utc' });
  if (!birth.isValid) return Number.NaN;
  return Math.floor(on.startOf('day').diff(birth.startOf('day'), 'years').years);
}

/** A real calendar date, not in the future and not before 1900. */
export function isPlausibleBirthDate(dob: string, on: DateTime = DateTime.utc()): boolean {
  const birth = DateTime.fromISO(dob, { zone: 'utc' });
  return birth.isValid && birth.year >= 1900 && birth <= on;
}

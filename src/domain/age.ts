import { dayOf, plusYears, todayIso } from './utc-calendar';

/**
 * Whole years from a date of birth to `on` (today by default), both YYYY-MM-DD in UTC; NaN for a
 * date that is not one. As Luxon counts: one born on 29 February is a year older on 28 February.
 */
export function ageInYears(dob: string, on: string = todayIso()): number {
  const birth = dayOf(dob);
  const day = dayOf(on);
  if (birth === undefined || day === undefined) return Number.NaN;
  const years = new Date(day).getUTCFullYear() - new Date(birth).getUTCFullYear();
  return plusYears(birth, years) > day ? years - 1 : years;
}

/** A real calendar date, not in the future and not before 1900. */
export function isPlausibleBirthDate(dob: string, on: string = todayIso()): boolean {
  const birth = dayOf(dob);
  const day = dayOf(on);
  return birth !== undefined && day !== undefined && new Date(birth).getUTCFullYear() >= 1900 && birth <= day;
}

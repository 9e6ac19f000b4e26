/**
 * Calendar arithmetic on UTC instants (epoch milliseconds), as Luxon does it in the UTC zone:
 * adding months or years keeps the time of day and clamps the day to the target month's length.
 * The demo seeder makes millions of dates, and the enrolment's age rules run on every public step:
 * plain numbers keep the one off the garbage collector and Luxon off the other's download.
 */

const DAY_MS = 86_400_000;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

export function plusDays(instant: number, days: number): number {
  return instant + days * DAY_MS;
}

export function plusMonths(instant: number, months: number): number {
  const date = new Date(instant);
  const total = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const day = Math.min(date.getUTCDate(), daysInMonth(year, month));
  // Date.UTC reads years 0 to 99 as 1900 to 1999; setUTCFullYear does not.
  const result = new Date(instant);
  result.setUTCFullYear(year, month, day);
  return result.getTime();
}

export function plusYears(instant: number, years: number): number {
  return plusMonths(instant, years * 12);
}

/** YYYY-MM-DD of the instant in UTC. */
export function isoDate(instant: number): string {
  return new Date(instant).toISOString().slice(0, 10);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC midnight of a real calendar date written YYYY-MM-DD; undefined for anything else. */
export function dayOf(iso: string): number | undefined {
  const parts = ISO_DATE.exec(iso);
  if (!parts) return undefined;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])];
  if (month < 0 || month > 11 || day < 1 || day > daysInMonth(year, month)) return undefined;
  const result = new Date(0);
  result.setUTCFullYear(year, month, day);
  return result.getTime();
}

/** Today's date in UTC, YYYY-MM-DD. */
export const todayIso = (now: number = Date.now()): string => isoDate(now);

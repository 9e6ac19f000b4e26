/**
 * Calendar arithmetic on UTC instants (epoch milliseconds), as Luxon does it in the UTC zone:
 * adding months or years keeps the time of day and clamps the day to the target month's length.
 * The demo seeder makes millions of dates; plain numbers keep that off the garbage collector.
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

import { DateTime } from 'luxon';

/**
 * Dates as the product shows them (SPEC §9). SPEC writes the formats in moment style
 * ('MMM DD, YYYY'); these are the Luxon equivalents.
 */
export const DATE_FORMATS = {
  short: 'LLL dd, yyyy',
  long: 'LLLL dd, yyyy',
  longNoPad: 'LLLL d, yyyy',
} as const;

function parse(value: string | Date): DateTime {
  return value instanceof Date
    ? DateTime.fromJSDate(value, { zone: 'utc' })
    : DateTime.fromISO(value, { zone: 'utc' });
}

/** 'Mar 05, 1990'; an empty string for a missing or invalid date. */
export function formatDate(
  value: string | Date | null | undefined,
  format: keyof typeof DATE_FORMATS = 'short',
): string {
  if (!value) return '';
  const parsed = parse(value);
  return parsed.isValid ? parsed.setLocale('en').toFormat(DATE_FORMATS[format]) : '';
}

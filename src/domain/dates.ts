import { DateTime } from 'luxon';
import { dateLocale } from './date-locale';

export { dateLocale } from './date-locale';

/**
 * Dates as the product shows them (SPEC §9). SPEC writes the formats in moment style
 * ('MMM DD, YYYY'); these are the Luxon equivalents. Kiswahili puts the day first.
 */
export const DATE_FORMATS = {
  short: 'LLL dd, yyyy',
  long: 'LLLL dd, yyyy',
  longNoPad: 'LLLL d, yyyy',
} as const;

const SWAHILI_FORMATS: Record<keyof typeof DATE_FORMATS, string> = {
  short: 'dd LLL yyyy',
  long: 'dd LLLL yyyy',
  longNoPad: 'd LLLL yyyy',
};

/** A date format in the language dates are written in. */
export const dateFormat = (format: keyof typeof DATE_FORMATS): string =>
  dateLocale().startsWith('sw') ? SWAHILI_FORMATS[format] : DATE_FORMATS[format];

function parse(value: string | Date): DateTime {
  return value instanceof Date
    ? DateTime.fromJSDate(value, { zone: 'utc' })
    : DateTime.fromISO(value, { zone: 'utc' });
}

/** 'Mar 05, 1990' ('05 Mac 1990' in Kiswahili); an empty string for a missing or invalid date. */
export function formatDate(
  value: string | Date | null | undefined,
  format: keyof typeof DATE_FORMATS = 'short',
): string {
  if (!value) return '';
  const parsed = parse(value);
  return parsed.isValid ? parsed.setLocale(dateLocale()).toFormat(dateFormat(format)) : '';
}

/** A moment with its time, e.g. 'Mar 05, 2026, 14:30', in the viewer's time zone. */
export function formatDateTime(iso: string): string {
  const at = DateTime.fromISO(iso).toLocal().setLocale(dateLocale());
  return at.isValid ? at.toFormat(`${dateFormat('short')}, HH:mm`) : '';
}

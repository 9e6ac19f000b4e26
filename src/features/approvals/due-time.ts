import { DateTime } from 'luxon';
import { dateLocale } from '@/domain/dates';

/** How far a payment's due time is from now, in the largest unit that reads naturally. */
export interface DueDistance {
  unit: 'minutes' | 'hours' | 'days';
  count: number;
  /** The due time has passed. */
  overdue: boolean;
}

/** Whole units, rounded down: "due in 5 h" while 5 h 59 min remain; never 0 (under a minute reads 1 min). */
export function dueDistance(dueAt: string, now: DateTime): DueDistance {
  const minutes = Math.floor(Math.abs(DateTime.fromISO(dueAt).diff(now).as('minutes')));
  const overdue = DateTime.fromISO(dueAt) < now;
  if (minutes < 60) return { unit: 'minutes', count: Math.max(1, minutes), overdue };
  const hours = Math.floor(minutes / 60);
  // A payment is due 48 hours after the last document: hours until then, days only once long overdue.
  if (hours <= 48) return { unit: 'hours', count: hours, overdue };
  return { unit: 'days', count: Math.floor(hours / 24), overdue };
}

/** '24 Nov 14:00' in the viewer's time zone; the year too when it is not this year's. */
export function dueClock(dueAt: string, now: DateTime): string {
  const at = DateTime.fromISO(dueAt).setLocale(dateLocale());
  return at.toFormat(at.year === now.year ? 'd LLL HH:mm' : 'd LLL yyyy HH:mm');
}

import type { Schemas } from '../contract-types';

export type OverviewPeriod = Schemas['OverviewPeriod'];

/** The days an overview looks ahead for covers about to expire. */
export const EXPIRING_WITHIN_DAYS = 30;

/** Weeks of enrolments the overview shows, the current one last. */
export const ENROLMENT_WEEKS = 12;

/** The calendar of one overview: its days and the months and weeks it reports, all UTC. */
export interface OverviewCalendar {
  period: OverviewPeriod;
  /** Today, `YYYY-MM-DD`. */
  today: string;
  /** The period's first day: changes count from its start. */
  from: string;
  /** The first day of each month of the period, oldest first. */
  months: string[];
  /** The Monday of each of the last ENROLMENT_WEEKS weeks, oldest first. */
  weeks: string[];
  /** The day after today: months and weeks end before it. */
  tomorrow: string;
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function periodStart(period: OverviewPeriod, today: Date): number {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  if (period === '30d') return midnight - 29 * DAY_MS;
  if (period === '90d') return midnight - 89 * DAY_MS;
  // Twelve months: this month and the eleven before it, from their first day.
  return Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1);
}

/** The period's days, months and the enrolment weeks, as of `now`. */
export function overviewCalendar(period: OverviewPeriod, now: Date = new Date()): OverviewCalendar {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = periodStart(period, now);
  const months: string[] = [];
  const first = new Date(from);
  for (
    let month = Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 1);
    month <= midnight;
    month = Date.UTC(new Date(month).getUTCFullYear(), new Date(month).getUTCMonth() + 1, 1)
  ) {
    months.push(isoDay(month));
  }
  // Weeks start on Monday, as PostgreSQL's date_trunc('week') does.
  const monday = midnight - ((new Date(midnight).getUTCDay() + 6) % 7) * DAY_MS;
  const weeks = Array.from({ length: ENROLMENT_WEEKS }, (_, i) =>
    isoDay(monday - (ENROLMENT_WEEKS - 1 - i) * 7 * DAY_MS),
  );
  return {
    period,
    today: isoDay(midnight),
    from: isoDay(from),
    months,
    weeks,
    tomorrow: isoDay(midnight + DAY_MS),
  };
}

/** The days from the period's first day to today, both counted. */
export const periodDays = (calendar: OverviewCalendar) =>
  Math.round((Date.parse(calendar.tomorrow) - Date.parse(calendar.from)) / DAY_MS);

/** `YYYY-MM` of a month's first day. */
export const monthKey = (firstDay: string) => firstDay.slice(0, 7);

import { sql } from 'kysely';
import type { Schemas } from '../contract-types';
import type { Db } from '../db/connect';
import type { AreaDefinition } from './areas';
import { ENROLMENTS, foldWhenLong } from './fold-tallies';
import type { OverviewCalendar } from './period';

export interface WeekRow {
  week: string;
  channel: 'self' | 'staff';
  n: number;
  rows_read: number;
}

const within = (areas: readonly AreaDefinition[], calendar: OverviewCalendar) =>
  sql<boolean>`day >= ${calendar.weeks[0] ?? calendar.today}::date AND day < ${calendar.tomorrow}::date
    AND list IN (${sql.join(areas.map((a) => sql.lit(a.list)))})`;

/**
 * Enrolments per week and channel in the areas given, from the daily tallies kept by triggers:
 * a week's count is a few rows, not a walk through every record enrolled that week.
 */
export function enrolmentsQuery(areas: readonly AreaDefinition[], calendar: OverviewCalendar) {
  return sql<WeekRow>`SELECT to_char(date_trunc('week', day), 'YYYY-MM-DD') AS week, channel,
      sum(enrolled)::int AS n, count(*)::int AS rows_read
    FROM enrolment_days WHERE ${within(areas, calendar)} GROUP BY 1, 2`;
}

export function enrolmentsOf(
  calendar: OverviewCalendar,
  rows: readonly WeekRow[],
): NonNullable<Schemas['PortfolioOverview']['enrolments']> {
  const count = (week: string, channel: WeekRow['channel']) =>
    Number(rows.find((r) => r.week === week && r.channel === channel)?.n ?? 0);
  return calendar.weeks.map((weekStart) => ({
    weekStart,
    self: count(weekStart, 'self'),
    staff: count(weekStart, 'staff'),
  }));
}

/** Folded, the weeks hold a row per week, list and channel. */
export function foldEnrolments(
  db: Db,
  areas: readonly AreaDefinition[],
  calendar: OverviewCalendar,
  rows: readonly WeekRow[],
): Promise<void> {
  const read = rows.reduce((sum, r) => sum + Number(r.rows_read), 0);
  return foldWhenLong(
    db,
    ENROLMENTS,
    within(areas, calendar),
    read,
    calendar.weeks.length * areas.length * 2,
  );
}

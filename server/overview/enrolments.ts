import { sql } from 'kysely';
import type { Schemas } from '../contract-types';
import type { Db } from '../db/connect';
import type { AreaDefinition } from './areas';
import { ENROLMENTS, foldWhenLong, readSize } from './fold-tallies';
import type { OverviewCalendar } from './period';

interface WeekRow {
  week: string;
  channel: 'self' | 'staff';
  n: number | string;
  rows_read: number | string;
  keys_read: number | string;
}

/**
 * Enrolments per week and channel in the areas given, from the daily tallies kept by triggers:
 * a week's count is a few rows, not a walk through every record enrolled that week.
 */
export async function readEnrolments(
  db: Db,
  areas: readonly AreaDefinition[],
  calendar: OverviewCalendar,
): Promise<NonNullable<Schemas['PortfolioOverview']['enrolments']>> {
  const lists = sql.join(areas.map((a) => sql.lit(a.list)));
  const first = calendar.weeks[0] ?? calendar.today;
  const within = sql<boolean>`day >= ${first}::date AND day < ${calendar.tomorrow}::date AND list IN (${lists})`;
  const { rows } = await sql<WeekRow>`SELECT to_char(date_trunc('week', day), 'YYYY-MM-DD') AS week, channel,
      sum(enrolled)::int AS n, count(*)::int AS rows_read, count(DISTINCT (list, day))::int AS keys_read
    FROM enrolment_days WHERE ${within} GROUP BY 1, 2`.execute(db);
  await foldWhenLong(db, ENROLMENTS, within, readSize(rows));
  const count = (week: string, channel: WeekRow['channel']) =>
    Number(rows.find((r) => r.week === week && r.channel === channel)?.n ?? 0);
  return calendar.weeks.map((weekStart) => ({
    weekStart,
    self: count(weekStart, 'self'),
    staff: count(weekStart, 'staff'),
  }));
}

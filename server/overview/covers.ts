import { sql } from 'kysely';
import { COVER_STATUSES } from '../../src/domain/cover';
import type { Schemas } from '../contract-types';
import type { Db } from '../db/connect';
import { foldWhenLong as foldListCountsWhenLong } from '../db/list-counts';
import type { AreaDefinition } from './areas';
import { EXPIRIES, foldWhenLong, STATUS_CHANGES } from './fold-tallies';
import { EXPIRING_WITHIN_DAYS, type OverviewCalendar, periodDays } from './period';

export interface CoverRow {
  what: 'count' | 'change' | 'expiring';
  list: AreaDefinition['list'];
  status: string;
  n: number;
  /** The rows summed: the tallies are folded when long. */
  rows_read: number;
}

/** Covers in force expiring from today (UTC) for the days ahead, in the expiry tally. */
const expiringDays = (calendar: OverviewCalendar) =>
  sql<boolean>`day >= ${calendar.today}::date AND day < ${calendar.today}::date + ${EXPIRING_WITHIN_DAYS}::int`;

/**
 * Per area: the count of each status now (the list totals the triggers keep), its change since
 * the period's first day (the daily tallies: the count now less the count then), and the covers
 * expiring from today for EXPIRING_WITHIN_DAYS days (the expiry tally), as rows of CoverRow.
 */
export function coversQuery(areas: readonly AreaDefinition[], calendar: OverviewCalendar) {
  const lists = sql.join(areas.map((a) => sql.lit(a.list)));
  return sql<CoverRow>`
    SELECT 'count' AS what, list, status, sum(delta)::int AS n, count(*)::int AS rows_read
      FROM list_counts WHERE list IN (${lists}) GROUP BY list, status
    UNION ALL
    SELECT 'change', list, status, sum(delta)::int, count(*)::int
      FROM status_day_changes WHERE day >= ${calendar.from}::date AND list IN (${lists}) GROUP BY list, status
    UNION ALL
    SELECT 'expiring', list, 'covered', sum(delta)::int, count(*)::int
      FROM expiry_day_counts WHERE ${expiringDays(calendar)} AND list IN (${lists}) GROUP BY list`;
}

/** The covers section from the query's rows. */
export function coversOf(
  areas: readonly AreaDefinition[],
  rows: readonly CoverRow[],
): Schemas['OverviewCovers'][] {
  const value = (what: CoverRow['what'], list: string, status: string) =>
    Number(rows.find((r) => r.what === what && r.list === list && r.status === status)?.n ?? 0);
  return areas.map((a) => ({
    area: a.area,
    statuses: COVER_STATUSES.map((status) => ({
      status,
      count: value('count', a.list, status),
      change: value('change', a.list, status),
    })),
    expiring: value('expiring', a.list, 'covered'),
  }));
}

/** Folds what the read found long: the list totals, the period's daily changes, the expiries. */
export function foldCovers(
  db: Db,
  areas: readonly AreaDefinition[],
  calendar: OverviewCalendar,
  rows: readonly CoverRow[],
): Promise<void>[] {
  return areas.flatMap((a) => {
    const read = (what: CoverRow['what']) =>
      rows
        .filter((r) => r.what === what && r.list === a.list)
        .reduce((sum, r) => sum + Number(r.rows_read), 0);
    return [
      foldListCountsWhenLong(db, a.list, read('count')),
      foldWhenLong(
        db,
        STATUS_CHANGES,
        sql<boolean>`list = ${a.list} AND day >= ${calendar.from}::date`,
        read('change'),
        periodDays(calendar) * COVER_STATUSES.length,
      ),
      foldWhenLong(
        db,
        EXPIRIES,
        sql<boolean>`list = ${a.list} AND ${expiringDays(calendar)}`,
        read('expiring'),
        EXPIRING_WITHIN_DAYS,
      ),
    ];
  });
}

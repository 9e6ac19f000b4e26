import { type RawBuilder, sql } from 'kysely';
import { COVER_STATUSES } from '../../src/domain/cover';
import type { Schemas } from '../contract-types';
import type { Db } from '../db/connect';
import { foldWhenLong as foldListCountsWhenLong } from '../db/list-counts';
import type { AreaDefinition } from './areas';
import { EXPIRIES, foldWhenLong, readSize, STATUS_CHANGES } from './fold-tallies';
import { EXPIRING_WITHIN_DAYS, type OverviewCalendar } from './period';

interface CoverRow {
  what: 'count' | 'change' | 'expiring';
  list: AreaDefinition['list'];
  status: string;
  n: number | string;
  /** The rows summed, and the days they hold: the tallies are folded when long. */
  rows_read: number | string;
  keys_read: number | string;
}

/**
 * Per area: the count of each status now (the list totals the triggers keep), its change since
 * the period's first day (the daily tallies: the count now less the count then), and the covers
 * expiring from today for EXPIRING_WITHIN_DAYS days (the expiry tally). One statement.
 */
export async function readCovers(
  db: Db,
  areas: readonly AreaDefinition[],
  calendar: OverviewCalendar,
): Promise<Schemas['OverviewCovers'][]> {
  if (areas.length === 0) return [];
  const lists = sql.join(areas.map((a) => sql.lit(a.list)));
  // Covers in force expiring from today (UTC) for the days ahead, from the expiry tally.
  const expiringDays = sql<boolean>`day >= ${calendar.today}::date
    AND day < ${calendar.today}::date + ${EXPIRING_WITHIN_DAYS}::int`;
  const { rows } = await sql<CoverRow>`
    SELECT 'count' AS what, list, status, sum(delta)::int AS n, count(*)::int AS rows_read, 1 AS keys_read
      FROM list_counts WHERE list IN (${lists}) GROUP BY list, status
    UNION ALL
    SELECT 'change', list, status, sum(delta)::int, count(*)::int, count(DISTINCT day)::int
      FROM status_day_changes WHERE day >= ${calendar.from}::date AND list IN (${lists}) GROUP BY list, status
    UNION ALL
    SELECT 'expiring', list, 'covered', sum(delta)::int, count(*)::int, count(DISTINCT day)::int
      FROM expiry_day_counts WHERE ${expiringDays} AND list IN (${lists}) GROUP BY list`.execute(db);

  const value = (what: CoverRow['what'], list: string, status: string) =>
    Number(rows.find((r) => r.what === what && r.list === list && r.status === status)?.n ?? 0);
  await Promise.all(
    areas.flatMap((a) => {
      const read = (what: CoverRow['what']) =>
        readSize(rows.filter((r) => r.what === what && r.list === a.list));
      return [
        foldListCountsWhenLong(db, a.list, read('count').rows),
        foldWhenLong(
          db,
          STATUS_CHANGES,
          sql<boolean>`list = ${a.list} AND day >= ${calendar.from}::date`,
          read('change'),
        ),
      ];
    }),
  );
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

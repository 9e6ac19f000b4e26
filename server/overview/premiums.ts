import { sql } from 'kysely';
import type { Schemas } from '../contract-types';
import type { Db } from '../db/connect';
import type { AreaDefinition } from './areas';
import { foldWhenLong, PREMIUMS } from './fold-tallies';
import { monthKey, type OverviewCalendar } from './period';

export interface MonthRow {
  month: string;
  due: number;
  collected: number;
  arrears: number;
  rows_read: number;
}

/** Rows per month once folded: a past month's per kind, status and month paid; the current month's per day too. */
const FOLDED_PAST_MONTH = 3 * 4 * 3;
const FOLDED_CURRENT_MONTH = 31 * 3 * 4 * 2;

/**
 * Premiums per month of the period for the records of the areas given, from the premiums' tally
 * kept by triggers: due (falling due that month, waived ones excepted), collected (paid that
 * month) and in arrears (falling due that month, unpaid, with a due date before today).
 */
export function premiumsQuery(areas: readonly AreaDefinition[], calendar: OverviewCalendar) {
  const kinds = sql.join(areas.map((a) => sql.lit(a.kind)));
  const first = calendar.months[0] ?? calendar.today;
  return sql<MonthRow>`SELECT month, sum(due)::bigint AS due, sum(collected)::bigint AS collected,
      sum(arrears)::bigint AS arrears, sum(rows_read)::int AS rows_read
    FROM (
      SELECT to_char(due_date, 'YYYY-MM') AS month,
        sum(amount) FILTER (WHERE status <> 'waived') AS due, 0 AS collected,
        sum(amount) FILTER (WHERE status IN ('due', 'failed') AND due_date < ${calendar.today}::date) AS arrears,
        count(*) AS rows_read
      FROM premium_day_totals
      WHERE due_date >= ${first}::date AND due_date < (date_trunc('month', ${calendar.today}::date) + interval '1 month')::date
        AND record_kind IN (${kinds})
      GROUP BY 1
      UNION ALL
      SELECT to_char(paid_month, 'YYYY-MM'), 0, sum(amount), 0, count(*)
      FROM premium_day_totals
      WHERE paid_month >= ${first}::date AND paid_month <= ${calendar.today}::date AND record_kind IN (${kinds})
      GROUP BY 1) AS months
    GROUP BY month`;
}

export function premiumsOf(
  calendar: OverviewCalendar,
  rows: readonly MonthRow[],
): NonNullable<Schemas['PortfolioOverview']['premiums']> {
  return calendar.months.map((firstDay) => {
    const month = monthKey(firstDay);
    const row = rows.find((r) => r.month === month);
    return {
      month,
      due: Number(row?.due ?? 0),
      collected: Number(row?.collected ?? 0),
      arrears: Number(row?.arrears ?? 0),
    };
  });
}

export function foldPremiums(db: Db, calendar: OverviewCalendar, rows: readonly MonthRow[]): Promise<void> {
  const read = rows.reduce((sum, r) => sum + Number(r.rows_read), 0);
  const folded = (calendar.months.length - 1) * FOLDED_PAST_MONTH + FOLDED_CURRENT_MONTH;
  const first = calendar.months[0] ?? calendar.today;
  return foldWhenLong(db, PREMIUMS, sql<boolean>`due_date >= ${first}::date`, read, folded);
}

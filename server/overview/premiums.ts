import { sql } from 'kysely';
import type { Schemas } from '../contract-types';
import type { Db } from '../db/connect';
import type { AreaDefinition } from './areas';
import { foldWhenLong, PREMIUMS, readSize } from './fold-tallies';
import { monthKey, type OverviewCalendar } from './period';

interface MonthRow {
  month: string;
  due: number | string;
  collected: number | string;
  arrears: number | string;
  rows_read: number | string;
  keys_read: number | string;
}

/**
 * Premiums per month of the period for the records of the areas given, from the premiums' tally
 * kept by triggers: due (falling due that month, waived ones excepted), collected (paid that
 * month) and in arrears (falling due that month, unpaid, with a due date before today).
 */
export async function readPremiums(
  db: Db,
  areas: readonly AreaDefinition[],
  calendar: OverviewCalendar,
): Promise<NonNullable<Schemas['PortfolioOverview']['premiums']>> {
  const kinds = sql.join(areas.map((a) => sql.lit(a.kind)));
  const first = calendar.months[0] ?? calendar.today;
  const { rows } =
    await sql<MonthRow>`SELECT month, sum(due)::bigint AS due, sum(collected)::bigint AS collected,
      sum(arrears)::bigint AS arrears, sum(rows_read)::int AS rows_read, sum(keys_read)::int AS keys_read
    FROM (
      SELECT to_char(due_date, 'YYYY-MM') AS month,
        sum(amount) FILTER (WHERE status <> 'waived') AS due, 0 AS collected,
        sum(amount) FILTER (WHERE status IN ('due', 'failed') AND due_date < ${calendar.today}::date) AS arrears,
        count(*) AS rows_read, count(DISTINCT (record_kind, due_date, status, paid_month)) AS keys_read
      FROM premium_day_totals
      WHERE due_date >= ${first}::date AND due_date < (date_trunc('month', ${calendar.today}::date) + interval '1 month')::date
        AND record_kind IN (${kinds})
      GROUP BY 1
      UNION ALL
      SELECT to_char(paid_month, 'YYYY-MM'), 0, sum(amount), 0, 0, 0
      FROM premium_day_totals
      WHERE paid_month >= ${first}::date AND paid_month <= ${calendar.today}::date AND record_kind IN (${kinds})
      GROUP BY 1) AS months
    GROUP BY month`.execute(db);
  await foldWhenLong(db, PREMIUMS, sql<boolean>`due_date >= ${first}::date`, readSize(rows));
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

import { sql } from 'kysely';
import type { Schemas } from '../contract-types';
import { monthKey, type OverviewCalendar } from './period';

export interface ClaimMonthRow {
  month: string;
  submitted: number;
  approved: number;
  paid: number;
  benefit_paid: number;
}

/**
 * Claims per month of the period: submitted (recorded that month), approved (decided that month
 * and not rejected), paid that month, and the benefit paid (those claims' amounts). Each count
 * reads its own index on the day it counts by (migration 0029).
 */
export function claimsQuery(calendar: OverviewCalendar) {
  const first = calendar.months[0] ?? calendar.today;
  const from = sql`${first}::date::timestamp AT TIME ZONE 'UTC'`;
  const month = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM')`);
  return sql<ClaimMonthRow>`SELECT month, sum(submitted)::int AS submitted, sum(approved)::int AS approved,
      sum(paid)::int AS paid, sum(benefit_paid)::bigint AS benefit_paid
    FROM (
      SELECT ${month('created_at')} AS month, count(*) AS submitted, 0 AS approved, 0 AS paid, 0 AS benefit_paid
        FROM claims WHERE created_at >= ${from} GROUP BY 1
      UNION ALL
      SELECT ${month('decided_at')}, 0, count(*), 0, 0
        FROM claims WHERE decided_at >= ${from} AND status <> 'rejected' GROUP BY 1
      UNION ALL
      SELECT ${month('paid_at')}, 0, 0, count(*), sum(amount)
        FROM claims WHERE paid_at >= ${from} AND status = 'paid' GROUP BY 1) AS months
    GROUP BY month`;
}

export function claimsOf(
  calendar: OverviewCalendar,
  rows: readonly ClaimMonthRow[],
): NonNullable<Schemas['PortfolioOverview']['claims']> {
  return calendar.months.map((firstDay) => {
    const key = monthKey(firstDay);
    const row = rows.find((r) => r.month === key);
    return {
      month: key,
      submitted: Number(row?.submitted ?? 0),
      approved: Number(row?.approved ?? 0),
      paid: Number(row?.paid ?? 0),
      benefitPaid: Number(row?.benefit_paid ?? 0),
    };
  });
}

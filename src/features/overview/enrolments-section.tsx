import type { PortfolioOverview } from '@/api/overview';
import { groupedWhole } from '@/domain/money';
import { useTranslation } from '@/i18n/use-translation';
import { ChartFigure } from './chart-figure';
import { FiguresTable } from './figures-table';
import { BarsChart } from './lazy-charts';
import { weekLabel } from './overview-format';

type Week = NonNullable<PortfolioOverview['enrolments']>[number];

/** Enrolments per week by channel: public self-enrolment against staff registration, stacked. */
export function EnrolmentsSection({ weeks }: { weeks: Week[] }) {
  const { t } = useTranslation();
  const title = t('overview.enrolments.title');
  const self = t('overview.enrolments.self');
  const staff = t('overview.enrolments.staff');
  return (
    <ChartFigure
      title={title}
      empty={weeks.every((w) => w.self + w.staff === 0)}
      chart={
        <BarsChart
          rows={weeks.map((w) => ({ week: weekLabel(w.weekStart), self: w.self, staff: w.staff }))}
          category="week"
          stacked
          series={[
            { key: 'self', label: self, color: 'teal.500' },
            { key: 'staff', label: staff, color: 'navy.700' },
          ]}
        />
      }
      table={(id, shown) => (
        <FiguresTable
          id={id}
          shown={shown}
          caption={t('overview.chart.tableOf', { title })}
          rows={weeks}
          rowKey={(w) => w.weekStart}
          columns={[
            { key: 'week', label: t('overview.enrolments.week'), cell: (w) => weekLabel(w.weekStart) },
            { key: 'self', label: self, numeric: true, cell: (w) => groupedWhole(w.self) },
            { key: 'staff', label: staff, numeric: true, cell: (w) => groupedWhole(w.staff) },
            {
              key: 'total',
              label: t('overview.enrolments.total'),
              numeric: true,
              cell: (w) => groupedWhole(w.self + w.staff),
            },
          ]}
        />
      )}
    />
  );
}

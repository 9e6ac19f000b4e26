import type { PortfolioOverview } from '@/api/overview';
import { formatTsh } from '@/domain/money';
import { useTranslation } from '@/i18n/use-translation';
import { ChartFigure } from './chart-figure';
import { FiguresTable } from './figures-table';
import { BarsChart } from './lazy-charts';
import { monthLabel } from './overview-format';

type Month = NonNullable<PortfolioOverview['premiums']>[number];

/** Premiums due, collected and in arrears per month, in TSh. */
export function PremiumsSection({ months }: { months: Month[] }) {
  const { t } = useTranslation();
  const title = t('overview.premiums.title');
  const labels = {
    due: t('overview.premiums.due'),
    collected: t('overview.premiums.collected'),
    arrears: t('overview.premiums.arrears'),
  };
  return (
    <ChartFigure
      title={title}
      empty={months.every((m) => m.due + m.collected + m.arrears === 0)}
      chart={
        <BarsChart
          money
          rows={months.map((m) => ({
            month: monthLabel(m.month),
            due: m.due,
            collected: m.collected,
            arrears: m.arrears,
          }))}
          category="month"
          series={[
            { key: 'due', label: labels.due, color: 'navy.300' },
            { key: 'collected', label: labels.collected, color: 'teal.600' },
            { key: 'arrears', label: labels.arrears, color: 'red.600' },
          ]}
        />
      }
      table={(id, shown) => (
        <FiguresTable
          id={id}
          shown={shown}
          caption={t('overview.chart.tableOf', { title })}
          rows={months}
          rowKey={(m) => m.month}
          columns={[
            { key: 'month', label: t('overview.premiums.month'), cell: (m) => monthLabel(m.month) },
            { key: 'due', label: labels.due, numeric: true, cell: (m) => formatTsh(m.due) },
            { key: 'collected', label: labels.collected, numeric: true, cell: (m) => formatTsh(m.collected) },
            { key: 'arrears', label: labels.arrears, numeric: true, cell: (m) => formatTsh(m.arrears) },
          ]}
        />
      )}
    />
  );
}

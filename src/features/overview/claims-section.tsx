import { Text } from '@chakra-ui/react';
import type { PortfolioOverview } from '@/api/overview';
import { formatTsh, groupedWhole } from '@/domain/money';
import { useTranslation } from '@/i18n/use-translation';
import { ChartFigure } from './chart-figure';
import { FiguresTable } from './figures-table';
import { BarsAgainstAmountChart } from './lazy-charts';
import { monthLabel } from './overview-format';

type Month = NonNullable<PortfolioOverview['claims']>[number];

/** Claims submitted, approved and paid per month, against the benefit paid (a line in TSh). */
export function ClaimsSection({ months }: { months: Month[] }) {
  const { t } = useTranslation();
  const title = t('overview.claims.title');
  const labels = {
    submitted: t('overview.claims.submitted'),
    approved: t('overview.claims.approved'),
    paid: t('overview.claims.paid'),
    benefitPaid: t('overview.claims.benefitPaid'),
  };
  const totalPaid = months.reduce((sum, m) => sum + m.benefitPaid, 0);
  return (
    <ChartFigure
      title={title}
      empty={months.every((m) => m.submitted + m.approved + m.paid + m.benefitPaid === 0)}
      summary={
        <Text fontSize="sm" color="ink.muted" data-testid="benefit-paid-total">
          {t('overview.claims.totalPaid', { amount: formatTsh(totalPaid) })}
        </Text>
      }
      chart={
        <BarsAgainstAmountChart
          rows={months.map((m) => ({ ...m, month: monthLabel(m.month) }))}
          category="month"
          series={[
            { key: 'submitted', label: labels.submitted, color: 'navy.300' },
            { key: 'approved', label: labels.approved, color: 'teal.500' },
            { key: 'paid', label: labels.paid, color: 'navy.700' },
          ]}
          amount={{ key: 'benefitPaid', label: labels.benefitPaid, color: 'gold.500' }}
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
            { key: 'month', label: t('overview.claims.month'), cell: (m) => monthLabel(m.month) },
            {
              key: 'submitted',
              label: labels.submitted,
              numeric: true,
              cell: (m) => groupedWhole(m.submitted),
            },
            { key: 'approved', label: labels.approved, numeric: true, cell: (m) => groupedWhole(m.approved) },
            { key: 'paid', label: labels.paid, numeric: true, cell: (m) => groupedWhole(m.paid) },
            {
              key: 'benefitPaid',
              label: labels.benefitPaid,
              numeric: true,
              cell: (m) => formatTsh(m.benefitPaid),
            },
          ]}
        />
      )}
    />
  );
}

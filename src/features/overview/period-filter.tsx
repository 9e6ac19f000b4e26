import { Button, HStack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { DEFAULT_OVERVIEW_PERIOD, OVERVIEW_PERIODS, type OverviewPeriodName } from '@/domain/overview-search';
import { useTranslation } from '@/i18n/use-translation';

/** The period the overview compares against: links that keep it in the URL (`?period=30d`). */
export function PeriodFilter({ period }: { period: OverviewPeriodName }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <HStack as="nav" aria-labelledby={labelId} gap="2" wrap="wrap">
      <Text id={labelId} fontSize="sm" fontWeight="medium" color="ink.muted">
        {t('overview.period.label')}
      </Text>
      {OVERVIEW_PERIODS.map((option) => {
        const current = option === period;
        return (
          <Button key={option} asChild size="sm" variant={current ? 'solid' : 'outline'} colorPalette="navy">
            <Link
              to="/dashboard"
              search={option === DEFAULT_OVERVIEW_PERIOD ? {} : { period: option }}
              aria-current={current ? 'page' : undefined}
            >
              {t(`overview.period.${option}`)}
            </Link>
          </Button>
        );
      })}
    </HStack>
  );
}

import { Box, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { portfolioOverviewQuery } from '@/api/overview';
import { formatDate } from '@/domain/dates';
import type { OverviewPeriodName } from '@/domain/overview-search';
import { useTranslation } from '@/i18n/use-translation';
import { ListError } from '@/ui/list/list-states';
import { ApprovalsSummary } from './approvals-summary';
import { ClaimsSection } from './claims-section';
import { CoverSummary } from './cover-summary';
import { EnrolmentsSection } from './enrolments-section';
import { PeriodFilter } from './period-filter';
import { PremiumsSection } from './premiums-section';

export interface OverviewPageProps {
  /** From `?period=`, the default period when absent. */
  period: OverviewPeriodName;
}

function OverviewLoading() {
  const { t } = useTranslation();
  return (
    <Stack role="status" aria-label={t('overview.loading')} gap="4">
      <Skeleton height="9rem" rounded="xl" />
      <Grid templateColumns={{ base: '1fr', xl: '1fr 1fr' }} gap="4">
        <Skeleton height="18rem" rounded="xl" />
        <Skeleton height="18rem" rounded="xl" />
      </Grid>
    </Stack>
  );
}

/**
 * The portfolio at a glance: covers by status with their change over the period, covers expiring
 * soon, enrolments, premiums, claims and what waits for approval, each section only where the
 * user may read it (the server leaves the others out).
 */
export function OverviewPage({ period }: OverviewPageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const query = useQuery(portfolioOverviewQuery(api, period));
  const { data } = query;

  let body = <OverviewLoading />;
  if (data) {
    body = (
      <Stack
        gap="6"
        aria-busy={query.isPlaceholderData || undefined}
        opacity={query.isPlaceholderData ? 0.6 : 1}
      >
        <CoverSummary covers={data.covers} from={data.from} days={data.expiringWithinDays} />
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' }} gap="4">
          {data.enrolments && <EnrolmentsSection weeks={data.enrolments} />}
          {data.approvals && <ApprovalsSummary kinds={data.approvals} now={query.dataUpdatedAt} />}
          {data.premiums && <PremiumsSection months={data.premiums} />}
          {data.claims && <ClaimsSection months={data.claims} />}
        </Grid>
      </Stack>
    );
  } else if (query.isError) {
    body = (
      <ListError
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
        title={t('overview.failed.title')}
        retry={t('overview.failed.retry')}
      />
    );
  }

  return (
    <Stack gap="6" minW="0">
      <Stack gap="1">
        <Heading as="h1" size="2xl" color="navy.900">
          {t('overview.title')}
        </Heading>
        <Text color="ink.muted">{t('overview.intro')}</Text>
      </Stack>
      <Stack
        direction={{ base: 'column', md: 'row' }}
        gap="3"
        justify="space-between"
        align={{ md: 'center' }}
      >
        <PeriodFilter period={period} />
        {data && (
          <Box fontSize="sm" color="ink.muted">
            {t('overview.period.since', { date: formatDate(data.from) })}
          </Box>
        )}
      </Stack>
      {body}
    </Stack>
  );
}

import { Box, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import type { OverviewArea, OverviewCovers } from '@/api/overview';
import { formatDate } from '@/domain/dates';
import { groupedWhole } from '@/domain/money';
import { useTranslation } from '@/i18n/use-translation';
import { signed } from './overview-format';

interface CoveredListLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  area: OverviewArea;
  days: number;
  label: string;
  children: ReactNode;
}

/** A link to an area's covered tab, filtered to the covers expiring within the days. */
function CoveredListLink({ area, days, label, children, ...rest }: CoveredListLinkProps) {
  // The rest are what Chakra's Link puts on its child (its class, for its style).
  const common = {
    ...rest,
    search: { expiring: days },
    'aria-label': label,
    'data-testid': `expiring-${area}`,
  };
  switch (area) {
    case 'diasporas':
      return (
        <RouterLink
          to="/dashboard/customers/diasporas/$customerStatus"
          params={{ customerStatus: 'covered' }}
          {...common}
        >
          {children}
        </RouterLink>
      );
    case 'individuals':
      return (
        <RouterLink
          to="/dashboard/customers/individuals/$customerStatus"
          params={{ customerStatus: 'covered' }}
          {...common}
        >
          {children}
        </RouterLink>
      );
    case 'groups':
      return (
        <RouterLink to="/dashboard/customers/groups/$status" params={{ status: 'covered' }} {...common}>
          {children}
        </RouterLink>
      );
  }
}

const CHANGE_COLOR = (change: number) => (change > 0 ? 'green.700' : change < 0 ? 'red.700' : 'ink.muted');

function ExpiringLink({ covers, days }: { covers: OverviewCovers; days: number }) {
  const { t } = useTranslation();
  const area = t(`overview.areas.${covers.area}`);
  return (
    <Stack gap="0.5" borderTopWidth="1px" pt="3">
      <Text fontSize="sm" color="ink.muted">
        {t('overview.expiring.title', { days })}
      </Text>
      <Link asChild fontWeight="semibold" color="navy.700" width="fit-content">
        <CoveredListLink
          area={covers.area}
          days={days}
          label={`${t('overview.expiring.link', { count: covers.expiring })}: ${t('overview.expiring.open', { area })}`}
        >
          {t('overview.expiring.link', { count: covers.expiring })}
        </CoveredListLink>
      </Link>
    </Stack>
  );
}

/** One area's covers: the count of each status now, its change over the period, and those expiring. */
function AreaCovers({ covers, from, days }: { covers: OverviewCovers; from: string; days: number }) {
  const { t } = useTranslation();
  const since = formatDate(from);
  return (
    <Stack
      as="section"
      aria-label={t(`overview.areas.${covers.area}`)}
      gap="3"
      bg="white"
      borderWidth="1px"
      rounded="xl"
      p={{ base: '3', md: '5' }}
    >
      <Heading as="h3" size="sm" color="navy.900">
        {t(`overview.areas.${covers.area}`)}
      </Heading>
      <Box as="dl" display="grid" gridTemplateColumns="repeat(3, minmax(0, 1fr))" gap="2">
        {covers.statuses.map(({ status, count, change }) => (
          <Stack key={status} gap="0.5" minW="0">
            <Text as="dt" fontSize="xs" color="ink.muted" lineClamp={2}>
              {t(`shell.status.${status}`)}
            </Text>
            <Text
              as="dd"
              fontSize={{ base: 'xl', md: '2xl' }}
              fontWeight="bold"
              fontVariantNumeric="tabular-nums"
              data-testid={`count-${covers.area}-${status}`}
            >
              {groupedWhole(count)}
            </Text>
            <Text as="dd" fontSize="xs" color={CHANGE_COLOR(change)} fontVariantNumeric="tabular-nums">
              {change === 0
                ? t('overview.covers.unchanged', { date: since })
                : t('overview.covers.change', { change: signed(change), date: since })}
            </Text>
          </Stack>
        ))}
      </Box>
      <ExpiringLink covers={covers} days={days} />
    </Stack>
  );
}

/** The covers of every area the user may read, side by side on a wide screen. */
export function CoverSummary({
  covers,
  from,
  days,
}: {
  covers: OverviewCovers[];
  from: string;
  days: number;
}) {
  const { t } = useTranslation();
  return (
    <Stack as="section" aria-labelledby="overview-covers" gap="3">
      <Heading as="h2" size="md" color="navy.900" id="overview-covers">
        {t('overview.covers.title')}
      </Heading>
      {covers.length === 0 ? (
        <Text color="ink.muted">{t('overview.covers.noAreas')}</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, lg: covers.length }} gap="4">
          {covers.map((area) => (
            <AreaCovers key={area.area} covers={area} from={from} days={days} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

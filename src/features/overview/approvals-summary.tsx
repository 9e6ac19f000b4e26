import { Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { PortfolioOverview } from '@/api/overview';
import { groupedWhole } from '@/domain/money';
import { useTranslation } from '@/i18n/use-translation';
import { waitedFor } from './overview-format';

type Waiting = NonNullable<PortfolioOverview['approvals']>[number];

/** What waits for a checker, per kind the user may approve, with how long the oldest has waited. */
export function ApprovalsSummary({ kinds, now }: { kinds: Waiting[]; now: number }) {
  const { t } = useTranslation();
  const total = kinds.reduce((sum, k) => sum + k.waiting, 0);
  return (
    <Stack
      as="section"
      aria-labelledby="overview-approvals"
      gap="3"
      bg="white"
      borderWidth="1px"
      rounded="xl"
      p={{ base: '3', md: '5' }}
      minW="0"
    >
      <Heading as="h2" size="md" color="navy.900" id="overview-approvals">
        {t('overview.approvals.title')}
      </Heading>
      <Text color="ink.muted" fontSize="sm">
        {total === 0 ? t('overview.approvals.nothing') : t('overview.approvals.intro')}
      </Text>
      <Table.ScrollArea tabIndex={0} role="group" aria-labelledby="overview-approvals">
        <Table.Root size="sm" fontVariantNumeric="tabular-nums">
          <Table.Header bg="gray.50">
            <Table.Row>
              <Table.ColumnHeader scope="col">{t('overview.approvals.kind')}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                {t('overview.approvals.waiting')}
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t('overview.approvals.oldest')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {kinds.map((k) => (
              <Table.Row key={k.kind}>
                <Table.Cell as="th" scope="row" fontWeight="medium">
                  <Link asChild color="navy.700">
                    <RouterLink to="/dashboard/approvals" search={{ kind: k.kind }}>
                      {t(`overview.approvals.kinds.${k.kind}`)}
                    </RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell textAlign="end">{groupedWhole(k.waiting)}</Table.Cell>
                <Table.Cell>
                  {k.oldestSince ? waitedFor(k.oldestSince, now, t) : t('overview.approvals.none')}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Link asChild color="navy.700" fontWeight="medium" width="fit-content">
        <RouterLink to="/dashboard/approvals">{t('overview.approvals.open')}</RouterLink>
      </Link>
    </Stack>
  );
}

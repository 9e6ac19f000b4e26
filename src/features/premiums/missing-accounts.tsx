import { Badge, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { CircleAlert, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useApi } from '@/api/api-context';
import { type MissingPaymentAccount, missingAccountsQuery } from '@/api/payment-accounts';
import { formatTsh } from '@/domain/money';
import { useTranslation } from '@/i18n/use-translation';
import { DetailSection } from '@/ui/layout/detail-section';
import { Pagination } from '@/ui/list/pagination';
import { FailedLine, LoadingLine } from '@/ui/primitives/load-states';

/**
 * The individual customers and groups whose premiums the debit file leaves out, having no account:
 * how many, and each one linking to its record, where staff add the account.
 */
export function MissingAccounts() {
  const { t } = useTranslation();
  const api = useApi();
  const [page, setPage] = useState(1);
  const query = useQuery(missingAccountsQuery(api, page));
  const total = query.data?.pagination.totalCount ?? 0;
  return (
    <DetailSection title={t('paymentAccounts.missing.title')}>
      {query.isPending ? (
        <LoadingLine text={t('paymentAccounts.missing.loading')} />
      ) : query.isError ? (
        <Stack gap="3" align="flex-start">
          <FailedLine
            error={query.error}
            text={(message) => `${t('paymentAccounts.missing.failed')}: ${message}`}
          />
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            <RotateCw aria-hidden size={14} />
            {t('paymentAccounts.missing.retry')}
          </Button>
        </Stack>
      ) : total === 0 ? (
        <Text fontSize="sm" color="ink.muted">
          {t('paymentAccounts.missing.none')}
        </Text>
      ) : (
        <Stack gap="3">
          <HStack gap="2" color="orange.700" align="flex-start">
            <Box as="span" pt="0.5" flexShrink={0}>
              <CircleAlert aria-hidden size={18} />
            </Box>
            <Text fontWeight="semibold" color="navy.900">
              {t('paymentAccounts.missing.count', { count: total })}
            </Text>
          </HStack>
          <Text fontSize="sm" color="ink.muted">
            {t('paymentAccounts.missing.intro')}
          </Text>
          <Stack as="ul" aria-label={t('paymentAccounts.missing.label')} gap="0" listStyleType="none">
            {query.data.records.map((record) => (
              <MissingAccountRow key={`${record.kind}:${record.recordId}`} record={record} />
            ))}
          </Stack>
          {query.data.pagination.totalPages > 1 && (
            <Pagination page={page} totalPages={query.data.pagination.totalPages} onPageChange={setPage} />
          )}
        </Stack>
      )}
    </DetailSection>
  );
}

function MissingAccountRow({ record }: { record: MissingPaymentAccount }) {
  const { t } = useTranslation();
  return (
    <HStack
      as="li"
      justify="space-between"
      gap="3"
      wrap="wrap"
      py="2.5"
      borderTopWidth="1px"
      _first={{ borderTopWidth: '0' }}
    >
      <Stack gap="0.5" minW="0">
        <HStack gap="2" wrap="wrap">
          <Link
            asChild
            color="navy.700"
            fontWeight="medium"
            textDecoration="underline"
            textUnderlineOffset="3px"
          >
            {record.kind === 'customer' ? (
              <RouterLink
                to="/dashboard/customers/individuals/$customerStatus/$customerId"
                params={{ customerStatus: record.status, customerId: record.recordId }}
              >
                {record.name}
              </RouterLink>
            ) : (
              <RouterLink
                to="/dashboard/customers/groups/$status/$groupId"
                params={{ status: record.status, groupId: record.recordId }}
              >
                {record.name}
              </RouterLink>
            )}
          </Link>
          <Badge size="sm" variant="subtle">
            {t(`paymentAccounts.missing.kinds.${record.kind}`)}
          </Badge>
          <Badge size="sm" variant="outline">
            {t(`shell.status.${record.status}`)}
          </Badge>
        </HStack>
      </Stack>
      <Text fontSize="sm" color={record.unpaidPremiums > 0 ? 'orange.700' : 'ink.muted'}>
        {record.unpaidPremiums > 0
          ? t('paymentAccounts.missing.waiting', {
              count: record.unpaidPremiums,
              amount: formatTsh(record.unpaidAmount),
            })
          : t('paymentAccounts.missing.noneWaiting')}
      </Text>
    </HStack>
  );
}

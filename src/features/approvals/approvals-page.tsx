import { Badge, Box, EmptyState, Heading, HStack, Stack, Text, VStack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { approvalsQuery } from '../../api/approvals';
import type { ApiClient } from '../../api/client';
import { TableFrame } from '../../ui/card-table';
import { ListError } from '../../ui/list-states';
import { TableSkeleton } from '../../ui/table-skeleton';
import { RejectDialog } from './reject-dialog';
import { useDecisions } from './use-decisions';
import { WaitingClaimsTable } from './waiting-claims-table';
import { WaitingRecordsTable } from './waiting-records-table';

export interface ApprovalsPageProps {
  api: ApiClient;
  /** The user may approve customers, diasporas or groups. */
  approvesRecords: boolean;
  /** The user may approve claims. */
  approvesClaims: boolean;
}

/** One part of the inbox: its heading, how many wait (and how many are shown), its rows. */
function InboxSection({
  id,
  title,
  shown,
  total,
  none,
  children,
}: {
  id: string;
  title: string;
  shown: number;
  total: number;
  none: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack as="section" gap="3" aria-labelledby={id}>
      <HStack gap="3" wrap="wrap">
        <Heading as="h2" id={id} size="lg" color="navy.900">
          {title}
        </Heading>
        <Badge variant="subtle" colorPalette="navy" rounded="full" px="3" fontVariantNumeric="tabular-nums">
          {total}
        </Badge>
        {total > shown && (
          <Text fontSize="sm" color="ink.muted">
            {t('approvals.showing', { shown, total })}
          </Text>
        )}
      </HStack>
      {shown > 0 ? (
        <TableFrame>{children}</TableFrame>
      ) : (
        <Text color="ink.muted" bg="white" borderWidth="1px" rounded="xl" px="4" py="3">
          {none}
        </Text>
      )}
    </Stack>
  );
}

function NothingWaits() {
  const { t } = useTranslation();
  return (
    <Box bg="white" borderWidth="1px" rounded="xl" shadow="xs">
      <EmptyState.Root size="md">
        <EmptyState.Content>
          <EmptyState.Indicator color="navy.300">
            <Inbox />
          </EmptyState.Indicator>
          <VStack textAlign="center" gap="1">
            <EmptyState.Title color="navy.900">{t('approvals.empty.title')}</EmptyState.Title>
            <EmptyState.Description color="ink.muted">{t('approvals.empty.body')}</EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    </Box>
  );
}

/** The approval inbox: records and claims other staff made, for this user to approve or reject. */
export function ApprovalsPage({ api, approvesRecords, approvesClaims }: ApprovalsPageProps) {
  const { t } = useTranslation();
  const query = useQuery(approvalsQuery(api));
  const decisions = useDecisions(api);
  const { data } = query;
  const refreshing = query.isFetching && !query.isLoading;
  const { rejecting } = decisions;

  let body: ReactNode;
  if (data) {
    const showRecords = approvesRecords || data.totalRecords > 0;
    const showClaims = approvesClaims || data.totalClaims > 0;
    body =
      data.totalRecords + data.totalClaims === 0 ? (
        <NothingWaits />
      ) : (
        <Stack gap="8">
          {showRecords && (
            <InboxSection
              id="approvals-records"
              title={t('approvals.records.title')}
              shown={data.records.length}
              total={data.totalRecords}
              none={t('approvals.records.none')}
            >
              <WaitingRecordsTable
                records={data.records}
                busy={decisions.busy}
                refreshing={refreshing}
                onApprove={(record) => void decisions.approveRecord(record)}
                onReject={(record) => decisions.startReject({ kind: 'record', record })}
              />
            </InboxSection>
          )}
          {showClaims && (
            <InboxSection
              id="approvals-claims"
              title={t('approvals.claims.title')}
              shown={data.claims.length}
              total={data.totalClaims}
              none={t('approvals.claims.none')}
            >
              <WaitingClaimsTable
                claims={data.claims}
                busy={decisions.busy}
                refreshing={refreshing}
                onApprove={(claim) => void decisions.approveClaim(claim)}
                onReject={(claim) => decisions.startReject({ kind: 'claim', claim })}
              />
            </InboxSection>
          )}
        </Stack>
      );
  } else if (query.isError) {
    body = (
      <ListError
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
        title={t('approvals.failed.title')}
        retry={t('approvals.failed.retry')}
      />
    );
  } else {
    body = (
      <Box role="status" aria-label={t('approvals.loading')}>
        <TableFrame>
          <TableSkeleton rows={6} columns={5} />
        </TableFrame>
      </Box>
    );
  }

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl" color="navy.900">
          {t('approvals.title')}
        </Heading>
        <Text color="ink.muted">{t('approvals.intro')}</Text>
      </Stack>
      {body}
      <RejectDialog
        subject={
          rejecting?.kind === 'record'
            ? {
                title: t('approvals.reject.recordTitle'),
                intro: t('approvals.reject.recordIntro', { name: rejecting.record.name }),
              }
            : rejecting?.kind === 'claim'
              ? {
                  title: t('approvals.reject.claimTitle'),
                  intro: t('approvals.reject.claimIntro', { name: rejecting.claim.insuredName }),
                }
              : null
        }
        onCancel={decisions.cancelReject}
        onReject={decisions.reject}
      />
    </Stack>
  );
}

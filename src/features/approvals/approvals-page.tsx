import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useApi } from '@/api/api-context';
import { type ApprovalItem, type ApprovalKind, approvalsInboxQuery, waitingTotal } from '@/api/approvals';
import { useTranslation } from '@/i18n/use-translation';
import { RejectDialog } from '@/ui/form/reject-dialog';
import { TableFrame } from '@/ui/list/card-table';
import { ListError } from '@/ui/list/list-states';
import { TableSkeleton } from '@/ui/list/table-skeleton';
import { InboxEmpty } from './inbox-empty';
import { KindFilter } from './kind-filter';
import { LoadMore } from './load-more';
import { useDecisions } from './use-decisions';
import { WaitingTable } from './waiting-table';

export interface ApprovalsPageProps {
  /** From `?kind=`: only this kind; every kind the user may approve when undefined. */
  kind: ApprovalKind | undefined;
}

/**
 * After "Load more", the focus moves to the first row it brought, so a keyboard or screen reader
 * user carries on reading where the list grew (the button itself may be gone: nothing more waits).
 */
function useFocusFirstNewRow(rowCount: number) {
  const frame = useRef<HTMLDivElement>(null);
  const pending = useRef<number | null>(null);
  useEffect(() => {
    const index = pending.current;
    if (index === null || rowCount <= index) return;
    pending.current = null;
    const row = frame.current?.querySelectorAll<HTMLTableRowElement>('tbody > tr')[index];
    if (!row) return;
    row.tabIndex = -1;
    row.focus();
  }, [rowCount]);
  return { frame, expectRowAt: (index: number) => (pending.current = index) };
}

/** What the reject dialog says it rejects: a cover, a claim, a change, a results file or a deletion; closed when null. */
function useRejectSubject(item: ApprovalItem | null): { title: string; intro: string } | null {
  const { t } = useTranslation();
  if (!item) return null;
  const name = item.name;
  if (item.kind === 'change')
    return { title: t('ui.change.reject.title'), intro: t('ui.change.reject.intro', { name }) };
  if (item.kind === 'deletion')
    return { title: t('ui.deletion.reject.title'), intro: t('ui.deletion.reject.intro', { name }) };
  if (item.kind === 'claim')
    return { title: t('approvals.reject.claimTitle'), intro: t('approvals.reject.claimIntro', { name }) };
  if (item.kind === 'results-file')
    return { title: t('approvals.reject.resultsTitle'), intro: t('approvals.reject.resultsIntro', { name }) };
  return { title: t('approvals.reject.recordTitle'), intro: t('approvals.reject.recordIntro', { name }) };
}

/** The approval inbox: records and claims other staff made, for this user to approve or reject. */
export function ApprovalsPage({ kind }: ApprovalsPageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const query = useInfiniteQuery(approvalsInboxQuery(api, kind));
  const decisions = useDecisions();
  const pages = query.data?.pages;
  const items = pages?.flatMap((page) => page.items) ?? [];
  const focus = useFocusFirstNewRow(items.length);
  // The page read last knows the latest counts (a refetch reads every page again, first to last).
  const latest = pages?.[pages.length - 1];
  const refreshing = query.isPlaceholderData || query.isRefetching;
  const rejectSubject = useRejectSubject(decisions.rejecting);

  let body: ReactNode;
  if (latest) {
    body =
      items.length === 0 ? (
        <InboxEmpty kind={kind} allWaiting={waitingTotal(latest.counts)} />
      ) : (
        <Stack gap="4">
          <TableFrame>
            <Box ref={focus.frame}>
              <WaitingTable
                items={items}
                busy={decisions.busy}
                refreshing={refreshing}
                onApprove={(item) => void decisions.approve(item)}
                onReject={(item) => decisions.startReject(item)}
              />
            </Box>
          </TableFrame>
          <LoadMore
            shown={items.length}
            total={latest.total}
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            error={query.isFetchNextPageError ? query.error : null}
            onLoadMore={() => {
              focus.expectRowAt(items.length);
              void query.fetchNextPage();
            }}
          />
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
    <Stack gap="6" minW="0">
      <Stack gap="1">
        <Heading as="h1" size="2xl" color="navy.900">
          {t('approvals.title')}
        </Heading>
        <Text color="ink.muted">{t('approvals.intro')}</Text>
      </Stack>
      {latest && latest.counts.length > 1 && <KindFilter counts={latest.counts} kind={kind} />}
      {body}
      <RejectDialog subject={rejectSubject} onCancel={decisions.cancelReject} onReject={decisions.reject} />
    </Stack>
  );
}

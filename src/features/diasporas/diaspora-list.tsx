import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import type { ApiClient } from '../../api/client';
import type { CoverStatus } from '../../domain/cover';
import { Pagination } from '../../ui/pagination';
import { TableSkeleton } from '../../ui/table-skeleton';
import { DiasporaEmpty, DiasporaListFailed } from './diaspora-list-states';
import { DiasporaTable, TableFrame } from './diaspora-table';
import { DiasporaToolbar } from './diaspora-toolbar';
import { diasporaListQuery } from './diasporas-api';

export interface DiasporaListProps {
  api: ApiClient;
  status: CoverStatus;
  /** From `?page=`, 1 when absent. */
  page: number;
  /** From `?search=`, normalised; '' when absent. */
  search: string;
  /** Whether the user may register a diaspora customer (`diasporas.create`). */
  canCreate: boolean;
}

/** The diaspora customers of one cover status: search, count, create link, table and paging. */
export function DiasporaList({ api, status, page, search, canCreate }: DiasporaListProps) {
  const navigate = useNavigate();
  const query = useQuery(diasporaListQuery(api, { status, page, search }));
  const { data } = query;
  const totalPages = data?.pagination.totalPages ?? 0;

  // Relative to where the user is: an open details panel stays open when a late search lands.
  const goTo = (next: { page?: number; search?: string }, replace = false) =>
    navigate({
      to: '.',
      search: {
        ...(next.page && next.page > 1 ? { page: next.page } : {}),
        ...(next.search ? { search: next.search } : {}),
      },
      replace,
    });

  // A page past the end (an old link, a search that shrank the list): show the last page.
  const pastTheEnd = data !== undefined && !query.isPlaceholderData && totalPages > 0 && page > totalPages;
  useEffect(() => {
    if (pastTheEnd) void goTo({ page: totalPages, search }, true);
  });

  let body: ReactNode;
  if (data) {
    body =
      data.data.length === 0 ? (
        <DiasporaEmpty search={search} onClearSearch={() => void goTo({})} />
      ) : (
        <>
          <TableFrame>
            <DiasporaTable rows={data.data} status={status} refreshing={query.isPlaceholderData} />
          </TableFrame>
          <Pagination
            page={page}
            totalPages={totalPages}
            onPageChange={(next) => void goTo({ page: next, search })}
          />
        </>
      );
  } else if (query.isError) {
    body = (
      <DiasporaListFailed
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = (
      <TableFrame>
        <TableSkeleton rows={11} columns={6} />
      </TableFrame>
    );
  }

  return (
    <Stack gap="4">
      <DiasporaToolbar
        search={search}
        onSearch={(next) => void goTo({ search: next }, true)}
        totalCount={data?.pagination.totalCount}
        canCreate={canCreate}
      />
      {body}
    </Stack>
  );
}

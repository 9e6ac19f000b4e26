import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import type { ApiClient } from '../../api/client';
import type { CoverStatus } from '../../domain/cover';
import { Pagination } from '../../ui/pagination';
import { TableSkeleton } from '../../ui/table-skeleton';
import { IndividualEmpty, IndividualListFailed } from './individual-list-states';
import { IndividualTable, TableFrame } from './individual-table';
import { IndividualToolbar } from './individual-toolbar';
import { individualListQuery } from './individuals-api';

export interface IndividualListProps {
  api: ApiClient;
  status: CoverStatus;
  /** From `?page=`, 1 when absent. */
  page: number;
  /** From `?search=`, normalised; '' when absent. */
  search: string;
  /** Whether the user may register an individual (`customers.create`). */
  canCreate: boolean;
}

/** The individual customers of one cover status: search, count, add link, table and paging. */
export function IndividualList({ api, status, page, search, canCreate }: IndividualListProps) {
  const navigate = useNavigate();
  const query = useQuery(individualListQuery(api, { status, page, search }));
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

  // A page past the end (an old link, a deletion, a search that shrank the list): the last page.
  const pastTheEnd = data !== undefined && !query.isPlaceholderData && totalPages > 0 && page > totalPages;
  useEffect(() => {
    if (pastTheEnd) void goTo({ page: totalPages, search }, true);
  });

  let body: ReactNode;
  if (data) {
    body =
      data.customers.length === 0 ? (
        <IndividualEmpty search={search} onClearSearch={() => void goTo({})} />
      ) : (
        <>
          <TableFrame>
            <IndividualTable rows={data.customers} status={status} refreshing={query.isPlaceholderData} />
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
      <IndividualListFailed
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
    <Stack gap="4" minW="0">
      <IndividualToolbar
        search={search}
        onSearch={(next) => void goTo({ search: next }, true)}
        totalCount={data?.pagination.totalCount}
        canCreate={canCreate}
      />
      {body}
    </Stack>
  );
}

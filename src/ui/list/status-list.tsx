import { Stack } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListEmpty, ListError } from './list-states';
import { PagedListBody } from './paged-list-body';
import { useListPaging } from './use-list-paging';

/** The words of one list's empty and failed states. */
export interface StatusListTexts {
  emptyTitle: string;
  emptyBody: string;
  searchTitle: string;
  searchBody: string;
  clearSearch: string;
  failedTitle: string;
  retry: string;
}

export interface StatusListProps<
  TData extends { pagination: { totalCount: number; totalPages: number } },
  TRow,
> {
  /** One page of the list, as its feature reads it (placeholder data while the next page loads). */
  query: UseQueryResult<TData>;
  rowsOf: (data: TData) => TRow[];
  /** From `?page=`, 1 when absent. */
  page: number;
  /** From `?search=`, normalised; '' when absent. */
  search: string;
  toolbar: (controls: { onSearch: (search: string) => void; totalCount: number | undefined }) => ReactNode;
  table: (rows: TRow[], refreshing: boolean) => ReactNode;
  texts: StatusListTexts;
}

/**
 * A list tab of customers, groups or diasporas: the toolbar, the table, the empty and failed
 * states and the server's paging, with the URL's page and search kept in step.
 */
export function StatusList<TData extends { pagination: { totalCount: number; totalPages: number } }, TRow>({
  query,
  rowsOf,
  page,
  search,
  toolbar,
  table,
  texts,
}: StatusListProps<TData, TRow>) {
  const { data } = query;
  const rows = data ? rowsOf(data) : undefined;
  const totalPages = data?.pagination.totalPages ?? 0;
  const paging = useListPaging({
    page,
    search,
    totalPages,
    settled: data !== undefined && !query.isPlaceholderData,
  });

  return (
    <Stack gap="4" minW="0">
      {toolbar({ onSearch: paging.searchFor, totalCount: data?.pagination.totalCount })}
      <PagedListBody
        page={page}
        totalPages={totalPages}
        onPageChange={paging.goToPage}
        table={rows && rows.length > 0 && table(rows, query.isPlaceholderData)}
        empty={
          rows?.length === 0 && (
            <ListEmpty
              search={search}
              onClearSearch={paging.clearSearch}
              title={texts.emptyTitle}
              body={texts.emptyBody}
              searchTitle={texts.searchTitle}
              searchBody={texts.searchBody}
              clearSearch={texts.clearSearch}
            />
          )
        }
        failed={
          query.isError && (
            <ListError
              error={query.error}
              retrying={query.isFetching}
              onRetry={() => void query.refetch()}
              title={texts.failedTitle}
              retry={texts.retry}
            />
          )
        }
      />
    </Stack>
  );
}

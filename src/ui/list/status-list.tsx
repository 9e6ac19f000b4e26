import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiFailure } from '@/domain/failures';
import { groupedWhole } from '@/domain/money';
import { useTranslation } from '@/i18n/use-translation';
import { ExportButton } from './export-button';
import { ListEmpty, ListError } from './list-states';
import { ListToolbar } from './list-toolbar';
import { PagedListBody } from './paged-list-body';
import { useListPaging } from './use-list-paging';

/** The areas with status lists; each names its words under `<area>.list` in the catalogue. */
export type StatusListArea = 'individuals' | 'groups' | 'diasporas';

export interface StatusListProps<
  TData extends { pagination: { totalCount: number; totalPages: number; totalCountCapped?: boolean } },
  TRow,
> {
  /** One page of the list, as its feature reads it (placeholder data while the next page loads). */
  query: UseQueryResult<TData>;
  rowsOf: (data: TData) => TRow[];
  /** From `?page=`, 1 when absent. */
  page: number;
  /** From `?search=`, normalised; '' when absent. */
  search: string;
  /** From `?expiring=`: only covers expiring within this many days. */
  expiring?: number | undefined;
  area: StatusListArea;
  /** Saves the tab in view (its status and search, all pages) as CSV; answers the failure, if any. */
  download: () => Promise<ApiFailure | undefined>;
  /** A router `<Link>` to register a new record; absent when the user may not. */
  createLink?: ReactNode;
  table: (rows: TRow[], refreshing: boolean) => ReactNode;
}

/**
 * A list tab of customers, groups or diasporas: search, count, export and create link, the table,
 * the empty and failed states and the server's paging, with the URL's page and search kept in step.
 */
export function StatusList<
  TData extends { pagination: { totalCount: number; totalPages: number; totalCountCapped?: boolean } },
  TRow,
>({
  query,
  rowsOf,
  page,
  search,
  expiring,
  area,
  download,
  createLink,
  table,
}: StatusListProps<TData, TRow>) {
  const { t } = useTranslation();
  const { data } = query;
  const rows = data ? rowsOf(data) : undefined;
  const totalPages = data?.pagination.totalPages ?? 0;
  const capped = data?.pagination.totalCountCapped === true;
  const paging = useListPaging({
    page,
    search,
    expiring,
    totalPages,
    settled: data !== undefined && !query.isPlaceholderData,
  });

  return (
    <Stack gap="4" minW="0">
      <ListToolbar
        search={search}
        onSearch={paging.searchFor}
        totalCount={data?.pagination.totalCount}
        texts={{
          searchLabel: t(`${area}.list.searchLabel`),
          searchPlaceholder: t(`${area}.list.searchPlaceholder`),
          clearSearch: t(`${area}.list.clearSearch`),
          total: (count) =>
            capped
              ? t('ui.pagination.totalAtLeast', { shown: groupedWhole(count) })
              : t(`${area}.list.total`, { count }),
        }}
        actions={<ExportButton download={download} />}
        createLink={createLink}
      />
      {expiring !== undefined && (
        <HStack
          gap="3"
          wrap="wrap"
          bg="gold.50"
          borderWidth="1px"
          borderColor="gold.200"
          rounded="md"
          px="3"
          py="2"
        >
          <Text fontSize="sm" fontWeight="medium">
            {t('ui.expiringFilter.notice', { days: expiring })}
          </Text>
          <Button size="xs" variant="outline" onClick={paging.clearExpiring}>
            {t('ui.expiringFilter.clear')}
          </Button>
        </HStack>
      )}
      <PagedListBody
        page={page}
        totalPages={totalPages}
        open={capped}
        onPageChange={paging.goToPage}
        table={rows && rows.length > 0 && table(rows, query.isPlaceholderData)}
        empty={
          rows?.length === 0 && (
            <ListEmpty
              search={search}
              onClearSearch={paging.clearSearch}
              title={t(`${area}.list.empty.title`)}
              body={t(`${area}.list.empty.body`)}
              searchTitle={t(`${area}.list.empty.searchTitle`, { search })}
              searchBody={t(`${area}.list.empty.searchBody`)}
              clearSearch={t(`${area}.list.clearSearch`)}
            />
          )
        }
        failed={
          query.isError && (
            <ListError
              error={query.error}
              retrying={query.isFetching}
              onRetry={() => void query.refetch()}
              title={t(`${area}.list.failed.title`)}
              retry={t(`${area}.list.failed.retry`)}
            />
          )
        }
      />
    </Stack>
  );
}

import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/client';
import type { CoverStatus } from '../../domain/cover';
import { ListEmpty, ListError } from '../../ui/list-states';
import { PagedListBody } from '../../ui/paged-list-body';
import { useListPaging } from '../../ui/use-list-paging';
import { IndividualTable } from './individual-table';
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
  const { t } = useTranslation();
  const query = useQuery(individualListQuery(api, { status, page, search }));
  const { data } = query;
  const totalPages = data?.pagination.totalPages ?? 0;
  const paging = useListPaging({
    page,
    search,
    totalPages,
    settled: data !== undefined && !query.isPlaceholderData,
  });

  return (
    <Stack gap="4" minW="0">
      <IndividualToolbar
        search={search}
        onSearch={paging.searchFor}
        totalCount={data?.pagination.totalCount}
        canCreate={canCreate}
      />
      <PagedListBody
        page={page}
        totalPages={totalPages}
        onPageChange={paging.goToPage}
        table={
          data &&
          data.customers.length > 0 && (
            <IndividualTable rows={data.customers} status={status} refreshing={query.isPlaceholderData} />
          )
        }
        empty={
          data?.customers.length === 0 && (
            <ListEmpty
              search={search}
              onClearSearch={paging.clearSearch}
              title={t('individuals.list.empty.title')}
              body={t('individuals.list.empty.body')}
              searchTitle={t('individuals.list.empty.searchTitle', { search })}
              searchBody={t('individuals.list.empty.searchBody')}
              clearSearch={t('individuals.list.clearSearch')}
            />
          )
        }
        failed={
          query.isError && (
            <ListError
              error={query.error}
              retrying={query.isFetching}
              onRetry={() => void query.refetch()}
              title={t('individuals.list.failed.title')}
              retry={t('individuals.list.failed.retry')}
            />
          )
        }
      />
    </Stack>
  );
}

import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/client';
import type { CoverStatus } from '../../domain/cover';
import { ListEmpty, ListError } from '../../ui/list-states';
import { PagedListBody } from '../../ui/paged-list-body';
import { useListPaging } from '../../ui/use-list-paging';
import { DiasporaTable } from './diaspora-table';
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
  const { t } = useTranslation();
  const query = useQuery(diasporaListQuery(api, { status, page, search }));
  const { data } = query;
  const totalPages = data?.pagination.totalPages ?? 0;
  const paging = useListPaging({
    page,
    search,
    totalPages,
    settled: data !== undefined && !query.isPlaceholderData,
  });

  return (
    <Stack gap="4">
      <DiasporaToolbar
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
          data.data.length > 0 && (
            <DiasporaTable rows={data.data} status={status} refreshing={query.isPlaceholderData} />
          )
        }
        empty={
          data?.data.length === 0 && (
            <ListEmpty
              search={search}
              onClearSearch={paging.clearSearch}
              title={t('diasporas.list.empty.title')}
              body={t('diasporas.list.empty.body')}
              searchTitle={t('diasporas.list.empty.searchTitle', { search })}
              searchBody={t('diasporas.list.empty.searchBody')}
              clearSearch={t('diasporas.list.clearSearch')}
            />
          )
        }
        failed={
          query.isError && (
            <ListError
              error={query.error}
              retrying={query.isFetching}
              onRetry={() => void query.refetch()}
              title={t('diasporas.list.failed.title')}
              retry={t('diasporas.list.failed.retry')}
            />
          )
        }
      />
    </Stack>
  );
}

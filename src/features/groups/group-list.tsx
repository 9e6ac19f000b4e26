import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/client';
import type { CoverStatus } from '../../domain/cover';
import { ListEmpty, ListError } from '../../ui/list-states';
import { PagedListBody } from '../../ui/paged-list-body';
import { useListPaging } from '../../ui/use-list-paging';
import { GroupTable } from './group-table';
import { GroupToolbar } from './group-toolbar';
import { groupListQuery } from './groups-api';

export interface GroupListProps {
  api: ApiClient;
  status: CoverStatus;
  /** From `?page=`, 1 when absent. */
  page: number;
  /** From `?search=`, normalised; '' when absent. */
  search: string;
  /** Whether the user may register a group (`groups.create`). */
  canCreate: boolean;
}

/** The groups of one cover status: search, count, add link, table and the server's paging. */
export function GroupList({ api, status, page, search, canCreate }: GroupListProps) {
  const { t } = useTranslation();
  const query = useQuery(groupListQuery(api, { status, page, search }));
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
      <GroupToolbar
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
          data.groups.length > 0 && (
            <GroupTable rows={data.groups} status={status} refreshing={query.isPlaceholderData} />
          )
        }
        empty={
          data?.groups.length === 0 && (
            <ListEmpty
              search={search}
              onClearSearch={paging.clearSearch}
              title={t('groups.list.empty.title')}
              body={t('groups.list.empty.body')}
              searchTitle={t('groups.list.empty.searchTitle', { search })}
              searchBody={t('groups.list.empty.searchBody')}
              clearSearch={t('groups.list.clearSearch')}
            />
          )
        }
        failed={
          query.isError && (
            <ListError
              error={query.error}
              retrying={query.isFetching}
              onRetry={() => void query.refetch()}
              title={t('groups.list.failed.title')}
              retry={t('groups.list.failed.retry')}
            />
          )
        }
      />
    </Stack>
  );
}

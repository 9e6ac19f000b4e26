import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@/api/client';
import type { CoverStatus } from '@/domain/cover';
import { StatusList } from '@/ui/list/status-list';
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
  return (
    <StatusList
      query={query}
      rowsOf={(data) => data.groups}
      page={page}
      search={search}
      toolbar={({ onSearch, totalCount }) => (
        <GroupToolbar search={search} onSearch={onSearch} totalCount={totalCount} canCreate={canCreate} />
      )}
      table={(rows, refreshing) => <GroupTable rows={rows} status={status} refreshing={refreshing} />}
      texts={{
        emptyTitle: t('groups.list.empty.title'),
        emptyBody: t('groups.list.empty.body'),
        searchTitle: t('groups.list.empty.searchTitle', { search }),
        searchBody: t('groups.list.empty.searchBody'),
        clearSearch: t('groups.list.clearSearch'),
        failedTitle: t('groups.list.failed.title'),
        retry: t('groups.list.failed.retry'),
      }}
    />
  );
}

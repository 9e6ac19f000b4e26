import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@/api/client';
import type { CoverStatus } from '@/domain/cover';
import { StatusList } from '@/ui/list/status-list';
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
  return (
    <StatusList
      query={query}
      rowsOf={(data) => data.data}
      page={page}
      search={search}
      toolbar={({ onSearch, totalCount }) => (
        <DiasporaToolbar search={search} onSearch={onSearch} totalCount={totalCount} canCreate={canCreate} />
      )}
      table={(rows, refreshing) => <DiasporaTable rows={rows} status={status} refreshing={refreshing} />}
      texts={{
        emptyTitle: t('diasporas.list.empty.title'),
        emptyBody: t('diasporas.list.empty.body'),
        searchTitle: t('diasporas.list.empty.searchTitle', { search }),
        searchBody: t('diasporas.list.empty.searchBody'),
        clearSearch: t('diasporas.list.clearSearch'),
        failedTitle: t('diasporas.list.failed.title'),
        retry: t('diasporas.list.failed.retry'),
      }}
    />
  );
}

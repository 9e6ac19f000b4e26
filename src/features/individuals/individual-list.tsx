import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@/api/client';
import type { CoverStatus } from '@/domain/cover';
import { StatusList } from '@/ui/list/status-list';
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
  return (
    <StatusList
      query={query}
      rowsOf={(data) => data.customers}
      page={page}
      search={search}
      toolbar={({ onSearch, totalCount }) => (
        <IndividualToolbar
          search={search}
          onSearch={onSearch}
          totalCount={totalCount}
          canCreate={canCreate}
        />
      )}
      table={(rows, refreshing) => <IndividualTable rows={rows} status={status} refreshing={refreshing} />}
      texts={{
        emptyTitle: t('individuals.list.empty.title'),
        emptyBody: t('individuals.list.empty.body'),
        searchTitle: t('individuals.list.empty.searchTitle', { search }),
        searchBody: t('individuals.list.empty.searchBody'),
        clearSearch: t('individuals.list.clearSearch'),
        failedTitle: t('individuals.list.failed.title'),
        retry: t('individuals.list.failed.retry'),
      }}
    />
  );
}

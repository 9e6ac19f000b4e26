import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { UsersRound } from 'lucide-react';
import { useApi } from '@/api/api-context';
import { downloadListExport } from '@/api/download';
import { groupListQuery } from '@/api/groups';
import type { CoverStatus } from '@/domain/cover';
import { useTranslation } from '@/i18n/use-translation';
import { StatusList } from '@/ui/list/status-list';
import { GroupTable } from './group-table';

export interface GroupListProps {
  status: CoverStatus;
  /** From `?page=`, 1 when absent. */
  page: number;
  /** From `?search=`, normalised; '' when absent. */
  search: string;
  /** From `?expiring=`: only covers expiring within this many days. */
  expiring?: number | undefined;
  /** Whether the user may register a group (`groups.create`). */
  canCreate: boolean;
}

/** The groups of one cover status: search, count, add link, table and the server's paging. */
export function GroupList({ status, page, search, expiring, canCreate }: GroupListProps) {
  const { t } = useTranslation();
  const api = useApi();
  const query = useQuery(groupListQuery(api, { status, page, search, expiring }));
  return (
    <StatusList
      query={query}
      rowsOf={(data) => data.groups}
      page={page}
      search={search}
      expiring={expiring}
      area="groups"
      download={() => downloadListExport(api, 'groups', { status, search }, 'groups')}
      createLink={
        canCreate && (
          <Link to="/dashboard/customers/groups/add-group">
            <UsersRound aria-hidden size={18} />
            {t('groups.list.create')}
          </Link>
        )
      }
      table={(rows, refreshing) => <GroupTable rows={rows} status={status} refreshing={refreshing} />}
    />
  );
}

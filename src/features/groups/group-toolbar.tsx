import { Link, useRouteContext } from '@tanstack/react-router';
import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { downloadListExport } from '@/api/download';
import { ExportButton } from '@/ui/list/export-button';
import { ListToolbar } from '@/ui/list/list-toolbar';

export interface GroupToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  /** The number of groups matching, once known. */
  totalCount: number | undefined;
  /** Whether the user may register a group (`groups.create`). */
  canCreate: boolean;
}

/** Search box, total count, 'Export CSV' and the 'Add group' link above the list. */
export function GroupToolbar({ search, onSearch, totalCount, canCreate }: GroupToolbarProps) {
  const { t } = useTranslation();
  // The tab in view: the export holds exactly its rows and the search, all pages.
  const { api, status } = useRouteContext({ from: '/dashboard/customers/groups/$status' });
  return (
    <ListToolbar
      search={search}
      onSearch={onSearch}
      totalCount={totalCount}
      texts={{
        searchLabel: t('groups.list.searchLabel'),
        searchPlaceholder: t('groups.list.searchPlaceholder'),
        clearSearch: t('groups.list.clearSearch'),
        total: (count) => t('groups.list.total', { count }),
      }}
      actions={
        <ExportButton download={() => downloadListExport(api, 'groups', { status, search }, 'groups')} />
      }
      createLink={
        canCreate && (
          <Link to="/dashboard/customers/groups/add-group">
            <UsersRound aria-hidden size={18} />
            {t('groups.list.create')}
          </Link>
        )
      }
    />
  );
}

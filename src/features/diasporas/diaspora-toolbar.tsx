import { Link, useRouteContext } from '@tanstack/react-router';
import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { downloadListExport } from '@/api/download';
import { ExportButton } from '@/ui/list/export-button';
import { ListToolbar } from '@/ui/list/list-toolbar';

export interface DiasporaToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  /** The number of customers matching, once known. */
  totalCount: number | undefined;
  canCreate: boolean;
}

/** Search box, total count, 'Export CSV' and the 'Register diaspora' link above the list. */
export function DiasporaToolbar({ search, onSearch, totalCount, canCreate }: DiasporaToolbarProps) {
  const { t } = useTranslation();
  // The tab in view: the export holds exactly its rows and the search, all pages.
  const { api, status } = useRouteContext({ from: '/dashboard/customers/diasporas/$customerStatus' });
  return (
    <ListToolbar
      search={search}
      onSearch={onSearch}
      totalCount={totalCount}
      texts={{
        searchLabel: t('diasporas.list.searchLabel'),
        searchPlaceholder: t('diasporas.list.searchPlaceholder'),
        clearSearch: t('diasporas.list.clearSearch'),
        total: (count) => t('diasporas.list.total', { count }),
      }}
      actions={
        <ExportButton
          download={() => downloadListExport(api, 'diasporas', { status, search }, 'diaspora-customers')}
        />
      }
      createLink={
        canCreate && (
          // The staff onboarding flow (SPEC §2).
          <Link to="/dashboard/customers/diasporas/new">
            <UserPlus aria-hidden size={18} />
            {t('diasporas.list.create')}
          </Link>
        )
      }
    />
  );
}

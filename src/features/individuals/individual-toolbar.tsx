import { Link, useRouteContext } from '@tanstack/react-router';
import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { downloadListExport } from '@/api/download';
import { ExportButton } from '@/ui/list/export-button';
import { ListToolbar } from '@/ui/list/list-toolbar';

export interface IndividualToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  /** The number of customers matching, once known. */
  totalCount: number | undefined;
  /** Whether the user may register an individual (`customers.create`). */
  canCreate: boolean;
}

/** Search box, total count, 'Export CSV' and the 'Add individual' link above the list. */
export function IndividualToolbar({ search, onSearch, totalCount, canCreate }: IndividualToolbarProps) {
  const { t } = useTranslation();
  // The tab in view: the export holds exactly its rows and the search, all pages.
  const { api, status } = useRouteContext({ from: '/dashboard/customers/individuals/$customerStatus' });
  return (
    <ListToolbar
      search={search}
      onSearch={onSearch}
      totalCount={totalCount}
      texts={{
        searchLabel: t('individuals.list.searchLabel'),
        searchPlaceholder: t('individuals.list.searchPlaceholder'),
        clearSearch: t('individuals.list.clearSearch'),
        total: (count) => t('individuals.list.total', { count }),
      }}
      actions={
        <ExportButton
          download={() => downloadListExport(api, 'customers', { status, search }, 'individual-customers')}
        />
      }
      createLink={
        canCreate && (
          // The registration wizard's first step (SPEC §2).
          <Link to="/dashboard/customers/individuals/new/basic-details">
            <UserPlus aria-hidden size={18} />
            {t('individuals.list.create')}
          </Link>
        )
      }
    />
  );
}

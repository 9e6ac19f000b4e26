import { Link } from '@tanstack/react-router';
import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../ui/list-toolbar';

export interface IndividualToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  /** The number of customers matching, once known. */
  totalCount: number | undefined;
  /** Whether the user may register an individual (`customers.create`). */
  canCreate: boolean;
}

/** Search box, total count and the 'Add individual' link above the list. */
export function IndividualToolbar({ search, onSearch, totalCount, canCreate }: IndividualToolbarProps) {
  const { t } = useTranslation();
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

import { Link } from '@tanstack/react-router';
import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../ui/list-toolbar';

export interface DiasporaToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  /** The number of customers matching, once known. */
  totalCount: number | undefined;
  canCreate: boolean;
}

/** Search box, total count and the 'Register diaspora' link above the list. */
export function DiasporaToolbar({ search, onSearch, totalCount, canCreate }: DiasporaToolbarProps) {
  const { t } = useTranslation();
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

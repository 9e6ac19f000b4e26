import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { UserPlus } from 'lucide-react';
import { useApi } from '@/api/api-context';
import { downloadListExport } from '@/api/download';
import { individualListQuery } from '@/api/individuals';
import type { CoverStatus } from '@/domain/cover';
import { useTranslation } from '@/i18n/use-translation';
import { StatusList } from '@/ui/list/status-list';
import { IndividualTable } from './individual-table';

export interface IndividualListProps {
  status: CoverStatus;
  /** From `?page=`, 1 when absent. */
  page: number;
  /** From `?search=`, normalised; '' when absent. */
  search: string;
  /** From `?expiring=`: only covers expiring within this many days. */
  expiring?: number | undefined;
  /** Whether the user may register an individual (`customers.create`). */
  canCreate: boolean;
}

/** The individual customers of one cover status: search, count, add link, table and paging. */
export function IndividualList({ status, page, search, expiring, canCreate }: IndividualListProps) {
  const { t } = useTranslation();
  const api = useApi();
  const query = useQuery(individualListQuery(api, { status, page, search, expiring }));
  return (
    <StatusList
      query={query}
      rowsOf={(data) => data.customers}
      page={page}
      search={search}
      expiring={expiring}
      area="individuals"
      download={() => downloadListExport(api, 'customers', { status, search }, 'individual-customers')}
      createLink={
        canCreate && (
          // The registration wizard's first step (SPEC §2).
          <Link to="/dashboard/customers/individuals/new/basic-details">
            <UserPlus aria-hidden size={18} />
            {t('individuals.list.create')}
          </Link>
        )
      }
      table={(rows, refreshing) => <IndividualTable rows={rows} status={status} refreshing={refreshing} />}
    />
  );
}

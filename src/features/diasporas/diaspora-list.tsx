import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { UserPlus } from 'lucide-react';
import { useApi } from '@/api/api-context';
import { diasporaListQuery } from '@/api/diasporas';
import { downloadListExport } from '@/api/download';
import type { CoverStatus } from '@/domain/cover';
import { useTranslation } from '@/i18n/use-translation';
import { StatusList } from '@/ui/list/status-list';
import { DiasporaTable } from './diaspora-table';

export interface DiasporaListProps {
  status: CoverStatus;
  /** From `?page=`, 1 when absent. */
  page: number;
  /** From `?search=`, normalised; '' when absent. */
  search: string;
  /** From `?expiring=`: only covers expiring within this many days. */
  expiring?: number | undefined;
  /** Whether the user may register a diaspora customer (`diasporas.create`). */
  canCreate: boolean;
}

/** The diaspora customers of one cover status: search, count, create link, table and paging. */
export function DiasporaList({ status, page, search, expiring, canCreate }: DiasporaListProps) {
  const { t } = useTranslation();
  const api = useApi();
  const query = useQuery(diasporaListQuery(api, { status, page, search, expiring }));
  return (
    <StatusList
      query={query}
      rowsOf={(data) => data.data}
      page={page}
      search={search}
      expiring={expiring}
      area="diasporas"
      download={() => downloadListExport(api, 'diasporas', { status, search }, 'diaspora-customers')}
      createLink={
        canCreate && (
          // The staff onboarding flow (SPEC §2).
          <Link to="/dashboard/customers/diasporas/new">
            <UserPlus aria-hidden size={18} />
            {t('diasporas.list.create')}
          </Link>
        )
      }
      table={(rows, refreshing) => <DiasporaTable rows={rows} status={status} refreshing={refreshing} />}
    />
  );
}

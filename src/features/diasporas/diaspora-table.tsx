import { Link } from '@tanstack/react-router';
import type { DiasporaListItem } from '@/api/diasporas';
import type { CoverStatus } from '@/domain/cover';
import { fullName, listName } from '@/domain/names';
import { useTranslation } from '@/i18n/use-translation';
import { PersonSummary } from '@/ui/layout/person-summary';
import { claimsShownIn, StatusRow, StatusTable, ViewWords } from '@/ui/list/status-table';
import { SexText } from '@/ui/primitives/person-words';
import { PossibleDuplicateBadge } from '@/ui/primitives/possible-duplicate-badge';

const COLUMNS = ['name', 'totalClaim', 'gender', 'createdAt', 'expiryAt', 'actions'] as const;
type Column = (typeof COLUMNS)[number];

export interface DiasporaTableProps {
  rows: DiasporaListItem[];
  status: CoverStatus;
  /** Rows of the previous page or search stay visible, dimmed, while the next arrive. */
  refreshing: boolean;
}

export function DiasporaTable({ rows, status, refreshing }: DiasporaTableProps) {
  const { t } = useTranslation();
  const label = (column: Column) => t(`diasporas.list.columns.${column}`);
  return (
    <StatusTable
      area="diasporas"
      columns={COLUMNS}
      claimsShown={claimsShownIn(rows)}
      label={label}
      refreshing={refreshing}
    >
      {rows.map((row) => {
        const name = listName(row);
        return (
          <StatusRow
            key={row.diasporaId}
            area="diasporas"
            label={label}
            summary={
              <PersonSummary fullName={fullName(row)} name={name} email={row.email} mobile={row.mobile}>
                {row.possibleDuplicate ? <PossibleDuplicateBadge /> : null}
              </PersonSummary>
            }
            totalClaim={row.totalClaim}
            detail={{ label: label('gender'), value: <SexText value={row.sex} /> }}
            createdAt={row.createdAt}
            expiryAt={row.expiryAt}
            view={
              <Link
                to="/dashboard/customers/diasporas/$customerStatus/$customerId"
                params={{ customerStatus: status, customerId: row.diasporaId }}
                search={(previous) => previous}
                aria-label={t('diasporas.list.viewLabel', { name })}
              >
                <ViewWords area="diasporas" />
              </Link>
            }
          />
        );
      })}
    </StatusTable>
  );
}

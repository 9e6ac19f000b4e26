import { Table } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { DiasporaListItem } from '@/api/diasporas';
import type { CoverStatus } from '@/domain/cover';
import { capitalise, fullName, listName } from '@/domain/names';
import { PersonSummary } from '@/ui/layout/person-summary';
import { CardRow, cardCell, unlabelledCell } from '@/ui/list/card-table';
import {
  DateCell,
  ExpiryCell,
  StatusTable,
  TotalClaimCell,
  ViewCell,
  ViewWords,
} from '@/ui/list/status-table';
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
    <StatusTable area="diasporas" columns={COLUMNS} label={label} refreshing={refreshing}>
      {rows.map((row) => {
        const name = listName(row);
        return (
          <CardRow key={row.diasporaId}>
            <Table.Cell {...cardCell} {...unlabelledCell} gridColumn="1 / -1">
              <PersonSummary fullName={fullName(row)} name={name} email={row.email} mobile={row.mobile}>
                {row.possibleDuplicate ? <PossibleDuplicateBadge /> : null}
              </PersonSummary>
            </Table.Cell>
            <TotalClaimCell label={label('totalClaim')} amount={row.totalClaim} />
            <Table.Cell {...cardCell} data-label={label('gender')}>
              {capitalise(row.sex)}
            </Table.Cell>
            <DateCell label={label('createdAt')} value={row.createdAt} />
            <ExpiryCell area="diasporas" label={label('expiryAt')} value={row.expiryAt} />
            <ViewCell>
              <Link
                to="/dashboard/customers/diasporas/$customerStatus/$customerId"
                params={{ customerStatus: status, customerId: row.diasporaId }}
                search={(previous) => previous}
                aria-label={t('diasporas.list.viewLabel', { name })}
              >
                <ViewWords area="diasporas" />
              </Link>
            </ViewCell>
          </CardRow>
        );
      })}
    </StatusTable>
  );
}

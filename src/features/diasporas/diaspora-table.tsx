import { Table } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CoverStatus } from '@/domain/cover';
import { capitalise, fullName, listName } from '@/domain/names';
import { PersonSummary } from '@/ui/layout/person-summary';
import {
  CardRow,
  CardTable,
  cardCell,
  MissingValue,
  RowActionButton,
  unlabelledCell,
} from '@/ui/list/card-table';
import { DateText } from '@/ui/primitives/date-text';
import { Money } from '@/ui/primitives/money';
import { PossibleDuplicateBadge } from '@/ui/primitives/possible-duplicate-badge';
import type { DiasporaListItem } from './diasporas-api';

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
  const columns = COLUMNS.map((key) => ({
    key,
    label: label(key),
    align: key === 'totalClaim' || key === 'actions' ? ('end' as const) : ('start' as const),
  }));
  return (
    <CardTable label={t('diasporas.list.label')} columns={columns} refreshing={refreshing}>
      {rows.map((row) => {
        const name = listName(row);
        return (
          <CardRow key={row.diasporaId}>
            <Table.Cell {...cardCell} {...unlabelledCell} gridColumn="1 / -1">
              <PersonSummary fullName={fullName(row)} name={name} email={row.email} mobile={row.mobile}>
                {row.possibleDuplicate ? <PossibleDuplicateBadge /> : null}
              </PersonSummary>
            </Table.Cell>
            <Table.Cell {...cardCell} data-label={label('totalClaim')} textAlign={{ md: 'end' }}>
              <Money amount={row.totalClaim} fontWeight="medium" />
            </Table.Cell>
            <Table.Cell {...cardCell} data-label={label('gender')}>
              {capitalise(row.sex)}
            </Table.Cell>
            <Table.Cell {...cardCell} data-label={label('createdAt')} whiteSpace="nowrap">
              <DateText value={row.createdAt} />
            </Table.Cell>
            <Table.Cell {...cardCell} data-label={label('expiryAt')} whiteSpace="nowrap">
              {row.expiryAt ? (
                <DateText value={row.expiryAt} />
              ) : (
                <MissingValue text={t('diasporas.list.noExpiry')} label={t('diasporas.list.noExpiryLabel')} />
              )}
            </Table.Cell>
            <Table.Cell {...cardCell} {...unlabelledCell} gridColumn="1 / -1" textAlign="end">
              <RowActionButton>
                <Link
                  to="/dashboard/customers/diasporas/$customerStatus/$customerId"
                  params={{ customerStatus: status, customerId: row.diasporaId }}
                  search={(previous) => previous}
                  aria-label={t('diasporas.list.viewLabel', { name })}
                >
                  {t('diasporas.list.view')}
                  <ChevronRight aria-hidden size={16} />
                </Link>
              </RowActionButton>
            </Table.Cell>
          </CardRow>
        );
      })}
    </CardTable>
  );
}

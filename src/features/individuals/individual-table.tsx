import { Table, Text } from '@chakra-ui/react';
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
import type { IndividualListItem } from './individuals-api';

const COLUMNS = ['name', 'totalClaim', 'policy', 'createdAt', 'expiryAt', 'actions'] as const;
type Column = (typeof COLUMNS)[number];

// The name cell runs to four lines: the others line up with its top.
const cell = { ...cardCell, verticalAlign: 'top' } as const;

export interface IndividualTableProps {
  rows: IndividualListItem[];
  status: CoverStatus;
  /** Rows of the previous page or search stay visible, dimmed, while the next arrive. */
  refreshing: boolean;
}

export function IndividualTable({ rows, status, refreshing }: IndividualTableProps) {
  const { t } = useTranslation();
  const label = (column: Column) => t(`individuals.list.columns.${column}`);
  const columns = COLUMNS.map((key) => ({
    key,
    label: label(key),
    align: key === 'totalClaim' || key === 'actions' ? ('end' as const) : ('start' as const),
  }));
  return (
    <CardTable label={t('individuals.list.label')} columns={columns} refreshing={refreshing}>
      {rows.map((row) => {
        const name = listName(row);
        return (
          <CardRow key={row.customerId}>
            <Table.Cell {...cell} {...unlabelledCell} gridColumn="1 / -1">
              <PersonSummary
                fullName={fullName(row)}
                name={name}
                email={row.email}
                mobile={row.mobile}
                align="start"
              >
                <Text fontSize="sm" color="ink.muted">
                  {capitalise(row.sex)}
                  {' · '}
                  <Text as="span" srOnly>
                    {t('individuals.list.dob')}{' '}
                  </Text>
                  <DateText value={row.dob} />
                </Text>
              </PersonSummary>
            </Table.Cell>
            <Table.Cell {...cell} data-label={label('totalClaim')} textAlign={{ md: 'end' }}>
              <Money amount={row.totalClaim} fontWeight="medium" />
            </Table.Cell>
            <Table.Cell {...cell} data-label={label('policy')} minW="0" overflowWrap="anywhere">
              {row.policyName ?? (
                <MissingValue
                  text={t('individuals.list.noPolicy')}
                  label={t('individuals.list.noPolicyLabel')}
                />
              )}
            </Table.Cell>
            <Table.Cell {...cell} data-label={label('createdAt')} whiteSpace="nowrap">
              <DateText value={row.createdAt} />
            </Table.Cell>
            <Table.Cell {...cell} data-label={label('expiryAt')} whiteSpace="nowrap">
              {row.expiryAt ? (
                <DateText value={row.expiryAt} />
              ) : (
                <MissingValue
                  text={t('individuals.list.noExpiry')}
                  label={t('individuals.list.noExpiryLabel')}
                />
              )}
            </Table.Cell>
            <Table.Cell {...cell} {...unlabelledCell} gridColumn="1 / -1" textAlign="end">
              <RowActionButton>
                <Link
                  to="/dashboard/customers/individuals/$customerStatus/$customerId"
                  params={{ customerStatus: status, customerId: row.customerId }}
                  search={(previous) => previous}
                  aria-label={t('individuals.list.viewLabel', { name })}
                >
                  {t('individuals.list.view')}
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

import { Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { IndividualListItem } from '@/api/individuals';
import type { CoverStatus } from '@/domain/cover';
import { capitalise, fullName, listName } from '@/domain/names';
import { PersonSummary } from '@/ui/layout/person-summary';
import { CardRow, cardCell, MissingValue, unlabelledCell } from '@/ui/list/card-table';
import {
  DateCell,
  ExpiryCell,
  StatusTable,
  TotalClaimCell,
  ViewCell,
  ViewWords,
} from '@/ui/list/status-table';
import { DateText } from '@/ui/primitives/date-text';

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
  return (
    <StatusTable area="individuals" columns={COLUMNS} label={label} refreshing={refreshing}>
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
            <TotalClaimCell label={label('totalClaim')} top amount={row.totalClaim} />
            <Table.Cell {...cell} data-label={label('policy')} minW="0" overflowWrap="anywhere">
              {row.policyName ?? (
                <MissingValue
                  text={t('individuals.list.noPolicy')}
                  label={t('individuals.list.noPolicyLabel')}
                />
              )}
            </Table.Cell>
            <DateCell label={label('createdAt')} top value={row.createdAt} />
            <ExpiryCell area="individuals" label={label('expiryAt')} top value={row.expiryAt} />
            <ViewCell top>
              <Link
                to="/dashboard/customers/individuals/$customerStatus/$customerId"
                params={{ customerStatus: status, customerId: row.customerId }}
                search={(previous) => previous}
                aria-label={t('individuals.list.viewLabel', { name })}
              >
                <ViewWords area="individuals" />
              </Link>
            </ViewCell>
          </CardRow>
        );
      })}
    </StatusTable>
  );
}

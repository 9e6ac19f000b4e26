import { Badge, Link, Table } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ApprovalRecord } from '../../api/approvals';
import { CardRow, CardTable, cardCell, MissingValue, unlabelledCell } from '../../ui/card-table';
import { DateText } from '../../ui/date-text';
import { DecisionButtons } from './decision-buttons';

const COLUMNS = ['kind', 'name', 'maker', 'since', 'actions'] as const;
type Column = (typeof COLUMNS)[number];

/** The record's details, in its own area's in-progress tab. */
function RecordLink({ record }: { record: ApprovalRecord }) {
  const { t } = useTranslation();
  const common = { title: t('approvals.records.open', { name: record.name }) };
  switch (record.kind) {
    case 'customer':
      return (
        <RouterLink
          to="/dashboard/customers/individuals/$customerStatus/$customerId"
          params={{ customerStatus: record.status, customerId: record.id }}
          {...common}
        >
          {record.name}
        </RouterLink>
      );
    case 'diaspora':
      return (
        <RouterLink
          to="/dashboard/customers/diasporas/$customerStatus/$customerId"
          params={{ customerStatus: record.status, customerId: record.id }}
          {...common}
        >
          {record.name}
        </RouterLink>
      );
    case 'group':
      return (
        <RouterLink
          to="/dashboard/customers/groups/$status/$groupId"
          params={{ status: record.status, groupId: record.id }}
          {...common}
        >
          {record.name}
        </RouterLink>
      );
  }
}

export interface WaitingRecordsTableProps {
  records: readonly ApprovalRecord[];
  busy: ReadonlySet<string>;
  refreshing: boolean;
  onApprove: (record: ApprovalRecord) => void;
  onReject: (record: ApprovalRecord) => void;
}

/** Customers, diasporas and groups whose cover waits for a second staff user's approval. */
export function WaitingRecordsTable({
  records,
  busy,
  refreshing,
  onApprove,
  onReject,
}: WaitingRecordsTableProps) {
  const { t } = useTranslation();
  const label = (column: Column) => t(`approvals.records.columns.${column}`);
  const columns = COLUMNS.map((key) => ({
    key,
    label: label(key),
    align: key === 'actions' ? ('end' as const) : ('start' as const),
  }));
  return (
    <CardTable label={t('approvals.records.title')} columns={columns} refreshing={refreshing}>
      {records.map((record) => (
        <CardRow key={`${record.kind}-${record.id}`}>
          <Table.Cell {...cardCell} data-label={label('kind')}>
            <Badge variant="subtle" colorPalette="navy">
              {t(`approvals.kind.${record.kind}`)}
            </Badge>
          </Table.Cell>
          <Table.Cell {...cardCell} data-label={label('name')} fontWeight="medium">
            <Link asChild color="navy.700" fontWeight="semibold">
              <RecordLink record={record} />
            </Link>
          </Table.Cell>
          <Table.Cell {...cardCell} data-label={label('maker')}>
            {record.maker ? (
              record.maker.name
            ) : (
              <MissingValue
                text={t('approvals.records.selfEnrolment')}
                label={t('approvals.records.selfEnrolment')}
              />
            )}
          </Table.Cell>
          <Table.Cell {...cardCell} data-label={label('since')} whiteSpace="nowrap">
            <DateText value={record.since} />
          </Table.Cell>
          <Table.Cell {...cardCell} {...unlabelledCell} gridColumn="1 / -1">
            <DecisionButtons
              name={record.name}
              busy={busy.has(record.id)}
              onApprove={() => onApprove(record)}
              onReject={() => onReject(record)}
            />
          </Table.Cell>
        </CardRow>
      ))}
    </CardTable>
  );
}

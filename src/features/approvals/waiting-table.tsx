import { Badge, Table } from '@chakra-ui/react';
import type { ApprovalItem } from '@/api/approvals';
import { useTranslation } from '@/i18n/use-translation';
import { CardRow, CardTable, cardCell, MissingValue, unlabelledCell } from '@/ui/list/card-table';
import { DateText } from '@/ui/primitives/date-text';
import { DecisionButtons } from './decision-buttons';
import { DuplicateFlag } from './duplicate-flag';
import { ItemName } from './item-name';
import { PaymentDue } from './payment-due';
import { useNow } from './use-now';

const COLUMNS = ['kind', 'name', 'maker', 'since', 'due', 'actions'] as const;
type Column = (typeof COLUMNS)[number];

export interface WaitingTableProps {
  items: readonly ApprovalItem[];
  busy: ReadonlySet<string>;
  refreshing: boolean;
  onApprove: (item: ApprovalItem) => void;
  onReject: (item: ApprovalItem) => void;
}

/** Who made it: the staff member, or a self-enrolment; a claim's recorder may be unknown. */
function Maker({ item }: { item: ApprovalItem }) {
  const { t } = useTranslation();
  if (item.maker) return <>{item.maker.name}</>;
  const text =
    item.kind === 'claim' ? t('approvals.claims.unknownStaff') : t('approvals.records.selfEnrolment');
  return <MissingValue text={text} label={text} />;
}

/**
 * What waits for the user's approval, records and claims in one list, in the server's order. The
 * payment-due column shows only when a claim on the list has a due time.
 */
export function WaitingTable({ items, busy, refreshing, onApprove, onReject }: WaitingTableProps) {
  const { t } = useTranslation();
  const now = useNow();
  const withDue = items.some((item) => item.paymentDueAt !== null);
  const label = (column: Column) => t(`approvals.table.columns.${column}`);
  const columns = COLUMNS.filter((key) => key !== 'due' || withDue).map((key) => ({
    key,
    label: label(key),
    align: key === 'actions' ? ('end' as const) : ('start' as const),
  }));
  const noDue = t('approvals.due.none');
  return (
    <CardTable label={t('approvals.table.label')} columns={columns} refreshing={refreshing}>
      {items.map((item) => (
        <CardRow key={`${item.kind}-${item.id}`}>
          <Table.Cell {...cardCell} {...unlabelledCell}>
            <Badge
              variant="subtle"
              colorPalette={item.kind === 'claim' ? 'gold' : item.kind === 'deletion' ? 'red' : 'navy'}
            >
              {t(`approvals.kind.${item.kind}`)}
            </Badge>
          </Table.Cell>
          <Table.Cell {...cardCell} {...unlabelledCell} gridColumn="1 / -1">
            <ItemName item={item} /> <DuplicateFlag item={item} />
          </Table.Cell>
          <Table.Cell {...cardCell} data-label={label('maker')}>
            <Maker item={item} />
          </Table.Cell>
          <Table.Cell {...cardCell} data-label={label('since')} whiteSpace="nowrap">
            <DateText value={item.since} />
          </Table.Cell>
          {withDue && (
            <Table.Cell
              {...cardCell}
              data-label={label('due')}
              gridColumn={{ base: '1 / -1', md: 'auto' }}
              whiteSpace={{ md: 'nowrap' }}
              // A record has no payment: its card leaves the empty line out.
              display={item.kind === 'claim' ? cardCell.display : { base: 'none', md: 'table-cell' }}
            >
              {item.paymentDueAt ? (
                <PaymentDue dueAt={item.paymentDueAt} now={now} />
              ) : item.kind === 'claim' ? (
                <MissingValue text={noDue} label={noDue} />
              ) : null}
            </Table.Cell>
          )}
          <Table.Cell {...cardCell} {...unlabelledCell} gridColumn="1 / -1">
            <DecisionButtons
              name={item.name}
              busy={busy.has(item.id)}
              onApprove={() => onApprove(item)}
              onReject={() => onReject(item)}
            />
          </Table.Cell>
        </CardRow>
      ))}
    </CardTable>
  );
}

import { Table } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { DateText } from '@/ui/primitives/date-text';
import { Money } from '@/ui/primitives/money';
import { CardRow, CardTable, cardCell, MissingValue, RowActionButton, unlabelledCell } from './card-table';
import type { StatusListArea } from './status-list';

/** A cell's look: cards line up with the top of a tall name cell when `top` is set. */
const cellOf = (top: boolean | undefined) =>
  top ? { ...cardCell, verticalAlign: 'top' as const } : cardCell;

export interface StatusTableProps<C extends string> {
  area: StatusListArea;
  columns: readonly C[];
  /** Whether the rows carry their claim totals (only for staff who may read claims). */
  claimsShown: boolean;
  /** A column's header, also the label a phone's card shows beside its value. */
  label: (column: C) => string;
  /** Rows of the previous page or search stay visible, dimmed, while the next arrive. */
  refreshing: boolean;
  children: ReactNode;
}

/** The table of a status list: its area's caption, its columns (amounts and the link at the end). */
export function StatusTable<C extends string>({
  area,
  columns,
  claimsShown,
  label,
  refreshing,
  children,
}: StatusTableProps<C>) {
  const { t } = useTranslation();
  const shown = claimsShown ? columns : columns.filter((key) => key !== 'totalClaim');
  const headers = shown.map((key) => ({
    key,
    label: label(key),
    align: key === 'totalClaim' || key === 'actions' ? ('end' as const) : ('start' as const),
  }));
  return (
    <CardTable label={t(`${area}.list.label`)} columns={headers} refreshing={refreshing}>
      {children}
    </CardTable>
  );
}

interface CellProps {
  /** The column's label, shown beside the value on a phone. */
  label: string;
  top?: boolean;
}

/**
 * Whether a page's rows carry their claim totals: the server leaves them out for staff who may not
 * read claims, and the table then has no such column.
 */
export const claimsShownIn = (rows: readonly { totalClaim?: number }[]): boolean =>
  rows.every((row) => row.totalClaim !== undefined);

/** The sum of the record's claims that were not rejected. */
export function TotalClaimCell({ label, top, amount }: CellProps & { amount: number }) {
  return (
    <Table.Cell {...cellOf(top)} data-label={label} textAlign={{ md: 'end' }}>
      <Money amount={amount} fontWeight="medium" />
    </Table.Cell>
  );
}

/** A date, kept on one line. */
export function DateCell({ label, top, value }: CellProps & { value: string }) {
  return (
    <Table.Cell {...cellOf(top)} data-label={label} whiteSpace="nowrap">
      <DateText value={value} />
    </Table.Cell>
  );
}

/** When the cover ends, or the area's words for a cover without an end yet. */
export function ExpiryCell({
  area,
  label,
  top,
  value,
}: CellProps & { area: StatusListArea; value: string | null }) {
  const { t } = useTranslation();
  return (
    <Table.Cell {...cellOf(top)} data-label={label} whiteSpace="nowrap">
      {value ? (
        <DateText value={value} />
      ) : (
        <MissingValue text={t(`${area}.list.noExpiry`)} label={t(`${area}.list.noExpiryLabel`)} />
      )}
    </Table.Cell>
  );
}

/** The row's link to the record (a router `<Link>` holding the area's 'View' words). */
export function ViewCell({ top, children }: { top?: boolean; children: ReactNode }) {
  return (
    <Table.Cell {...cellOf(top)} {...unlabelledCell} gridColumn="1 / -1" textAlign="end">
      <RowActionButton>{children}</RowActionButton>
    </Table.Cell>
  );
}

/** The area's 'View' words and arrow inside a row's link. */
export function ViewWords({ area }: { area: StatusListArea }) {
  const { t } = useTranslation();
  return (
    <>
      {t(`${area}.list.view`)}
      <ChevronRight aria-hidden size={16} />
    </>
  );
}

export interface StatusRowProps {
  area: StatusListArea;
  /** The shared columns' labels, shown beside their values on a phone. */
  label: (column: 'totalClaim' | 'createdAt' | 'expiryAt') => string;
  /** Set when the name cell runs to several lines, so the others line up with its top. */
  top?: boolean;
  /** The name cell: who or what the record is. */
  summary: ReactNode;
  /** Absent for staff who may not read claims: no cell then, as the table has no such column. */
  totalClaim: number | undefined;
  /** The area's own third column (its policy, or a person's gender). */
  detail: { label: string; value: ReactNode };
  createdAt: string;
  expiryAt: string | null;
  /** A router `<Link>` to the record holding `<ViewWords>`: the route is the area's. */
  view: ReactNode;
}

/** One record of a status list: its name cell, the area's own column, and the shared ones. */
export function StatusRow(props: StatusRowProps) {
  const { area, label, top } = props;
  return (
    <CardRow>
      <Table.Cell {...cellOf(top)} {...unlabelledCell} gridColumn="1 / -1">
        {props.summary}
      </Table.Cell>
      {props.totalClaim === undefined ? null : (
        <TotalClaimCell label={label('totalClaim')} top={top} amount={props.totalClaim} />
      )}
      <Table.Cell {...cellOf(top)} data-label={props.detail.label} minW="0" overflowWrap="anywhere">
        {props.detail.value}
      </Table.Cell>
      <DateCell label={label('createdAt')} top={top} value={props.createdAt} />
      <ExpiryCell area={area} label={label('expiryAt')} top={top} value={props.expiryAt} />
      <ViewCell top={top}>{props.view}</ViewCell>
    </CardRow>
  );
}

/** A record's policy, or the area's words for a record that has none yet. */
export function PolicyName({ area, name }: { area: 'individuals' | 'groups'; name: string | null }) {
  const { t } = useTranslation();
  if (name) return name;
  return <MissingValue text={t(`${area}.list.noPolicy`)} label={t(`${area}.list.noPolicyLabel`)} />;
}

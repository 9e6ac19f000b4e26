import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FiguresColumn<Row> {
  key: string;
  label: string;
  cell: (row: Row) => ReactNode;
  /** Figures sit at the end of their cell, so their digits line up. */
  numeric?: boolean;
}

export interface FiguresTableProps<Row> {
  id: string;
  caption: string;
  columns: readonly FiguresColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /**
   * Shown on screen: then it scrolls sideways on a phone rather than squeezing its figures, and the
   * keyboard can reach that scrolling. Out of sight it is a plain table for screen readers.
   */
  shown: boolean;
}

/**
 * A chart's figures as a table: what a screen reader reads instead of the drawing, and what anyone
 * may open instead of it. The first column heads its row.
 */
/** A phone's width holds four columns of amounts at this size and padding. */
const compact = { fontSize: { base: 'xs', sm: 'sm' }, px: { base: '1.5', sm: '2' } } as const;

export function FiguresTable<Row>({ id, caption, columns, rows, rowKey, shown }: FiguresTableProps<Row>) {
  const [head, ...rest] = columns;
  const table = (
    <Table.Root id={id} size="sm" variant="line" fontVariantNumeric="tabular-nums">
      <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" color="ink" mb="2">
        {caption}
      </Table.Caption>
      <Table.Header bg="gray.50">
        <Table.Row>
          {columns.map((column) => (
            <Table.ColumnHeader
              key={column.key}
              scope="col"
              textAlign={column.numeric ? 'end' : 'start'}
              {...compact}
            >
              {column.label}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={rowKey(row)}>
            {head && (
              <Table.Cell as="th" scope="row" fontWeight="medium" whiteSpace="nowrap" {...compact}>
                {head.cell(row)}
              </Table.Cell>
            )}
            {rest.map((column) => (
              <Table.Cell
                key={column.key}
                textAlign={column.numeric ? 'end' : 'start'}
                whiteSpace="nowrap"
                {...compact}
              >
                {column.cell(row)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
  if (!shown) return table;
  return (
    <Table.ScrollArea
      borderWidth="1px"
      rounded="md"
      maxW="100%"
      tabIndex={0}
      role="group"
      aria-label={caption}
    >
      {table}
    </Table.ScrollArea>
  );
}

import { Box, Button, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * On phones each row is a card: a cell's column name comes from `data-label` above its value
 * and the header row is hidden. From the `md` breakpoint it is an ordinary table.
 */
export const cardCell = {
  display: { base: 'block', md: 'table-cell' },
  px: { base: '0', md: '4' },
  py: { base: '0', md: '3' },
  borderBottomWidth: { base: '0', md: '1px' },
  _before: {
    content: { base: 'attr(data-label)', md: 'none' },
    display: { base: 'block', md: 'none' },
    fontSize: 'xs',
    fontWeight: 'medium',
    color: 'ink.muted',
    mb: '0.5',
  },
} as const;

/** For a cell that needs no label on a card (the name, the actions). */
export const unlabelledCell = { _before: { display: 'none' } } as const;

export interface CardTableColumn {
  key: string;
  label: string;
  /** Amounts and actions sit at the end. */
  align?: 'start' | 'end';
}

export interface CardTableProps {
  label: string;
  columns: readonly CardTableColumn[];
  /** Rows of the previous page or search stay visible, dimmed, while the next arrive. */
  refreshing: boolean;
  /** `CardRow`s. */
  children: ReactNode;
}

/** A list's table that turns into a stack of cards on phones. */
export function CardTable({ label, columns, refreshing, children }: CardTableProps) {
  return (
    <Table.Root
      aria-label={label}
      aria-busy={refreshing || undefined}
      size="md"
      display={{ base: 'block', md: 'table' }}
      opacity={refreshing ? 0.6 : 1}
      transition="opacity 0.15s"
    >
      <Table.Header display={{ base: 'none', md: 'table-header-group' }} bg="gray.50">
        <Table.Row>
          {columns.map((column) => (
            <Table.ColumnHeader
              key={column.key}
              px="4"
              py="3"
              fontSize="xs"
              fontWeight="semibold"
              textTransform="uppercase"
              letterSpacing="wider"
              color="ink.muted"
              textAlign={column.align ?? 'start'}
            >
              {column.label}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body display={{ base: 'grid', md: 'table-row-group' }} gap="3">
        {children}
      </Table.Body>
    </Table.Root>
  );
}

/** A row: a two-column card on phones, a table row from `md`. */
export function CardRow({ children }: { children: ReactNode }) {
  return (
    <Table.Row
      display={{ base: 'grid', md: 'table-row' }}
      gridTemplateColumns="repeat(2, minmax(0, 1fr))"
      columnGap="4"
      rowGap="3"
      p={{ base: '4', md: '0' }}
      bg="white"
      borderWidth={{ base: '1px', md: '0' }}
      rounded={{ base: 'xl', md: 'none' }}
      shadow={{ base: 'xs', md: 'none' }}
      _hover={{ bg: { md: 'navy.50/40' } }}
    >
      {children}
    </Table.Row>
  );
}

/** The row's action (a router `<Link>`): full width on a card, compact in the table. */
export function RowActionButton({ children }: { children: ReactNode }) {
  return (
    <Button asChild size="sm" variant="outline" colorPalette="navy" w={{ base: 'full', md: 'auto' }}>
      {children}
    </Button>
  );
}

/** A dash for a value the row does not have, with what it means for hover and screen readers. */
export function MissingValue({ text, label }: { text: string; label: string }) {
  return (
    <Text as="span" color="ink.muted" title={label}>
      {text}
    </Text>
  );
}

/** The space the rows sit in: a white card on wide screens, bare on phones (each row is its card). */
export function TableFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      bg={{ base: 'transparent', md: 'white' }}
      borderWidth={{ base: '0', md: '1px' }}
      rounded="xl"
      shadow={{ base: 'none', md: 'xs' }}
      overflowX="auto"
      maxW="full"
    >
      {children}
    </Box>
  );
}

import { Avatar, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoverStatus } from '../../domain/cover';
import { capitalise, fullName, listName } from '../../domain/names';
import { DateText } from '../../ui/date-text';
import { Money } from '../../ui/money';
import type { IndividualListItem } from './individuals-api';

const COLUMNS = ['name', 'totalClaim', 'policy', 'createdAt', 'expiryAt', 'actions'] as const;
type Column = (typeof COLUMNS)[number];

/**
 * On phones each row is a card: a cell's column name comes from `data-label` above its value
 * and the header row is hidden. From the `md` breakpoint it is an ordinary table.
 */
const cell = {
  display: { base: 'block', md: 'table-cell' },
  px: { base: '0', md: '4' },
  py: { base: '0', md: '3' },
  borderBottomWidth: { base: '0', md: '1px' },
  verticalAlign: 'top',
  _before: {
    content: { base: 'attr(data-label)', md: 'none' },
    display: { base: 'block', md: 'none' },
    fontSize: 'xs',
    fontWeight: 'medium',
    color: 'ink.muted',
    mb: '0.5',
  },
} as const;

const unlabelled = { _before: { display: 'none' } } as const;

export interface IndividualTableProps {
  rows: IndividualListItem[];
  status: CoverStatus;
  /** Rows of the previous page or search stay visible, dimmed, while the next arrive. */
  refreshing: boolean;
}

function Missing({ text, label }: { text: string; label: string }) {
  return (
    <Text as="span" color="ink.muted" title={label}>
      {text}
    </Text>
  );
}

export function IndividualTable({ rows, status, refreshing }: IndividualTableProps) {
  const { t } = useTranslation();
  const label = (column: Column) => t(`individuals.list.columns.${column}`);
  return (
    <Table.Root
      aria-label={t('individuals.list.label')}
      aria-busy={refreshing || undefined}
      size="md"
      display={{ base: 'block', md: 'table' }}
      opacity={refreshing ? 0.6 : 1}
      transition="opacity 0.15s"
    >
      <Table.Header display={{ base: 'none', md: 'table-header-group' }} bg="gray.50">
        <Table.Row>
          {COLUMNS.map((column) => (
            <Table.ColumnHeader
              key={column}
              px="4"
              py="3"
              fontSize="xs"
              fontWeight="semibold"
              textTransform="uppercase"
              letterSpacing="wider"
              color="ink.muted"
              textAlign={column === 'totalClaim' || column === 'actions' ? 'end' : 'start'}
            >
              {label(column)}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body display={{ base: 'grid', md: 'table-row-group' }} gap="3">
        {rows.map((row) => {
          const name = listName(row);
          return (
            <Table.Row
              key={row.customerId}
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
              <Table.Cell {...cell} {...unlabelled} gridColumn="1 / -1">
                <HStack gap="3" align="start" minW="0">
                  <Avatar.Root size="sm" bg="navy.100" color="navy.800" flexShrink={0}>
                    <Avatar.Fallback name={fullName(row)} />
                  </Avatar.Root>
                  <Stack gap="0" minW="0">
                    <Text fontWeight="semibold" color="navy.900" truncate>
                      {name}
                    </Text>
                    {row.email && (
                      <Text fontSize="sm" color="ink.muted" truncate>
                        {row.email}
                      </Text>
                    )}
                    <Text fontSize="sm" color="ink.muted" fontVariantNumeric="tabular-nums">
                      {row.mobile}
                    </Text>
                    <Text fontSize="sm" color="ink.muted">
                      {capitalise(row.sex)}
                      {' · '}
                      <Text as="span" srOnly>
                        {t('individuals.list.dob')}{' '}
                      </Text>
                      <DateText value={row.dob} />
                    </Text>
                  </Stack>
                </HStack>
              </Table.Cell>
              <Table.Cell {...cell} data-label={label('totalClaim')} textAlign={{ md: 'end' }}>
                <Money amount={row.totalClaim} fontWeight="medium" />
              </Table.Cell>
              <Table.Cell {...cell} data-label={label('policy')} minW="0" overflowWrap="anywhere">
                {row.policyName ?? (
                  <Missing
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
                  <Missing
                    text={t('individuals.list.noExpiry')}
                    label={t('individuals.list.noExpiryLabel')}
                  />
                )}
              </Table.Cell>
              <Table.Cell {...cell} {...unlabelled} gridColumn="1 / -1" textAlign="end">
                <Button
                  asChild
                  size="sm"
                  variant="outline"
                  colorPalette="navy"
                  w={{ base: 'full', md: 'auto' }}
                >
                  <Link
                    to="/dashboard/customers/individuals/$customerStatus/$customerId"
                    params={{ customerStatus: status, customerId: row.customerId }}
                    search={(previous) => previous}
                    aria-label={t('individuals.list.viewLabel', { name })}
                  >
                    {t('individuals.list.view')}
                    <ChevronRight aria-hidden size={16} />
                  </Link>
                </Button>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
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

import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { type PremiumResultOutcome, type PremiumResultRow, resultRowsQuery } from '@/api/premiums';
import { translateServerMessage } from '@/i18n/server-messages';
import { useTranslation } from '@/i18n/use-translation';
import { CardRow, CardTable, cardCell } from '@/ui/list/card-table';
import { FailedLine, LoadingLine } from '@/ui/primitives/load-states';
import { Money } from '@/ui/primitives/money';

const OUTCOME_PALETTE = {
  pending: 'gray',
  accepted: 'navy',
  applied: 'teal',
  'already-applied': 'gray',
  refused: 'red',
} as const;

const COLUMNS = ['line', 'reference', 'record', 'result', 'amount', 'outcome', 'reason'] as const;
type Column = (typeof COLUMNS)[number];

function Row({ row }: { row: PremiumResultRow }) {
  const { t, i18n } = useTranslation();
  const label = (key: Column) => t(`premiums.files.review.columns.${key}`);
  return (
    <CardRow>
      <Table.Cell {...cardCell} data-label={label('line')}>
        {row.line}
      </Table.Cell>
      <Table.Cell {...cardCell} data-label={label('reference')} fontFamily="mono" fontSize="sm">
        {row.reference}
      </Table.Cell>
      <Table.Cell {...cardCell} data-label={label('record')}>
        {row.record ? (
          <Stack gap="0">
            <Text as="span">{row.record.name}</Text>
            <Text as="span" fontSize="xs" color="ink.muted">
              {t(`premiums.files.review.recordKinds.${row.record.kind}`)}
            </Text>
          </Stack>
        ) : null}
      </Table.Cell>
      <Table.Cell {...cardCell} data-label={label('result')}>
        {row.result ? t(`premiums.files.review.results.${row.result}`) : null}
      </Table.Cell>
      <Table.Cell {...cardCell} data-label={label('amount')} textAlign={{ md: 'end' }}>
        {row.amount === null ? null : <Money amount={row.amount} />}
      </Table.Cell>
      <Table.Cell {...cardCell} data-label={label('outcome')}>
        <Badge colorPalette={OUTCOME_PALETTE[row.outcome]}>
          {t(`premiums.files.review.outcomes.${row.outcome}`)}
        </Badge>
      </Table.Cell>
      <Table.Cell {...cardCell} data-label={label('reason')} gridColumn={{ base: '1 / -1', md: 'auto' }}>
        {/* The portal's own reasons and the common bank ones, in the reader's words. */}
        {row.reason ? translateServerMessage(row.reason, i18n.language) : ''}
      </Table.Cell>
    </CardRow>
  );
}

/** A results file's rows of one outcome (all when undefined), a page at a time, in line order. */
export function ResultRowsTable({
  fileId,
  fileName,
  outcome,
}: {
  fileId: string;
  fileName: string;
  outcome: PremiumResultOutcome | undefined;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const query = useInfiniteQuery(resultRowsQuery(api, fileId, outcome));
  const rows = query.data?.pages.flatMap((page) => page.data) ?? [];
  if (query.isPending) return <LoadingLine text={t('premiums.files.review.loading')} fontSize="sm" />;
  if (query.isError && rows.length === 0)
    return (
      <FailedLine
        error={query.error}
        text={(message) => `${t('premiums.files.review.failed')}: ${message}`}
      />
    );
  if (rows.length === 0)
    return (
      <Text fontSize="sm" color="ink.muted">
        {t('premiums.files.review.noRows')}
      </Text>
    );
  return (
    <Stack gap="3">
      <CardTable
        label={t('premiums.files.review.rowsLabel', { file: fileName })}
        refreshing={query.isRefetching}
        columns={COLUMNS.map((key) => ({
          key,
          label: t(`premiums.files.review.columns.${key}`),
          ...(key === 'amount' ? { align: 'end' as const } : {}),
        }))}
      >
        {rows.map((row) => (
          <Row key={row.line} row={row} />
        ))}
      </CardTable>
      {query.hasNextPage ? (
        <HStack>
          <Button
            size="sm"
            variant="outline"
            colorPalette="navy"
            loading={query.isFetchingNextPage}
            loadingText={t('premiums.files.review.loadingMore')}
            onClick={() => void query.fetchNextPage()}
          >
            {t('premiums.files.review.loadMore')}
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}

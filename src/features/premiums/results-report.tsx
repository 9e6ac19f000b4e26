import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { useApi } from '@/api/api-context';
import { downloadReport, type PremiumResultsReport } from '@/api/premiums';
import { formatDate } from '@/domain/dates';
import { describeFailure } from '@/domain/failures';
import { errorText } from '@/i18n/index';
import { translateServerMessage } from '@/i18n/server-messages';
import { useTranslation } from '@/i18n/use-translation';
import { CardRow, CardTable, cardCell } from '@/ui/list/card-table';
import { notify } from '@/ui/primitives/toaster';

const OUTCOME_PALETTE = { applied: 'teal', 'already-applied': 'gray', refused: 'red' } as const;

/** What a results file did, row by row, with its CSV download. */
export function ResultsReport({ report }: { report: PremiumResultsReport }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const columns = 'premiums.files.results.columns';
  const save = async () => {
    setBusy(true);
    const failure = await downloadReport(api, report.resultFileId);
    setBusy(false);
    if (failure)
      notify.error(t('premiums.files.results.reportFailed'), {
        description: describeFailure(failure, errorText),
      });
  };
  return (
    <Stack gap="3">
      <Stack role="status" gap="1">
        <Text fontWeight="semibold" color="navy.900">
          {t('premiums.files.results.summary', {
            applied: report.applied,
            already: report.alreadyAppliedRows,
            refused: report.refused,
          })}
        </Text>
        {report.alreadyApplied ? (
          <Text fontSize="sm" color="ink.muted">
            {t('premiums.files.results.alreadyApplied', {
              date: formatDate(report.appliedAt, 'short') ?? '',
            })}
          </Text>
        ) : null}
      </Stack>
      <HStack>
        <Button size="sm" variant="outline" colorPalette="navy" loading={busy} onClick={() => void save()}>
          <FileDown aria-hidden size={16} />
          {t('premiums.files.results.report')}
        </Button>
      </HStack>
      <CardTable
        label={t('premiums.files.results.reportLabel', { file: report.fileName })}
        refreshing={false}
        columns={[
          { key: 'line', label: t(`${columns}.line`) },
          { key: 'reference', label: t(`${columns}.reference`) },
          { key: 'outcome', label: t(`${columns}.outcome`) },
          { key: 'reason', label: t(`${columns}.reason`) },
        ]}
      >
        {report.rows.map((row) => (
          <CardRow key={row.line}>
            <Table.Cell {...cardCell} data-label={t(`${columns}.line`)}>
              {row.line}
            </Table.Cell>
            <Table.Cell {...cardCell} data-label={t(`${columns}.reference`)} fontFamily="mono" fontSize="sm">
              {row.reference}
            </Table.Cell>
            <Table.Cell {...cardCell} data-label={t(`${columns}.outcome`)}>
              <Badge colorPalette={OUTCOME_PALETTE[row.outcome]}>
                {t(`premiums.files.results.outcomes.${row.outcome}`)}
              </Badge>
            </Table.Cell>
            <Table.Cell
              {...cardCell}
              data-label={t(`${columns}.reason`)}
              gridColumn={{ base: '1 / -1', md: 'auto' }}
            >
              {/* The portal's own reasons and the common bank ones, in the reader's words. */}
              {row.reason ? translateServerMessage(row.reason, i18n.language) : ''}
            </Table.Cell>
          </CardRow>
        ))}
      </CardTable>
    </Stack>
  );
}

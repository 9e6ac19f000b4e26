import { Button, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { resultFilesQuery } from '@/api/premiums';
import { useTranslation } from '@/i18n/use-translation';
import { DetailSection } from '@/ui/layout/detail-section';
import { CardRow, CardTable, cardCell, unlabelledCell } from '@/ui/list/card-table';
import { DateText } from '@/ui/primitives/date-text';
import { FailedLine } from '@/ui/primitives/load-states';
import { ResultStatusBadge } from './result-status-badge';

const COLUMNS = ['file', 'uploadedBy', 'uploadedAt', 'rows', 'status'] as const;
type Column = (typeof COLUMNS)[number];

/** The results files received lately, newest first, each with its status and a way to review it. */
export function ResultFilesList({ onReview }: { onReview: (resultFileId: string) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const query = useQuery(resultFilesQuery(api));
  const column = (key: Column) => t(`premiums.files.list.columns.${key}`);
  let body = null;
  if (query.data) {
    body =
      query.data.length === 0 ? (
        <Text fontSize="sm" color="ink.muted">
          {t('premiums.files.list.empty')}
        </Text>
      ) : (
        <CardTable
          label={t('premiums.files.list.label')}
          refreshing={false}
          columns={[
            ...COLUMNS.map((key) => ({
              key,
              label: column(key),
              align: key === 'rows' ? ('end' as const) : undefined,
            })),
            { key: 'actions', label: '' },
          ]}
        >
          {query.data.map((file) => (
            <CardRow key={file.resultFileId}>
              <Table.Cell {...cardCell} {...unlabelledCell} gridColumn="1 / -1" overflowWrap="anywhere">
                {file.fileName}
              </Table.Cell>
              <Table.Cell {...cardCell} data-label={column('uploadedBy')}>
                {file.uploadedBy?.name}
              </Table.Cell>
              <Table.Cell {...cardCell} data-label={column('uploadedAt')} whiteSpace="nowrap">
                <DateText value={file.uploadedAt} />
              </Table.Cell>
              <Table.Cell {...cardCell} data-label={column('rows')} textAlign={{ md: 'end' }}>
                {file.rowCount.toLocaleString('en-US')}
              </Table.Cell>
              <Table.Cell {...cardCell} data-label={column('status')}>
                <ResultStatusBadge status={file.status} />
              </Table.Cell>
              <Table.Cell {...cardCell} {...unlabelledCell} textAlign={{ md: 'end' }}>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="navy"
                  aria-label={t('premiums.files.list.reviewLabel', { file: file.fileName })}
                  onClick={() => onReview(file.resultFileId)}
                >
                  {t('premiums.files.list.review')}
                </Button>
              </Table.Cell>
            </CardRow>
          ))}
        </CardTable>
      );
  } else if (query.isError) {
    body = (
      <FailedLine error={query.error} text={(message) => `${t('premiums.files.list.failed')}: ${message}`} />
    );
  } else {
    body = (
      <Stack role="status" aria-busy="true" aria-label={t('premiums.files.list.loading')} gap="3">
        <Skeleton height="4" width="70%" />
        <Skeleton height="4" width="55%" />
      </Stack>
    );
  }
  return <DetailSection title={t('premiums.files.list.title')}>{body}</DetailSection>;
}

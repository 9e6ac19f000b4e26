import { Box, Button, CloseButton, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useApi } from '@/api/api-context';
import {
  downloadReport,
  type PremiumResultFile,
  type PremiumResultOutcome,
  type PremiumResultsSummary,
  premiumKeys,
  resultFileQuery,
} from '@/api/premiums';
import { formatDate } from '@/domain/dates';
import { describeFailure } from '@/domain/failures';
import { formatTsh } from '@/domain/money';
import { errorText } from '@/i18n/index';
import { translateServerMessage } from '@/i18n/server-messages';
import { useTranslation } from '@/i18n/use-translation';
import { Field, Fields } from '@/ui/layout/detail-fields';
import { DetailSection } from '@/ui/layout/detail-section';
import { FailedLine, LoadingLine } from '@/ui/primitives/load-states';
import { tabLinkStyle } from '@/ui/primitives/tab-link';
import { notify } from '@/ui/primitives/toaster';
import { ResultDecision } from './result-decision';
import { ResultRowsTable } from './result-rows-table';
import { ResultStatusBadge } from './result-status-badge';

const words = 'premiums.files.review';

/** Where the file is, in one sentence: being checked, waiting, applied, rejected, by whom and when. */
function StatusLine({ file }: { file: PremiumResultFile }) {
  const { t, i18n } = useTranslation();
  const decider = file.decidedBy?.name ?? '';
  const text = {
    checking: t(`${words}.checking`, { count: file.rowCount }),
    waiting: t(`${words}.waiting`),
    'nothing-to-apply': t(`${words}.nothing`),
    applying: t(`${words}.applying`, { name: decider }),
    applied: file.decidedBy
      ? t(`${words}.applied`, { date: formatDate(file.appliedAt, 'short') ?? '', name: decider })
      : t(`${words}.appliedBefore`, { date: formatDate(file.appliedAt, 'short') ?? '' }),
    rejected: t(`${words}.rejected`, {
      name: decider,
      reason: translateServerMessage(file.decisionReason ?? '', i18n.language),
    }),
  }[file.status];
  return (
    <Text role="status" aria-live="polite" fontWeight="semibold" color="navy.900">
      {text}
    </Text>
  );
}

/** What the file changes (or changed): premiums paid and failed, refused rows, records touched. */
function Figures({ summary }: { summary: PremiumResultsSummary }) {
  const { t, i18n } = useTranslation();
  const premiums = (count: number, amount: number) =>
    t(`${words}.figures.premiums`, { count, amount: formatTsh(amount) });
  return (
    <Stack gap="3">
      <Fields>
        <Field label={t(`${words}.figures.rows`)}>{summary.rows.toLocaleString('en-US')}</Field>
        <Field label={t(`${words}.figures.paid`)}>
          {premiums(summary.paid.premiums, summary.paid.amount)}
        </Field>
        <Field label={t(`${words}.figures.failed`)}>
          {premiums(summary.failed.premiums, summary.failed.amount)}
        </Field>
        <Field label={t(`${words}.figures.records`)}>
          {t(`${words}.figures.recordKinds`, summary.records)}
        </Field>
        <Field label={t(`${words}.figures.alreadyApplied`)}>
          {summary.alreadyApplied.toLocaleString('en-US')}
        </Field>
        <Field label={t(`${words}.figures.refused`)}>{summary.refused.toLocaleString('en-US')}</Field>
      </Fields>
      {summary.refusedReasons.length > 0 ? (
        <Stack gap="1" fontSize="sm">
          <Text fontWeight="semibold" color="navy.900">
            {t(`${words}.reasons`)}
          </Text>
          <Box as="ul" ps="5" listStyleType="disc">
            {summary.refusedReasons.map((refused) => (
              <li key={refused.reason}>
                {t(`${words}.reason`, {
                  reason: translateServerMessage(refused.reason, i18n.language),
                  count: refused.rows,
                })}
              </li>
            ))}
          </Box>
        </Stack>
      ) : null}
    </Stack>
  );
}

type RowsTab = 'refused' | 'changes' | 'all';

/** The rows a tab shows: refused ones, the premiums that change (or changed), or every row. */
function outcomeOf(tab: RowsTab, file: PremiumResultFile): PremiumResultOutcome | undefined {
  if (tab === 'refused') return 'refused';
  if (tab === 'changes') return file.status === 'applied' ? 'applied' : 'accepted';
  return undefined;
}

function RowsTabs({ file }: { file: PremiumResultFile }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<RowsTab>(() => ((file.summary?.refused ?? 0) > 0 ? 'refused' : 'changes'));
  return (
    <Stack gap="3">
      <HStack as="nav" aria-label={t(`${words}.tabs.label`)} gap="1" borderBottomWidth="1px" overflowX="auto">
        {(['refused', 'changes', 'all'] as const).map((key) => (
          <chakra.button
            key={key}
            px="3"
            fontSize="sm"
            cursor="pointer"
            aria-pressed={tab === key}
            {...tabLinkStyle(tab === key)}
            type="button"
            onClick={() => setTab(key)}
          >
            {t(`${words}.tabs.${key}`)}
          </chakra.button>
        ))}
      </HStack>
      <ResultRowsTable fileId={file.resultFileId} fileName={file.fileName} outcome={outcomeOf(tab, file)} />
    </Stack>
  );
}

function ReportButton({ file }: { file: PremiumResultFile }) {
  const { t } = useTranslation();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    const failure = await downloadReport(api, file.resultFileId);
    setBusy(false);
    if (failure)
      notify.error(t(`${words}.reportFailed`), { description: describeFailure(failure, errorText) });
  };
  return (
    <Button size="sm" variant="outline" colorPalette="navy" loading={busy} onClick={() => void save()}>
      <FileDown aria-hidden size={16} />
      {t(`${words}.report`)}
    </Button>
  );
}

/**
 * One results file under review: its status as the server reports it (read again while it is
 * checked or applied), then what it changes, why rows were refused, its rows, its report, and the
 * decision for a second staff member.
 */
export function ResultFileReview({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery(resultFileQuery(api, id));
  const file = query.data;
  const status = file?.status;
  // The rows and the list move with the file's status: read them again when it changes.
  useEffect(() => {
    if (!status) return;
    void queryClient.invalidateQueries({ queryKey: [...premiumKeys.resultFile(id), 'rows'] });
    void queryClient.invalidateQueries({ queryKey: premiumKeys.resultFiles, exact: true });
  }, [status, id, queryClient]);

  let body = null;
  if (file) {
    body = (
      <Stack gap="4">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stack gap="1" minW="0">
            <Text fontWeight="semibold" color="navy.900" overflowWrap="anywhere">
              {file.fileName}
            </Text>
            <Text fontSize="sm" color="ink.muted">
              {t(`${words}.uploaded`, {
                name: file.uploadedBy?.name ?? '',
                date: formatDate(file.uploadedAt, 'short') ?? '',
              })}
            </Text>
          </Stack>
          <ResultStatusBadge status={file.status} />
        </HStack>
        <StatusLine file={file} />
        {file.summary ? <Figures summary={file.summary} /> : null}
        <ResultDecision file={file} />
        {file.summary ? <RowsTabs key={file.status} file={file} /> : null}
        <HStack>
          <ReportButton file={file} />
        </HStack>
      </Stack>
    );
  } else if (query.isError) {
    body = <FailedLine error={query.error} text={(message) => `${t(`${words}.failed`)}: ${message}`} />;
  } else {
    body = <LoadingLine text={t(`${words}.loading`)} fontSize="sm" />;
  }
  return (
    <DetailSection
      title={t(`${words}.label`, { file: file?.fileName ?? '' })}
      aside={<CloseButton size="sm" aria-label={t(`${words}.close`)} onClick={onClose} />}
    >
      {body}
    </DetailSection>
  );
}

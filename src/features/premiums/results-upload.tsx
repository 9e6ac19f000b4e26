import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useApi } from '@/api/api-context';
import { type PremiumResultsReport, uploadResults } from '@/api/premiums';
import { describeFailure } from '@/domain/failures';
import { errorText } from '@/i18n/index';
import { useTranslation } from '@/i18n/use-translation';
import { DetailSection } from '@/ui/layout/detail-section';
import { notify } from '@/ui/primitives/toaster';
import { ResultsReport } from './results-report';

/** The core banking system's results file: chosen, applied once, and its report shown. */
export function ResultsUpload() {
  const { t } = useTranslation();
  const api = useApi();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<PremiumResultsReport | null>(null);
  const apply = async () => {
    if (!file) {
      setError(t('premiums.files.results.chooseFirst'));
      return;
    }
    setBusy(true);
    const result = await uploadResults(api, file);
    setBusy(false);
    if (result.failure) {
      const message = result.failure.messages.file ?? describeFailure(result.failure, errorText);
      setError(message);
      notify.error(t('premiums.files.results.failed'), { description: message });
      return;
    }
    setError(null);
    if (result.report) {
      setReport(result.report);
      notify.success(t('premiums.files.results.applied'));
    }
  };
  return (
    <DetailSection title={t('premiums.files.results.title')}>
      <Stack gap="4">
        <Text fontSize="sm" color="ink.muted">
          {t('premiums.files.results.intro')}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-end' }} gap="3">
          <Field.Root invalid={error !== null} maxW={{ sm: '24rem' }}>
            <Field.Label>{t('premiums.files.results.file')}</Field.Label>
            <Input
              type="file"
              accept=".csv,text/csv"
              p="1.5"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setError(null);
              }}
            />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <Button
            colorPalette="navy"
            loading={busy}
            loadingText={t('premiums.files.results.applying')}
            onClick={() => void apply()}
          >
            <Upload aria-hidden size={16} />
            {t('premiums.files.results.apply')}
          </Button>
        </Stack>
        {report ? <ResultsReport report={report} /> : null}
      </Stack>
    </DetailSection>
  );
}

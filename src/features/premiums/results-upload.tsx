import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useApi } from '@/api/api-context';
import { premiumKeys, uploadResults } from '@/api/premiums';
import { formatDate } from '@/domain/dates';
import { describeFailure } from '@/domain/failures';
import { errorText } from '@/i18n/index';
import { useTranslation } from '@/i18n/use-translation';
import { DetailSection } from '@/ui/layout/detail-section';
import { notify } from '@/ui/primitives/toaster';

/**
 * The core banking system's results file: chosen and sent. The server checks it after answering;
 * the page then shows the file under review, its status followed as the server reports it.
 */
export function ResultsUpload({ onReceived }: { onReceived: (resultFileId: string) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
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
    if (!result.file) return;
    void queryClient.invalidateQueries({ queryKey: premiumKeys.resultFiles });
    if (result.alreadyUploaded) {
      setNote(
        t('premiums.files.results.alreadyUploaded', {
          date: formatDate(result.file.uploadedAt, 'short') ?? '',
        }),
      );
    } else {
      setNote(null);
      notify.success(t('premiums.files.results.received'));
    }
    onReceived(result.file.resultFileId);
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
                setNote(null);
              }}
            />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <Button
            colorPalette="navy"
            loading={busy}
            loadingText={t('premiums.files.results.sending')}
            onClick={() => void send()}
          >
            <Upload aria-hidden size={16} />
            {t('premiums.files.results.send')}
          </Button>
        </Stack>
        {note ? (
          <Text role="status" fontSize="sm" color="ink.muted">
            {note}
          </Text>
        ) : null}
      </Stack>
    </DetailSection>
  );
}

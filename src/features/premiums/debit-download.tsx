import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useApi } from '@/api/api-context';
import { downloadDebits } from '@/api/premiums';
import { describeFailure } from '@/domain/failures';
import { errorText } from '@/i18n/index';
import { useTranslation } from '@/i18n/use-translation';
import { DetailSection } from '@/ui/layout/detail-section';
import { notify } from '@/ui/primitives/toaster';

const MONTH = /^[0-9]{4}-(0[1-9]|1[0-2])$/;

/** The month's debit instructions for the core banking system, as a CSV download. */
export function DebitDownload() {
  const { t } = useTranslation();
  const api = useApi();
  const [month, setMonth] = useState(() => new Date().toISOString().slice(0, 7));
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (!MONTH.test(month)) {
      setInvalid(true);
      return;
    }
    setBusy(true);
    const failure = await downloadDebits(api, month);
    setBusy(false);
    if (failure)
      notify.error(t('premiums.files.debits.failed'), { description: describeFailure(failure, errorText) });
  };
  return (
    <DetailSection title={t('premiums.files.debits.title')}>
      <Stack gap="4">
        <Text fontSize="sm" color="ink.muted">
          {t('premiums.files.debits.intro')}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-end' }} gap="3">
          <Field.Root invalid={invalid} maxW={{ sm: '14rem' }}>
            <Field.Label>{t('premiums.files.debits.month')}</Field.Label>
            <Input
              type="month"
              value={month}
              onChange={(event) => {
                setMonth(event.target.value);
                setInvalid(false);
              }}
            />
            <Field.ErrorText>{t('premiums.files.debits.invalidMonth')}</Field.ErrorText>
          </Field.Root>
          <Button
            colorPalette="navy"
            loading={busy}
            loadingText={t('premiums.files.debits.downloading')}
            onClick={() => void download()}
          >
            <Download aria-hidden size={16} />
            {t('premiums.files.debits.download')}
          </Button>
        </Stack>
      </Stack>
    </DetailSection>
  );
}

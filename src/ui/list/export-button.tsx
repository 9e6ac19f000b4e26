import { Button } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { type ApiFailure, describeFailure } from '@/domain/failures';
import { errorText } from '@/i18n/index';
import { useTranslation } from '@/i18n/use-translation';
import { notify } from '@/ui/primitives/toaster';

export interface ExportButtonProps {
  /** Fetches and saves the file; answers the failure, or undefined when the file was saved. */
  download: () => Promise<ApiFailure | undefined>;
}

/** 'Export CSV' above a list: a spinner while the file downloads, a toast when it fails. */
export function ExportButton({ download }: ExportButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const failure = await download();
      if (failure) notify.error(t('ui.export.failed'), { description: describeFailure(failure, errorText) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline"
      colorPalette="navy"
      size="md"
      flexShrink={0}
      loading={busy}
      loadingText={t('ui.export.downloading')}
      onClick={() => void run()}
    >
      <Download aria-hidden size={18} />
      {t('ui.export.button')}
    </Button>
  );
}

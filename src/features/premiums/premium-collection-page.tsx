import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { DetailSection } from '@/ui/layout/detail-section';
import { DebitDownload } from './debit-download';
import { ResultsUpload } from './results-upload';

/** Premium collection: the debit file for the core banking system, and its results applied back. */
export function PremiumCollectionPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="6" minW="0" maxW="5xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl" color="navy.900">
          {t('premiums.files.title')}
        </Heading>
        <Text color="ink.muted">{t('premiums.files.intro')}</Text>
      </Stack>
      <DebitDownload />
      <ResultsUpload />
      <DetailSection title={t('premiums.files.formats.title')}>
        <Stack gap="2" fontSize="sm" color="ink.muted">
          <Text>{t('premiums.files.formats.debits')}</Text>
          <Text>{t('premiums.files.formats.results')}</Text>
        </Stack>
      </DetailSection>
    </Stack>
  );
}

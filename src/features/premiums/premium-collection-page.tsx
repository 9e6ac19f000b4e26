import { chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { DEBIT_COLUMNS, RESULT_COLUMNS } from '@/domain/premiums';
import { useTranslation } from '@/i18n/use-translation';
import { DetailSection } from '@/ui/layout/detail-section';
import { DebitDownload } from './debit-download';
import { MissingAccounts } from './missing-accounts';
import { ResultsUpload } from './results-upload';

/** A file's columns as the files write them: names a machine reads, never translated. */
function FileColumns({ intro, columns }: { intro: string; columns: readonly string[] }) {
  return (
    <Stack gap="1">
      <Text>{intro}</Text>
      <HStack gap="1.5" wrap="wrap">
        {columns.map((column) => (
          <chakra.code
            key={column}
            fontFamily="mono"
            fontSize="xs"
            color="navy.900"
            bg="gray.100"
            px="1.5"
            py="0.5"
            rounded="sm"
          >
            {column}
          </chakra.code>
        ))}
      </HStack>
    </Stack>
  );
}

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
      <MissingAccounts />
      <ResultsUpload />
      <DetailSection title={t('premiums.files.formats.title')}>
        <Stack gap="3" fontSize="sm" color="ink.muted">
          <FileColumns intro={t('premiums.files.formats.debits')} columns={DEBIT_COLUMNS} />
          <FileColumns intro={t('premiums.files.formats.results')} columns={RESULT_COLUMNS} />
        </Stack>
      </DetailSection>
    </Stack>
  );
}

import { chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { DEBIT_COLUMNS, RESULT_COLUMNS } from '@/domain/premiums';
import { useTranslation } from '@/i18n/use-translation';
import { DetailSection } from '@/ui/layout/detail-section';
import { DebitDownload } from './debit-download';
import { MissingAccounts } from './missing-accounts';
import { ResultFileReview } from './result-file-review';
import { ResultFilesList } from './result-files-list';
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

export interface PremiumCollectionPageProps {
  /** The results file under review (`?file=`), if any. */
  reviewing: string | undefined;
  onReview: (resultFileId: string | undefined) => void;
}

/**
 * Premium collection: the debit file for the core banking system, and its results file back,
 * checked by the server, then approved by a second staff member before it is applied.
 */
export function PremiumCollectionPage({ reviewing, onReview }: PremiumCollectionPageProps) {
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
      <ResultsUpload onReceived={onReview} />
      {reviewing ? (
        <ResultFileReview key={reviewing} id={reviewing} onClose={() => onReview(undefined)} />
      ) : null}
      <ResultFilesList onReview={onReview} />
      <DetailSection title={t('premiums.files.formats.title')}>
        <Stack gap="3" fontSize="sm" color="ink.muted">
          <FileColumns intro={t('premiums.files.formats.debits')} columns={DEBIT_COLUMNS} />
          <FileColumns intro={t('premiums.files.formats.results')} columns={RESULT_COLUMNS} />
        </Stack>
      </DetailSection>
    </Stack>
  );
}

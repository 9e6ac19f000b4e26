import { Box, Button, EmptyState, VStack } from '@chakra-ui/react';
import { CircleAlert, RotateCw, SearchX, Users, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError, type ApiFailure, describeFailure } from '../../api/errors';

const frame = {
  bg: 'white',
  borderWidth: '1px',
  rounded: 'xl',
  shadow: 'xs',
} as const;

/** No customers at all, or none matching the search. */
export function IndividualEmpty({ search, onClearSearch }: { search: string; onClearSearch: () => void }) {
  const { t } = useTranslation();
  return (
    <Box {...frame}>
      <EmptyState.Root size="md">
        <EmptyState.Content>
          <EmptyState.Indicator color="navy.300">{search ? <SearchX /> : <Users />}</EmptyState.Indicator>
          <VStack textAlign="center" gap="1">
            <EmptyState.Title color="navy.900">
              {search
                ? t('individuals.list.empty.searchTitle', { search })
                : t('individuals.list.empty.title')}
            </EmptyState.Title>
            <EmptyState.Description color="ink.muted">
              {search ? t('individuals.list.empty.searchBody') : t('individuals.list.empty.body')}
            </EmptyState.Description>
          </VStack>
          {search && (
            <Button variant="outline" size="sm" onClick={onClearSearch}>
              {t('individuals.list.clearSearch')}
            </Button>
          )}
        </EmptyState.Content>
      </EmptyState.Root>
    </Box>
  );
}

/** The list could not be read: the SPEC §8 message and a way to ask again. */
export function IndividualListFailed({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const failure: ApiFailure =
    error instanceof ApiError ? error.failure : { status: 0, kind: 'http', message: undefined, messages: {} };
  return (
    <Box {...frame} role="alert">
      <EmptyState.Root size="md">
        <EmptyState.Content>
          <EmptyState.Indicator color="red.500">
            {failure.kind === 'network' ? <WifiOff /> : <CircleAlert />}
          </EmptyState.Indicator>
          <VStack textAlign="center" gap="1" maxW="32rem">
            <EmptyState.Title color="navy.900">{t('individuals.list.failed.title')}</EmptyState.Title>
            <EmptyState.Description color="ink.muted">{describeFailure(failure, t)}</EmptyState.Description>
          </VStack>
          <Button colorPalette="navy" size="sm" loading={retrying} onClick={onRetry}>
            <RotateCw aria-hidden size={16} />
            {t('individuals.list.failed.retry')}
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    </Box>
  );
}

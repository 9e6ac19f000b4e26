import { Button, Stack, Text } from '@chakra-ui/react';
import { describeFailure, failureOf } from '@/domain/failures';
import { errorText } from '@/i18n/index';
import { useTranslation } from '@/i18n/use-translation';

export interface LoadMoreProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  /** The last "Load more" failed: why, with the button to ask again. */
  error: unknown;
  onLoadMore: () => void;
}

/** Under the list: how many of how many are shown, and the button that brings the next page. */
export function LoadMore({ shown, total, hasMore, loading, error, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'center' }}
      justify="space-between"
      gap="3"
    >
      <Text fontSize="sm" color="ink.muted" role="status">
        {t('approvals.showing', { shown, total: Math.max(shown, total) })}
      </Text>
      {error !== null && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {t('approvals.loadMoreFailed', { reason: describeFailure(failureOf(error), errorText) })}
        </Text>
      )}
      {hasMore && (
        <Button
          variant="outline"
          size="sm"
          loading={loading}
          loadingText={t('approvals.loadingMore')}
          onClick={onLoadMore}
        >
          {t('approvals.loadMore')}
        </Button>
      )}
    </Stack>
  );
}

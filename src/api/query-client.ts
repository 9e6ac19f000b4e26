import { QueryClient } from '@tanstack/react-query';
import { isClientError } from '@/domain/failures';

const MAX_RETRIES = 3;

/**
 * Queries retry three times with backoff from 1 s, doubling, at most 30 s (SPEC §8); a client
 * error (4xx) is not retried because asking again cannot change the answer. Mutations never
 * retry on their own. Unused data is collected after 5 minutes.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < MAX_RETRIES && !isClientError(error),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

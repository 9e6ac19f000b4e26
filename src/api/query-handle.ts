import type { QueryClient } from '@tanstack/react-query';
import { loadOnce } from '@/domain/load-once';

/**
 * The query cache, made with the first screen that fetches through it: public pages fetch
 * nothing this way, so TanStack Query downloads only with the back office.
 */
export interface QueryHandle {
  /** The app's one query cache, loading its code the first time. */
  load(): Promise<QueryClient>;
  /** The cache if a screen has already made it, else undefined (nothing cached to drop). */
  current(): QueryClient | undefined;
}

export function createQueryHandle(): QueryHandle {
  const client = loadOnce(() =>
    import('./query-client').then(({ createQueryClient }) => createQueryClient()),
  );
  return { load: client, current: client.current };
}

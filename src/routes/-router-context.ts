import type { ApiClient } from '@/api/client';
import type { QueryHandle } from '@/api/query-handle';
import type { ClientConfig } from '@/config';
import type { AuthHandle } from '@/features/auth/auth-handle';

/** What every route can reach: staff sign-in, the typed API client and the query cache on demand. */
export interface RouterContext {
  config: ClientConfig;
  /** Staff sign-in, loaded on demand; /login and /dashboard hand the started statechart down as `auth`. */
  staffAuth: AuthHandle;
  api: ApiClient;
  /** The back office's routes load it and hand it down as `queryClient`. */
  queries: QueryHandle;
}

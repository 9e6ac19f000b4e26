import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { ApiClient } from './api/client';
import type { QueryHandle } from './api/query-handle';
import type { ClientConfig } from './config';
import type { AuthHandle } from './features/auth/auth-handle';
import { routeTree } from './routeTree.gen';
import { PagePending } from './ui/page-pending';

/** What every route can reach: staff sign-in, the typed API client and the query cache on demand. */
export interface RouterContext {
  config: ClientConfig;
  /** Staff sign-in, loaded on demand; /login and /dashboard hand the started statechart down as `auth`. */
  staffAuth: AuthHandle;
  api: ApiClient;
  /** The back office's routes load it and hand it down as `queryClient`. */
  queries: QueryHandle;
}

/** Builds the app's router; tests pass a memory history. */
export function createAppRouter(options: { history?: RouterHistory; context: RouterContext }) {
  return createRouter({
    routeTree,
    context: options.context,
    defaultPreload: 'intent',
    defaultPendingComponent: PagePending,
    scrollRestoration: true,
    ...(options.history ? { history: options.history } : {}),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface HistoryState {
    /** The page a visitor was sent away from, to return to after signing in. */
    from?: string;
  }
}

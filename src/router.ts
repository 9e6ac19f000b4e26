import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { ApiClient } from './api/client';
import type { ClientConfig } from './config';
import type { AuthActor } from './features/auth/auth-session';
import { routeTree } from './routeTree.gen';

/** What every route can reach: the auth statechart, the typed API client and the query cache. */
export interface RouterContext {
  config: ClientConfig;
  auth: AuthActor;
  api: ApiClient;
  queryClient: QueryClient;
}

/** Builds the app's router; tests pass a memory history. */
export function createAppRouter(options: { history?: RouterHistory; context: RouterContext }) {
  return createRouter({
    routeTree,
    context: options.context,
    defaultPreload: 'intent',
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

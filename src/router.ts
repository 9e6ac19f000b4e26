import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { RouteError, RouteNotFound } from '@/routes/-problem-screens';
import type { RouterContext } from '@/routes/-router-context';
import { PagePending } from '@/ui/primitives/page-pending';
import { routeTree } from './routeTree.gen';

/** Builds the app's router; tests pass a memory history. */
export function createAppRouter(options: { history?: RouterHistory; context: RouterContext }) {
  const router = createRouter({
    routeTree,
    context: options.context,
    defaultPreload: 'intent',
    defaultPendingComponent: PagePending,
    // Every route catches its own error and unknown address, so a problem inside the dashboard
    // shows within its shell (and a customer area's title) instead of replacing the whole page.
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: RouteNotFound,
    scrollRestoration: true,
    ...(options.history ? { history: options.history } : {}),
  });
  // The router looks up a not-found's screen on the routes themselves, from the one that threw it
  // up to the root, and shows it instead of that route's page: with it on every route, an unknown
  // address below the dashboard shows inside the shell (and the area's tabs), not instead of them.
  for (const route of Object.values(router.routesById)) {
    if (!route.options.notFoundComponent) route.update({ notFoundComponent: RouteNotFound });
  }
  return router;
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

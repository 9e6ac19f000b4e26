import type { SignInFailure } from '@machines/auth.machine';
import { type RouterHistory, RouterProvider } from '@tanstack/react-router';
import { ApiProvider } from '@/api/api-context';
import { type ApiClient, createApiClient } from '@/api/client';
import { createQueryHandle, type QueryHandle } from '@/api/query-handle';
import { type ClientConfig, readClientConfig } from '@/config';
import { type AuthHandle, createAuthHandle } from '@/features/auth/auth-handle';
import { notifySignInFailed } from '@/features/auth/sign-in-toast';
import { enrolmentTokenInUse } from '@/features/onboarding/enrolment-session';
import { i18n } from '@/i18n/index';
import { type AppRouter, createAppRouter } from '@/router';
import { AppProviders } from './app-providers';

export interface AppServices {
  config: ClientConfig;
  api: ApiClient;
  auth: AuthHandle;
  queries: QueryHandle;
  router: AppRouter;
}

export interface AppServiceOptions {
  history?: RouterHistory;
  fetch?: typeof fetch;
  config?: ClientConfig;
  onSignInFailed?: (failure: SignInFailure) => void;
}

/** Wires configuration, the API client, the auth statechart and the router together, once. */
export function createAppServices(options: AppServiceOptions = {}): AppServices {
  const config = options.config ?? readClientConfig();
  const queries = createQueryHandle();
  let auth: AuthHandle | undefined;
  let router: AppRouter | undefined;
  const api = createApiClient(
    config.apiBaseUrl,
    {
      staffToken: () => auth?.current()?.getSnapshot().context.token ?? null,
      enrolmentToken: enrolmentTokenInUse,
      onUnauthorized: () => {
        auth?.current()?.send({ type: 'session.expired' });
        queries.current()?.clear();
      },
    },
    options.fetch,
  );
  auth = createAuthHandle({
    api: () => api,
    navigate: (href, { replace, from } = {}) => {
      // Signing in or out, or a session that ended, goes past any wizard's leave guard.
      void router?.navigate({
        href,
        replace: replace ?? false,
        ignoreBlocker: true,
        ...(from ? { state: { from } } : {}),
      });
    },
    origin: () => router?.state.location.state.from,
    currentPath: () => router?.state.location.href ?? '/',
    notifySignInFailed: options.onSignInFailed ?? notifySignInFailed,
    translate: (key) => i18n.t(key),
  });
  router = createAppRouter({
    ...(options.history ? { history: options.history } : {}),
    context: { config, staffAuth: auth, api, queries },
  });
  return { config, api, auth, queries, router };
}

export function App({ services }: { services: AppServices }) {
  return (
    <ApiProvider client={services.api}>
      <AppProviders>
        <RouterProvider router={services.router} />
      </AppProviders>
    </ApiProvider>
  );
}

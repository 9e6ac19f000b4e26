import { createContext, type ReactNode, useContext } from 'react';
import type { ApiClient } from './client';

const ApiContext = createContext<ApiClient | null>(null);

/**
 * Hands the one API client to every screen below it, so components reach it through `useApi`
 * rather than an `api` prop threaded down the tree. React context, not the router's, so a
 * component rendered on its own in a test finds it too.
 */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

/** The API client of the surrounding `ApiProvider`; without one, a mistake in the wiring, it throws. */
export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi() is used outside an <ApiProvider>: wrap the tree in one.');
  return client;
}

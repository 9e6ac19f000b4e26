import { FakeApi, STAFF, storeSession } from './fake-api';
import { renderApp } from './render-app';

/** One page of a list answer, under the list's own key (`customers`, `groups`, `data`). */
export function listPage<K extends string>(
  key: K,
  rows: unknown[],
  perPage: number,
  pagination: Partial<Record<string, number>> = {},
) {
  return {
    [key]: rows,
    pagination: {
      totalCount: rows.length,
      totalPages: rows.length ? 1 : 0,
      currentPage: 1,
      perPage,
      ...pagination,
    },
  } as Record<K, unknown[]> & { pagination: Record<string, number> };
}

/**
 * Renders a list screen at `path` with a stored session the server confirms, with no retries
 * for the list's queries (`queryKey`), recording every URL the app asks for; `listRequests`
 * are those whose path ends with `listPath`.
 */
export async function openListScreen(
  path: string,
  { queryKey, listPath, user = STAFF }: { queryKey: string; listPath: string; user?: typeof STAFF },
) {
  const api = new FakeApi();
  const urls: URL[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    urls.push(new URL(request.url));
    return api.fetch(request);
  };
  storeSession(user);
  const app = renderApp(path, { fetch });
  (await app.queries.load()).setQueryDefaults([queryKey], { retry: false });
  await api.respond('GET', '/auth/me', 200, { data: user });
  const listRequests = () => urls.filter((url) => url.pathname.endsWith(listPath));
  return { ...app, api, listRequests, location: () => app.router.state.location };
}

import type { Client, Middleware } from 'openapi-fetch';
import { ApiError, type ApiFailure, failureFromResponse, networkFailure } from '@/domain/failures';
import { loadOnce } from '@/domain/load-once';
import type { paths } from './schema.gen';

/** Where the client finds the caller's credentials, and whom it tells when a token is refused. */
export interface ClientSession {
  staffToken: () => string | null;
  enrolmentToken: () => string | null;
  /** A staff call answered 401: the token is no longer valid (SPEC §8: back to '/'). */
  onUnauthorized: () => void;
}

const SIGN_IN_PATH = '/auth/sign-in';

/**
 * The one rule for the credentials a request carries: a staff member's bearer token, else the
 * enrolment session. The client's middleware and the file uploads both send these.
 */
export function credentialHeaders(
  session: Pick<ClientSession, 'staffToken' | 'enrolmentToken'>,
): Record<string, string> {
  const staff = session.staffToken();
  if (staff) return { Authorization: `Bearer ${staff}` };
  const enrolment = session.enrolmentToken();
  return enrolment ? { 'X-Enrolment-Token': enrolment } : {};
}

function sessionMiddleware(session: ClientSession): Middleware {
  return {
    onRequest({ request }) {
      // An explicit header wins: restoring a session checks a stored token before it is adopted.
      for (const [name, value] of Object.entries(credentialHeaders(session)))
        if (!request.headers.has(name)) request.headers.set(name, value);
      return request;
    },
    onResponse({ request, response, schemaPath }) {
      if (response.status === 401 && schemaPath !== SIGN_IN_PATH && request.headers.has('Authorization')) {
        session.onUnauthorized();
      }
      return response;
    },
  };
}

export type ApiClient = Client<paths>;

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE' | 'request';

/**
 * The typed client. openapi-fetch downloads with the first call, not with every page: the landing
 * page makes none. Calls made meanwhile wait for it and then go out in order.
 */
export function createApiClient(
  baseUrl: string,
  session: ClientSession,
  fetchImpl?: typeof fetch,
): ApiClient {
  const middleware: Middleware[] = [sessionMiddleware(session)];
  // A failed download (answered as the network message) is retried with the next call.
  const load = loadOnce(() =>
    import('openapi-fetch').then(({ default: createClient }): ApiClient => {
      const client = createClient<paths>({ baseUrl, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
      client.use(...middleware);
      return client;
    }),
  );
  const forward = <M extends Method>(method: M) =>
    ((...args: Parameters<ApiClient[M]>) =>
      load().then((client) => (client[method] as (...a: typeof args) => unknown)(...args))) as ApiClient[M];
  return {
    request: forward('request'),
    GET: forward('GET'),
    PUT: forward('PUT'),
    POST: forward('POST'),
    DELETE: forward('DELETE'),
    OPTIONS: forward('OPTIONS'),
    HEAD: forward('HEAD'),
    PATCH: forward('PATCH'),
    TRACE: forward('TRACE'),
    use(...added) {
      middleware.push(...added);
      load.current()?.use(...added);
    },
    eject(...removed) {
      for (const item of removed) {
        const at = middleware.indexOf(item);
        if (at >= 0) middleware.splice(at, 1);
      }
      load.current()?.eject(...removed);
    },
  };
}

export type ApiResult<T> =
  | { data: T; error: undefined; status: number }
  | { data: undefined; error: ApiFailure; status: number };

/**
 * Runs one call and answers `{ data, error, status }` instead of throwing (SPEC §7):
 * a server error becomes its catalogue message, a network failure the network message.
 */
export async function call<T>(
  request: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<ApiResult<T>> {
  try {
    const { data, error, response } = await request;
    if (response.ok) return { data: data as T, error: undefined, status: response.status };
    return { data: undefined, error: failureFromResponse(response.status, error), status: response.status };
  } catch (thrown) {
    if (thrown instanceof DOMException && thrown.name === 'AbortError') throw thrown;
    return { data: undefined, error: networkFailure(), status: 0 };
  }
}

/** For queries: the data, or the failure thrown as an ApiError so the cache can retry and report it. */
export async function callOrThrow<T>(
  request: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const result = await call(request);
  if (result.error) throw new ApiError(result.error);
  return result.data;
}

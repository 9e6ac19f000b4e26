import { randomUUID } from 'node:crypto';

/** The running portal's API, called as a staff user would through the SPA (for test set-up and checks). */
export interface StaffApi {
  call<T>(method: string, path: string, token: string, body?: unknown): Promise<T>;
  tokenOf(account: { email: string; password: string }): Promise<string>;
}

export function staffApi(baseUrl: string): StaffApi {
  const api = `${baseUrl}/api/v1`;
  return {
    async call<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
      const upload = body instanceof FormData;
      const response = await fetch(`${api}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined || upload ? {} : { 'content-type': 'application/json' }),
          // Every create needs a key, as the SPA sends one; an upload needs none.
          ...(method === 'POST' && !upload ? { 'idempotency-key': randomUUID() } : {}),
        },
        ...(body === undefined ? {} : { body: upload ? body : JSON.stringify(body) }),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
      return (text ? JSON.parse(text) : undefined) as T;
    },
    async tokenOf(account) {
      const response = await fetch(`${api}/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(account),
      });
      if (!response.ok) throw new Error(`sign-in of ${account.email} answered ${response.status}`);
      return ((await response.json()) as { data: { token: string } }).data.token;
    },
  };
}

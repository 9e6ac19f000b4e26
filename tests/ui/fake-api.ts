/**
 * A fetch at the network boundary whose answers the test gives one by one, so a screen
 * can be held in any request state. (The real server is exercised by tests/api and tests/e2e.)
 */
interface Pending {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
  resolve: (response: Response) => void;
  reject: (error: unknown) => void;
}

export class FakeApi {
  readonly pending: Pending[] = [];
  readonly seen: { method: string; path: string; authorization: string | null }[] = [];
  private waiters: (() => void)[] = [];

  readonly fetch: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api\/v1/, '');
    const text = await request.text();
    this.seen.push({ method: request.method, path, authorization: request.headers.get('Authorization') });
    return new Promise<Response>((resolve, reject) => {
      const entry: Pending = {
        method: request.method,
        path,
        headers: request.headers,
        body: text ? JSON.parse(text) : undefined,
        resolve,
        reject,
      };
      // As a real fetch: a request the app aborts (a refetch replaced by a newer one) is gone, so
      // the test's answer reaches the request the app still waits for, not the abandoned one.
      const abandon = () => {
        const index = this.pending.indexOf(entry);
        if (index >= 0) this.pending.splice(index, 1);
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      };
      if (request.signal.aborted) return abandon();
      request.signal.addEventListener('abort', abandon, { once: true });
      this.pending.push(entry);
      for (const wake of this.waiters.splice(0)) wake();
    });
  };

  /**
   * Waits for a request to `METHOD /path` and takes it off the queue. The ceiling is far above
   * what a screen needs even on a busy machine (a lazy route loads, a query retries): only a
   * request that is never sent reaches it, and the error then lists what was sent instead.
   */
  async next(method: string, path: string, timeoutMs = 20_000): Promise<Pending> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.pending.findIndex((p) => p.method === method && p.path === path);
      if (index >= 0) return this.pending.splice(index, 1)[0] as Pending;
      if (Date.now() > deadline) throw new Error(`no ${method} ${path} request; pending: ${this.describe()}`);
      await new Promise<void>((wake) => {
        this.waiters.push(wake);
        setTimeout(wake, 20);
      });
    }
  }

  async respond(method: string, path: string, status: number, body?: unknown): Promise<Pending> {
    const request = await this.next(method, path);
    request.resolve(
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
    return request;
  }

  async failNetwork(method: string, path: string): Promise<void> {
    (await this.next(method, path)).reject(new TypeError('Failed to fetch'));
  }

  private describe(): string {
    return this.pending.map((p) => `${p.method} ${p.path}`).join(', ') || 'none';
  }
}

export const STAFF = {
  userId: '0b8e3f3a-5a43-4b8c-9a55-6c5f1d2e7a10',
  firstName: 'Amina',
  lastName: 'Mwakyusa',
  email: 'admin@bancassurance.local',
  role: {
    name: 'admin',
    permissions: [{ name: 'diasporas.read' }, { name: 'customers.read' }, { name: 'groups.read' }],
  },
  permissions: ['diasporas.read', 'customers.read', 'groups.read'],
};

export const signInBody = (user = STAFF) => ({
  data: { token: 'stf_test_token', expiresAt: '2099-01-01T00:00:00.000Z', ...user },
});

export function storeSession(user = STAFF, token = 'stf_stored_token') {
  localStorage.setItem('authToken', JSON.stringify(token));
  localStorage.setItem('authUser', JSON.stringify(user));
}

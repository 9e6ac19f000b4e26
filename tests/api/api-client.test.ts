import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createApiClient } from '../../src/api/client';
import { describeFailure } from '../../src/domain/failures';
import { ADMIN_PASSWORD, EMAILS, startTestServer, type TestServer } from './harness';

let server: TestServer;
let baseUrl: string;
beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => server.close());

function session(staffToken: string | null = null, enrolmentToken: string | null = null) {
  const refused: string[] = [];
  return {
    refused,
    staffToken: () => staffToken,
    enrolmentToken: () => enrolmentToken,
    onUnauthorized: () => refused.push('401'),
  };
}

const t = (key: string) => `text:${key}`;

describe('the typed API client against the real server', () => {
  it('returns data for a successful call', async () => {
    const client = createApiClient(baseUrl, session());
    const result = await call(
      client.POST('/auth/sign-in', { body: { email: EMAILS.admin, password: ADMIN_PASSWORD } }),
    );
    expect(result.error).toBeUndefined();
    expect(result.data?.data.email).toBe(EMAILS.admin);
  });

  it('returns the first field message and the status of a refused call, without signing out on sign-in', async () => {
    const s = session();
    const client = createApiClient(baseUrl, s);
    const result = await call(
      client.POST('/auth/sign-in', { body: { email: EMAILS.admin, password: 'wrong' } }),
    );
    expect(result.status).toBe(401);
    expect(result.error?.message).toBe('Invalid username');
    expect(result.error?.messages).toEqual({ email: 'Invalid username', password: 'Invalid password' });
    expect(s.refused).toEqual([]);
  });

  it('sends the bearer token and reports a 401 on a staff call', async () => {
    const good = session(server.tokens.viewer);
    const ok = await call(createApiClient(baseUrl, good).GET('/auth/me'));
    expect(ok.data?.data.email).toBe(EMAILS.viewer);
    const stale = session('stf_revoked_or_expired_token');
    const refused = await call(createApiClient(baseUrl, stale).GET('/auth/me'));
    expect(refused.status).toBe(401);
    expect(stale.refused).toEqual(['401']);
  });

  it('sends the enrolment token for the public flow without signing anyone out on 401', async () => {
    const s = session(null, 'enr_expired_token_value');
    const result = await call(
      createApiClient(baseUrl, s).POST('/diasporas', {
        params: { header: { 'Idempotency-Key': 'enrolment-key-1' } },
        body: {} as never,
      }),
    );
    expect(result.status).toBe(401);
    expect(result.error?.messages.captcha).toBeDefined();
    expect(s.refused).toEqual([]);
  });

  it('uses respMsg when there are no field messages', async () => {
    const client = createApiClient(baseUrl, session(server.tokens.viewer));
    const result = await call(
      client.GET('/customers/{customerId}', {
        params: { path: { customerId: '00000000-0000-4000-8000-000000000000' } },
      }),
    );
    expect(result.status).toBe(404);
    expect(
      describeFailure(result.error ?? { status: 0, kind: 'http', message: undefined, messages: {} }, t),
    ).toBe('Customer not found');
  });

  it('turns an unreachable server into the network message, and a bare failure into the fallback', async () => {
    const client = createApiClient('http://127.0.0.1:9/api/v1', session());
    const result = await call(client.GET('/health'));
    expect(result.status).toBe(0);
    expect(result.error?.kind).toBe('network');
    expect(
      describeFailure(result.error ?? { status: 0, kind: 'network', message: undefined, messages: {} }, t),
    ).toBe('text:errors.network');
    expect(describeFailure({ status: 500, kind: 'http', message: undefined, messages: {} }, t)).toBe(
      'text:errors.unexpected',
    );
  });
});

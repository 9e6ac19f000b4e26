import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOperations } from './fuzz/contract';
import { buildWorld, validRequest, type World } from './fuzz/world';
import { ADMIN_PASSWORD, EMAILS, startTestServer, type TestServer } from './harness';

let server: TestServer;
let world: World;
beforeAll(async () => {
  server = await startTestServer();
  world = await buildWorld(server);
});
afterAll(async () => {
  await server.close();
});

const signInBody = { email: EMAILS.admin, password: ADMIN_PASSWORD };

async function freshAdminToken(): Promise<string> {
  const response = await server.request({ method: 'POST', url: '/api/v1/auth/sign-in', payload: signInBody });
  return response.json().data.token as string;
}

/** No browser, proxy or CDN may keep a copy: `no-store`, whatever else the answer says. */
const expectNotStored = (headers: Record<string, unknown>, what: string) =>
  expect(String(headers['cache-control'] ?? ''), what).toMatch(/(^|,\s*)no-store(\s*,|$)/);

describe('API answers are never stored by a cache', () => {
  it('for every operation of the contract, answered as it succeeds', async () => {
    const statuses: number[] = [];
    for (const operation of contractOperations()) {
      const request = validRequest(operation, world, signInBody);
      // Signing out revokes the token it is sent with: it gets one of its own.
      const token = operation.operationId === 'signOut' ? await freshAdminToken() : server.tokens.admin;
      const response = await server.request({
        ...request,
        headers: { ...(request.headers as Record<string, string>), authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, `${operation.operationId}: ${response.body}`).toBeLessThan(500);
      expectNotStored(response.headers, operation.operationId);
      statuses.push(response.statusCode);
    }
    // Most of them succeeded, so the header is on real answers, not only on refusals.
    expect(statuses.filter((status) => status < 300).length).toBeGreaterThan(statuses.length * 0.7);
  });

  it('for every operation of the contract, refused to a caller without a token', async () => {
    for (const operation of contractOperations()) {
      const { headers, ...request } = validRequest(operation, world, {
        email: 'nobody@bank.tz',
        password: 'x',
      });
      const response = await server.request({ ...request, headers: headers as Record<string, string> });
      expectNotStored(response.headers, operation.operationId);
    }
  });

  it('for an unknown API address and one the router cannot read', async () => {
    for (const url of ['/api/v1/no-such-thing', '/api/v1/customers/%E0%A4%A', '/api/v1']) {
      const response = await server.request({ method: 'GET', url, headers: server.as('admin') });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expectNotStored(response.headers, url);
    }
  });
});

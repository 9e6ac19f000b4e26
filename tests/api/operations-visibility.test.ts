import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaspora } from './fixtures';
import { EMAILS, expectErrorBody, startTestServer, type TestServer } from './harness';
import { type SecurityApp, securityApp } from './security-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('request ids', () => {
  it('names every answer, success or failure, with an id of its own', async () => {
    const answers = await Promise.all([
      server.request({ method: 'GET', url: '/api/v1/policies', headers: server.as('viewer') }),
      server.request({ method: 'GET', url: '/api/v1/policies' }),
      server.request({ method: 'GET', url: '/api/v1/no-such-thing' }),
    ]);
    const ids = answers.map((answer) => String(answer.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
  });

  it('ignores an id sent by the client unless a trusted proxy sent it', async () => {
    const answer = await server.request({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'client-chosen' },
    });
    expect(answer.headers['x-request-id']).toMatch(UUID);
  });

  it("keeps a trusted proxy's id on the answer and on every log line of the request, but not a malformed one", async () => {
    const lines: string[] = [];
    const behindProxy = await securityApp(server, {
      config: { trustProxy: true, logLevel: 'info' },
      app: { logStream: { write: (line) => lines.push(line) } },
    });
    try {
      const answer = await behindProxy.request({
        method: 'GET',
        url: '/api/v1/policies',
        headers: { ...server.as('viewer'), 'x-request-id': 'lb-4f2a.91' },
      });
      expect(answer.headers['x-request-id']).toBe('lb-4f2a.91');
      const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
      const ofRequest = logged.filter((line) => line.reqId === 'lb-4f2a.91');
      expect(ofRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);

      const forged = await behindProxy.request({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': 'has spaces and\ttabs' },
      });
      expect(forged.headers['x-request-id']).toMatch(UUID);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('metrics for operators', () => {
  let withToken: SecurityApp;
  beforeAll(async () => {
    withToken = await securityApp(server, {
      config: { metrics: { token: METRICS_TOKEN, addresses: ['10.1.2.3'] } },
      limits: { signIn: { freeFailuresPerPair: 1, baseDelaySeconds: 60 } },
    });
  });
  afterAll(async () => {
    await withToken.close();
  });

  const scrape = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    withToken.request({ method: 'GET', url: '/metrics', headers, remoteAddress });

  it('does not exist for a server without a metrics token or address', async () => {
    expectErrorBody(await server.request({ method: 'GET', url: '/metrics' }), 404);
  });

  it('does not exist for a wrong token, another address or a staff token', async () => {
    expectErrorBody(await scrape(), 404);
    expectErrorBody(await scrape({ authorization: `Bearer ${METRICS_TOKEN}x` }), 404);
    expectErrorBody(await scrape(server.as('admin')), 404);
  });

  it('counts requests by route pattern and status, enrolments, uploads and throttled sign-ins', async () => {
    await withToken.request({ method: 'GET', url: '/api/v1/policies', headers: server.as('viewer') });
    const token = await withToken.enrolmentToken('198.51.100.40');
    const enrolled = await withToken.request({
      method: 'POST',
      url: '/api/v1/diasporas',
      remoteAddress: '198.51.100.40',
      headers: { 'x-enrolment-token': token },
      payload: diaspora(),
    });
    expect(enrolled.statusCode).toBe(201);
    const wrong = { email: EMAILS.viewer, password: 'not-the-password-1' };
    const tries = [];
    for (let i = 0; i < 3; i += 1)
      tries.push(
        (await withToken.request({ method: 'POST', url: '/api/v1/auth/sign-in', payload: wrong })).statusCode,
      );
    expect(tries).toContain(429);

    const answer = await scrape({ authorization: `Bearer ${METRICS_TOKEN}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    const text = answer.body;
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/v1\/policies",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/v1\/policies",status="200"\}/,
    );
    expect(text).toMatch(/portal_enrolments_total\{by="public"\} 1/);
    expect(text).toMatch(/portal_sign_ins_throttled_total [1-9]/);
    expect(text).toMatch(/portal_db_pool_connections\{state="total"\} \d+/);
    // No address or id ever becomes a label.
    expect(text).not.toMatch(/198\.51\.100\.40/);
  });

  it('is served to a listed address without a token', async () => {
    expect((await scrape({}, '10.1.2.3')).statusCode).toBe(200);
  });

  it("takes the connection's own address, never one a proxy header claims", async () => {
    const behindProxy = await securityApp(server, {
      config: { trustProxy: true, metrics: { token: undefined, addresses: ['10.1.2.3'] } },
    });
    try {
      const claimed = await behindProxy.request({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '10.1.2.3' },
      });
      expectErrorBody(claimed, 404);
    } finally {
      await behindProxy.close();
    }
  });
});

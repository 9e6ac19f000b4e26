import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody, startTestServer, type TestServer } from './harness';
import { type SecurityApp, securityApp } from './security-app';

const CAPTCHA = 'https://challenges.cloudflare.com';

let server: TestServer;
let withSpa: SecurityApp;
let dist: string;

beforeAll(async () => {
  server = await startTestServer();
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-headers-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  withSpa = await securityApp(server, { config: { distDir: dist } });
});
afterAll(async () => {
  await withSpa.close();
  await server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The policy as a map of directive to its sources. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  if (typeof header !== 'string') throw new Error(`no Content-Security-Policy on ${response.statusCode}`);
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const policy = policyOf(response);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'", CAPTCHA]);
  expect(policy.get('frame-src')).toEqual([CAPTCHA]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  // Nothing but the app and the captcha provider: no other host, no wildcard, no inline script.
  for (const [directive, sources] of policy) {
    for (const source of sources) {
      expect(source, `${directive} ${source}`).toMatch(
        /^('self'|'none'|'unsafe-inline'|data:|blob:|https:\/\/challenges\.cloudflare\.com)$/,
      );
    }
    if (directive !== 'style-src') expect(sources, directive).not.toContain("'unsafe-inline'");
  }
  const hsts = String(response.headers['strict-transport-security']);
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
  expect(hsts).toMatch(/includeSubDomains/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  it('are on API answers: success, refusal, unknown route and validation failure', async () => {
    const answers = [
      await server.request({ method: 'GET', url: '/api/v1/health' }),
      await server.request({ method: 'GET', url: '/api/v1/customers' }),
      await server.request({ method: 'GET', url: '/api/v1/no-such-thing' }),
      await server.request({ method: 'POST', url: '/api/v1/auth/sign-in', payload: { email: 'x' } }),
      await server.request({ method: 'GET', url: '/api/v1/policies', headers: server.as('viewer') }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, 400, 200]);
    for (const answer of answers) expectSecurityHeaders(answer);
  });

  it('are on the app: its page, a client route and a built asset', async () => {
    for (const url of ['/', '/login', '/diaspora/policy', '/assets/app-1234.js']) {
      const response = await withSpa.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expectSecurityHeaders(response);
    }
  });

  it('come with the error body on paths the router refuses before any hook', async () => {
    const badEscape = await server.request({ method: 'GET', url: '/api/v1/customers/%zz' });
    expectErrorBody(badEscape, 400);
    const tooLong = await server.request({ method: 'GET', url: `/api/v1/customers/${'9'.repeat(150)}` });
    expectErrorBody(tooLong, 414);
    for (const answer of [badEscape, tooLong]) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    }
  });

  it('go with a page that needs no inline script', () => {
    // The built page is index.html with Vite's tags rewritten: an inline script there would be blocked.
    const source = fs.readFileSync(path.resolve('index.html'), 'utf8');
    const scripts = [...source.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
    expect(source).not.toMatch(/\son[a-z]+=/i);
  });
});

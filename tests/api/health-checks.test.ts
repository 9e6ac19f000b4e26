import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from '../../server/files/storage';
import { expectErrorBody, startTestServer, type TestServer } from './harness';
import { securityApp } from './security-app';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('health checks for a load balancer', () => {
  it('answers liveness and readiness under /api/v1 and at the root, without a token', async () => {
    for (const url of ['/healthz', '/api/v1/healthz']) {
      const response = await server.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
    for (const url of ['/readyz', '/api/v1/readyz']) {
      const response = await server.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
    }
  });

  it('fails readiness with 503 and the error body while the instance drains, but stays alive', async () => {
    const lifecycle = { draining: false };
    const app = await securityApp(server, { app: { lifecycle } });
    try {
      expect((await app.request({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      lifecycle.draining = true;
      const refused = await app.request({ method: 'GET', url: '/readyz' });
      expectErrorBody(refused, 503);
      expect(refused.json().respMsg).toMatch(/shutting down/);
      expect((await app.request({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('fails readiness when the document storage cannot be written', async () => {
    // A folder that cannot exist: its parent is a file.
    const parent = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'portal-ready-')), 'a-file');
    await fs.writeFile(parent, '');
    const unusable = diskStorage(path.join(parent, 'files'));
    const app = await securityApp(server, { app: { storage: unusable } });
    try {
      const refused = await app.request({ method: 'GET', url: '/api/v1/readyz' });
      expectErrorBody(refused, 503);
      expect(refused.json().respMsg).toMatch(/document storage/);
    } finally {
      await app.close();
    }
  });
});

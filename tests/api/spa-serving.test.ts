import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { type Db, migrateToLatest, openDatabase } from '../../server/db/connect';

let app: FastifyInstance;
let db: Db;
let dist: string;
beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await fs.writeFile(path.join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log("app")');
  // As the build's precompress step leaves them: a Brotli and a gzip copy beside the asset.
  const bundle = `console.log(${JSON.stringify('bancassurance '.repeat(200))})`;
  await fs.writeFile(path.join(dist, 'assets', 'main-Zz98Yy76.js'), bundle);
  await fs.writeFile(path.join(dist, 'assets', 'main-Zz98Yy76.js.gz'), zlib.gzipSync(bundle));
  await fs.writeFile(path.join(dist, 'assets', 'main-Zz98Yy76.js.br'), zlib.brotliCompressSync(bundle));
  ({ db } = await openDatabase({ dataDir: 'memory://' }));
  await migrateToLatest(db);
  app = await buildApp({ db, config: readConfig({ NODE_ENV: 'test', DIST_DIR: dist, FILES_DIR: dist }) });
});
afterAll(async () => {
  await app.close();
  await db.destroy();
  await fs.rm(dist, { recursive: true, force: true });
});

describe('serving the SPA', () => {
  it('answers client routes with index.html, never cached', async () => {
    for (const url of ['/', '/login', '/dashboard/customers/diasporas/in-progress', '/no/such/page']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy the browser accepts, and the plain file to one that accepts none', async () => {
    const url = '/assets/main-Zz98Yy76.js';
    const plain = await fs.readFile(path.join(dist, 'assets', 'main-Zz98Yy76.js'), 'utf8');
    const brotli = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.length / 10);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    const none = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain);
  });

  it('keeps unknown API paths as JSON 404s rather than the SPA', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ respMsg: 'Not found', messages: {}, status: 404 });
  });
});

import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import { listenedStaffTokens, type StaffTokenCache } from '../../server/auth/token-cache';
import { readConfig, type ServerConfig } from '../../server/config';
import type { Db } from '../../server/db/connect';
import type { RoleName } from '../../server/db/seed';
import { openStorage } from '../../server/files/open-storage';
import type { FileStorage } from '../../server/files/storage';
import { DEVELOPMENT_CAPTCHA_TOKEN } from '../../src/domain/captcha';
import { ADMIN_PASSWORD, freshPostgresDatabase, STAFF_PASSWORD, templateCopy } from './database-template';
import { contractOperations } from './fuzz/contract';
import { STORAGE_TARGET, startObjectStore, storedKeys } from './object-store';

export { ADMIN_PASSWORD, freshPostgresDatabase, STAFF_PASSWORD };
export const EMAILS: Record<RoleName, string> = {
  admin: 'admin@bancassurance.local',
  officer: 'officer@bancassurance.local',
  viewer: 'viewer@bancassurance.local',
};

/** Which database this run targets: PGlite by default, a PostgreSQL server in the postgres project. */
export const TARGET = process.env.API_TEST_TARGET === 'postgres' ? 'postgres' : 'pglite';

/** The creates whose contract requires an Idempotency-Key: their method and a pattern of their URL. */
const KEYED_CREATES = contractOperations()
  .filter((op) => op.parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key' && p.required))
  .map((op) => ({
    method: op.method.toUpperCase(),
    url: new RegExp(`^/api/v1${op.path.replace(/{\w+}/g, '[^/?]+')}(\\?.*)?$`),
  }));

/**
 * A create sent as the SPA sends it: with a fresh Idempotency-Key unless the test gave one. A test
 * of a create without a key calls `app.inject` itself.
 */
export function withIdempotencyKey(options: InjectOptions): InjectOptions {
  const method = String(options.method ?? 'GET').toUpperCase();
  const url = typeof options.url === 'string' ? options.url : '';
  if (!KEYED_CREATES.some((create) => create.method === method && create.url.test(url))) return options;
  const headers = (options.headers ?? {}) as Record<string, unknown>;
  if (Object.keys(headers).some((name) => name.toLowerCase() === 'idempotency-key')) return options;
  return { ...options, headers: { ...headers, 'idempotency-key': randomUUID() } as InjectOptions['headers'] };
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  config: ServerConfig;
  /** The test database's URL on a PostgreSQL server; undefined on PGlite. */
  postgresUrl: string | undefined;
  tokens: Record<RoleName, string>;
  /** One request to the app; a create gets a fresh Idempotency-Key unless it has one. */
  request: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  as: (role: RoleName) => Record<string, string>;
  enrolmentToken: () => Promise<string>;
  /** Where the app keeps documents: the local folder, or the object store of the api-s3 project. */
  storage: FileStorage;
  /** Every key the document storage holds ("72/72e9…"), read from the backend's own folder. */
  storedKeys: () => Promise<string[]>;
  /** The staff tokens' users the app remembers. */
  staffTokens: StaffTokenCache;
  close: () => Promise<void>;
}

export interface TestServerOptions {
  /** Configuration read from the environment by the real server, over the test defaults. */
  env?: NodeJS.ProcessEnv;
  /** Where the server's log lines go (set env.LOG_LEVEL too: tests log nothing by default). */
  logStream?: { write(line: string): void };
}

/** The real app, in-process, on its own copy of the migrated and seeded template. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-files-'));
  const database = await templateCopy(TARGET);
  const { db, listen } = database.opened;
  const objectStore = STORAGE_TARGET === 's3' ? await startObjectStore() : undefined;
  const config = {
    ...readConfig({
      NODE_ENV: 'test',
      FILES_DIR: filesDir,
      DIST_DIR: filesDir,
      ...objectStore?.env,
      ...options.env,
    }),
    filesDir,
  };
  const storage = openStorage(config);
  // As the server runs: staff tokens' users remembered while their changes are heard.
  const { staffTokens, stopListening } = await listenedStaffTokens(listen);
  const app = await buildApp({
    db,
    config,
    storage,
    validateResponses: true,
    logStream: options.logStream,
    staffTokens,
  });
  await app.ready();

  // PGlite answers through promises alone, so a test sending many requests could keep this
  // process's event loop from ever turning; one turn per request lets timers and the test
  // runner's messages through.
  const request = async (options: InjectOptions) => {
    const response = await app.inject(withIdempotencyKey(options));
    await nextTurn();
    return response;
  };
  const signIn = async (role: RoleName) => {
    const password = role === 'admin' ? ADMIN_PASSWORD : STAFF_PASSWORD;
    const response = await request({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: EMAILS[role], password },
    });
    if (response.statusCode !== 200) throw new Error(`sign-in as ${role} failed: ${response.body}`);
    return response.json().data.token as string;
  };
  const tokens = {
    admin: await signIn('admin'),
    officer: await signIn('officer'),
    viewer: await signIn('viewer'),
  };
  return {
    app,
    db,
    config,
    postgresUrl: database.url,
    tokens,
    request,
    as: (role) => ({ authorization: `Bearer ${tokens[role]}` }),
    enrolmentToken: async () => {
      const response = await request({
        method: 'POST',
        url: '/api/v1/enrolment-sessions',
        payload: { captchaToken: DEVELOPMENT_CAPTCHA_TOKEN },
      });
      return response.json().data.token as string;
    },
    storage,
    storedKeys: () => storedKeys(filesDir, objectStore?.directory),
    staffTokens,
    close: async () => {
      await app.close();
      await stopListening();
      await database.close();
      await objectStore?.close();
      await fs.rm(filesDir, { recursive: true, force: true });
    },
  };
}

/** The SPEC §8 error body, checked on every failure a test provokes. */
export function expectErrorBody(response: LightMyRequestResponse, status: number): Record<string, string> {
  if (response.statusCode !== status) {
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
  const body = response.json() as { respMsg: unknown; messages: unknown; status: unknown };
  if (typeof body.respMsg !== 'string' || body.respMsg.length === 0)
    throw new Error(`no respMsg in ${response.body}`);
  if (typeof body.messages !== 'object' || body.messages === null)
    throw new Error(`no messages in ${response.body}`);
  if (body.status !== status) throw new Error(`status ${String(body.status)} in body, expected ${status}`);
  return body.messages as Record<string, string>;
}

/** Smallest valid PNG, PDF, JPEG and WebP files: real magic numbers, tiny bodies. */
export const SAMPLE_FILES = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
};

export function multipart(fieldName: string, fileName: string, contentType: string, content: Buffer) {
  const boundary = `----portal${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

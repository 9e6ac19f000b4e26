import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../bench/postgres';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { type Db, openDatabase } from '../../server/db/connect';
import { POOL_WAIT_MS } from '../../server/db/server-pool';
import { databaseUnavailableReason } from '../../server/db/unavailable';
import { DEVELOPMENT_CAPTCHA_TOKEN } from '../../src/domain/captcha';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { expectErrorBody } from './harness';
import { testClock } from './security-app';

/**
 * DESIGN decision 11: while the database cannot be reached, requests are answered 503 with
 * Retry-After in the SPEC §8 shape, never 500 and never left hanging, and readiness says so
 * within its bound. The databases here are stand-ins on loopback: a port nobody listens on, a
 * listener that never speaks, and one that lets a connection in and then answers nothing.
 */

let filesDir: string;
beforeAll(async () => {
  filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-unavailable-'));
});
afterAll(() => fs.rm(filesDir, { recursive: true, force: true }));

/** A loopback listener that does what `onSocket` says with each connection, and its URL. */
async function standIn(onSocket: (socket: net.Socket) => void) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    onSocket(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://portal@127.0.0.1:${port}/portal`,
    /** Cuts every connection (so the pool can close) and stops listening. */
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The startup answer of a PostgreSQL server that trusts the client: AuthenticationOk, ReadyForQuery. */
const AUTHENTICATION_OK = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0]);
const READY_FOR_QUERY = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);

interface Opened {
  app: FastifyInstance;
  db: Db;
  lines: string[];
  clock: ReturnType<typeof testClock>;
}
const opened: Opened[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  for (const { app, db } of opened.splice(0)) {
    await app.close();
    await db.destroy();
  }
});

/** The real app on a database at `url`, its log lines kept, metrics readable from loopback. */
async function appOn(url: string, env: NodeJS.ProcessEnv = {}): Promise<Opened> {
  const config = readConfig({
    NODE_ENV: 'test',
    FILES_DIR: filesDir,
    DIST_DIR: filesDir,
    LOG_LEVEL: 'info',
    METRICS_ALLOW: '127.0.0.1',
    ...env,
  });
  const { db } = await openDatabase({ url, connectTimeoutMs: config.databaseConnectTimeoutMs });
  const lines: string[] = [];
  const clock = testClock();
  const app = await buildApp({
    db,
    config,
    validateResponses: true,
    logStream: { write: (line) => lines.push(line) },
    clock: clock.now,
  });
  await app.ready();
  const one = { app, db, lines, clock };
  opened.push(one);
  return one;
}

/** A 503 for want of the database: the §8 body with its own words, and Retry-After in seconds. */
function expectUnavailable(response: Awaited<ReturnType<FastifyInstance['inject']>>) {
  expectErrorBody(response, 503);
  expect(response.json().respMsg).toBe(SERVER_MESSAGES.databaseUnavailable);
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(response.headers['cache-control']).toBe('no-store');
}

const outageLines = (lines: string[]) =>
  lines
    .map(
      (line) =>
        JSON.parse(line) as { msg: string; databaseUnavailable?: { reason: string; answers: number } },
    )
    .filter((line) => line.msg.startsWith('database unavailable'));

describe('requests while the database cannot be reached', () => {
  it('answers 503 with Retry-After in the §8 shape, public or staff, never 500', async () => {
    const { app } = await appOn(`postgres://portal@127.0.0.1:${await freePort()}/portal`);
    const answers = [
      await app.inject({ method: 'GET', url: '/api/v1/health' }),
      await app.inject({
        method: 'POST',
        url: '/api/v1/enrolment-sessions',
        payload: { captchaToken: DEVELOPMENT_CAPTCHA_TOKEN },
      }),
      await app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email: 'admin@bancassurance.local', password: 'a-password-of-some-length' },
      }),
      await app.inject({
        method: 'GET',
        url: '/api/v1/diasporas',
        headers: { authorization: `Bearer stf_${'a'.repeat(40)}` },
      }),
    ];
    for (const answer of answers) expectUnavailable(answer);
    // Liveness asks nothing of the database: the balancer keeps the process.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expectErrorBody(ready, 503);
    expect(ready.json().respMsg).toMatch(/database does not answer/);
  });

  it('tells the operators: one log line while it goes on, and a count in the metrics', async () => {
    const { app, lines, clock } = await appOn(`postgres://portal@127.0.0.1:${await freePort()}/portal`);
    const health = () => app.inject({ method: 'GET', url: '/api/v1/health' });
    expectUnavailable(await health());
    expectUnavailable(await health());
    expect(outageLines(lines).map((line) => line.databaseUnavailable)).toEqual([
      { reason: 'ECONNREFUSED', answers: 1 },
    ]);
    clock.advance(10_000);
    expectUnavailable(await health());
    expect(outageLines(lines).map((line) => line.databaseUnavailable?.answers)).toEqual([1, 2]);
    const metrics = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(metrics.body).toMatch(/^portal_database_unavailable_total\{reason="ECONNREFUSED"\} 3$/m);
  });

  it('gives up waiting for a connection the server never opens, and answers 503', async () => {
    const silent = await standIn(() => undefined);
    cleanups.push(silent.close);
    const { app } = await appOn(silent.url, {
      DATABASE_CONNECT_TIMEOUT_MS: '200',
      READINESS_TIMEOUT_MS: '60000',
    });
    // Without a bound, both would wait as long as the listener stays silent: for ever.
    expectUnavailable(await app.inject({ method: 'GET', url: '/api/v1/health' }));
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expectErrorBody(ready, 503);
    expect(ready.json().respMsg).toMatch(/database does not answer/);
  }, 60_000);

  it('reports not ready within its bound when the database takes a statement and never answers', async () => {
    const mute = await standIn((socket) => {
      socket.once('data', () => socket.write(Buffer.concat([AUTHENTICATION_OK, READY_FOR_QUERY])));
    });
    cleanups.push(mute.close);
    const { app } = await appOn(mute.url, { READINESS_TIMEOUT_MS: '200' });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expectErrorBody(ready, 503);
    expect(ready.json().respMsg).toMatch(/database does not answer/);
  }, 60_000);

  it('waits longer for a free connection of a busy pool than for a new one to open', async () => {
    const mute = await standIn((socket) => {
      socket.once('data', () => socket.write(Buffer.concat([AUTHENTICATION_OK, READY_FOR_QUERY])));
    });
    cleanups.push(mute.close);
    const connectTimeoutMs = 5000;
    const { db, poolStats } = await openDatabase({ url: mute.url, connectTimeoutMs });
    cleanups.push(() => db.destroy());
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const failed: unknown[] = [];
    const holders = Array.from({ length: 10 }, () =>
      db
        .connection()
        .execute(() => held)
        .catch((error: unknown) => {
          failed.push(error);
        }),
    );
    cleanups.push(async () => {
      release();
      await Promise.all(holders);
    });
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    while (poolStats().total - poolStats().idle < 10 && failed.length === 0) await turn();
    expect(failed).toEqual([]);
    // The pool's timers run on a clock the test moves: a burst waits its turn, within a bound.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let outcome: string | undefined;
      void sql`SELECT 1`.execute(db).then(
        () => {
          outcome = 'answered';
        },
        (error: unknown) => {
          outcome = databaseUnavailableReason(error) ?? String(error);
        },
      );
      while (poolStats().waiting < 1) await turn();
      vi.advanceTimersByTime(2 * connectTimeoutMs);
      await turn();
      expect(outcome).toBeUndefined();
      vi.advanceTimersByTime(POOL_WAIT_MS);
      while (outcome === undefined) await turn();
      expect(outcome).toBe('pool wait timeout');
    } finally {
      vi.useRealTimers();
    }
  }, 60_000);
});

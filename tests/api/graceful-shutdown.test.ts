import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteTemplateFolder, templateCopy } from './database-template';
import { ADMIN_PASSWORD, EMAILS, multipart, SAMPLE_FILES, TARGET } from './harness';

/** The template's administrator: the server starts on a copy of the run's migrated, seeded template. */
const ADMIN = { email: EMAILS.admin, password: ADMIN_PASSWORD };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe('a server process told to stop (SIGTERM)', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function startServer() {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-drain-'));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    // A database as on any day but the first: what is tested is the stop, not the first start.
    const database = TARGET === 'postgres' ? await templateCopy('postgres') : undefined;
    if (database) cleanups.push(database.close);
    else await pgliteTemplateFolder(dataDir);
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DIST_DIR: path.join(dataDir, 'no-dist'),
        DATABASE_URL: database?.url ?? '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    cleanups.push(async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    });
    const base = `http://127.0.0.1:${port}`;
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
          return fetch(`${base}/readyz`).then(
            (response) => response.status,
            () => 0,
          );
        },
        { timeout: 120_000, interval: 200 },
      )
      .toBe(200);
    return { child, base, port, exited, output: () => output };
  }

  it('finishes an upload in flight, then closes the pool and exits 0', async () => {
    const server = await startServer();
    const signIn = await fetch(`${server.base}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(signIn.status).toBe(200);
    const { data } = (await signIn.json()) as { data: { token: string } };

    // Half the upload is sent; the rest only after the signal, so the request is in flight.
    const body = multipart('file', 'id.png', 'image/png', SAMPLE_FILES.png);
    const half = Math.floor(body.payload.length / 2);
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: server.port,
          method: 'POST',
          path: '/api/v1/files',
          headers: {
            ...body.headers,
            'content-length': String(body.payload.length),
            authorization: `Bearer ${data.token}`,
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      request.on('error', reject);
      request.write(body.payload.subarray(0, half));
      request.on('socket', (socket) =>
        socket.once('connect', () => {
          setTimeout(() => {
            server.child.kill('SIGTERM');
            setTimeout(() => request.end(body.payload.subarray(half)), 500);
          }, 200);
        }),
      );
    });

    const uploaded = await answer;
    expect(uploaded.status, uploaded.body).toBe(201);
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/Draining/);
    expect(server.output()).toMatch(/Drained: exiting/);
  });
});

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { type DatabaseTarget, postgresTarget } from '../../scripts/reliability/databases';
import { rateLimitsRaised } from '../../scripts/reliability/rate-limits';
import { chromiumMissing } from './chromium';

/**
 * Builds the SPA once, starts the real server (`server/main.ts`) as a child process on a free
 * port with a fresh database, and hands its URL and the admin's sign-in to the tests. The database
 * is embedded (PGlite), or in the `e2e-postgres` project a fresh one on TEST_DATABASE_URL's server.
 */

/** The project that runs the browser tests against PostgreSQL (vitest.config.ts). */
export const E2E_POSTGRES_PROJECT = 'e2e-postgres';

const ADMIN_EMAIL = 'admin@bancassurance.local';
const ADMIN_PASSWORD = 'e2e-admin-password';
const OFFICER_EMAIL = 'officer@bancassurance.local';
const STAFF_PASSWORD = 'e2e-staff-password';
/** A second admin: with the first, two staff who may approve, for four-eyes paths. */
const CHECKER_EMAIL = 'checker@bancassurance.local';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the running portal, for example http://127.0.0.1:41234 (no trailing slash). */
    e2eBaseUrl: string;
    e2eAdminEmail: string;
    e2eAdminPassword: string;
    /** An officer: makes records, may not approve them. */
    e2eOfficerEmail: string;
    e2eOfficerPassword: string;
    /** A second admin (password: the officer's), so an admin's record has someone else to check it. */
    e2eCheckerEmail: string;
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Ceilings only a hang reaches: the build and the server start share two busy cores with the
// other projects (12 s and 15 s on an idle machine).
const BUILD_TIMEOUT_MS = 300_000;
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;
const SEED_TIMEOUT_MS = 300_000;
const DEMO_RECORDS = 30;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('No free port'))));
    });
  });
}

/** Runs a command to completion; on failure the error carries its output. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`}):\n${output}`));
    });
  });
}

async function buildSpa(tempRoot: string): Promise<string> {
  // npm test builds the SPA once for all its browser lanes (scripts/run-tests.ts).
  const built = process.env.E2E_DIST_DIR;
  if (built) {
    if (!fs.existsSync(path.join(built, 'index.html')))
      throw new Error(`E2E_DIST_DIR has no index.html: ${built}`);
    return built;
  }
  if (process.env.E2E_SKIP_BUILD === '1') {
    const dist = path.join(ROOT, 'dist');
    if (!fs.existsSync(path.join(dist, 'index.html'))) {
      throw new Error('E2E_SKIP_BUILD=1 but dist/index.html is missing: run `npm run build` first');
    }
    return dist;
  }
  const outDir = path.join(tempRoot, 'dist');
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  await run(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { ...process.env, NODE_ENV: 'production' },
    BUILD_TIMEOUT_MS,
  );
  return outDir;
}

interface RunningServer {
  child: ChildProcess;
  output: () => string;
  exited: Promise<void>;
}

function startServer(env: NodeJS.ProcessEnv): RunningServer {
  // Its own process group, so teardown can end the server and anything it started.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  // Should Vitest itself end without running the teardown, the server must not outlive it.
  const killOnExit = () => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  };
  process.once('exit', killOnExit);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      process.off('exit', killOnExit);
      resolve();
    });
  });
  return { child, output: () => output, exited };
}

async function waitForHealth(baseUrl: string, server: RunningServer): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(
        `The server exited (${server.child.signalCode ?? `exit ${server.child.exitCode}`}) before it answered /api/v1/health. Its output:\n${server.output()}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `The server did not answer GET /api/v1/health with 200 within ${START_TIMEOUT_MS / 1000}s (last: ${last}). Its output:\n${server.output()}`,
  );
}

async function stopServer(server: RunningServer): Promise<void> {
  const { pid } = server.child;
  if (pid === undefined || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  signalGroup('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const stopped = await Promise.race([
    server.exited.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), STOP_TIMEOUT_MS);
    }),
  ]);
  clearTimeout(timer);
  if (!stopped) {
    console.warn(`The e2e server did not stop within ${STOP_TIMEOUT_MS / 1000}s; killing it`);
    signalGroup('SIGKILL');
    await server.exited;
  }
  // Anything the server left behind in its group.
  signalGroup('SIGKILL');
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (chromiumMissing !== undefined) {
    if (process.env.CI) throw new Error(`The e2e suite cannot run: ${chromiumMissing}`);
    console.warn(`Skipping the browser tests of the e2e suite: ${chromiumMissing}`);
  }
  const started = Date.now();
  const tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  let server: RunningServer | undefined;
  let database: DatabaseTarget | undefined;
  const teardown = async () => {
    if (server) await stopServer(server);
    await database?.dispose();
    fs.rmSync(tempRoot, { recursive: true, force: true });
  };
  try {
    if (project.name === E2E_POSTGRES_PROJECT) {
      const target = await postgresTarget('e2e');
      if ('skipped' in target) throw new Error(`The PostgreSQL browser suite cannot run: ${target.skipped}`);
      database = target;
    }
    const distDir = await buildSpa(tempRoot);
    const built = Date.now();
    const dataDir = path.join(tempRoot, 'data');
    fs.mkdirSync(dataDir);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const serverEnv: NodeJS.ProcessEnv = {
      ...process.env,
      // development: the development captcha is accepted; test mode would silence the logs.
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      FILES_DIR: '',
      DIST_DIR: distDir,
      DATABASE_URL: database?.env.DATABASE_URL ?? '',
      CAPTCHA_SECRET: '',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      STAFF_PASSWORD,
      // Every browser test enrols from 127.0.0.1: the per-address limits would soon refuse them.
      ...rateLimitsRaised(),
    };
    // A few records of every status, older covers past their waiting period: claims need them.
    await run(
      process.execPath,
      ['--import', 'tsx', 'server/db/seed-demo.ts', '--count', String(DEMO_RECORDS)],
      serverEnv,
      SEED_TIMEOUT_MS,
    );
    await run(
      process.execPath,
      ['--import', 'tsx', 'tests/e2e/second-approver.ts', CHECKER_EMAIL, STAFF_PASSWORD],
      serverEnv,
      SEED_TIMEOUT_MS,
    );
    server = startServer(serverEnv);
    await waitForHealth(baseUrl, server);
    console.log(
      `${project.name}: portal at ${baseUrl} on ${database?.name ?? 'PGlite'} (build ${((built - started) / 1000).toFixed(1)}s, server start ${((Date.now() - built) / 1000).toFixed(1)}s)`,
    );
    project.provide('e2eBaseUrl', baseUrl);
    project.provide('e2eAdminEmail', ADMIN_EMAIL);
    project.provide('e2eAdminPassword', ADMIN_PASSWORD);
    project.provide('e2eOfficerEmail', OFFICER_EMAIL);
    project.provide('e2eOfficerPassword', STAFF_PASSWORD);
    project.provide('e2eCheckerEmail', CHECKER_EMAIL);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

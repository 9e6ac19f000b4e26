import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, pendingMigrations } from '../../server/db/connect';
import { DataFolderInUse, LOCK_FILE } from '../../server/db/data-folder-lock';
import { ADMIN_PASSWORD, pgliteTemplateFolder } from './database-template';

/**
 * One opener per embedded data folder: the server, the jobs command and the demo seed refuse a
 * folder another process holds (two on one folder leave a database no server starts on again),
 * and a lock whose process died is taken over. Always on PGlite: a PostgreSQL server needs none.
 */

/** Only a hang reaches it: these start real server processes, slow on a busy two-core machine. */
const SERVER_PROCESSES_CEILING = 600_000;
/** The template's administrator: every folder here holds a copy of this run's migrated, seeded template. */
const ADMIN = { email: 'admin@bancassurance.local', password: ADMIN_PASSWORD };
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/**
 * A data folder of its own holding the run's database template: the lock is the subject here, not
 * building a database from nothing (the browser suite's server and the seed tests do that).
 */
async function dataFolder(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-lock-'));
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  await pgliteTemplateFolder(dir);
  return dir;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const commandEnv = (dir: string): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATABASE_URL: '',
  DATA_DIR: dir,
  DIST_DIR: path.join(dir, 'no-dist'),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});

/** One of the portal's commands, run to its end: its exit code and what it printed. */
function runCommand(script: string, args: string[], dir: string) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { env: commandEnv(dir) },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** What `server/main.ts` prints once it listens. */
const RUNNING_BANNER = 'Bancassurance portal is running at';

interface ServerProcess {
  child: ChildProcess;
  pid: number;
  base: string;
  exited: Promise<number | null>;
}

async function startServer(dir: string): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...commandEnv(dir), PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let announced: () => void = () => {};
  // The server prints its banner once it listens, with its database open and migrated.
  const running = new Promise<void>((resolve) => {
    announced = resolve;
  });
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes(RUNNING_BANNER)) announced();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // 'close' comes after the exit and the last of its output.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  const base = `http://127.0.0.1:${port}`;
  // Running, or gone: a refused server exits at once, and says why.
  const outcome = await Promise.race([
    running.then(() => 'running' as const),
    exited.then(() => 'gone' as const),
  ]);
  if (outcome === 'gone') throw new Error(`the server exited early:\n${output}`);
  return { child, pid: child.pid as number, base, exited };
}

async function signIn(server: ServerProcess): Promise<number> {
  const response = await fetch(`${server.base}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return response.status;
}

const lockOf = async (dir: string) => JSON.parse(await fs.readFile(path.join(dir, LOCK_FILE), 'utf8'));
const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

describe('a data folder a running server holds', () => {
  it(
    'is refused at once by the jobs command and the demo seed, and the server keeps its database whole',
    async () => {
      const dir = await dataFolder();
      const server = await startServer(dir);
      expect(await signIn(server)).toBe(200);

      for (const [script, args] of [
        ['server/premiums/jobs-command.ts', []],
        ['server/db/seed-demo.ts', ['--count', '5']],
      ] as const) {
        const run = await runCommand(script, [...args], dir);
        expect(run.code, `${script} ${args.join(' ')}`).toBe(1);
        expect(run.stderr).toContain(`The embedded database in ${dir} is in use by process ${server.pid}`);
        expect(run.stderr).toContain('main.ts');
        expect(run.stderr).toContain('Stop the server first');
        expect(run.stdout).not.toMatch(/Cover jobs|Adding \d+ customers/);
      }
      // A second server on the same folder is refused too, and says why.
      const second = await startServer(dir).then(
        () => 'started',
        (error: Error) => error.message,
      );
      expect(second).toContain(`is in use by process ${server.pid}`);

      // The holder goes on, stops cleanly, and the folder opens again with everything in it.
      expect(await signIn(server)).toBe(200);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(await exists(path.join(dir, LOCK_FILE))).toBe(false);
      const { db } = await openDatabase({ dataDir: dir });
      try {
        const admin = await db.selectFrom('users').select('email').where('email', '=', ADMIN.email).execute();
        expect(admin).toHaveLength(1);
        expect(await pendingMigrations(db)).toEqual([]);
      } finally {
        await db.destroy();
      }
    },
    SERVER_PROCESSES_CEILING,
  );
});

describe('a lock whose holder is gone', () => {
  it(
    'is taken over after the server was killed with SIGKILL',
    async () => {
      const dir = await dataFolder();
      const server = await startServer(dir);
      expect((await lockOf(dir)).pid).toBe(server.pid);
      server.child.kill('SIGKILL');
      await server.exited;
      // The lock outlived the killed process on disk, but not as a lock: the next opener takes it.
      expect((await lockOf(dir)).pid).toBe(server.pid);
      const { db } = await openDatabase({ dataDir: dir });
      try {
        expect((await lockOf(dir)).pid).toBe(process.pid);
        const admin = await db.selectFrom('users').select('email').where('email', '=', ADMIN.email).execute();
        expect(admin).toHaveLength(1);
      } finally {
        await db.destroy();
      }
      expect(await exists(path.join(dir, LOCK_FILE))).toBe(false);
    },
    SERVER_PROCESSES_CEILING,
  );

  it('is taken over when its process id now belongs to another process', async () => {
    const dir = await dataFolder();
    // The test runner's parent lives on, but it is not the process that wrote this lock.
    const reused = {
      pid: process.ppid,
      started: 'another start',
      command: 'main.ts',
      since: 'then',
      token: 'x',
    };
    await fs.writeFile(path.join(dir, LOCK_FILE), JSON.stringify(reused));
    const { db } = await openDatabase({ dataDir: dir });
    expect((await lockOf(dir)).pid).toBe(process.pid);
    await db.destroy();
  });
});

describe('a folder held in this process', () => {
  it('is refused to a second opener, and free again once the first has closed it', async () => {
    const dir = await dataFolder();
    const first = await openDatabase({ dataDir: dir });
    const held = await fs.readFile(path.join(dir, LOCK_FILE), 'utf8');
    const refusal = await openDatabase({ dataDir: dir }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(DataFolderInUse);
    expect((refusal as Error).message).toContain(`The embedded database in ${dir} is in use by this process`);
    // The refusal left the holder's lock as it was.
    expect(await fs.readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(held);
    await first.db.destroy();
    expect(await exists(path.join(dir, LOCK_FILE))).toBe(false);
    const second = await openDatabase({ dataDir: dir });
    await second.db.destroy();
  });

  it('is refused while another live process holds it as it wrote', async () => {
    const dir = await dataFolder();
    const first = await openDatabase({ dataDir: dir });
    // The lock as another process would have written it: the runner's parent, with its real start.
    const mine = await lockOf(dir);
    const parentStat = await fs.readFile(`/proc/${process.ppid}/stat`, 'utf8');
    const started = parentStat.slice(parentStat.lastIndexOf(')') + 2).split(' ')[19];
    await first.db.destroy();
    const theirs = { ...mine, pid: process.ppid, started, command: 'seed-demo.ts' };
    await fs.writeFile(path.join(dir, LOCK_FILE), JSON.stringify(theirs));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(`is in use by process ${process.ppid}`);
    expect(await lockOf(dir)).toEqual(theirs);
  });

  it('needs no lock for an in-memory database', async () => {
    const one = await openDatabase({ dataDir: 'memory://' });
    const two = await openDatabase({ dataDir: 'memory://' });
    await one.db.destroy();
    await two.db.destroy();
  });
});

import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** A PostgreSQL cluster made for one bench run in a temporary folder, stopped and removed after. */
export interface ThrowawayCluster {
  url(database: string): string;
  version: string;
  /**
   * Stops the PostgreSQL server and keeps its data folder: `fast` ends the sessions and
   * checkpoints, `immediate` quits at once as a crash would (the next start recovers from WAL).
   */
  stopPostgres(mode: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again on the same data folder and port; resolves once it accepts connections. */
  startPostgres(): Promise<void>;
  stop(): void;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function serverBinaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const latest = versions.at(-1);
  if (!latest) {
    throw new Error("No PostgreSQL server: install Debian's postgresql package (apt-get install postgresql)");
  }
  return path.join(root, latest, 'bin');
}

/** initdb + pg_ctl on a free loopback port; as the postgres user when running as root. */
export async function startCluster(): Promise<ThrowawayCluster> {
  const bin = serverBinaries();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-pg-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    if (spawnSync('id', ['postgres']).status !== 0) {
      execFileSync('useradd', ['--system', '--no-create-home', 'postgres']);
    }
    execFileSync('chown', ['postgres', dir]);
  }
  const commandLine = (command: string, args: string[]): [string, string[]] =>
    asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
  const run = (command: string, args: string[]) =>
    execFileSync(...commandLine(command, args), { stdio: 'pipe' });
  // The caller's load keeps running while the server stops or starts.
  const runAsync = async (command: string, args: string[]) => {
    await promisify(execFile)(...commandLine(command, args));
  };
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'portal', '--auth=trust', '-E', 'UTF8']);
  // Durability off (fsync): the figures measure queries, not this machine's disk flushes.
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c max_connections=200',
    '-c shared_buffers=512MB',
  ].join(' ');
  const startArgs = ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-o', settings, 'start'];
  run('pg_ctl', startArgs);
  const version =
    /(\d+(?:\.\d+)+)/.exec(execFileSync(path.join(bin, 'postgres'), ['--version']).toString())?.[1] ?? '';
  let stopped = false;
  return {
    url: (database) => `postgres://portal@127.0.0.1:${port}/${database}`,
    version,
    stopPostgres: (mode) => runAsync('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    startPostgres: () => runAsync('pg_ctl', startArgs),
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } catch {
        // Already gone.
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

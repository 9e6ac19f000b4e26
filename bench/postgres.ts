import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A PostgreSQL cluster made for one bench run in a temporary folder, stopped and removed after. */
export interface ThrowawayCluster {
  url(database: string): string;
  version: string;
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
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, command), args, { stdio: 'pipe' });
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
  run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-o', settings, 'start']);
  const version =
    /(\d+(?:\.\d+)+)/.exec(execFileSync(path.join(bin, 'postgres'), ['--version']).toString())?.[1] ?? '';
  let stopped = false;
  return {
    url: (database) => `postgres://portal@127.0.0.1:${port}/${database}`,
    version,
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

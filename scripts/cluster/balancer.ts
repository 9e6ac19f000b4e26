import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../reliability/server-process';
import { childPids } from './processes';

export interface Balancer {
  base: string;
  /** nginx's access log (the `cluster` format of deploy/nginx.conf.template). */
  accessLog: string;
  /**
   * Takes an upstream out of the rotation (or puts it back) with a graceful reload, and returns
   * once the workers of the old configuration have finished their requests and gone: from then
   * on nothing reaches a `down` upstream.
   */
  setDown(port: number, down: boolean): Promise<void>;
  stop(): Promise<void>;
}

const RELOAD_LIMIT_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** nginx from Debian's packages, run in the foreground with the project's configuration. */
export async function startBalancer(workDir: string, port: number, upstreams: number[]): Promise<Balancer> {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => fs.existsSync(candidate));
  if (!nginx) throw new Error("No nginx: install Debian's nginx package (apt-get install nginx)");
  const prefix = path.join(workDir, 'nginx');
  fs.mkdirSync(prefix, { recursive: true });
  const file = path.join(prefix, 'nginx.conf');
  const template = fs.readFileSync(path.join(ROOT, 'deploy', 'nginx.conf.template'), 'utf8');
  const down = new Set<number>();
  const writeConfig = () => {
    const servers = upstreams
      .map(
        (upstream) =>
          `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=5s${down.has(upstream) ? ' down' : ''};`,
      )
      .join('\n');
    const config = template
      .replaceAll('{{user}}', process.getuid?.() === 0 ? 'user root;' : '')
      .replaceAll('{{prefix}}', prefix)
      .replaceAll('{{servers}}', servers)
      .replaceAll('{{port}}', String(port));
    fs.writeFileSync(file, config);
  };
  writeConfig();
  const child: ChildProcess = spawn(nginx, ['-p', prefix, '-c', file, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  process.on('exit', () => child.kill('SIGKILL'));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx stopped while starting; see ${prefix}/error.log`);
    try {
      await fetch(`${base}/healthz`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer; see ${prefix}/error.log`);
      await sleep(100);
    }
  }
  const master = child.pid ?? 0;

  return {
    base,
    accessLog: path.join(prefix, 'access.log'),
    async setDown(upstream, isDown) {
      if (isDown) down.add(upstream);
      else down.delete(upstream);
      writeConfig();
      const oldWorkers = childPids(master);
      child.kill('SIGHUP');
      const limit = Date.now() + RELOAD_LIMIT_MS;
      for (;;) {
        const workers = childPids(master);
        const reloaded = workers.length > 0 && !workers.some((pid) => oldWorkers.includes(pid));
        if (reloaded) return;
        if (Date.now() > limit) throw new Error(`nginx did not reload within 30 s; see ${prefix}/error.log`);
        await sleep(50);
      }
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}

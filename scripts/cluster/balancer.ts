import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../reliability/server-process';

export interface Balancer {
  base: string;
  stop(): Promise<void>;
}

/** nginx from Debian's packages, run in the foreground with the project's configuration. */
export async function startBalancer(workDir: string, port: number, upstreams: number[]): Promise<Balancer> {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => fs.existsSync(candidate));
  if (!nginx) throw new Error("No nginx: install Debian's nginx package (apt-get install nginx)");
  const prefix = path.join(workDir, 'nginx');
  fs.mkdirSync(prefix, { recursive: true });
  const servers = upstreams
    .map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=5s;`)
    .join('\n');
  const config = fs
    .readFileSync(path.join(ROOT, 'deploy', 'nginx.conf.template'), 'utf8')
    .replaceAll('{{user}}', process.getuid?.() === 0 ? 'user root;' : '')
    .replaceAll('{{prefix}}', prefix)
    .replaceAll('{{servers}}', servers)
    .replaceAll('{{port}}', String(port));
  const file = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(file, config);
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
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}

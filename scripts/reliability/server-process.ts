import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The real server (`server/main.ts`) running as a child process. */
export interface ServerProcess {
  pid: number;
  base: string;
  /** Sends the signal and waits until the process has gone; its exit code (null when a signal ended it). */
  kill(signal: NodeJS.Signals): Promise<number | null>;
  /** Stops the process at once; for use in `exit` handlers. */
  killNow(): void;
  /** Settles when the process ends, whatever ended it, with its exit code (null when a signal did). */
  exited: Promise<number | null>;
}

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
const START_LIMIT_MS = 90_000;

const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function gone(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

/**
 * Starts `node --import tsx server/main.ts` with `env` on loopback and waits until the health
 * route answers. The output goes to `logFile`, so that a failure can point to it. `nodeFlags`
 * come after tsx's, so that they may load TypeScript.
 */
export async function startServer(
  env: NodeJS.ProcessEnv,
  port: number,
  logFile: string,
  nodeFlags: string[] = [],
): Promise<ServerProcess> {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', ...nodeFlags, 'server/main.ts'], {
    cwd: ROOT,
    env: { ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  running.add(child);
  child.once('exit', () => running.delete(child));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_LIMIT_MS;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The server stopped while starting (exit ${child.exitCode}); see ${logFile}`);
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer within ${START_LIMIT_MS / 1000} s; see ${logFile}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    pid: child.pid ?? 0,
    base,
    kill(signal) {
      child.kill(signal);
      return gone(child);
    },
    killNow() {
      child.kill('SIGKILL');
    },
    exited: gone(child),
  };
}

/** Runs a project script (`node --import tsx <args>`) to its end; throws with its output on failure. */
export function runScript(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      out += chunk;
    });
    child.on('exit', (code) => {
      running.delete(child);
      if (code === 0) resolve(out);
      else reject(new Error(`${args.join(' ')} exited with ${code}:\n${out.slice(-2000)}`));
    });
  });
}

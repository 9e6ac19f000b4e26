import { spawn } from 'node:child_process';
import { ROOT } from './reliability/server-process';

/**
 * Runs a command in the repository's root until it exits. With `capture`, its stdout and stderr
 * are returned (to print on failure or to read); without, they go to the terminal as they come.
 */
export function runProcess(
  command: string,
  args: string[],
  capture: boolean,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env,
      stdio: ['ignore', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

import { spawn } from 'node:child_process';
import { ROOT } from './reliability/server-process';

/**
 * `npm test`'s Vitest run. The browser projects run each of their files alone against one server,
 * so inside one Vitest process the second core idled for the last ten minutes of the suite. They
 * now run in a second process beside the rest; their output is printed once the rest's has been.
 * With arguments (a file, a filter), one plain `vitest run` takes them instead.
 */

const BROWSER_PROJECTS = 'e2e*';

function vitest(args: string[], capture: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`${ROOT}/node_modules/vitest/vitest.mjs`, 'run', ...args], {
      cwd: ROOT,
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

async function main(): Promise<number> {
  const extra = process.argv.slice(2);
  if (extra.length > 0) return (await vitest(extra, false)).code;
  const browser = vitest(['--project', BROWSER_PROJECTS], true);
  const rest = await vitest(['--project', `!${BROWSER_PROJECTS}`], false);
  console.log('\n---- The browser projects (run beside the others) ----\n');
  const { code, output } = await browser;
  process.stdout.write(output);
  if (rest.code !== 0 || code !== 0) {
    console.log(`\nVitest failed: the other projects exited ${rest.code}, the browser projects ${code}`);
    return 1;
  }
  return 0;
}

main().then((code) => process.exit(code));

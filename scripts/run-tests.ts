import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './reliability/server-process';
import { fileTimings, timingSummary } from './test-timings';

/**
 * `npm test`'s Vitest run. The browser projects run each of their files alone against one server,
 * so inside one Vitest process the second core idled for the last ten minutes of the suite. They
 * now run in a second process beside the rest; their output is printed once the rest's has been.
 * Both write each file's time as well, and the run ends with its wall time and slowest files.
 * With arguments (a file, a filter), one plain `vitest run` takes them instead.
 */

const BROWSER_PROJECTS = 'e2e*';

function vitest(
  args: string[],
  capture: boolean,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`${ROOT}/node_modules/vitest/vitest.mjs`, 'run', ...args], {
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

/** The default reporter on the terminal, and each file's time written to `file`. */
const TIMED = ['--reporter=default', '--reporter=./scripts/timing-reporter.ts'];
const timedInto = (file: string) => ({ ...process.env, TEST_TIMINGS_FILE: file });

async function main(): Promise<number> {
  const extra = process.argv.slice(2);
  if (extra.length > 0) return (await vitest(extra, false)).code;
  const started = performance.now();
  const reports = await mkdtemp(path.join(os.tmpdir(), 'portal-test-reports-'));
  const browserReport = path.join(reports, 'browser.json');
  const restReport = path.join(reports, 'rest.json');
  const browser = vitest(['--project', BROWSER_PROJECTS, ...TIMED], true, timedInto(browserReport));
  const rest = await vitest(['--project', `!${BROWSER_PROJECTS}`, ...TIMED], false, timedInto(restReport));
  console.log('\n---- The browser projects (run beside the others) ----\n');
  const { code, output } = await browser;
  process.stdout.write(output);
  const timings = await fileTimings([restReport, browserReport], ROOT);
  console.log(`\n${timingSummary(timings, (performance.now() - started) / 1000)}`);
  await rm(reports, { recursive: true, force: true });
  if (rest.code !== 0 || code !== 0) {
    console.log(`\nVitest failed: the other projects exited ${rest.code}, the browser projects ${code}`);
    return 1;
  }
  return 0;
}

main().then((code) => process.exit(code));

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './reliability/server-process';
import { runProcess } from './run-process';
import { fileTimings, LAST_TIMINGS_FILE, projectTable, timingSummary } from './test-timings';

/**
 * `npm test`'s Vitest run, in lanes that share the machine's cores from the first minute to the
 * last: the API, jsdom, statechart and build suites in one Vitest process (two workers), and the
 * browser suites beside it, each in a process of its own with its own server, because a browser
 * file runs alone against its server and leaves most of a core idle while Chromium and the server
 * wait on each other. The SPA is built once for every browser lane. The browser lanes' output is
 * printed once the first lane's has been; every lane writes each file's time, and the run ends with
 * its wall time and slowest files. With arguments (a file, a filter), one plain `vitest run` takes
 * them instead.
 */

interface Lane {
  name: string;
  args: string[];
}

const BROWSER_LANES: Lane[] = [
  { name: 'browser tests on PGlite', args: ['--project', 'e2e'] },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'browser tests on PostgreSQL', args: ['--project', 'e2e-postgres'] }]
    : []),
];
const OTHER_LANE: Lane = { name: 'API, screen, statechart and build tests', args: ['--project', '!e2e*'] };

const vitest = (args: string[], capture: boolean, env?: NodeJS.ProcessEnv) =>
  runProcess(process.execPath, [`${ROOT}/node_modules/vitest/vitest.mjs`, 'run', ...args], capture, env);

/** The default reporter on the terminal, and each file's time written to TEST_TIMINGS_FILE. */
const TIMED = ['--reporter=default', '--reporter=./scripts/timing-reporter.ts'];

/** The SPA as production serves it, built once into `outDir` for every browser lane. */
async function buildSpa(outDir: string): Promise<void> {
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const build = await runProcess(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    true,
    { ...process.env, NODE_ENV: 'production' },
  );
  if (build.code !== 0) throw new Error(`The SPA did not build:\n${build.output}`);
}

async function main(): Promise<number> {
  const extra = process.argv.slice(2);
  if (extra.length > 0) return (await vitest(extra, false)).code;
  const started = performance.now();
  const reports = await mkdtemp(path.join(os.tmpdir(), 'portal-test-reports-'));
  const report = (i: number) => path.join(reports, `lane-${i}.json`);
  const dist = path.join(reports, 'dist');
  const browser = buildSpa(dist).then(() =>
    Promise.all(
      BROWSER_LANES.map((lane, i) =>
        vitest([...lane.args, ...TIMED], true, {
          ...process.env,
          E2E_DIST_DIR: dist,
          TEST_TIMINGS_FILE: report(i + 1),
        }),
      ),
    ),
  );
  const other = await vitest([...OTHER_LANE.args, ...TIMED], false, {
    ...process.env,
    TEST_TIMINGS_FILE: report(0),
  });
  const browserResults = await browser.catch((error: Error) => [{ code: 1, output: `${error.message}\n` }]);
  browserResults.forEach(({ output }, i) => {
    console.log(`\n---- ${BROWSER_LANES[i]?.name ?? 'browser tests'} (run beside the others) ----\n`);
    process.stdout.write(output);
  });
  const lanes = [OTHER_LANE, ...BROWSER_LANES];
  const timings = await fileTimings(
    lanes.map((_, i) => report(i)),
    ROOT,
  );
  console.log(
    `\n${projectTable(timings)}\n\n${timingSummary(timings, (performance.now() - started) / 1000)}`,
  );
  // Every file's time and test cases, kept for a profile (the README's testing section).
  const keep = process.env.TEST_TIMINGS_OUT;
  if (keep) await writeFile(keep, JSON.stringify(timings, null, 1));
  await mkdir(path.dirname(LAST_TIMINGS_FILE), { recursive: true });
  await writeFile(LAST_TIMINGS_FILE, JSON.stringify(timings));
  await rm(reports, { recursive: true, force: true });
  const failed = [other, ...browserResults]
    .map((result, i) => ({ ...result, name: lanes[i]?.name ?? 'browser tests' }))
    .filter((result) => result.code !== 0);
  for (const lane of failed) console.log(`\nVitest failed: ${lane.name} exited ${lane.code}`);
  return failed.length > 0 ? 1 : 0;
}

main().then((code) => process.exit(code));

import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Candidate, importSpecifiers, selectQuickTests } from './quick-selection';
import { ROOT } from './reliability/server-process';
import { runProcess } from './run-process';
import { type FileTiming, LAST_TIMINGS_FILE } from './test-timings';

/**
 * `npm run test:quick`, the inner loop: typecheck and lint side by side, then one Vitest run of
 * the domain and statechart suites with the API (on PGlite) and screen test files that the change
 * since QUICK_BASE (default `main`, committed or not) reaches, as many as QUICK_BUDGET seconds of
 * their last `npm test` times allow. What it leaves out it names; `npm test` runs everything.
 */

const BASE = process.env.QUICK_BASE ?? 'main';
const BUDGET_SECONDS = Number(process.env.QUICK_BUDGET ?? 90);
/** The projects that need nothing but Node: the browser, PostgreSQL and S3 suites are `npm test`'s. */
const QUICK_PROJECTS = ['node', 'ui'];
const ALWAYS = ['tests/domain', 'tests/machines'];

const git = async (...args: string[]) =>
  (await promisify(execFile)('git', args, { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 })).stdout
    .split('\n')
    .filter(Boolean);

const VITEST = path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
const TSC = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const TS_BUILD_INFO = path.join(path.dirname(LAST_TIMINGS_FILE), 'typecheck.tsbuildinfo');
const projectArgs = QUICK_PROJECTS.flatMap((project) => ['--project', project]);

/** Every file changed since the base, whether committed, staged, in the working tree or new. */
async function changedFiles(): Promise<string[]> {
  const [committedOrNot, untracked] = await Promise.all([
    git('diff', '--name-only', BASE),
    git('ls-files', '--others', '--exclude-standard'),
  ]);
  return [...new Set([...committedOrNot, ...untracked])];
}

/** The test files of the quick projects that the change reaches, as Vitest's module graph says. */
async function reachedTestFiles(): Promise<string[]> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'portal-quick-'));
  const listed = path.join(folder, 'files.json');
  try {
    const list = await runProcess(
      process.execPath,
      [VITEST, 'list', '--changed', BASE, ...projectArgs, '--filesOnly', `--json=${listed}`],
      true,
    );
    if (list.code !== 0) throw new Error(`vitest list failed:\n${list.output}`);
    const files = JSON.parse(await readFile(listed, 'utf8').catch(() => '[]')) as { file: string }[];
    return [...new Set(files.map(({ file }) => path.relative(ROOT, file).split(path.sep).join('/')))];
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function lastSeconds(): Promise<Map<string, number>> {
  // The last npm test's files, already relative to the root; none before the first run.
  const text = await readFile(LAST_TIMINGS_FILE, 'utf8').catch(() => '[]');
  const timings = JSON.parse(text) as FileTiming[];
  return new Map(
    timings
      .filter((timing) => QUICK_PROJECTS.includes(timing.project))
      .map((timing) => [timing.file, timing.seconds]),
  );
}

async function main(): Promise<number> {
  const started = performance.now();
  const checks = await Promise.all([
    // Incremental: a second quick run re-checks only what changed since the first.
    runProcess(
      process.execPath,
      [TSC, '--noEmit', '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', TS_BUILD_INFO],
      true,
    ),
    runProcess('npm', ['run', '--silent', 'lint'], true),
  ]);
  for (const [i, check] of checks.entries()) {
    if (check.code === 0) continue;
    process.stdout.write(check.output);
    console.log(`\n${i === 0 ? 'typecheck' : 'lint'} failed`);
    return 1;
  }
  console.log('typecheck and lint: clean');

  const [changed, reached, seconds] = await Promise.all([changedFiles(), reachedTestFiles(), lastSeconds()]);
  const candidates: Candidate[] = await Promise.all(
    reached
      .filter((file) => !ALWAYS.some((folder) => file.startsWith(`${folder}/`)))
      .map(async (file) => ({
        file,
        imports: importSpecifiers(await readFile(path.join(ROOT, file), 'utf8')),
      })),
  );
  const { chosen, leftOut } = selectQuickTests(candidates, changed, seconds, BUDGET_SECONDS);
  console.log(
    `Changed since ${BASE}: ${changed.length} file(s), reaching ${reached.length} test files of ${QUICK_PROJECTS.join(' and ')}; running ${chosen.length} of them with the domain and statechart suites`,
  );
  const tests = await runProcess(
    process.execPath,
    [VITEST, 'run', ...projectArgs, ...ALWAYS, ...chosen],
    false,
  );
  if (leftOut.length > 0) {
    const total = leftOut.reduce((sum, { seconds: s }) => sum + s, 0);
    console.log(
      `\nLeft to npm test: ${leftOut.length} more test files the change reaches (about ${Math.round(total)} s of test time), e.g.`,
    );
    for (const { file } of leftOut.slice(0, 5)) console.log(`  ${file}`);
  }
  console.log(`\ntest:quick took ${Math.round((performance.now() - started) / 1000)} s`);
  return tests.code;
}

main().then((code) => process.exit(code));

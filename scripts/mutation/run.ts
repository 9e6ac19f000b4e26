/**
 * Runs the mutants of scripts/mutation/mutants.ts one at a time: each is applied to a private copy
 * of the project (the working tree is never touched, so nobody else's test run sees a mutant),
 * only its own test files run, and the file is restored and checked byte for byte before the next.
 * A mutant is killed when its tests fail, survived when they pass.
 *
 *   npm run test:mutation                     all mutants
 *   npm run test:mutation -- --only id1,id2   some of them
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MUTANTS, type Mutant } from './mutants';

const ROOT = resolve(import.meta.dirname, '../..');
/** Ceiling for one mutant's test run: a mutant that makes a test hang counts as killed. */
const RUN_CEILING_MS = 15 * 60_000;
const SKIPPED_IN_COPY = new Set(['node_modules', '.git', 'test-results', 'tmp-scratch', 'dist']);

type Outcome = 'killed' | 'survived' | 'timed out (killed)' | 'invalid';
interface Result {
  mutant: Mutant;
  outcome: Outcome;
  note: string;
}

function occurrences(text: string, find: string): number {
  let count = 0;
  for (let at = text.indexOf(find); at !== -1; at = text.indexOf(find, at + 1)) count += 1;
  return count;
}

let running: ReturnType<typeof spawn> | undefined;
let pendingRestore: { path: string; original: string } | undefined;

function restore(): void {
  if (!pendingRestore) return;
  writeFileSync(pendingRestore.path, pendingRestore.original);
  if (readFileSync(pendingRestore.path, 'utf8') !== pendingRestore.original) {
    throw new Error(`Could not restore ${pendingRestore.path}`);
  }
  pendingRestore = undefined;
}

function stopAndRestore(signal: NodeJS.Signals): void {
  if (running?.pid) process.kill(-running.pid, 'SIGKILL');
  restore();
  console.error(`\nStopped by ${signal}; the mutated file was restored.`);
  process.exit(130);
}
process.on('SIGINT', stopAndRestore);
process.on('SIGTERM', stopAndRestore);

/** Runs vitest on the given files in the copy; resolves with its exit code, or null on the ceiling. */
function vitest(copy: string, files: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn('npx', ['vitest', 'run', ...files], {
      cwd: copy,
      detached: true,
      env: { ...process.env, TEST_DATABASE_URL: '', CI: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    running = child;
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const ceiling = setTimeout(() => {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
      done({ code: null, output });
    }, RUN_CEILING_MS);
    child.on('exit', (code) => {
      clearTimeout(ceiling);
      running = undefined;
      done({ code, output });
    });
  });
}

const summaryLine = (output: string) =>
  output
    .split('\n')
    .filter((line) => /^\s*Tests\s+\d/.test(line))
    .map((line) => line.trim())
    .join(' ') || 'no test summary';

async function runMutant(copy: string, mutant: Mutant): Promise<Result> {
  const path = join(copy, mutant.file);
  const original = readFileSync(path, 'utf8');
  const found = occurrences(original, mutant.find);
  if (found !== 1) return { mutant, outcome: 'invalid', note: `text found ${found} times, not once` };
  const tests = mutant.tests.filter((file) => existsSync(join(copy, file)));
  if (tests.length === 0) return { mutant, outcome: 'invalid', note: 'none of its test files exist' };
  pendingRestore = { path, original };
  writeFileSync(
    path,
    original.replace(mutant.find, () => mutant.replace),
  );
  try {
    const { code, output } = await vitest(copy, tests);
    if (code === null) return { mutant, outcome: 'timed out (killed)', note: tests.join(' ') };
    return { mutant, outcome: code === 0 ? 'survived' : 'killed', note: summaryLine(output) };
  } finally {
    restore();
  }
}

function printTable(results: Result[]): void {
  const idWidth = Math.max(...results.map((r) => r.mutant.id.length)) + 2;
  const outcomeWidth = 20;
  console.log(`\n${'mutant'.padEnd(idWidth)}${'rule'.padEnd(15)}${'outcome'.padEnd(outcomeWidth)}tests`);
  for (const r of results) {
    console.log(
      `${r.mutant.id.padEnd(idWidth)}${r.mutant.rule.padEnd(15)}${r.outcome.padEnd(outcomeWidth)}${r.note}`,
    );
  }
  const valid = results.filter((r) => r.outcome !== 'invalid');
  const killed = valid.filter((r) => r.outcome !== 'survived').length;
  const score = valid.length ? ((100 * killed) / valid.length).toFixed(1) : '0';
  console.log(`\nMutation score: ${killed}/${valid.length} killed (${score}%)`);
  const invalid = results.length - valid.length;
  if (invalid > 0) console.log(`${invalid} mutant(s) could not be applied: fix their text in mutants.ts`);
}

async function main(): Promise<void> {
  const onlyArg = process.argv.indexOf('--only');
  const only = onlyArg === -1 ? undefined : new Set((process.argv[onlyArg + 1] ?? '').split(','));
  const chosen = only ? MUTANTS.filter((m) => only.has(m.id)) : MUTANTS;
  if (chosen.length === 0) throw new Error('No mutant chosen');

  const copy = mkdtempSync(join(tmpdir(), 'mutation-'));
  cpSync(ROOT, copy, {
    recursive: true,
    filter: (source) => !SKIPPED_IN_COPY.has(source.slice(ROOT.length + 1).split('/')[0] ?? ''),
  });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  console.log(`Working copy: ${copy}`);
  try {
    // The tests must pass unmutated, or a failure would count as a kill.
    const baselineFiles = [...new Set(chosen.flatMap((m) => m.tests))].filter((f) =>
      existsSync(join(copy, f)),
    );
    console.log(`Baseline: ${baselineFiles.length} test files unmutated...`);
    const baseline = await vitest(copy, baselineFiles);
    if (baseline.code !== 0) {
      console.error(baseline.output.slice(-4000));
      throw new Error('The targeted tests fail without any mutant: fix them first');
    }
    const results: Result[] = [];
    for (const [index, mutant] of chosen.entries()) {
      const result = await runMutant(copy, mutant);
      console.log(`[${index + 1}/${chosen.length}] ${mutant.id}: ${result.outcome} (${result.note})`);
      results.push(result);
    }
    printTable(results);
    if (results.some((r) => r.outcome === 'invalid')) process.exitCode = 1;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  restore();
  console.error(error);
  process.exit(1);
});

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What a test run cost, read from what scripts/timing-reporter.ts wrote: the wall time and the
 * slowest files, so a slow new test is seen the day it lands. A file run by several projects (the
 * API suite on PGlite and on PostgreSQL) is listed once per project, as it costs once per project.
 */

/** Where every `npm test` keeps its files' times, for `npm run test:quick` to weigh its choice by. */
export const LAST_TIMINGS_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'node_modules',
  '.cache',
  'portal-tests',
  'last-timings.json',
);

export interface FileTiming {
  file: string;
  project: string;
  seconds: number;
  /** Its test cases (skipped ones included). */
  tests: number;
}

/** Every file's time in the timing files that exist; a run that wrote none adds nothing. */
export async function fileTimings(files: readonly string[], root: string): Promise<FileTiming[]> {
  const timings: FileTiming[] = [];
  for (const file of files) {
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text === null) continue;
    for (const timing of JSON.parse(text) as FileTiming[])
      timings.push({ ...timing, file: path.relative(root, timing.file), tests: timing.tests ?? 0 });
  }
  return timings;
}

const minutesAndSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;

/** The closing lines of `npm test`: its wall time and its `count` slowest files. */
export function timingSummary(timings: readonly FileTiming[], wallSeconds: number, count = 10): string {
  const slowest = [...timings].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  const names = slowest.map((timing) => `${timing.file} (${timing.project})`);
  const width = Math.max(0, ...names.map((name) => name.length));
  const lines = slowest.map(
    (timing, i) => `  ${(names[i] ?? '').padEnd(width)}  ${timing.seconds.toFixed(1).padStart(7)} s`,
  );
  return [
    `---- Test run: ${minutesAndSeconds(wallSeconds)} wall time, ${timings.length} file runs ----`,
    `The ${slowest.length} slowest files (environment, import, hooks and tests; waits included):`,
    ...lines,
  ].join('\n');
}

/**
 * Per project: its files, test cases and the seconds its files took, summed (files run side by
 * side, so the sum is more than the wall time), as a Markdown table for the README's profile.
 */
export function projectTable(timings: readonly FileTiming[]): string {
  const projects = new Map<string, { files: number; tests: number; seconds: number }>();
  for (const timing of timings) {
    const project = projects.get(timing.project) ?? { files: 0, tests: 0, seconds: 0 };
    project.files += 1;
    project.tests += timing.tests;
    project.seconds += timing.seconds;
    projects.set(timing.project, project);
  }
  const rows = [...projects].sort(([, a], [, b]) => b.seconds - a.seconds);
  const total = rows.reduce(
    (sum, [, p]) => ({
      files: sum.files + p.files,
      tests: sum.tests + p.tests,
      seconds: sum.seconds + p.seconds,
    }),
    { files: 0, tests: 0, seconds: 0 },
  );
  const line = (name: string, p: { files: number; tests: number; seconds: number }) =>
    `| ${name} | ${p.files} | ${p.tests} | ${Math.round(p.seconds)} |`;
  return [
    '| project | files | test cases | file seconds, summed |',
    '| --- | ---: | ---: | ---: |',
    ...rows.map(([name, p]) => line(name, p)),
    line('all', total),
  ].join('\n');
}

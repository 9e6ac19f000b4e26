import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What a test run cost, read from what scripts/timing-reporter.ts wrote: the wall time and the
 * slowest files, so a slow new test is seen the day it lands. A file run by several projects (the
 * API suite on PGlite and on PostgreSQL) is listed once per project, as it costs once per project.
 */

export interface FileTiming {
  file: string;
  project: string;
  seconds: number;
}

/** Every file's time in the timing files that exist; a run that wrote none adds nothing. */
export async function fileTimings(files: readonly string[], root: string): Promise<FileTiming[]> {
  const timings: FileTiming[] = [];
  for (const file of files) {
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text === null) continue;
    for (const timing of JSON.parse(text) as FileTiming[])
      timings.push({ ...timing, file: path.relative(root, timing.file) });
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

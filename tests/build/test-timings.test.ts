import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileTimings, projectTable, timingSummary } from '../../scripts/test-timings';

/** `npm test` ends with its wall time and its slowest files, read from the timing reporter's files. */
describe("the test run's closing summary", () => {
  it('lists the slowest file runs first, each with its project, and says the wall time', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'timings-'));
    const rest = path.join(folder, 'rest.json');
    await writeFile(
      rest,
      JSON.stringify([
        { file: '/repo/tests/api/a.test.ts', project: 'node', seconds: 3.25, tests: 4 },
        { file: '/repo/tests/api/a.test.ts', project: 'api-postgres', seconds: 9.5, tests: 4 },
        { file: '/repo/tests/ui/b.test.tsx', project: 'ui', seconds: 1, tests: 2 },
      ]),
    );
    // The browser run wrote nothing (it failed to start): the others are still summed up.
    const timings = await fileTimings([rest, path.join(folder, 'browser.json')], '/repo');
    const lines = timingSummary(timings, 754.4, 2).split('\n');
    expect(lines[0]).toBe('---- Test run: 12 min 34 s wall time, 3 file runs ----');
    expect(lines.slice(2).map((line) => line.trim().split(/\s{2,}/))).toEqual([
      ['tests/api/a.test.ts (api-postgres)', '9.5 s'],
      ['tests/api/a.test.ts (node)', '3.3 s'],
    ]);
  });

  it('sums files, test cases and seconds per project, the costliest first, and over all', () => {
    const table = projectTable([
      { file: 'tests/api/a.test.ts', project: 'node', seconds: 3.25, tests: 4 },
      { file: 'tests/api/b.test.ts', project: 'node', seconds: 2.5, tests: 3 },
      { file: 'tests/api/a.test.ts', project: 'api-postgres', seconds: 9.5, tests: 4 },
    ]).split('\n');
    expect(table.slice(2)).toEqual([
      '| api-postgres | 1 | 4 | 10 |',
      '| node | 2 | 7 | 6 |',
      '| all | 3 | 11 | 15 |',
    ]);
  });
});

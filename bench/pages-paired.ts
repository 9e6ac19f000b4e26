import { parseArgs } from 'node:util';
import { LIGHTHOUSE_PAGES, lighthouseScores, PAGE_STORAGE, type Scores } from './browser';

/**
 * Lighthouse on two builds of the portal served side by side, taking turns: the honest way to
 * claim that a change moved a page's score, since one run's noise is larger than most changes.
 *
 *   npx tsx bench/pages-paired.ts --old http://127.0.0.1:8094 --new http://127.0.0.1:8093 [--pairs 5] [--page /login]
 *
 * Each pair runs both builds on the same page, alternating which goes first; it prints every pair
 * and the medians of performance, LCP and TBT, and of the per-pair differences.
 */
const { values } = parseArgs({
  options: {
    old: { type: 'string' },
    new: { type: 'string' },
    pairs: { type: 'string', default: '5' },
    page: { type: 'string', multiple: true },
  },
});
if (!values.old || !values.new) throw new Error('give --old and --new base addresses');
const bases = { old: values.old, new: values.new };
const pairs = Number(values.pairs);
const pages = values.page ?? LIGHTHOUSE_PAGES;

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const line = (s: Scores) =>
  `perf ${s.performance}, LCP ${(s.lcp / 1000).toFixed(2)} s, TBT ${Math.round(s.tbt)} ms`;

for (const page of pages) {
  const storage = PAGE_STORAGE[page] ?? {};
  const runs: { old: Scores; new: Scores }[] = [];
  console.log(`\n${page}`);
  for (let pair = 0; pair < pairs; pair++) {
    const order: ('old' | 'new')[] = pair % 2 === 0 ? ['old', 'new'] : ['new', 'old'];
    const scores: Partial<Record<'old' | 'new', Scores>> = {};
    for (const side of order) scores[side] = await lighthouseScores(`${bases[side]}${page}`, storage);
    const run = { old: scores.old as Scores, new: scores.new as Scores };
    runs.push(run);
    console.log(`  pair ${pair + 1} (${order.join(' then ')}): old ${line(run.old)} | new ${line(run.new)}`);
  }
  const of = (side: 'old' | 'new', key: keyof Scores) => median(runs.map((run) => run[side][key]));
  const change = (key: keyof Scores) => median(runs.map((run) => run.new[key] - run.old[key]));
  console.log(
    `  median: old perf ${of('old', 'performance')}, LCP ${(of('old', 'lcp') / 1000).toFixed(2)} s, TBT ${Math.round(of('old', 'tbt'))} ms` +
      ` | new perf ${of('new', 'performance')}, LCP ${(of('new', 'lcp') / 1000).toFixed(2)} s, TBT ${Math.round(of('new', 'tbt'))} ms`,
  );
  console.log(
    `  median of pair differences (new − old): perf ${change('performance')}, LCP ${(change('lcp') / 1000).toFixed(2)} s, TBT ${Math.round(change('tbt'))} ms`,
  );
}

import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A move that navigates once may also be redirected once or twice (an index route): more is a loop. */
const MOST_HISTORY_CALLS_PER_MOVE = 3;

/** Counts the app's history calls, so a redirect loop shows as a number. */
export async function countHistoryCalls(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { historyCalls: number };
    w.historyCalls = 0;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        w.historyCalls += 1;
        return original(...args);
      };
    }
  });
}

const historyCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { historyCalls: number }).historyCalls);

const framesPass = (page: Page, count: number) =>
  page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const tick = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => tick(left - 1)));
        tick(n);
      }),
    count,
  );

/** Does `leave`, then checks the page settles on `expected` with at most a few history calls. */
export async function leaveAndSettle(page: Page, leave: () => Promise<unknown>, expected: string) {
  const before = await historyCalls(page);
  await leave();
  await page.waitForURL((url) => url.pathname === expected);
  await page.waitForLoadState('domcontentloaded');
  // A loop would go on: frames later the URL and the count must be where they were.
  const settled = await historyCalls(page);
  await framesPass(page, 10);
  expect(new URL(page.url()).pathname).toBe(expected);
  expect(await historyCalls(page)).toBe(settled);
  expect(settled - before).toBeLessThanOrEqual(MOST_HISTORY_CALLS_PER_MOVE);
}

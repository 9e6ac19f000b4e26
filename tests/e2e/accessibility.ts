import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.1 A and AA rules of axe-core. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeResults {
  violations: { id: string; help: string; nodes: { target: string[]; failureSummary?: string }[] }[];
}

/**
 * Waits until no step is still sliding in and no CSS or Web animation runs: a step fading in has
 * text at part opacity, whose contrast axe would measure mid-way on a slow machine.
 */
async function waitForSettledScreen(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const sliding = Array.from(document.querySelectorAll('[data-step-slide]')).some((element) => {
      const style = getComputedStyle(element);
      return style.opacity !== '1' || !['none', 'matrix(1, 0, 0, 1, 0, 0)'].includes(style.transform);
    });
    // A spinner or a skeleton's pulse runs for ever: only animations that end are waited for.
    const animating = document
      .getAnimations()
      .some(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
      );
    return !sliding && !animating;
  });
}

/**
 * The page's WCAG 2.1 A/AA violations as axe-core finds them, one line each (rule, help, the first
 * elements). Evaluated through the debugging protocol, so the portal's CSP needs no exception.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await waitForSettledScreen(page);
  // axe-core stays in the document until its next full load; parsing its 500 kB again for every
  // check of the same page is the renderer's time for nothing.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (c: Document, o: unknown) => Promise<unknown> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      ),
    WCAG_AA,
  );
  return (results as AxeResults).violations.map(
    (v) =>
      `${v.id}: ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
}

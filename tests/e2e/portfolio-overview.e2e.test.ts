import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import {
  describeInBrowser,
  launchBrowser,
  newContext,
  screenshot,
  signInAs,
  watchForErrors,
} from './browser';
import { staffApi } from './staff-api';

const baseUrl = inject('e2eBaseUrl');
const admin = { email: inject('e2eAdminEmail'), password: inject('e2eAdminPassword') };
const { call, tokenOf } = staffApi(baseUrl);

interface Overview {
  covers: { area: string; statuses: { status: string; count: number }[]; expiring: number }[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The admin on /dashboard in a window of the given width, the overview and its three charts drawn. */
async function overviewAt(width: 375 | 1280): Promise<Page> {
  const context =
    width === 375
      ? await newContext(browser, 'phone', baseUrl)
      : await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-GB', baseURL: baseUrl });
  const page = await context.newPage();
  await signInAs(page, baseUrl, admin.email, admin.password);
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Portfolio overview' }).waitFor();
  await page.getByTestId('count-diasporas-covered').waitFor();
  // The drawings load after the figures: wait for every one drawn (a chart of zeros says so instead).
  await page.waitForFunction(() => {
    const drawings = document.querySelectorAll('[role="img"][aria-describedby]');
    const drawn = document.querySelectorAll('[role="img"][aria-describedby] .recharts-surface');
    return drawings.length > 0 && drawn.length === drawings.length;
  });
  return page;
}

describeInBrowser('the portfolio overview', () => {
  it.each([375, 1280] as const)(
    'shows the figures the server counts at %i px, readable without sideways scrolling',
    async (width) => {
      const token = await tokenOf(admin);
      const page = await overviewAt(width);
      const errors = watchForErrors(page);
      const overview = await call<Overview>('GET', '/overview?period=90d', token);
      const diasporas = overview.covers.find((c) => c.area === 'diasporas');
      const covered = diasporas?.statuses.find((s) => s.status === 'covered')?.count ?? -1;
      // The same figure as the list's own total of the covered tab.
      const list = await call<{ pagination: { totalCount: number } }>(
        'GET',
        '/diasporas?status=covered',
        token,
      );
      expect(covered).toBe(list.pagination.totalCount);
      expect(await page.getByTestId('count-diasporas-covered').textContent()).toBe(
        covered.toLocaleString('en-US'),
      );

      // Every chart has its table, which a reader may open.
      const premiums = page.getByRole('region', { name: 'Premiums per month' });
      await premiums.getByRole('button', { name: 'Show as a table' }).click();
      await premiums.getByRole('table', { name: 'Figures of the chart: Premiums per month' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      const file = await screenshot(page, `overview-${width}`);
      fs.copyFileSync(file, `/tmp/overview-${width}.png`);
      expect(errors).toEqual([]);

      if (width === 1280) {
        // The covers expiring soon open the covered list filtered to them, with the same count.
        await page.getByTestId('expiring-diasporas').click();
        await page.waitForURL('**/dashboard/customers/diasporas/covered?expiring=30');
        await page.getByText('Only covers expiring within 30 days').waitFor();
        await page.getByText(`${diasporas?.expiring} total`).waitFor();
        const expiringFile = await screenshot(page, 'overview-expiring-list-1280');
        fs.copyFileSync(expiringFile, '/tmp/overview-expiring-list-1280.png');
      }
      await page.context().close();
    },
  );
});

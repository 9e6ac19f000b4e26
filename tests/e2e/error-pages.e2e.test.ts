import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import {
  allowProblems,
  describeInBrowser,
  launchBrowser,
  screenshot,
  signInAs,
  watchForErrors,
} from './browser';

const baseUrl = inject('e2eBaseUrl');
const VIEWER_EMAIL = 'viewer@bancassurance.local';
// The e2e server gives the officer and the viewer the same password.
const VIEWER_PASSWORD = inject('e2eOfficerPassword');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WIDTHS = [
  ['phone', { width: 375, height: 812 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

describeInBrowser.each(WIDTHS)('the unknown page and 403 screens on a %s', (device, viewport) => {
  async function open(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({
      viewport,
      locale: 'en-GB',
      baseURL: baseUrl,
      ...(device === 'phone' ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    });
    const page = await context.newPage();
    return { context, page, errors: watchForErrors(page) };
  }

  it('gives a visitor at an unknown address the brand header, a heading and the way home', async () => {
    const { context, page, errors } = await open();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Unknown page' }).waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'BancAssurance home' }).count()).toBe(1);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `unknown-page-${device}`);

    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Trusted Diaspora Insurance', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("answers a viewer's page they may not open with the 403 inside the shell, and leads back", async () => {
    const { context, page, errors } = await open();
    // React reports the 403 its boundary catches to the console: that is the screen under test.
    allowProblems('console error: {status: 403, data: You do not have permission to see this page}');
    await signInAs(page, baseUrl, VIEWER_EMAIL, VIEWER_PASSWORD);
    // A viewer reads only: registering a customer is not theirs.
    await page.goto('/dashboard/customers/individuals/new');
    const alert = page.getByRole('alert').filter({ hasText: 'No access to this page' });
    await alert.waitFor();
    expect(await alert.getByText('403 | You do not have permission to see this page').isVisible()).toBe(true);
    // The shell stays: the sidebar on a desktop, the top bar with its menu on a phone.
    if (device === 'desktop') {
      expect(await page.getByRole('complementary').getByRole('link', { name: 'Diasporas' }).isVisible()).toBe(
        true,
      );
    } else {
      expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('heading', { level: 1, name: 'Individuals' }).isVisible()).toBe(true);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `forbidden-in-dashboard-${device}`);

    await alert.getByRole('link', { name: 'Back to the dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Portfolio overview' }).waitFor();

    // An unknown address inside the back office keeps the shell too, with the same way back.
    await page.goto('/dashboard/no-such-area');
    await page.getByRole('heading', { name: 'Unknown page' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to the dashboard' }).isVisible()).toBe(true);
    if (device === 'desktop') {
      expect(await page.getByRole('complementary').getByRole('link', { name: 'Diasporas' }).isVisible()).toBe(
        true,
      );
    }
    await screenshot(page, `unknown-page-in-dashboard-${device}`);

    // Signed in, an unknown public address leads back to the dashboard rather than the landing page.
    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'Unknown page' }).waitFor();
    await page.getByRole('link', { name: 'Back to the dashboard' }).waitFor();
    // React reports each error a boundary catches to the console; the 403 itself is expected here.
    expect(errors.filter((error) => !error.includes('status: 403'))).toEqual([]);
    await context.close();
  });
});

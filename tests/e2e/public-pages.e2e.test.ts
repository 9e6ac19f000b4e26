import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject, it } from 'vitest';
import {
  type Device,
  describeInBrowser,
  launchBrowser,
  newContext,
  screenshot,
  watchForErrors,
} from './browser';

const baseUrl = inject('e2eBaseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describeInBrowser.each<Device>(['phone', 'desktop'])('public pages on a %s', (device) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  beforeEach(async () => {
    context = await newContext(browser, device, baseUrl);
    page = await context.newPage();
    errors = watchForErrors(page);
  });
  afterEach(async () => {
    await context.close();
  });

  it('shows the landing page', async () => {
    await page.goto('/');
    const h1 = page.locator('h1');
    await h1.first().waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));

    expect(await h1.count()).toBe(1);
    await page.getByText('Trusted Diaspora Insurance', { exact: true }).waitFor();
    const register = page.getByRole('link', { name: 'Register Now' });
    expect(await register.count()).toBe(1);
    expect(await register.getAttribute('href')).toBe('/diaspora/policy');
    expect(await page.locator('footer').textContent()).toContain('© 2024');

    if (device === 'phone') {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
    }
    await screenshot(page, `landing-${device}`);
    expect(errors).toEqual([]);
  });

  it('says only "Unknown page" at an unknown path', async () => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await page.getByText('Unknown page', { exact: true }).waitFor();
    expect((await page.locator('#root').textContent())?.trim()).toBe('Unknown page');
    expect(errors).toEqual([]);
  });
});

describeInBrowser('the server behind the pages', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser, 'desktop', baseUrl);
    page = await context.newPage();
    await page.goto('/');
  });
  afterAll(async () => {
    await context?.close();
  });

  it('answers the health check at the page origin', async () => {
    const health = await page.evaluate(async () => {
      const response = await fetch('/api/v1/health');
      return { status: response.status, body: (await response.json()) as unknown };
    });
    expect(health).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('serves hashed assets as immutable and the page itself as no-cache', async () => {
    const index = await page.request.get('/');
    expect(index.headers()['cache-control']).toBe('no-cache');
    const assets = [...(await index.text()).matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map(
      (match) => match[1] as string,
    );
    expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
    for (const asset of assets) {
      const response = await page.request.get(asset);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    }
  });
});

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

  it('opens the enrolment from Register Now, on its first step', async () => {
    await page.goto('/');
    await page.locator('h1').first().waitFor();
    // The landing page is sent without the app (build/prerendered-pages.ts): the first step comes
    // as a page of its own, drawn before its code arrives (tests/e2e/prerendered-pages).
    await page.getByRole('link', { name: 'Register Now' }).click();
    await page.waitForURL('**/diaspora/policy');
    await page.getByRole('heading', { level: 1, name: 'Diaspora Repatriation Cover' }).waitFor();
    expect(errors).toEqual([]);
  });

  it("moves between the app's pages without loading the page again", async () => {
    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'Unknown page' }).waitFor();
    // A full page load would start the app again: on a phone abroad, seconds of waiting.
    await page.evaluate(() => {
      (window as Window & { stayedOnPage?: boolean }).stayedOnPage = true;
    });
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Wherever life takes you, we bring you home.' })
      .waitFor();
    expect(await page.evaluate(() => (window as Window & { stayedOnPage?: boolean }).stayedOnPage)).toBe(
      true,
    );
    expect(errors).toEqual([]);
  });

  it('shows that the next page is loading while its code is on the way', async () => {
    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'Unknown page' }).waitFor();
    // The landing page's code held back, as a slow phone network would.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/routes-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.getByRole('status').filter({ hasText: 'Loading the page…' }).waitFor();
    release();
    await page
      .getByRole('heading', { level: 1, name: 'Wherever life takes you, we bring you home.' })
      .waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Loading the page…' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('says "Unknown page" at an unknown path, with the way home (tests/e2e/error-pages has the rest)', async () => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Unknown page' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(errors).toEqual([]);
  });
});

describeInBrowser('opening the enrolment at a later step', () => {
  let context: BrowserContext;
  afterEach(async () => {
    await context?.close();
  });

  /** Opens `path` in a fresh tab with `drafts` in its storage; answers where it landed and the scripts it fetched. */
  async function open(path: string, drafts: Record<string, unknown> = {}) {
    context = await newContext(browser, 'phone', baseUrl);
    await context.addInitScript((saved) => {
      // It also runs in the about:blank a new tab starts on, whose storage is out of reach.
      if (location.origin === 'null') return;
      for (const [key, value] of Object.entries(saved)) localStorage.setItem(key, JSON.stringify(value));
    }, drafts);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    return { page, errors, scripts, heading: await page.locator('h1').textContent() };
  }
  const detailsStepCode = (scripts: string[]) =>
    scripts.filter((file) => /\/details-step-[\w-]+\.js$/.test(file));

  it('sends a newcomer to the policy step before the later step downloads', async () => {
    const { page, errors, scripts, heading } = await open('/diaspora/basic-details');
    expect(new URL(page.url()).pathname).toBe('/diaspora/policy');
    expect(heading).toBe('Diaspora Repatriation Cover');
    expect(detailsStepCode(scripts)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('opens the later step, code and all, for a visitor whose policy step is done', async () => {
    const { page, errors, scripts, heading } = await open('/diaspora/basic-details', {
      'diaspora-policy-form-details': {
        termsAccepted: true,
        enrolmentToken: 'enr_e2e',
        enrolmentExpiresAt: '2099-01-01T00:00:00.000Z',
      },
    });
    expect(new URL(page.url()).pathname).toBe('/diaspora/basic-details');
    expect(heading).toBe('User Details');
    // The same file name the newcomer's check looks for: that check cannot pass by a renamed file.
    expect(detailsStepCode(scripts)).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

describeInBrowser('the step transition of the enrolment', () => {
  let context: BrowserContext;
  afterEach(async () => {
    await context?.close();
  });

  it('downloads no animation code with the first step, and slides in the step after it', async () => {
    context = await newContext(browser, 'phone', baseUrl);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const slideCode = () => scripts.filter((file) => /\/step-slide-[\w-]+\.js$/.test(file));

    await page.goto('/diaspora/policy');
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(slideCode()).toEqual([]);

    // The visitor starts on the step: the slide-in comes while they read and tick.
    const slideFetched = page.waitForRequest((request) => /\/step-slide-[\w-]+\.js$/.test(request.url()));
    await page.getByText('I agree with the Terms and Conditions provided above.').click();
    await slideFetched;
    expect(slideCode()).toHaveLength(1);
    // The step the visitor landed on was not wrapped again: the tick is still there.
    expect(await page.getByRole('checkbox', { name: /I agree/ }).isChecked()).toBe(true);
    expect(await page.locator('[data-step-slide]').count()).toBe(0);

    await page.getByText('I am not a robot').click();
    await page.getByText('Verified').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/diaspora/basic-details');
    await page.locator('[data-step-slide] h1', { hasText: 'User Details' }).waitFor();
    // Drawn by the design system like the fields beside it: a text area without its recipe had the
    // browser's own narrow box.
    const width = async (label: RegExp) => (await page.getByLabel(label).boundingBox())?.width ?? 0;
    expect(await width(/^Place of residency/)).toBeCloseTo(await width(/^Email/), 0);
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

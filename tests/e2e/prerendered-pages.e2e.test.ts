import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { PRERENDERED_ROUTES } from '../../build/prerendered-pages';
import {
  capture,
  type Device,
  describeInBrowser,
  launchBrowser,
  newContext,
  screenshot,
  watchForErrors,
} from './browser';

const baseUrl = inject('e2eBaseUrl');

/** Each prerendered route and the heading its newcomer sees first. */
const PAGES: Record<(typeof PRERENDERED_ROUTES)[number], string> = {
  '/': 'Wherever life takes you, we bring you home.',
  '/diaspora/policy': 'Diaspora Repatriation Cover',
  '/login': 'Login Into Account',
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('what the server sends for an address', () => {
  it.each(PRERENDERED_ROUTES)('%s: its page, drawn and styled, with no inline script', async (route) => {
    const response = await fetch(`${baseUrl}${route}?from=a-link`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`data-prerendered="${route}"`);
    // What a reader sees, without the tags and React's text separators.
    expect(html.replace(/<!--.*?-->|<[^>]+>/g, '')).toContain(PAGES[route]);
    // The critical CSS is in the head, before the body it styles.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style data-emotion="css [^"]+">/);
    expect(html.slice(html.indexOf('</head>'))).not.toContain('<style');
    // The content security policy refuses inline scripts: every script is a file.
    expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g) ?? []).toEqual([]);
  });

  it('every other address gets the app alone, which draws it', async () => {
    for (const address of ['/dashboard', '/diaspora/basic-details', '/no/such/page']) {
      const html = await (await fetch(`${baseUrl}${address}`)).text();
      expect(html, address).toContain('<div id="root"></div>');
    }
  });
});

/** Holds back every script of the app until released, as a slow phone network does. */
async function holdScripts(context: BrowserContext): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(/\/assets\/[\w.-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const rootIsInert = (page: Page) => page.evaluate(() => document.getElementById('root')?.inert ?? null);
const appStarted = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && !root.inert;
  });

describeInBrowser.each<Device>(['phone', 'desktop'])('a prerendered page on a %s', (device) => {
  let context: BrowserContext;
  afterEach(async () => {
    await context?.close();
  });

  async function openBeforeTheApp(route: string, storage: Record<string, string> = {}) {
    context = await newContext(browser, device, baseUrl);
    await context.addInitScript((saved) => {
      if (location.origin === 'null') return;
      for (const [key, value] of Object.entries(saved)) localStorage.setItem(key, value);
    }, storage);
    const release = await holdScripts(context);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    // Module scripts hold DOMContentLoaded back: the page is there once its markup has arrived.
    await page.goto(route, { waitUntil: 'commit' });
    await page.locator('h1').waitFor();
    return { page, errors, release };
  }

  it.each(PRERENDERED_ROUTES)('%s paints before its code arrives, and the app adopts it', async (route) => {
    const { page, errors, release } = await openBeforeTheApp(route);
    const heading = page.locator('h1');
    expect(await heading.textContent()).toBe(PAGES[route]);
    // Styled by the page's own CSS: the portal's typeface and its navy, not the browser's defaults.
    const style = await heading.evaluate((node) => getComputedStyle(node));
    expect(style.fontFamily).toContain('Plus Jakarta Sans');
    expect(style.fontWeight).not.toBe('400');
    // Nothing can be typed or ticked yet, so nothing can be lost when the app takes over.
    expect(await rootIsInert(page)).toBe(true);
    // Not checked with axe: the page is inert, so out of the accessibility tree, until the app starts.
    await capture(page, `prerendered${route.replace(/\//g, '-')}-${device}-before-code`);

    const drawn = await heading.elementHandle();
    release();
    await appStarted(page);
    // Adopted, not drawn again: the node the server sent is the one on screen.
    expect(await drawn?.evaluate((node) => node.isConnected)).toBe(true);
    await screenshot(page, `prerendered${route.replace(/\//g, '-')}-${device}-started`);
    expect(errors).toEqual([]);
  });

  it('the landing page works once adopted: Register Now opens the enrolment in the page', async () => {
    const { page, errors, release } = await openBeforeTheApp('/');
    await page.evaluate(() => {
      (window as Window & { stayedOnPage?: boolean }).stayedOnPage = true;
    });
    release();
    await appStarted(page);
    await page.getByRole('link', { name: 'Register Now' }).click();
    await page.getByRole('heading', { level: 1, name: 'Diaspora Repatriation Cover' }).waitFor();
    expect(await page.evaluate(() => (window as Window & { stayedOnPage?: boolean }).stayedOnPage)).toBe(
      true,
    );
    expect(errors).toEqual([]);
  });

  it('the sign-in form works once adopted: a missing password is refused next to it, the email kept', async () => {
    const { page, errors, release } = await openBeforeTheApp('/login');
    release();
    await appStarted(page);
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    await email.fill('officer@bancassurance.local');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Please provide valid password').waitFor();
    expect(await email.inputValue()).toBe('officer@bancassurance.local');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(errors).toEqual([]);
  });

  it('the policy step works once adopted: the terms tick and the step can go on', async () => {
    const { page, errors, release } = await openBeforeTheApp('/diaspora/policy');
    release();
    await appStarted(page);
    await page.getByText('I agree with the Terms and Conditions provided above.').click();
    const terms = page.getByRole('checkbox', {
      name: 'I agree with the Terms and Conditions provided above.',
    });
    await expect.poll(() => terms.isChecked()).toBe(true);
    await page.getByText('I am not a robot').click();
    const next = page.getByRole('button', { name: 'Next' });
    await expect.poll(() => next.isEnabled()).toBe(true);
    await next.click();
    await page.waitForURL('**/diaspora/basic-details');
    expect(errors).toEqual([]);
  });

  it('a Kiswahili reader gets the page drawn in Kiswahili, not the English one adopted', async () => {
    const { page, errors, release } = await openBeforeTheApp('/', { language: 'sw' });
    const drawn = await page.locator('h1').elementHandle();
    release();
    await appStarted(page);
    await page
      .getByRole('heading', { level: 1, name: 'Popote utakapokwenda, tutakurejesha nyumbani.' })
      .waitFor();
    expect(await drawn?.evaluate((node) => node.isConnected)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sw');
    expect(errors).toEqual([]);
  });

  it('a visitor coming back to the policy step sees the terms they already ticked', async () => {
    const { page, errors, release } = await openBeforeTheApp('/diaspora/policy', {
      'diaspora-policy-form-details': JSON.stringify({ termsAccepted: true }),
    });
    release();
    await appStarted(page);
    const terms = page.getByRole('checkbox', {
      name: 'I agree with the Terms and Conditions provided above.',
    });
    await expect.poll(() => terms.isChecked()).toBe(true);
    expect(errors).toEqual([]);
  });
});

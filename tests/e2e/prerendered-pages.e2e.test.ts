import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { PRERENDERED_ROUTES, STATIC_ROUTES } from '../../build/prerendered-pages';
import { landing } from '../../src/i18n/sw/landing';
import { onboarding } from '../../src/i18n/sw/onboarding';
import {
  capture,
  type Device,
  describeInBrowser,
  launchBrowser,
  newContext,
  screenshot,
  watchForErrors,
} from './browser';
import { plain } from './kiswahili-pages';

const baseUrl = inject('e2eBaseUrl');

/** Each prerendered route and the heading its newcomer sees first, in each language. */
const PAGES: Record<(typeof PRERENDERED_ROUTES)[number], { en: string; sw: string }> = {
  '/': { en: 'Wherever life takes you, we bring you home.', sw: plain(landing.heading) },
  '/diaspora/policy': {
    en: 'Diaspora Repatriation Cover',
    sw: 'Bima ya Kurejesha Mwili Nyumbani kwa Diaspora',
  },
  '/login': { en: 'Login Into Account', sw: 'Ingia kwenye akaunti' },
};
/** The routes the app adopts (the others are static: STATIC_ROUTES). */
const ADOPTED_ROUTES = PRERENDERED_ROUTES.filter((route) => !STATIC_ROUTES.has(route));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The scripts a page's HTML names. */
const scriptsOf = (html: string) =>
  [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);

describe('what the server sends for an address', () => {
  it.each(PRERENDERED_ROUTES)('%s: its page, drawn and styled, with no inline script', async (route) => {
    const response = await fetch(`${baseUrl}${route}?from=a-link`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`data-prerendered="${route}"`);
    // What a reader sees, without the tags and React's text separators.
    expect(html.replace(/<!--.*?-->|<[^>]+>/g, '')).toContain(PAGES[route].en);
    // The critical CSS is in the head, before the body it styles.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style data-emotion="css [^"]+">/);
    expect(html.slice(html.indexOf('</head>'))).not.toContain('<style');
    // The content security policy refuses inline scripts: every script is a file.
    expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g) ?? []).toEqual([]);
  });

  it.each(PRERENDERED_ROUTES)(
    '%s: in Kiswahili for a browser that asks for it, or a reader who chose it',
    async (route) => {
      const byBrowser = await fetch(`${baseUrl}${route}`, {
        headers: { 'accept-language': 'sw-TZ,sw;q=0.9,en;q=0.5' },
      });
      const byChoice = await fetch(`${baseUrl}${route}`, {
        headers: { 'accept-language': 'en-GB', cookie: 'language=sw' },
      });
      const chosenEnglish = await fetch(`${baseUrl}${route}`, {
        headers: { 'accept-language': 'sw-TZ', cookie: 'language=en' },
      });
      for (const [response, language] of [
        [byBrowser, 'sw'],
        [byChoice, 'sw'],
        [chosenEnglish, 'en'],
      ] as const) {
        const html = await response.text();
        expect(html).toContain(`<html lang="${language}">`);
        expect(html.replace(/<!--.*?-->|<[^>]+>/g, '')).toContain(PAGES[route][language]);
        // One address, two pages: a cache between must keep them apart.
        expect(response.headers.get('vary') ?? '').toMatch(/Cookie/);
        expect(response.headers.get('vary') ?? '').toMatch(/Accept-Language/);
      }
    },
  );

  it('the landing page runs its own small script, not the app; the others start the app', async () => {
    const landingHtml = await (await fetch(`${baseUrl}/`)).text();
    const [script, ...others] = scriptsOf(landingHtml);
    expect(others).toEqual([]);
    expect(script).toMatch(/^\/assets\/landing-[\w-]+\.js$/);
    expect(landingHtml).not.toContain('modulepreload');
    const bytes = (await (await fetch(`${baseUrl}${script}`)).arrayBuffer()).byteLength;
    expect(bytes).toBeLessThan(4096);
    for (const route of ADOPTED_ROUTES) {
      expect(scriptsOf(await (await fetch(`${baseUrl}${route}`)).text()), route).toContainEqual(
        expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/),
      );
    }
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
/** Whether the page says it is still loading: the pointer, and `aria-busy` for screen readers. */
const showsLoading = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root');
    if (!root) return null;
    return { pointer: getComputedStyle(root).cursor, busy: root.getAttribute('aria-busy') };
  });
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

  async function openBeforeTheApp(
    route: string,
    storage: Record<string, string> = {},
    cookies: Record<string, string> = {},
  ) {
    context = await newContext(browser, device, baseUrl);
    await context.addInitScript((saved) => {
      if (location.origin === 'null') return;
      for (const [key, value] of Object.entries(saved)) localStorage.setItem(key, value);
    }, storage);
    await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseUrl })));
    const release = await holdScripts(context);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    // Module scripts hold DOMContentLoaded back: the page is there once its markup has arrived.
    await page.goto(route, { waitUntil: 'commit' });
    await page.locator('h1').waitFor();
    return { page, errors, release };
  }

  it.each(ADOPTED_ROUTES)('%s paints before its code arrives, and the app adopts it', async (route) => {
    const { page, errors, release } = await openBeforeTheApp(route);
    const heading = page.locator('h1');
    expect(await heading.textContent()).toBe(PAGES[route].en);
    // Styled by the page's own CSS: the portal's typeface and its navy, not the browser's defaults.
    const style = await heading.evaluate((node) => getComputedStyle(node));
    expect(style.fontFamily).toContain('Plus Jakarta Sans');
    expect(style.fontWeight).not.toBe('400');
    // Nothing can be typed or ticked yet, so nothing can be lost when the app takes over.
    expect(await rootIsInert(page)).toBe(true);
    expect(await showsLoading(page)).toEqual({ pointer: 'progress', busy: 'true' });
    // Not checked with axe: the page is inert, so out of the accessibility tree, until the app starts.
    await capture(page, `prerendered${route.replace(/\//g, '-')}-${device}-before-code`);

    const drawn = await heading.elementHandle();
    release();
    await appStarted(page);
    // Adopted, not drawn again: the node the server sent is the one on screen.
    expect(await drawn?.evaluate((node) => node.isConnected)).toBe(true);
    expect(await showsLoading(page)).toEqual({ pointer: 'auto', busy: null });
    await screenshot(page, `prerendered${route.replace(/\//g, '-')}-${device}-started`);
    expect(errors).toEqual([]);
  });

  it('the landing page is whole without the app: styled, usable, and it never loads the app', async () => {
    context = await newContext(browser, device, baseUrl);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const heading = page.getByRole('heading', { level: 1, name: PAGES['/'].en });
    expect(await heading.evaluate((node) => getComputedStyle(node).fontFamily)).toContain(
      'Plus Jakarta Sans',
    );
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/landing-[\w-]+\.js$/);
    expect(await rootIsInert(page)).toBe(false);
    // Plain HTML works as it did in the app: the skip link takes the keyboard to the content.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('chakra-skip-nav');
    await screenshot(page, `prerendered-landing-${device}-static`);
    expect(errors).toEqual([]);
  });

  it('Register Now opens the enrolment painted at once, usable once its code arrives', async () => {
    // No blank screen on a phone abroad: the first step comes as a page of its own, drawn.
    const { page, errors, release } = await openBeforeTheApp('/');
    await page.getByRole('link', { name: 'Register Now' }).click();
    // Its code held back, the page never fires `load`: it is there once its markup has arrived.
    await page.waitForURL('**/diaspora/policy', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: PAGES['/diaspora/policy'].en }).waitFor();
    expect(await rootIsInert(page)).toBe(true);
    release();
    await appStarted(page);
    await page.getByText('I agree with the Terms and Conditions provided above.').click();
    const terms = page.getByRole('checkbox', {
      name: 'I agree with the Terms and Conditions provided above.',
    });
    await expect.poll(() => terms.isChecked()).toBe(true);
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

  it('the landing switch to Kiswahili brings the page in Kiswahili, and the enrolment after it', async () => {
    context = await newContext(browser, device, baseUrl);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: PAGES['/'].en }).waitFor();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Kiswahili' }).click()]);
    await page.getByRole('heading', { level: 1, name: PAGES['/'].sw }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sw');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('sw');
    await screenshot(page, `prerendered-landing-${device}-kiswahili`);

    // Kept: the next visit comes in Kiswahili, and so does the enrolment, adopted as sent.
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: PAGES['/'].sw }).waitFor();
    await page.getByRole('link', { name: landing.registerNow }).click();
    await page.getByRole('heading', { level: 1, name: PAGES['/diaspora/policy'].sw }).waitFor();
    await appStarted(page);
    await page.getByText(onboarding.policy.agree).waitFor();

    // And back to English from the landing page.
    await page.goto('/');
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'English' }).click()]);
    await page.getByRole('heading', { level: 1, name: PAGES['/'].en }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(errors).toEqual([]);
  });

  it('a Kiswahili reader gets the policy step in Kiswahili from the first paint, and the app adopts it', async () => {
    const { page, errors, release } = await openBeforeTheApp(
      '/diaspora/policy',
      { language: 'sw' },
      { language: 'sw' },
    );
    const heading = page.locator('h1');
    expect(await heading.textContent()).toBe(PAGES['/diaspora/policy'].sw);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sw');
    const drawn = await heading.elementHandle();
    release();
    await appStarted(page);
    expect(await drawn?.evaluate((node) => node.isConnected)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a reader who chose Kiswahili before the server knew of it gets the landing page in Kiswahili', async () => {
    context = await newContext(browser, device, baseUrl);
    await context.addInitScript(() => {
      if (location.origin !== 'null') localStorage.setItem('language', 'sw');
    });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: PAGES['/'].sw }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sw');
    expect((await context.cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('sw');
    expect(errors).toEqual([]);
  });

  it('a reader whose stored choice and cookie disagree gets the page drawn in the stored one', async () => {
    // The server sends English, as the cookie asks; the app, whose stored choice is Kiswahili, draws its own.
    const { page, errors, release } = await openBeforeTheApp(
      '/login',
      { language: 'sw' },
      { language: 'en' },
    );
    const drawn = await page.locator('h1').elementHandle();
    release();
    await appStarted(page);
    await page.getByRole('heading', { level: 1, name: PAGES['/login'].sw }).waitFor();
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

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject, it } from 'vitest';
import { describeInBrowser, launchBrowser, newContext, signInAs } from './browser';

const baseUrl = inject('e2eBaseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every Content-Security-Policy violation the page reports, from the console and from the DOM event. */
function watchForViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (error.message.includes('Content Security Policy')) violations.push(`uncaught: ${error.message}`);
  });
  return violations;
}

async function reportedViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []);
}

describeInBrowser('the app under its Content-Security-Policy', () => {
  let context: BrowserContext;
  let page: Page;
  let violations: string[];
  beforeEach(async () => {
    context = await newContext(browser, 'desktop', baseUrl);
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
      });
    });
    page = await context.newPage();
    violations = watchForViolations(page);
  });
  afterEach(async () => {
    await context.close();
  });

  it.each([
    ['/', 'Register Now'],
    ['/diaspora/policy', 'Next'],
    ['/login', 'Login'],
  ])('loads %s with no violation', async (url, control) => {
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    expect(response?.headers()['content-security-policy']).toMatch(
      /script-src 'self' https:\/\/challenges\.cloudflare\.com/,
    );
    await page
      .getByRole(url === '/' ? 'link' : 'button', { name: control, exact: true })
      .first()
      .waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await reportedViolations(page)).toEqual([]);
    expect(violations).toEqual([]);
  });

  it('shows the signed-in back office with no violation', async () => {
    await signInAs(page, baseUrl, inject('e2eAdminEmail'), inject('e2eAdminPassword'));
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await reportedViolations(page)).toEqual([]);
    expect(violations).toEqual([]);
  });
});

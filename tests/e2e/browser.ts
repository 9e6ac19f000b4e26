import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { accessibilityViolations } from './accessibility';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, chromiumMissing } from './chromium';
import { watchContext } from './page-problems';

export { allowProblems } from './page-problems';

export { CHROMIUM_PATH, chromiumMissing };

/**
 * `describe` for tests that need the browser. Without Chromium it fails in CI and skips,
 * saying why, on a developer's machine: the suite never passes silently.
 */
export const describeInBrowser = describe.skipIf(chromiumMissing !== undefined && !process.env.CI);

/**
 * The browser for a test file. Every context it opens (and so every page, also through
 * `browser.newPage()`) is watched for console errors and failed requests (page-problems.ts).
 */
/** How long one browser wait (a click, a navigation, a locator) may take before it counts as a hang. */
const BROWSER_WAIT_MS = 90_000;

export async function launchBrowser(): Promise<Browser> {
  if (chromiumMissing !== undefined) throw new Error(`The e2e suite cannot run: ${chromiumMissing}`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  const openContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await openContext(options);
    // Playwright's 30 s default per wait is near what a busy two-core machine needs for a
    // navigation that builds a lazy route; the test's own ceiling (vitest.config.ts) is higher.
    context.setDefaultTimeout(BROWSER_WAIT_MS);
    watchContext(context);
    return context;
  };
  return browser;
}

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

export function phoneContext(browser: Browser, baseUrl?: string): Promise<BrowserContext> {
  return browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
    ...(baseUrl ? { baseURL: baseUrl } : {}),
  });
}

export function desktopContext(browser: Browser, baseUrl?: string): Promise<BrowserContext> {
  return browser.newContext({
    viewport: DESKTOP,
    deviceScaleFactor: 1,
    locale: 'en-GB',
    ...(baseUrl ? { baseURL: baseUrl } : {}),
  });
}

export type Device = 'phone' | 'desktop';

export function newContext(browser: Browser, device: Device, baseUrl?: string): Promise<BrowserContext> {
  return device === 'phone' ? phoneContext(browser, baseUrl) : desktopContext(browser, baseUrl);
}

/**
 * Collects the console errors and uncaught exceptions of a page, from now on. Read the
 * returned array at the end of a test: `expect(errors).toEqual([])`.
 */
export function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

const SCREENSHOT_DIR = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

/** Saves a full-page screenshot as test-results/screenshots/<name>.png and returns its path. */
export async function capture(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

/**
 * Captures the screen (`capture`) and checks it with axe-core: a WCAG 2.1 A/AA violation fails
 * the test.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  const file = await capture(page, name);
  expect(await accessibilityViolations(page), `accessibility of the screen ${name}`).toEqual([]);
  return file;
}

/**
 * Signs a staff user in through the login form at /login and waits until the app has left
 * the login page. The page stays signed in for the rest of its browser context.
 */
export async function signInAs(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  // The labels carry a required marker, so match the accessible name rather than the exact label text.
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** A new page in its own context of the given device, signed in as the given staff user. */
export async function signedInPage(
  browser: Browser,
  device: Device,
  baseUrl: string,
  email: string,
  password: string,
): Promise<Page> {
  const context = await newContext(browser, device, baseUrl);
  const page = await context.newPage();
  await signInAs(page, baseUrl, email, password);
  return page;
}

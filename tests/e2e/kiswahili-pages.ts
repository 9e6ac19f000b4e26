import type { Browser, BrowserContext, Page } from 'playwright-core';
import { auth } from '@/i18n/sw/auth';
import { hasEnglish } from '../support/english-words';
import { type Device, PHONE } from './browser';

/** What the Kiswahili browser tests share: a Kiswahili browser, and the check for English left on a page. */

/** The desktop width the Kiswahili screens are checked at: the narrowest common laptop, where longer words wrap first. */
export const SW_DESKTOP = { width: 1280, height: 800 } as const;

/** A catalogue text without its tags, as the screen shows it. */
export const plain = (text: string) => text.replace(/<\/?\w+>/g, '');

/** Every text a reader meets on the page: what it shows and what it says to a screen reader. */
export function textsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // An avatar's initials come from a person's name, which stays as it is ('IS' is not the word).
    const initials = document.createElement('style');
    initials.textContent = '[data-scope="avatar"][data-part="fallback"] { display: none !important; }';
    document.head.append(initials);
    // biome-ignore lint/performance/useDomNodeTextContent: the lines as the page lays them out for a reader.
    const texts = document.body.innerText.split('\n');
    initials.remove();
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts.map((text) => text.trim()).filter(Boolean);
  });
}

/** Whether the page is wider than a phone's screen (Kiswahili words run longer). */
export const widerThanPhone = async (page: Page, device: Device) =>
  device === 'phone' && (await page.evaluate(() => document.documentElement.scrollWidth)) > PHONE.width;

/** The lines of the page still in English, staff names and e-mail addresses aside. */
export async function englishOn(page: Page, names: readonly string[] = []): Promise<string[]> {
  return (await textsOf(page)).filter((text) => hasEnglish(text, names));
}

/**
 * A browser whose first language is Kiswahili, at a phone's or a desktop's size: the portal opens
 * in it without being asked. `storageState` carries a staff sign-in from another context.
 */
export function kiswahiliContext(
  browser: Browser,
  device: Device,
  baseUrl: string,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: device === 'phone' ? PHONE : SW_DESKTOP,
    deviceScaleFactor: 1,
    locale: 'sw-TZ',
    baseURL: baseUrl,
    ...(storageState ? { storageState } : {}),
  });
}

/** Signs a staff user in through the Kiswahili sign-in page and waits until the app has left it. */
export async function signInInKiswahili(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: auth.email }).fill(email);
  await page.getByLabel(new RegExp(`^${auth.password}`)).fill(password);
  await page.getByRole('button', { name: auth.submit, exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

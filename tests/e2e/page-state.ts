import type { Page } from 'playwright-core';

/**
 * What the user would see when a wait gives up: the URL, any alert, and each field marked invalid
 * with its message. A timeout then says why the step did not move instead of only that it did not.
 */
export async function describePage(page: Page): Promise<string> {
  const state = await page
    .evaluate(() => {
      const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const alerts = [...document.querySelectorAll('[role="alert"], [role="status"]')]
        .map(text)
        .filter(Boolean);
      const invalid = [...document.querySelectorAll('[aria-invalid="true"]')].map((element) => {
        const id = element.getAttribute('id');
        const label = id ? text(document.querySelector(`label[for="${CSS.escape(id)}"]`)) : '';
        const described = (element.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((ref) => text(ref ? document.getElementById(ref) : null))
          .filter(Boolean);
        return `${label || element.getAttribute('name') || element.tagName}: ${described.join(' ')}`;
      });
      const busy = [...document.querySelectorAll('button[disabled], button[data-loading]')].map(text);
      return { alerts, invalid, busy, focused: text(document.activeElement).slice(0, 80) };
    })
    .catch((error: unknown) => ({ unreadable: String(error) }));
  return `at ${page.url()}: ${JSON.stringify(state)}`;
}

/** Waits for the path, and on a timeout says what the page showed. */
export async function waitForPath(page: Page, pathname: string, timeout = 90_000): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === pathname, { timeout });
  } catch (error) {
    throw new Error(`Expected ${pathname}, ${await describePage(page)}`, { cause: error });
  }
}

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { allowProblems, describeInBrowser, launchBrowser, newContext, screenshot } from './browser';

const baseUrl = inject('e2eBaseUrl');
const email = inject('e2eAdminEmail');
const password = inject('e2eAdminPassword');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describeInBrowser('a staff member signing in', () => {
  it('is sent to /login, sees why a wrong password fails, lands on the page they asked for, and signs out', async () => {
    const context = await newContext(browser, 'desktop', baseUrl);
    const page = await context.newPage();
    await page.goto('/dashboard/customers/groups');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Login Into Account' }).waitFor();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not-the-password');
    allowProblems('401 POST /api/v1/auth/sign-in');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid credentials').waitFor();
    expect(await page.getByText('Invalid username').isVisible()).toBe(true);
    expect(await page.getByText('Invalid password').isVisible()).toBe(true);
    // The toast's code downloads with the first toast: wait for it rather than look at once.
    await page.getByText('Failed to login').first().waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    await screenshot(page, 'login-failed-desktop');

    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard/customers/groups/in-progress');
    await page.getByRole('heading', { level: 1, name: 'Groups' }).waitFor();
    expect(await page.getByText(email).first().isVisible()).toBe(true);
    await screenshot(page, 'dashboard-desktop');

    // A reload keeps the session: the stored token is checked with the server.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Groups' }).waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    expect(
      await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('authUser')]),
    ).toEqual([null, null]);
    // The revoked token no longer opens the dashboard.
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('opens and closes the menu as a slide-over on a 375 px phone', async () => {
    const context = await newContext(browser, 'phone', baseUrl);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Portfolio overview' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog');
    await panel.waitFor();
    expect(await panel.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);
    await screenshot(page, 'dashboard-menu-phone');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Individuals' }).click();
    await page.waitForURL('**/dashboard/customers/individuals/in-progress');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});

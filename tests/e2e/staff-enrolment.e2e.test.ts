import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { describeInBrowser, launchBrowser, screenshot, signedInPage } from './browser';

const baseUrl = inject('e2eBaseUrl');
const adminEmail = inject('e2eAdminEmail');
const adminPassword = inject('e2eAdminPassword');

const SURNAME = `Kilonzo${Date.now().toString(36).replace(/\d/g, '')}`.slice(0, 18);
const VOTER_ID = String(Date.now()).padStart(13, '4').slice(-13);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const field = (scope: Page, label: string) => scope.getByLabel(new RegExp(`^${label}`));

describeInBrowser('a staff member registering a diaspora customer', () => {
  it('uses the same steps with the stepper, picks the policy, skips the captcha and returns to the list', async () => {
    const page = await signedInPage(browser, 'desktop', baseUrl, adminEmail, adminPassword);
    await page.goto('/dashboard/customers/diasporas/in-progress');
    await page.getByRole('link', { name: 'Register diaspora' }).click();
    await page.waitForURL('**/dashboard/customers/diasporas/new/policy');
    await page.getByRole('heading', { name: 'Register Diaspora Customer' }).waitFor();
    expect(await page.getByText('I am not a robot').count()).toBe(0);

    await page.getByRole('link', { name: 'Change policy' }).click();
    await page.waitForURL('**/new/policy/select-policy');
    const dialog = page.getByRole('dialog', { name: 'Select policy' });
    await dialog.getByRole('button', { name: 'Choose Diaspora Repatriation Cover' }).click();
    await page.waitForURL('**/new/policy');
    await dialog.waitFor({ state: 'hidden' });

    await page.getByText('I agree with the Terms and Conditions provided above.').click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/new/basic-details');
    await field(page, 'Sex').selectOption('female');
    await field(page, 'Marital status').selectOption('single');
    await field(page, 'ID type').selectOption('2');
    for (const [label, value] of Object.entries({
      'First name': 'Mwanaisha',
      'Last name': SURNAME,
      'Date of birth': '1979-11-30',
      'Account number': '0162345678901',
      'ID number': VOTER_ID,
      Email: 'mwanaisha@example.ae',
      'Mobile number': '+971 50 123 4567',
      'Place of residency': 'Dubai, United Arab Emirates',
    })) {
      await field(page, label).fill(value);
    }
    await page.getByRole('button', { name: 'Next' }).first().click();
    await page.waitForURL('**/new/members-declaration');
    await page.getByRole('button', { name: 'Add Beneficiary' }).click();
    const member = page.getByRole('dialog');
    await field(member as unknown as Page, 'First name').fill('Juma');
    await field(member as unknown as Page, 'Last name').fill(SURNAME);
    await field(member as unknown as Page, 'Sex').selectOption('male');
    await field(member as unknown as Page, 'Date of birth').fill('2012-04-04');
    await field(member as unknown as Page, 'Relationship').selectOption('3');
    await member.getByRole('button', { name: 'Add' }).click();
    await screenshot(page, 'staff-enrolment-declaration-desktop');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/dashboard/customers/diasporas/in-progress');
    await page.getByRole('searchbox').fill(SURNAME.toLowerCase());
    await page.getByText('1 total', { exact: true }).waitFor();
    await page.waitForURL(/search=/);
    await page.getByRole('link', { name: `View Mwanaisha ${SURNAME}` }).click();
    const panel = page.getByRole('dialog', { name: 'Diaspora details' });
    await panel.getByText(VOTER_ID).waitFor();
    await panel
      .getByRole('listitem', { name: `Juma ${SURNAME}` })
      .getByText('child')
      .waitFor();
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject, it } from 'vitest';
import { auth } from '@/i18n/sw/auth';
import { diasporas } from '@/i18n/sw/diasporas';
import { landing } from '@/i18n/sw/landing';
import { onboarding } from '@/i18n/sw/onboarding';
import { onboardingForms } from '@/i18n/sw/onboarding-forms';
import { ui } from '@/i18n/sw/ui';
import { type Device, describeInBrowser, launchBrowser, PHONE, screenshot, watchForErrors } from './browser';
import { englishOn, plain, SW_DESKTOP, signInInKiswahili, widerThanPhone } from './kiswahili-pages';
import { staffApi } from './staff-api';

const baseUrl = inject('e2eBaseUrl');
const adminEmail = inject('e2eAdminEmail');
const adminPassword = inject('e2eAdminPassword');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describeInBrowser.each<Device>(['phone', 'desktop'])('the portal in Kiswahili on a %s', (device) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  beforeEach(async () => {
    // A browser whose first language is Kiswahili: the portal opens in it without being asked.
    context = await browser.newContext({
      viewport: device === 'phone' ? PHONE : SW_DESKTOP,
      deviceScaleFactor: 1,
      locale: 'sw-TZ',
      baseURL: baseUrl,
    });
    page = await context.newPage();
    errors = watchForErrors(page);
  });
  afterEach(async () => {
    await context.close();
  });

  it('shows the landing page and the enrolment in Kiswahili, its messages too', async () => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: plain(landing.heading) }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sw');
    expect(await englishOn(page)).toEqual([]);
    expect(await widerThanPhone(page, device)).toBe(false);
    await screenshot(page, `sw-landing-${device}`);

    await page.getByRole('link', { name: landing.registerNow }).first().click();
    await page.waitForURL('**/diaspora/policy');
    await page.getByText(onboarding.policy.agree).waitFor();
    expect(await englishOn(page)).toEqual([]);
    await screenshot(page, `sw-enrolment-policy-${device}`);

    await page.getByText(onboarding.policy.agree).click();
    await page.getByText(ui.captcha.developmentCheck).click();
    await page.getByText(ui.captcha.verified).waitFor();
    await page.getByRole('button', { name: onboarding.next }).click();
    await page.waitForURL('**/diaspora/basic-details');
    // The URL moves before the step's code arrives, and the policy step has a Next of its own.
    await page.locator('form [name="firstName"]').waitFor();
    // Next on an empty form: every field says what it needs, in Kiswahili.
    await page.getByRole('button', { name: onboarding.next }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    expect(await englishOn(page)).toEqual([]);
    expect(await widerThanPhone(page, device)).toBe(false);
    await screenshot(page, `sw-enrolment-details-errors-${device}`);
    expect(errors).toEqual([]);
  });

  it('shows the staff pages in Kiswahili, and its messages too', async () => {
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: auth.heading }).waitFor();
    expect(await englishOn(page)).toEqual([]);
    await screenshot(page, `sw-login-${device}`);

    await page.getByRole('textbox', { name: auth.email }).fill(adminEmail);
    await page.getByLabel(new RegExp(`^${auth.password}`)).fill(adminPassword);
    await page.getByRole('button', { name: auth.submit, exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');

    // People's and products' names stay as they are in every language.
    const api = staffApi(baseUrl);
    const token = await api.tokenOf({ email: adminEmail, password: adminPassword });
    const { policies } = await api.call<{ policies: { name: string }[] }>(
      'GET',
      '/policies?pageSize=100',
      token,
    );
    const names = ['Amina', 'Baraka', 'Neema', ...policies.map((policy) => policy.name)];
    for (const path of [
      '/dashboard/customers/diasporas/in-progress',
      '/dashboard/customers/individuals/covered',
      '/dashboard/customers/groups',
      '/dashboard/approvals',
      '/dashboard/customers/individuals/new/basic-details',
    ]) {
      await page.goto(path);
      await page.locator('main h1, main h2').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await englishOn(page, names), path).toEqual([]);
      expect(await widerThanPhone(page, device), path).toBe(false);
      await screenshot(page, `sw${path.replaceAll('/', '-')}-${device}`);
    }
    expect(errors).toEqual([]);
  });
});

describeInBrowser('an enrolment in Kiswahili', () => {
  it('is stored with Kiswahili as the language the bank writes to the enrolee in', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'sw-TZ', baseURL: baseUrl });
    const page = await context.newPage();
    const surname = `Mwakilema${Date.now().toString(36).replace(/\d/g, '')}`.slice(0, 18);
    await page.goto('/diaspora/policy');
    await page.getByText(onboarding.policy.agree).click();
    await page.getByText(ui.captcha.developmentCheck).click();
    await page.getByText(ui.captcha.verified).waitFor();
    await page.getByRole('button', { name: onboarding.next }).click();
    await page.waitForURL('**/diaspora/basic-details');

    const form = page.locator('form');
    await form.locator('[name="firstName"]').fill('Zawadi');
    await form.locator('[name="lastName"]').fill(surname);
    await form.locator('[name="dob"]').fill('1986-02-14');
    await form.locator('[name="sex"]').selectOption('female');
    await form.locator('[name="maritalStatus"]').selectOption('single');
    await form.locator('[name="idType"]').selectOption('3');
    await form.locator('[name="idNumber"]').fill(`TZ${String(Date.now()).slice(-7)}`);
    await form.locator('[name="accountNumber"]').fill('0152345678901');
    await form.locator('[name="email"]').fill(`${surname.toLowerCase()}@example.co.uk`);
    await form.locator('[name="mobile"]').fill('+44 7700 900456');
    await form.locator('[name="address"]').fill('Birmingham, Uingereza');
    await page.getByRole('button', { name: onboarding.next }).click();
    await page.waitForURL('**/diaspora/members-declaration');

    await page.getByRole('button', { name: onboarding.declaration.add }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('[name="firstName"]').fill('Baraka');
    await dialog.locator('[name="lastName"]').fill(surname);
    await dialog.locator('[name="sex"]').selectOption('male');
    await dialog.locator('[name="dob"]').fill('2016-06-01');
    await dialog.locator('[name="relationship"]').selectOption('3');
    await dialog.getByRole('button', { name: onboardingForms.beneficiary.add, exact: true }).click();
    await page.getByText(onboarding.declaration.statement).waitFor();
    await page.getByRole('button', { name: onboarding.save }).click();
    await page.waitForURL('**/diaspora/conclusion');
    await page.getByRole('heading', { name: onboarding.conclusion.title }).waitFor();
    await context.close();

    const api = staffApi(baseUrl);
    const token = await api.tokenOf({ email: adminEmail, password: adminPassword });
    const found = await api.call<{ data: { diasporaId: string; lastName: string }[] }>(
      'GET',
      `/diasporas?status=in-progress&search=${surname.toLowerCase()}`,
      token,
    );
    const record = found.data.find((row) => row.lastName === surname);
    expect(record).toBeDefined();
    const detail = await api.call<{ data: { language: string } }>(
      'GET',
      `/diasporas/${record?.diasporaId}`,
      token,
    );
    expect(detail.data.language).toBe('sw');

    // A staff member reading Kiswahili opens the record: its panel, cover, history and the
    // language of its emails, all in Kiswahili.
    const desk = await browser.newContext({ viewport: SW_DESKTOP, locale: 'sw-TZ', baseURL: baseUrl });
    const staffPage = await desk.newPage();
    await signInInKiswahili(staffPage, adminEmail, adminPassword);
    await staffPage.goto(`/dashboard/customers/diasporas/in-progress/${record?.diasporaId}`);
    const panel = staffPage.getByRole('dialog', { name: diasporas.details.title });
    await panel.getByText(surname).first().waitFor();
    await panel.getByText('Kiswahili', { exact: true }).waitFor();
    await staffPage.waitForLoadState('networkidle');
    expect(await englishOn(staffPage, ['Amina', 'Baraka', 'Neema', 'Zawadi', surname])).toEqual([]);
    await screenshot(staffPage, 'sw-diaspora-panel-desktop');
    await desk.close();
  });
});

import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { uniqueDigits } from '../api/fixtures';
import {
  type Device,
  describeInBrowser,
  launchBrowser,
  screenshot,
  signedInPage,
  watchForErrors,
} from './browser';

const baseUrl = inject('e2eBaseUrl');
const adminEmail = inject('e2eAdminEmail');
const adminPassword = inject('e2eAdminPassword');
const api = `${baseUrl}/api/v1`;

const LIST_PATH = '/dashboard/customers/individuals/in-progress';
/**
 * Each device asks to delete one of its own pair, so the two runs never race for the same customer.
 * The demo data never uses these surnames, so a search finds only this test's customers.
 */
const SURNAMES: Record<Device, string> = { desktop: 'Nyamhanga', phone: 'Mwakibete' };

/** An id or account number of this run; never starting with 0, as the rules ask. */
const digits = (length: number) => `9${uniqueDigits(length - 1)}`;
const yearsAgo = (years: number) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
};

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Registers two individuals with the given surname through the real API, each with a next of kin. */
async function seedIndividuals(surname: string): Promise<void> {
  const signIn = await json<{ data: { token: string } }>(
    await fetch(`${api}/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: adminEmail, password: adminPassword }),
    }),
  );
  const register = (payload: object) =>
    fetch(`${api}/customers`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${signIn.data.token}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify(payload),
    }).then(json);

  const person = (overrides: Record<string, unknown>) => ({
    mobile: '0712345678',
    maritalStatus: 'married',
    idType: 1,
    idNumber: digits(20),
    address: 'Plot 12, Sinza, Dar es Salaam',
    ...overrides,
  });

  await register(
    person({
      firstName: 'Juma',
      middleName: 'Hamisi',
      lastName: surname,
      email: `juma.${surname.toLowerCase()}@example.co.tz`,
      dob: yearsAgo(35),
      sex: 'male',
      accountNumber: digits(13),
      nextOfKins: [
        person({
          firstName: 'Neema',
          lastName: surname,
          mobile: '+255754111222',
          dob: yearsAgo(32),
          sex: 'female',
          relationship: 2,
        }),
      ],
    }),
  );
  await register(
    person({
      firstName: 'Rehema',
      lastName: surname,
      email: `rehema.${surname.toLowerCase()}@example.co.tz`,
      mobile: '0765333444',
      dob: yearsAgo(41),
      sex: 'female',
      maritalStatus: 'single',
      accountNumber: digits(13),
      nextOfKins: [
        person({
          firstName: 'Baraka',
          lastName: surname,
          mobile: '0754999888',
          dob: yearsAgo(66),
          sex: 'male',
          relationship: 4,
        }),
      ],
    }),
  );
}

let browser: Browser;
beforeAll(async () => {
  await seedIndividuals(SURNAMES.desktop);
  await seedIndividuals(SURNAMES.phone);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function expectNoSideways(page: Page, device: Device) {
  if (device !== 'phone') return;
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
}

describeInBrowser.each<Device>(['desktop', 'phone'])('the individuals area on a %s', (device) => {
  let page: Page;
  afterAll(async () => {
    await page?.context().close();
  });

  it('finds customers by surname, shows the next of kin, and asks to delete one with a reason', async () => {
    const surname = SURNAMES[device];
    page = await signedInPage(browser, device, baseUrl, adminEmail, adminPassword);
    const errors = watchForErrors(page);
    await page.goto(LIST_PATH);
    await page.getByRole('heading', { level: 1, name: 'Individuals' }).waitFor();
    await page.getByRole('table', { name: 'Individual customers' }).waitFor();

    await page.getByRole('searchbox', { name: 'Search individual customers' }).fill(surname.toUpperCase());
    await page.waitForURL((url) => url.searchParams.get('search') === surname.toLowerCase());
    await page.getByText('2 total', { exact: true }).waitFor();
    await page.getByText(`Juma H. ${surname}`).waitFor();
    await page.getByText(`Rehema ${surname}`).waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await expectNoSideways(page, device);
    await screenshot(page, `individuals-list-${device}`);

    await page.getByRole('link', { name: `View Juma H. ${surname}` }).click();
    const panel = page.getByRole('dialog', { name: 'Individuals details' });
    await panel.waitFor();
    await panel.getByText(`Juma Hamisi ${surname}`).waitFor();
    expect(new URL(page.url()).searchParams.get('search')).toBe(surname.toLowerCase());
    const kin = panel.getByRole('region', { name: 'Next of kin' }).getByRole('listitem', {
      name: `Neema ${surname}`,
    });
    await kin.getByText('Spouse').waitFor();
    await kin.getByText('+255754111222').waitFor();
    await panel.getByText('No claims yet').waitFor();
    await expectNoSideways(page, device);
    await screenshot(page, `individuals-details-${device}`);

    // A deletion takes a reason and waits for a second staff member: the customer stays listed.
    await panel.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm deletion' });
    await confirm.getByText('Please make sure you want to delete this customer?').waitFor();
    await confirm.getByRole('textbox', { name: /Reason for the deletion/ }).fill('Registered by mistake');
    await screenshot(page, `individuals-confirm-${device}`);
    await confirm.getByRole('button', { name: 'Yes, Delete' }).click();

    await page.getByText('Deletion waiting for approval: another staff member decides it.').waitFor();
    await confirm.waitFor({ state: 'detached' });
    const notice = panel.getByRole('region', { name: 'Deletion waiting for approval' });
    await notice.getByText('Reason: Registered by mistake').waitFor();
    await notice.getByText('You asked for this deletion: another staff member decides it.').waitFor();
    expect(await panel.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await expectNoSideways(page, device);
    await screenshot(page, `individuals-deletion-waiting-${device}`);

    // The server agrees: both customers are still listed while the deletion waits.
    const found = await page.evaluate(async (surnameLower) => {
      const token = JSON.parse(localStorage.getItem('authToken') ?? 'null') as string;
      const response = await fetch(`/api/v1/customers?search=${surnameLower}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await response.json()) as { customers: { firstName: string }[] };
      return body.customers.map((customer) => customer.firstName).sort();
    }, surname.toLowerCase());
    expect(found).toEqual(['Juma', 'Rehema']);
    expect(errors).toEqual([]);
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { describeInBrowser, launchBrowser, newContext, screenshot, signedInPage } from './browser';
import { field } from './flows';

/**
 * A taken id number is said when the details step is left, next to the field, with the focus on
 * it, to staff; a visitor enrolling in public is not told who is a customer (DESIGN 14).
 */
const baseUrl = inject('e2eBaseUrl');
const adminEmail = inject('e2eAdminEmail');
const adminPassword = inject('e2eAdminPassword');
const api = `${baseUrl}/api/v1`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function staffToken(): Promise<string> {
  const response = await fetch(`${api}/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: adminPassword }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A record of the demo data, with its id. */
async function existing<T>(path: string, list: 'customers' | 'data'): Promise<T> {
  const headers = { authorization: `Bearer ${await staffToken()}` };
  const page = (await (await fetch(`${api}/${path}?status=in-progress`, { headers })).json()) as Record<
    string,
    { customerId?: string; diasporaId?: string }[]
  >;
  const first = page[list]?.[0];
  const id = first?.customerId ?? first?.diasporaId;
  const detail = (await (await fetch(`${api}/${path}/${id}`, { headers })).json()) as { data: T };
  return detail.data;
}

describeInBrowser('an id number that is already registered', () => {
  it('is said to staff when they leave the details step, on the field, which takes the focus', async () => {
    // A number is taken within its id type: the form picks the record's own type.
    const taken = await existing<{ nin: string; idType: number }>('customers', 'customers');
    const page = await signedInPage(browser, 'desktop', baseUrl, adminEmail, adminPassword);
    await page.goto('/dashboard/customers/individuals/new');
    await page.waitForURL('**/new/basic-details');
    await field(page, 'Sex').selectOption('female');
    await field(page, 'Marital status').selectOption('single');
    await field(page, 'ID type').selectOption(String(taken.idType));
    for (const [label, value] of Object.entries({
      'First name': 'Esther',
      'Last name': 'Msuya',
      'Date of birth': '1988-03-09',
      'Mobile number': '0712345678',
      'ID number': taken.nin,
      Address: 'Sinza, Dar es Salaam',
      'Account number': '0150123456789',
    })) {
      await field(page, label).fill(value);
    }
    await page.getByRole('button', { name: 'Next' }).click();
    const idNumber = field(page, 'ID number');
    await expect.poll(() => idNumber.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/dashboard/customers/individuals/new/basic-details');
    expect(await idNumber.getAttribute('aria-invalid')).toBe('true');
    // The message is the field's description: read with it when the focus lands.
    const described = await idNumber.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(described).toContain('A customer with this id number is already registered');
    await screenshot(page, 'individual-registration-id-number-taken-desktop');
    await page.context().close();
  });

  it('is not told to a visitor enrolling in public: the enrolment goes on to the declaration', async () => {
    const taken = await existing<{ idType: number; idNumber: string }>('diasporas', 'data');
    const context = await newContext(browser, 'phone', baseUrl);
    const page = await context.newPage();
    await page.goto('/diaspora/policy');
    await page.getByText('I agree with the Terms and Conditions provided above.').click();
    await page.getByText('I am not a robot').click();
    await page.getByText('Verified').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/diaspora/basic-details');
    await field(page, 'Sex').selectOption('female');
    await field(page, 'Marital status').selectOption('single');
    await field(page, 'ID type').selectOption(String(taken.idType));
    for (const [label, value] of Object.entries({
      'First name': 'Halima',
      'Last name': 'Msuya',
      'Date of birth': '1984-07-21',
      'Account number': '0152345678903',
      'ID number': taken.idNumber,
      Email: 'halima@example.ae',
      'Mobile number': '+971 50 765 4321',
      'Place of residency': 'Sharjah, United Arab Emirates',
    })) {
      await field(page, label).fill(value);
    }
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('id-number-check')) asked.push(request.url());
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/diaspora/members-declaration');
    expect(asked).toEqual([]);
    await context.close();
  });
});

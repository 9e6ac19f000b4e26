import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import {
  describeInBrowser,
  launchBrowser,
  newContext,
  screenshot,
  signInAs,
  watchForErrors,
} from './browser';

const baseUrl = inject('e2eBaseUrl');
const adminEmail = inject('e2eAdminEmail');
const adminPassword = inject('e2eAdminPassword');

// A surname no other test uses, so the staff search finds exactly this family.
const SURNAME = `Mwasomola${Date.now().toString(36).replace(/\d/g, '')}`.slice(0, 20);
const PASSPORT = `TZ${String(Date.now()).slice(-7)}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;
let proofFile: string;
beforeAll(async () => {
  browser = await launchBrowser();
  proofFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'enrol-')), 'marriage-certificate.png');
  fs.writeFileSync(proofFile, PNG);
});
afterAll(async () => {
  await browser?.close();
});

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

async function startEnrolment(page: Page) {
  await page.goto('/');
  await page
    .getByRole('link', { name: /Register Now/ })
    .first()
    .click();
  await page.waitForURL('**/diaspora/policy');
  expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
  await page.getByText('I agree with the Terms and Conditions provided above.').click();
  await page.getByText('I am not a robot').click();
  await page.getByText('Verified').waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/diaspora/basic-details');
}

async function fillDetails(page: Page, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'First name': 'Baraka',
    'Last name': SURNAME,
    'Date of birth': '1984-05-02',
    'Account number': '0152345678901',
    'ID number': PASSPORT,
    Email: 'baraka@example.co.uk',
    'Mobile number': '+44 7700 900123',
    'Place of residency': 'London, United Kingdom',
    ...overrides,
  };
  await field(page, 'Sex').selectOption('male');
  await field(page, 'Marital status').selectOption('married');
  await field(page, 'ID type').selectOption('3');
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

async function addMember(
  page: Page,
  first: string,
  sex: string,
  dob: string,
  relationship: '2' | '3',
  proof = false,
) {
  await page.getByRole('button', { name: 'Add Beneficiary' }).click();
  const dialog = page.getByRole('dialog');
  await field(dialog as unknown as Page, 'First name').fill(first);
  await field(dialog as unknown as Page, 'Last name').fill(SURNAME);
  await field(dialog as unknown as Page, 'Sex').selectOption(sex);
  await field(dialog as unknown as Page, 'Date of birth').fill(dob);
  await field(dialog as unknown as Page, 'Relationship').selectOption(relationship);
  if (proof) {
    await dialog.locator('input[type=file]').setInputFiles(proofFile);
    await dialog.getByText('marriage-certificate.png').waitFor();
  }
  await dialog.getByRole('button', { name: 'Add' }).click();
}

describeInBrowser('diaspora enrolment end to end', () => {
  it('a newcomer on a phone enrols with a spouse, two children and a proof; staff find the record', async () => {
    const context = await newContext(browser, 'phone', baseUrl);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await startEnrolment(page);
    await fillDetails(page);
    await page.locator('input[type=file]').first().setInputFiles(proofFile);
    await page.getByText('marriage-certificate.png').first().waitFor();
    await page.getByRole('button', { name: 'Next' }).first().click();
    await page.waitForURL('**/diaspora/members-declaration');
    await page.getByText('Empty Beneficiaries List').waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    await addMember(page, 'Rehema', 'female', '1988-03-10', '2', true);
    await addMember(page, 'Amani', 'male', '2015-06-01', '3');
    await addMember(page, 'Neema', 'female', '2018-09-20', '3');
    await page.getByText(/I declare that the information/).waitFor();
    expect(await page.getByText('Proof of relationship: marriage-certificate.png').isVisible()).toBe(true);
    await screenshot(page, 'enrolment-declaration-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/diaspora/conclusion');
    await page.getByRole('heading', { name: 'Successfully Onboarded!' }).waitFor();
    await screenshot(page, 'enrolment-conclusion-phone');
    expect(await page.evaluate(() => localStorage.getItem('diaspora-members-form-details'))).toBeNull();
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await context.close();

    const staff = await newContext(browser, 'desktop', baseUrl);
    const desk = await staff.newPage();
    await signInAs(desk, baseUrl, adminEmail, adminPassword);
    await desk.goto('/dashboard/customers/diasporas/in-progress');
    await desk.getByRole('searchbox').fill(SURNAME.toLowerCase());
    await desk.getByText('1 total', { exact: true }).waitFor();
    await desk.waitForURL(/search=/);
    await desk.getByRole('link', { name: `View Baraka ${SURNAME}` }).click();
    const panel = desk.getByRole('dialog', { name: 'Diaspora details' });
    await panel.getByText(PASSPORT).waitFor();
    await panel
      .getByRole('listitem', { name: `Rehema ${SURNAME}` })
      .getByText('spouse')
      .waitFor();
    await panel
      .getByRole('listitem', { name: `Amani ${SURNAME}` })
      .getByText('No Attachment')
      .waitFor();
    await panel
      .getByRole('listitem', { name: `Rehema ${SURNAME}` })
      .getByRole('button', { name: 'Proof of relationship' })
      .click();
    const preview = panel.getByRole('img', { name: 'Preview of Proof of relationship' });
    await preview.waitFor();
    expect(await preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
    await screenshot(desk, 'enrolment-staff-details-desktop');
    await staff.close();
  });

  it('shows each mistake next to its field and loses nothing', async () => {
    const context = await newContext(browser, 'phone', baseUrl);
    const page = await context.newPage();
    await startEnrolment(page);
    await fillDetails(page, {
      'ID number': 'TZ12345',
      'Date of birth': '2012-01-01',
      'Account number': '12345',
    });
    await page.getByRole('button', { name: 'Next' }).first().click();
    await page.getByText('Please provide a valid id number').waitFor();
    await page.getByText('The account holder must be between 18 and 80 years old').waitFor();
    await page.getByText('Please provide valid account number (10 to 20 digits)').waitFor();
    expect(await field(page, 'Email').inputValue()).toBe('baraka@example.co.uk');
    expect(await field(page, 'ID number').inputValue()).toBe('TZ12345');
    await screenshot(page, 'enrolment-details-errors-phone');

    // A reload keeps what was typed (the draft), and Previous/Next do too.
    await page.reload();
    expect(await field(page, 'Place of residency').inputValue()).toBe('London, United Kingdom');
    await field(page, 'ID number').fill(`TZ${String(Date.now()).slice(-7, -1)}9`);
    await field(page, 'Date of birth').fill('1984-05-02');
    await field(page, 'Account number').fill('0152345678902');
    await page.getByRole('button', { name: 'Next' }).first().click();
    await page.waitForURL('**/diaspora/members-declaration');

    await addMember(page, 'Rehema', 'female', '1988-03-10', '2');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await addMember(page, 'Second', 'female', '1989-03-10', '2');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Only one spouse can be declared').waitFor();
    await field(dialog as unknown as Page, 'Relationship').selectOption('3');
    await field(dialog as unknown as Page, 'Date of birth').fill('1995-01-01');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.getByText('A child must be 21 years old or younger').waitFor();
    expect(await field(dialog as unknown as Page, 'First name').inputValue()).toBe('Second');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.waitForURL('**/diaspora/basic-details');
    expect(await field(page, 'Account number').inputValue()).toBe('0152345678902');
    await context.close();
  });
});

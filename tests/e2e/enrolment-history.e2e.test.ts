import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './accessibility';
import { describeInBrowser, launchBrowser, newContext, watchForErrors } from './browser';
import { field } from './flows';
import { countHistoryCalls, leaveAndSettle } from './settle';

/**
 * The public enrolment with the browser's own buttons: each step is a history entry, Back returns
 * to the previous step with its values, Forward comes back, the logo goes home keeping the draft,
 * and a step the statechart does not allow yet is refused however it is reached.
 */

const baseUrl = inject('e2eBaseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const POLICY = '/diaspora/policy';
const DETAILS = '/diaspora/basic-details';
const DECLARATION = '/diaspora/members-declaration';

async function openEnrolment(page: Page) {
  await page.goto('/');
  await page
    .getByRole('link', { name: /Register Now/ })
    .first()
    .click();
  await page.waitForURL(`**${POLICY}`);
}

async function passPolicy(page: Page) {
  await page.getByText('I agree with the Terms and Conditions provided above.').click();
  await page.getByText('I am not a robot').click();
  await page.getByText('Verified').waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(`**${DETAILS}`);
}

async function fillDetails(page: Page) {
  await field(page, 'Sex').selectOption('female');
  await field(page, 'Marital status').selectOption('single');
  await field(page, 'ID type').selectOption('3');
  for (const [label, value] of Object.entries({
    'First name': 'Rehema',
    'Last name': 'Kisanga',
    'Date of birth': '1986-02-14',
    'Account number': '0152345678902',
    'ID number': `TZ${String(Date.now()).slice(-7)}`,
    Email: 'rehema@example.co.uk',
    'Mobile number': '+44 7700 900456',
    'Place of residency': 'Leeds, United Kingdom',
  })) {
    await field(page, label).fill(value);
  }
}

describeInBrowser('the public enrolment and the browser history', () => {
  it('goes Back step by step with the values kept, Forward again, and home by the logo with the draft kept', async () => {
    const context = await newContext(browser, 'phone', baseUrl);
    const page = await context.newPage();
    await countHistoryCalls(page);
    const errors = watchForErrors(page);
    await openEnrolment(page);
    await passPolicy(page);
    await fillDetails(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`**${DECLARATION}`);

    await leaveAndSettle(page, () => page.goBack(), DETAILS);
    expect(await field(page, 'First name').inputValue()).toBe('Rehema');
    expect(await accessibilityViolations(page)).toEqual([]);
    await leaveAndSettle(page, () => page.goBack(), POLICY);
    expect(await page.getByRole('checkbox', { name: /I agree/ }).isChecked()).toBe(true);
    await leaveAndSettle(page, () => page.goBack(), '/');
    await page
      .getByRole('link', { name: /Register Now/ })
      .first()
      .waitFor();

    await leaveAndSettle(page, () => page.goForward(), POLICY);
    await leaveAndSettle(page, () => page.goForward(), DETAILS);
    await leaveAndSettle(page, () => page.goForward(), DECLARATION);
    await page.getByRole('heading', { name: 'Beneficiaries Declaration' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    // The logo goes home; the draft waits for the visitor's return.
    await leaveAndSettle(page, () => page.getByRole('link', { name: /home/i }).first().click(), '/');
    const draft = await page.evaluate(() => localStorage.getItem('diaspora-form-details'));
    expect(draft ?? '').toContain('Rehema');
    await openEnrolment(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`**${DETAILS}`);
    expect(await field(page, 'First name').inputValue()).toBe('Rehema');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a step the statechart does not allow yet, by a link or by Forward', async () => {
    const context = await newContext(browser, 'desktop', baseUrl);
    const page = await context.newPage();
    await countHistoryCalls(page);
    // A newcomer's link to the declaration lands on the first step.
    await page.goto('/');
    await leaveAndSettle(page, () => page.goto(DECLARATION), POLICY);

    await passPolicy(page);
    await fillDetails(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`**${DECLARATION}`);
    await leaveAndSettle(page, () => page.goBack(), DETAILS);
    // The details are made invalid: Forward to the declaration is refused, back to the details.
    await field(page, 'First name').fill('');
    await leaveAndSettle(page, () => page.goForward(), DETAILS);
    await expect.poll(() => field(page, 'First name').inputValue()).toBe('');
    await context.close();
  });
});

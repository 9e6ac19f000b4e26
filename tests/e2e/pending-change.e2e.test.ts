import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { customer, uniqueDigits } from '../api/fixtures';
import { describeInBrowser, launchBrowser, PHONE, screenshot, signInAs, watchForErrors } from './browser';
import { field } from './flows';
import { waitForPath } from './page-state';
import { staffApi } from './staff-api';

/**
 * Four eyes on a covered record, in the browser (DESIGN 12): an officer changes a covered
 * customer's name and id number, the customer keeps its approved details with the change waiting
 * beside them, and an admin approves it from the inbox, after which the customer has the new ones.
 */

const baseUrl = inject('e2eBaseUrl');
const admin = { email: inject('e2eAdminEmail'), password: inject('e2eAdminPassword') };
const officer = { email: inject('e2eOfficerEmail'), password: inject('e2eOfficerPassword') };
const DESKTOP_1280 = { width: 1280, height: 900 } as const;

/** A surname the demo data never uses. */
const SURNAME = `Changa${Date.now().toString(36).replace(/\d/g, '')}`.slice(0, 16);
const OLD_FIRST_NAME = 'Yusufu';
const NEW_FIRST_NAME = 'Yohana';
const OLD_ID_NUMBER = uniqueDigits(20);
const NEW_ID_NUMBER = uniqueDigits(20);

const { call, tokenOf } = staffApi(baseUrl);

let browser: Browser;
let adminToken: string;
let customerId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await tokenOf(admin);
  const officerToken = await tokenOf(officer);
  const { policies } = await call<{ policies: { policyId: string }[] }>(
    'GET',
    '/policies?kind=individual',
    officerToken,
  );
  const created = await call<{ data: { customerId: string } }>(
    'POST',
    '/customers',
    officerToken,
    customer({
      firstName: OLD_FIRST_NAME,
      middleName: undefined,
      lastName: SURNAME,
      idNumber: OLD_ID_NUMBER,
      policyId: policies[0]?.policyId,
    }),
  );
  customerId = created.data.customerId;
  // The officer made it, the admin approves it: covered, so a change to who it covers waits.
  await call('POST', `/customers/${customerId}/status`, adminToken, { action: 'approve' });
});

afterAll(async () => {
  await browser?.close();
});

async function pageOf(account: { email: string; password: string }, device: 'phone' | '1280'): Promise<Page> {
  const context = await browser.newContext({
    viewport: device === 'phone' ? PHONE : DESKTOP_1280,
    locale: 'en-GB',
    baseURL: baseUrl,
    ...(device === 'phone' ? { deviceScaleFactor: 2, isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await signInAs(page, baseUrl, account.email, account.password);
  return page;
}

const PANEL = () => `/dashboard/customers/individuals/covered/${customerId}`;
const detailsPanel = (page: Page) => page.getByRole('dialog', { name: 'Individuals details' });
const waitingSection = (scope: Page | Locator) =>
  scope.getByRole('region', { name: 'Change waiting for approval' });
/** The cells of a changed field's row: what the record holds now, and after approval. */
async function sides(diff: Locator, label: string): Promise<string[]> {
  const row = diff.getByRole('row').filter({ has: diff.page().getByRole('rowheader', { name: label }) });
  return row.getByRole('cell').allTextContents();
}

describeInBrowser('a change to a covered customer', () => {
  it('waits beside the approved details until another staff member approves it from the inbox', async () => {
    // The officer changes the customer's first name and id number through the edit wizard.
    const desk = await pageOf(officer, '1280');
    const deskErrors = watchForErrors(desk);
    await desk.goto(`/dashboard/customers/individuals/edit/${customerId}/basic-details`);
    await desk.getByRole('heading', { name: 'Edit Individual' }).waitFor();
    await expect.poll(() => field(desk, 'First name').inputValue()).toBe(OLD_FIRST_NAME);
    await field(desk, 'First name').fill(NEW_FIRST_NAME);
    await field(desk, 'ID number').fill(NEW_ID_NUMBER);
    await desk.getByRole('button', { name: 'Next' }).click();
    await desk.waitForURL(/\/policy$/);
    // The step's Next is enabled once the chosen policy shows; the details step may still be leaving.
    await desk.getByRole('heading', { level: 3, name: 'Benefits' }).waitFor();
    await desk.getByRole('button', { name: 'Next' }).click();
    await desk.waitForURL(/\/next-of-keens$/);
    await desk.getByRole('button', { name: 'Register' }).click();
    await desk.getByText('The change waits for approval').waitFor();
    await waitForPath(desk, PANEL());

    // The panel keeps the approved details and shows the change waiting, without a decision for its proposer.
    const panel = detailsPanel(desk);
    const section = waitingSection(panel);
    await section.waitFor();
    await panel.getByText(`${OLD_FIRST_NAME} ${SURNAME}`, { exact: true }).first().waitFor();
    const identification = panel.getByRole('region', { name: 'Identification' });
    await identification.getByText(OLD_ID_NUMBER).waitFor();
    const diff = section.getByRole('table', { name: `Changes to ${OLD_FIRST_NAME} ${SURNAME}` });
    expect(await sides(diff, 'First name')).toEqual([OLD_FIRST_NAME, NEW_FIRST_NAME]);
    expect(await sides(diff, 'ID number')).toEqual([OLD_ID_NUMBER, NEW_ID_NUMBER]);
    await section.getByText('You proposed this change: another staff member approves it.').waitFor();
    expect(await section.getByRole('button', { name: 'Approve change' }).count()).toBe(0);
    await section.scrollIntoViewIfNeeded();
    await screenshot(desk, 'pending-change-panel-1280');

    // The admin finds it in the inbox, under Changes, on a phone and at 1280 px.
    const phone = await pageOf(admin, 'phone');
    const phoneErrors = watchForErrors(phone);
    await phone.goto('/dashboard/approvals?kind=change');
    const phoneRow = phone.getByRole('row').filter({ hasText: `${OLD_FIRST_NAME} ${SURNAME}` });
    const phoneDiff = phoneRow.getByRole('table', { name: `Changes to ${OLD_FIRST_NAME} ${SURNAME}` });
    await phoneDiff.waitFor();
    expect(await sides(phoneDiff, 'ID number')).toEqual([OLD_ID_NUMBER, NEW_ID_NUMBER]);
    await phoneRow.scrollIntoViewIfNeeded();
    await screenshot(phone, 'pending-change-inbox-375');
    // Nothing of the card spills past the phone's screen.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // On the phone the record's panel offers the admin the decision too.
    await phone.goto(PANEL());
    const phoneSection = waitingSection(detailsPanel(phone));
    await phoneSection.getByRole('button', { name: 'Approve change' }).waitFor();
    await phoneSection.scrollIntoViewIfNeeded();
    await screenshot(phone, 'pending-change-panel-375');

    const checker = await pageOf(admin, '1280');
    const checkerErrors = watchForErrors(checker);
    await checker.goto('/dashboard/approvals?kind=change');
    const row = checker.getByRole('row').filter({ hasText: `${OLD_FIRST_NAME} ${SURNAME}` });
    const rowDiff = row.getByRole('table', { name: `Changes to ${OLD_FIRST_NAME} ${SURNAME}` });
    await rowDiff.waitFor();
    expect(await sides(rowDiff, 'First name')).toEqual([OLD_FIRST_NAME, NEW_FIRST_NAME]);
    await row.getByText('Baraka Mushi').waitFor();
    await screenshot(checker, 'pending-change-inbox-1280');

    const approve = row.getByRole('button', { name: `Approve ${OLD_FIRST_NAME} ${SURNAME}` });
    await approve.click();
    await checker
      .getByRole('alertdialog', { name: 'Approve the change' })
      .getByRole('button', { name: 'Yes, Approve' })
      .click();
    await checker.getByText(`The change to ${OLD_FIRST_NAME} ${SURNAME} is approved.`).waitFor();
    await approve.waitFor({ state: 'detached' });

    // The record now has the new details, and nothing waits on it.
    await checker.goto(PANEL());
    const approved = detailsPanel(checker);
    await approved.getByText(`${NEW_FIRST_NAME} ${SURNAME}`, { exact: true }).first().waitFor();
    await approved.getByRole('region', { name: 'Identification' }).getByText(NEW_ID_NUMBER).waitFor();
    expect(await waitingSection(approved).count()).toBe(0);
    await approved.getByText('Change approved').waitFor();
    await screenshot(checker, 'pending-change-approved-1280');

    // The officer's panel shows the new details once it is read again.
    await desk.reload();
    await detailsPanel(desk).getByText(`${NEW_FIRST_NAME} ${SURNAME}`, { exact: true }).first().waitFor();
    expect(await waitingSection(detailsPanel(desk)).count()).toBe(0);

    expect([...deskErrors, ...phoneErrors, ...checkerErrors]).toEqual([]);
  });
});

import { DateTime } from 'luxon';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { describeInBrowser, launchBrowser, screenshot, signedInPage, watchForErrors } from './browser';
import { claimableDiaspora } from './claimable-diaspora';
import { enrolDiasporaAsStaff, field } from './flows';

const baseUrl = inject('e2eBaseUrl');
const admin = { email: inject('e2eAdminEmail'), password: inject('e2eAdminPassword') };
const officer = { email: inject('e2eOfficerEmail'), password: inject('e2eOfficerPassword') };
const api = `${baseUrl}/api/v1`;

const SURNAME = `Mrisho${Date.now().toString(36).replace(/\d/g, '')}`.slice(0, 18);
const HOLDER = {
  firstName: 'Zuhura',
  lastName: SURNAME,
  voterId: String(Date.now()).padStart(13, '6').slice(-13),
};
const HOLDER_NAME = `${HOLDER.firstName} ${HOLDER.lastName}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function tokenOf(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${api}/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const shortDate = (date: DateTime) => date.toFormat('LLL dd, yyyy');

async function approveFromInbox(page: Page, name: string, dialogTitle: string) {
  await page.getByRole('link', { name: /^Approvals/ }).click();
  await page.waitForURL('**/dashboard/approvals');
  const approve = page.getByRole('button', { name: `Approve ${name}` });
  await approve.click();
  const confirm = page.getByRole('alertdialog', { name: dialogTitle });
  await confirm.getByRole('button', { name: 'Yes, Approve' }).click();
  await approve.waitFor({ state: 'detached' });
}

describeInBrowser('the cover lifecycle with maker-checker', () => {
  it('an officer enrols a diaspora, an admin approves it from the inbox, and it is covered with its dates and history', async () => {
    const officerPage = await signedInPage(browser, 'desktop', baseUrl, officer.email, officer.password);
    const errors = watchForErrors(officerPage);
    await enrolDiasporaAsStaff(officerPage, HOLDER);
    // The maker may not approve their own enrolment: no inbox for an officer, no Approve in the panel.
    expect(await officerPage.getByRole('link', { name: /^Approvals/ }).count()).toBe(0);
    await officerPage.getByRole('searchbox').fill(SURNAME.toLowerCase());
    await officerPage.getByRole('link', { name: `View ${HOLDER_NAME}` }).click();
    const officerPanel = officerPage.getByRole('dialog', { name: 'Diaspora details' });
    await officerPanel.getByText('Waiting for approval by another staff member').waitFor();
    expect(await officerPanel.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await screenshot(officerPage, 'cover-waiting-for-checker-desktop');

    const adminPage = await signedInPage(browser, 'desktop', baseUrl, admin.email, admin.password);
    await adminPage.goto('/dashboard/customers/diasporas/in-progress');
    await adminPage.getByRole('link', { name: /^Approvals/ }).waitFor();
    await adminPage.getByRole('link', { name: /^Approvals/ }).click();
    await adminPage.getByRole('button', { name: `Approve ${HOLDER_NAME}` }).waitFor();
    await screenshot(adminPage, 'approvals-inbox-desktop');
    await approveFromInbox(adminPage, HOLDER_NAME, 'Approve cover');

    await adminPage.goto(`/dashboard/customers/diasporas/covered?search=${SURNAME.toLowerCase()}`);
    await adminPage.getByText('1 total', { exact: true }).waitFor();
    await adminPage.getByRole('link', { name: `View ${HOLDER_NAME}` }).click();
    const panel = adminPage.getByRole('dialog', { name: 'Diaspora details' });
    const today = DateTime.utc().startOf('day');
    await panel.getByText(shortDate(today.plus({ months: 3 }))).waitFor();
    // The panel opens with the focus on Close, not on a cover action such as Lapse.
    await panel.getByRole('button', { name: 'Lapse' }).waitFor();
    expect(
      await panel.getByRole('button', { name: 'Close' }).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await panel
      .getByText(shortDate(today.plus({ months: 12 })))
      .first()
      .waitFor();
    const history = panel.getByRole('list', { name: 'Record history' });
    await history.getByText('Registered').waitFor();
    await history.getByText('Approved', { exact: true }).waitFor();
    await screenshot(adminPage, 'cover-approved-with-history-desktop');

    // The certificate of cover the approval email carried opens as a PDF in a new tab.
    const opened = adminPage.context().waitForEvent('page');
    const answer = adminPage.waitForResponse((response) => response.url().endsWith('/certificate'));
    await panel.getByRole('button', { name: 'Certificate of cover' }).click();
    const pdf = await answer;
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    // The bytes themselves are read back as a PDF by tests/api/certificate-download.test.ts.
    expect(Number(pdf.headers()['content-length'])).toBeGreaterThan(1000);
    const certificate = await opened;
    expect(certificate.url()).toMatch(/^blob:/);
    await certificate.close();
    expect(errors).toEqual([]);
  });

  it('an officer records a claim, an admin approves it, and the history shows both steps', async () => {
    const eventDate = DateTime.utc().minus({ days: 3 }).toISODate() as string;
    const target = await claimableDiaspora(api, await tokenOf(admin), eventDate);
    const name = `${target.firstName} ${target.lastName}`;
    const officerPage = await signedInPage(browser, 'desktop', baseUrl, officer.email, officer.password);
    await officerPage.goto(`/dashboard/customers/diasporas/covered/${target.diasporaId}`);
    const panel = officerPage.getByRole('dialog', { name: 'Diaspora details' });
    await panel.getByRole('button', { name: 'Record claim' }).click();
    const form = officerPage.getByRole('dialog', { name: 'Record a claim' });
    await field(form, 'Claim type').selectOption('funeral');
    await field(form, 'Event date').fill(eventDate);
    await field(form, 'Amount').fill('2000000');
    await screenshot(officerPage, 'claim-record-desktop');
    await form.getByRole('button', { name: 'Record claim' }).click();
    await officerPage.getByText('Claim recorded.').first().waitFor();
    await form.waitFor({ state: 'hidden' });
    await panel.getByText('Submitted').first().waitFor();

    const adminPage = await signedInPage(browser, 'desktop', baseUrl, admin.email, admin.password);
    await adminPage.goto('/dashboard/customers/diasporas/in-progress');
    await approveFromInbox(adminPage, name, 'Approve claim');
    await adminPage.goto(`/dashboard/customers/diasporas/covered/${target.diasporaId}`);
    const adminPanel = adminPage.getByRole('dialog', { name: 'Diaspora details' });
    await adminPanel.getByText('Approved').first().waitFor();
    // Opened from its address, with the record already loaded: still on Close, not on Lapse.
    await adminPanel.getByRole('button', { name: 'Lapse' }).waitFor();
    expect(
      await adminPanel.getByRole('button', { name: 'Close' }).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    const history = adminPanel.getByRole('list', { name: 'Record history' });
    await history.getByText(/^Claim recorded/).waitFor();
    await history.getByText(/^Claim approved/).waitFor();
    await screenshot(adminPage, 'claim-approved-history-desktop');
  });
});

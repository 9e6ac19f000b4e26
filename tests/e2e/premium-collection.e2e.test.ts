import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { diaspora } from '../api/fixtures';
import {
  type Device,
  describeInBrowser,
  launchBrowser,
  screenshot,
  signedInPage,
  watchForErrors,
} from './browser';
import { staffApi } from './staff-api';

const baseUrl = inject('e2eBaseUrl');
const officer = { email: inject('e2eOfficerEmail'), password: inject('e2eOfficerPassword') };
const admin = { email: inject('e2eAdminEmail'), password: inject('e2eAdminPassword') };

const { call, tokenOf } = staffApi(baseUrl);

interface LedgerPremium {
  premiumId: number;
  reference: string;
  amount: number;
  status: string;
  dueDate: string;
  waiver: unknown;
}

/** A surname the demo data never uses, so this test's own customers are known by it. */
const SURNAME = `Malipo${Date.now().toString(36).replace(/\d/g, '')}`.slice(0, 16);

/** A diaspora enrolled by the officer and approved by the admin: its first premium is due today. */
async function approvedDiaspora(
  firstName: string,
): Promise<{ id: string; account: string; premium: LedgerPremium }> {
  const [officerToken, adminToken] = [await tokenOf(officer), await tokenOf(admin)];
  const body = diaspora({ firstName, lastName: SURNAME });
  const created = await call<{ data: { diasporaId: string } }>('POST', '/diasporas', officerToken, body);
  const id = created.data.diasporaId;
  await call('POST', `/diasporas/${id}/status`, adminToken, { action: 'approve' });
  const ledger = await call<{ data: { premiums: LedgerPremium[] } }>(
    'GET',
    `/diasporas/${id}/premiums`,
    officerToken,
  );
  const premium = ledger.data.premiums[0];
  if (!premium) throw new Error('the approval wrote no premium');
  return { id, account: body.accountNumber, premium };
}

let browser: Browser;
let made: Awaited<ReturnType<typeof approvedDiaspora>>[];

beforeAll(async () => {
  browser = await launchBrowser();
  made = [await approvedDiaspora('Neema'), await approvedDiaspora('Baraka')];
});
afterAll(() => browser?.close());

const officerPage = (device: Device): Promise<Page> =>
  signedInPage(browser, device, baseUrl, officer.email, officer.password);

describeInBrowser('premiums', () => {
  it('shows a new cover’s first premium on its panel, and an officer asks to waive it', async () => {
    const target = made[0];
    if (!target) throw new Error('no diaspora made');
    const page = await officerPage('phone');
    const errors = watchForErrors(page);
    await page.goto(`/dashboard/customers/diasporas/covered/${target.id}`);
    const premiums = page.getByRole('region', { name: 'Premiums' });
    await premiums.getByText('Due, not yet late').waitFor();
    await premiums.getByText(target.premium.reference).waitFor();
    await premiums.getByText('Tsh 25,000').first().waitFor();
    await premiums.scrollIntoViewIfNeeded();
    await screenshot(page, 'premiums-panel-375');

    await premiums
      .getByRole('button', { name: /^Ask to waive the premium due/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: `Ask to waive premium ${target.premium.reference}` });
    await dialog.getByRole('button', { name: 'Ask to waive' }).click();
    // Too short: the message shows next to the field, and nothing is sent.
    await dialog.getByText('Please provide valid reason').waitFor();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Customer in hospital abroad');
    await dialog.getByRole('button', { name: 'Ask to waive' }).click();
    await page.getByText('Waiver asked for: a second staff member decides').first().waitFor();
    await premiums.getByText('You asked for this waiver: another staff member decides').waitFor();
    await premiums.getByText(/^Waiver asked for by .+: Customer in hospital abroad$/).waitFor();
    expect(errors).toEqual([]);

    // A second staff member with the approve permission decides it on the same panel.
    const checker = await signedInPage(browser, 'desktop', baseUrl, admin.email, admin.password);
    await checker.goto(`/dashboard/customers/diasporas/covered/${target.id}`);
    const theirs = checker.getByRole('region', { name: 'Premiums' });
    await theirs.getByRole('button', { name: 'Approve waiver' }).click();
    await theirs.getByText('Waived', { exact: true }).waitFor();
    await theirs.getByText('Paid up').waitFor();
    await theirs.getByText(/^Waived by .+: Customer in hospital abroad$/).waitFor();
  });

  it('downloads the debit file; the results file is checked, then applied only once an admin approves it', async () => {
    const target = made[1];
    if (!target) throw new Error('no second diaspora made');
    const page = await officerPage('desktop');
    const errors = watchForErrors(page);
    await page.goto('/dashboard/premiums');
    await page.getByRole('heading', { name: 'Premium collection' }).waitFor();

    const month = target.premium.dueDate.slice(0, 7);
    await page.getByLabel('Month').fill(month);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download debit file' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`premium-debits-${month}.csv`);
    const debits = fs.readFileSync((await download.path()) as string, 'utf8');
    expect(debits).toContain(`"${target.premium.reference}","${target.account}",${target.premium.amount},`);

    const results = [
      'reference,account,amount,date,result,reason,bank_reference',
      `${target.premium.reference},${target.account},${target.premium.amount},${target.premium.dueDate},paid,,CBS-E2E-1`,
      `PRM-99999999,${target.account},25000,${target.premium.dueDate},paid,,CBS-E2E-2`,
    ].join('\n');
    const name = `core-results-${SURNAME}.csv`;
    const file = { name, mimeType: 'text/csv', buffer: Buffer.from(results) };
    await page.getByLabel('Results file (CSV)').setInputFiles(file);
    await page.getByRole('button', { name: 'Send for checking' }).click();
    // The server checks the file after answering: the page follows its status until it is checked.
    const review = page.getByRole('region', { name: `Results file ${name}` });
    await review.getByText('Checked: waiting for a second person’s approval').waitFor();
    await review.getByText('1 premium, Tsh 25,000').waitFor();
    await review.getByText('You uploaded this file: another staff member who may approve decides.').waitFor();
    const rows = review.getByRole('table', { name: `Rows of ${name}` });
    await rows.getByText('Unknown reference: no premium has it').waitFor();
    await screenshot(page, 'premium-results-checked-1280');
    // Nothing is paid yet.
    const ledger = await call<{ data: { premiums: LedgerPremium[] } }>(
      'GET',
      `/diasporas/${target.id}/premiums`,
      await tokenOf(officer),
    );
    expect(ledger.data.premiums.find((p) => p.premiumId === target.premium.premiumId)?.status).toBe('due');
    expect(errors).toEqual([]);

    // A second staff member who may approve reviews the summary and approves it.
    const checker = await signedInPage(browser, 'desktop', baseUrl, admin.email, admin.password);
    const checkerErrors = watchForErrors(checker);
    await checker.goto('/dashboard/premiums');
    const list = checker.getByRole('table', { name: 'Results files received, newest first' });
    await list.getByRole('button', { name: `Review ${name}` }).click();
    const theirs = checker.getByRole('region', { name: `Results file ${name}` });
    await theirs.getByText('1 premium, Tsh 25,000').waitFor();
    await theirs.getByRole('button', { name: 'Approve and apply' }).click();
    await checker
      .getByRole('alertdialog', { name: 'Approve results file' })
      .getByRole('button', { name: 'Yes, Approve' })
      .click();
    await theirs.getByText(/^Applied on .+, approved by .+$/).waitFor();
    await screenshot(checker, 'premium-results-applied-1280');
    expect(checkerErrors).toEqual([]);

    // The same file again stores nothing, and says so.
    await page.reload();
    await page.getByLabel('Results file (CSV)').setInputFiles(file);
    await page.getByRole('button', { name: 'Send for checking' }).click();
    await page.getByText(/^This file was received before, on .+: nothing new was stored\.$/).waitFor();

    await page.goto(`/dashboard/customers/diasporas/covered/${target.id}`);
    const premiums = page.getByRole('region', { name: 'Premiums' });
    await premiums.getByText(/^Paid on .+, bank reference CBS-E2E-1$/).waitFor();
    await screenshot(page, 'premiums-panel-1280');
    expect(errors).toEqual([]);
  });

  it('shows the collection page on a phone', async () => {
    const page = await officerPage('phone');
    await page.goto('/dashboard/premiums');
    await page.getByRole('heading', { name: 'Premium collection' }).waitFor();
    await page.getByText('File formats').waitFor();
    await screenshot(page, 'premium-collection-375');
  });
});

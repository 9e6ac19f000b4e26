import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { uiStaff } from '@/i18n/sw/ui-staff';
import { customer } from '../api/fixtures';
import { hasEnglish } from '../support/english-words';
import {
  allowProblems,
  describeInBrowser,
  launchBrowser,
  PHONE,
  screenshot,
  watchForErrors,
} from './browser';
import { signInInKiswahili } from './kiswahili-pages';
import { staffApi } from './staff-api';

/**
 * What the server says (SPEC §8 `respMsg` and field messages) reaches a Kiswahili reader in
 * Kiswahili: the server keeps one language, the browser shows its words in the reader's.
 */
const baseUrl = inject('e2eBaseUrl');
const checker = { email: inject('e2eAdminEmail'), password: inject('e2eAdminPassword') };
const otherChecker = { email: inject('e2eCheckerEmail'), password: inject('e2eOfficerPassword') };
const maker = { email: inject('e2eOfficerEmail'), password: inject('e2eOfficerPassword') };
const { call, tokenOf } = staffApi(baseUrl);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describeInBrowser('the server’s words in Kiswahili', () => {
  it('says a move another checker made first in Kiswahili, with no English', async () => {
    const makerToken = await tokenOf(maker);
    const { policies } = await call<{ policies: { policyId: string }[] }>(
      'GET',
      '/policies?kind=individual',
      makerToken,
    );
    const created = await call<{ data: { customerId: string } }>(
      'POST',
      '/customers',
      makerToken,
      customer({ policyId: policies[0]?.policyId, lastName: 'Mwakyusa' }),
    );
    const id = created.data.customerId;

    const context = await browser.newContext({ viewport: PHONE, locale: 'sw-TZ', baseURL: baseUrl });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await signInInKiswahili(page, checker.email, checker.password);
    await page.goto(`/dashboard/customers/individuals/in-progress/${id}`);
    const approve = page.getByRole('button', { name: uiStaff.cover.actions.approve, exact: true });
    await approve.waitFor();

    // Meanwhile a second checker rejects the enrolment: the page's approval is now stale.
    await call('POST', `/customers/${id}/status`, await tokenOf(otherChecker), {
      action: 'reject',
      reason: 'Nakala ya kitambulisho haisomeki',
    });
    // The page's approval meets the server's refusal on purpose.
    allowProblems(`409 POST /api/v1/customers/${id}/status`);
    await approve.click();
    await page.getByRole('button', { name: uiStaff.cover.confirmApprove.okay }).click();

    // The server answers 'Not possible while the cover is uncovered' on the move's field.
    const said = 'Haiwezekani wakati kumbukumbu haina bima';
    const toast = page.getByRole('status').filter({ hasText: uiStaff.cover.failed });
    await toast.waitFor();
    expect(await toast.textContent()).toContain(said);
    const lines = await toast.locator(':scope *').allTextContents();
    expect(lines.filter((line) => hasEnglish(line))).toEqual([]);
    // The panel reads the record again: it is refused now, so Approve is no longer offered.
    await approve.waitFor({ state: 'detached' });
    const cover = page.getByRole('region', { name: uiStaff.cover.title, exact: true });
    await cover.getByText(uiStaff.cover.actions.reopen, { exact: true }).waitFor();
    await screenshot(page, 'sw-server-message-phone');
    // The browser logs the refused request itself; nothing else may go wrong.
    expect(errors.filter((error) => !error.includes('status of 409'))).toEqual([]);
    await context.close();
  });
});

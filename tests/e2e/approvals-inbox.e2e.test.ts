import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { customer } from '../api/fixtures';
import {
  describeInBrowser,
  launchBrowser,
  phoneContext,
  screenshot,
  signInAs,
  watchForErrors,
} from './browser';
import { staffApi } from './staff-api';

const baseUrl = inject('e2eBaseUrl');
const admin = { email: inject('e2eAdminEmail'), password: inject('e2eAdminPassword') };
const officer = { email: inject('e2eOfficerEmail'), password: inject('e2eOfficerPassword') };

/** The inbox brings this many at a time (src/api/approvals.ts). */
const PAGE_SIZE = 50;
/** A surname the demo data never uses, so this test's own customers are known by it. */
const SURNAME = `Kisanga${Date.now().toString(36).replace(/\d/g, '')}`.slice(0, 18);
const DESKTOP_1280 = { width: 1280, height: 900 } as const;

type Kind = 'claim' | 'diaspora' | 'customer' | 'group';

const { call, tokenOf } = staffApi(baseUrl);

const countsOf = async (token: string) =>
  Object.fromEntries(
    (await call<{ counts: { kind: Kind; waiting: number }[] }>('GET', '/approvals/counts', token)).counts.map(
      (c) => [c.kind, c.waiting],
    ),
  ) as Record<Kind, number>;
const totalOf = (counts: Record<Kind, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);

/** A name may hold letters only: 0 -> 'a', 27 -> 'ab'. */
const letters = (n: number): string =>
  (n >= 26 ? letters(Math.floor(n / 26) - 1) : '') + String.fromCharCode(97 + (n % 26));

/** The day of the claim's event: two days ago, so that its payment falls due within the test. */
const EVENT_DATE = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);

/**
 * A covered individual customer with no claim yet whose waiting period had ended by the event
 * (from the demo data, which is dated from today).
 */
async function claimableCustomer(token: string): Promise<string> {
  const list = await call<{ customers: { customerId: string }[] }>(
    'GET',
    '/customers?status=covered&perPage=100',
    token,
  );
  for (const row of list.customers) {
    const { data } = await call<{
      data: { claims: unknown[]; cover: { waitingPeriodEnd: string | null } };
    }>('GET', `/customers/${row.customerId}`, token);
    if (data.claims.length === 0 && data.cover.waitingPeriodEnd && data.cover.waitingPeriodEnd <= EVENT_DATE)
      return row.customerId;
  }
  throw new Error('The demo data has no covered individual past its waiting period');
}

/** A funeral claim with a death certificate: its payment falls due 48 hours from now. */
async function recordDueClaim(token: string, customerId: string): Promise<string> {
  const form = new FormData();
  const pdf = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'death-certificate.pdf');
  const upload = await call<{ data: { url: string } }>('POST', '/files', token, form);
  const recorded = await call<{ data: { claimId: string } }>('POST', '/claims', token, {
    holderKind: 'customer',
    holderId: customerId,
    type: 'funeral',
    eventDate: EVENT_DATE,
    amount: 1_000_000,
    documents: [{ url: upload.data.url, name: 'death-certificate.pdf' }],
  });
  return recorded.data.claimId;
}

let browser: Browser;
let adminToken: string;
const made: { customers: string[]; names: string[]; claim: string | null } = {
  customers: [],
  names: [],
  claim: null,
};

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await tokenOf(admin);
  const officerToken = await tokenOf(officer);
  const { policies } = await call<{ policies: { policyId: string }[] }>(
    'GET',
    '/policies?kind=individual',
    officerToken,
  );
  made.claim = await recordDueClaim(officerToken, await claimableCustomer(adminToken));
  // More waiting than one page holds, whatever the other browser tests left waiting.
  const toMake = Math.max(3, PAGE_SIZE + 3 - totalOf(await countsOf(adminToken)));
  for (let i = 0; i < toMake; i += 1) {
    const firstName = `Inbox${letters(i)}`;
    const body = customer({ policyId: policies[0]?.policyId, firstName, lastName: SURNAME });
    const created = await call<{ data: { customerId: string } }>('POST', '/customers', officerToken, body);
    made.customers.push(created.data.customerId);
    made.names.push(`${firstName} ${SURNAME}`);
  }
});

// What this test made leaves the inbox again, so the other browser tests find theirs on page 1.
afterAll(async () => {
  // Rejected rather than deleted: a deletion itself waits for a second person.
  for (const id of made.customers) {
    await call('POST', `/customers/${id}/status`, adminToken, {
      action: 'reject',
      reason: 'Registered by the approvals inbox browser test',
    });
  }
  if (made.claim) {
    await call('POST', `/claims/${made.claim}/decision`, adminToken, {
      action: 'reject',
      reason: 'Recorded by the approvals inbox browser test',
    }).catch(() => undefined);
  }
  await browser?.close();
});

async function adminPage(device: 'phone' | '1280'): Promise<Page> {
  const context =
    device === 'phone'
      ? await phoneContext(browser, baseUrl)
      : await browser.newContext({ viewport: DESKTOP_1280, locale: 'en-GB', baseURL: baseUrl });
  const page = await context.newPage();
  await signInAs(page, baseUrl, admin.email, admin.password);
  return page;
}

const inboxTable = (page: Page) => page.getByRole('table', { name: 'Waiting for approval' });
const rows = (page: Page) => inboxTable(page).locator('tbody > tr');
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
/** The sidebar's approvals entry: its text ends with the number waiting ("Approvals 31 31 waiting"). */
const approvalsEntry = (scope: Page | Locator) => scope.getByRole('link', { name: /^Approvals/ });

describeInBrowser('the approvals inbox', () => {
  it('pages through everything waiting, claims due first, filters by kind, and the sidebar counts follow a decision', async () => {
    const page = await adminPage('1280');
    const errors = watchForErrors(page);
    const counts = await countsOf(adminToken);
    const total = totalOf(counts);
    expect(total).toBeGreaterThan(PAGE_SIZE);

    await page.goto('/dashboard/approvals');
    await rows(page)
      .nth(PAGE_SIZE - 1)
      .waitFor();
    expect(await rows(page).count()).toBe(PAGE_SIZE);
    await page.getByText(`Showing ${PAGE_SIZE} of ${total}`).waitFor();
    // Claims due for payment come first, with when they are due; this test's claim is due in 47 hours.
    const first = rows(page).first();
    await first.getByText('Claim', { exact: true }).waitFor();
    expect(await first.getByText(/^(Due in|Overdue by) \d+ (min|h|d), /).count()).toBe(1);
    expect(
      await inboxTable(page)
        .getByText(/^Due in 4[78] h, \d{1,2} \w{3}( \d{4})? \d\d:\d\d$/)
        .count(),
    ).toBeGreaterThan(0);
    // This test's customers are the newest: the last of them is not on the first page.
    const newest = made.names[made.names.length - 1] as string;
    expect(await inboxTable(page).getByRole('link', { name: newest }).count()).toBe(0);
    await expect
      .poll(async () => (await approvalsEntry(sidebar(page)).textContent()) ?? '')
      .toContain(`${total} waiting`);
    await screenshot(page, 'approvals-inbox-1280');

    await page.getByRole('button', { name: 'Load more' }).click();
    await inboxTable(page).getByRole('link', { name: newest }).waitFor();
    expect(await rows(page).count()).toBe(Math.min(total, 2 * PAGE_SIZE));
    await page.getByText(`Showing ${Math.min(total, 2 * PAGE_SIZE)} of ${total}`).waitFor();
    await screenshot(page, 'approvals-inbox-more-1280');

    // Filtered to claims, in the address.
    const filters = page.getByRole('navigation', { name: 'Show what waits' });
    await filters.getByRole('link', { name: `Claims ${counts.claim} waiting` }).click();
    await page.waitForURL('**/dashboard/approvals?kind=claim');
    await expect.poll(() => rows(page).count()).toBe(counts.claim);
    expect(await inboxTable(page).getByText('Individual', { exact: true }).count()).toBe(0);
    await screenshot(page, 'approvals-inbox-claims-1280');

    // The sidebar's submenu counts each kind and filters the inbox to it.
    const individuals = sidebar(page).getByRole('link', { name: /^Individual covers/ });
    expect(await individuals.textContent()).toContain(`${counts.customer} waiting`);
    await individuals.click();
    await page.waitForURL('**/dashboard/approvals?kind=customer');
    expect(await individuals.getAttribute('aria-current')).toBe('page');
    await expect.poll(() => rows(page).count()).toBe(Math.min(counts.customer, PAGE_SIZE));
    // One of this test's customers, on the first page or brought by Load more.
    const ours = inboxTable(page)
      .getByRole('link', { name: new RegExp(` ${SURNAME}$`) })
      .first();
    while ((await ours.count()) === 0) {
      const before = await rows(page).count();
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect.poll(() => rows(page).count()).toBeGreaterThan(before);
    }
    const name = (await ours.textContent()) as string;
    const approve = page.getByRole('button', { name: `Approve ${name}` });
    await approve.click();
    await page
      .getByRole('alertdialog', { name: 'Approve cover' })
      .getByRole('button', { name: 'Yes, Approve' })
      .click();
    await approve.waitFor({ state: 'detached' });
    made.customers.splice(made.names.indexOf(name), 1);
    made.names.splice(made.names.indexOf(name), 1);
    // The decision is counted at once, in the menu and in the filter.
    await expect
      .poll(async () => (await approvalsEntry(sidebar(page)).textContent()) ?? '')
      .toContain(`${total - 1} waiting`);
    await expect
      .poll(async () => (await individuals.textContent()) ?? '')
      .toContain(`${counts.customer - 1} waiting`);
    await filters.getByRole('link', { name: `Individual covers ${counts.customer - 1} waiting` }).waitFor();
    expect(errors).toEqual([]);
  });

  it('on a phone: cards with the due time, and the kinds with their counts in the menu, which closes on a choice', async () => {
    const page = await adminPage('phone');
    const errors = watchForErrors(page);
    const counts = await countsOf(adminToken);
    await page.goto('/dashboard/approvals');
    await rows(page)
      .first()
      .getByText(/^(Due in|Overdue by) /)
      .waitFor();
    await screenshot(page, 'approvals-inbox-375');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    const claims = drawer.getByRole('link', { name: /^Claims/ });
    expect(await claims.textContent()).toContain(`${counts.claim} waiting`);
    await screenshot(page, 'approvals-menu-375');
    await claims.click();
    await page.waitForURL('**/dashboard/approvals?kind=claim');
    // The menu closes once a kind is chosen, as for any other page.
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => rows(page).count()).toBe(counts.claim);

    await screenshot(page, 'approvals-inbox-claims-375');
    expect(errors).toEqual([]);
  });
});

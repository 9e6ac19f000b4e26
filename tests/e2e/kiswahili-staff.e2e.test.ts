import { DateTime } from 'luxon';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject, it } from 'vitest';
import { diasporas } from '@/i18n/sw/diasporas';
import { errors as errorWords } from '@/i18n/sw/errors';
import { groupMember } from '@/i18n/sw/group-member';
import { groupRegistration } from '@/i18n/sw/group-registration';
import { groups } from '@/i18n/sw/groups';
import { individualRegistration as registration } from '@/i18n/sw/individual-registration';
import { individuals } from '@/i18n/sw/individuals';
import { premiums as premiumWords } from '@/i18n/sw/premiums';
import { SERVER_MESSAGES_SW as serverWords } from '@/i18n/sw/server-messages';
import { ui } from '@/i18n/sw/ui';
import { uiClaims } from '@/i18n/sw/ui-claims';
import { uiOverview as overviewWords } from '@/i18n/sw/ui-overview';
import { uiStaff } from '@/i18n/sw/ui-staff';
import { customer, paymentAccount, person, uniqueDigits } from '../api/fixtures';
import { allowProblems, type Device, describeInBrowser, launchBrowser, screenshot } from './browser';
import { claimableDiaspora } from './claimable-diaspora';
import { englishOn, kiswahiliContext, signInInKiswahili, widerThanPhone } from './kiswahili-pages';
import { staffApi } from './staff-api';

/**
 * The back office's deeper screens in a Kiswahili browser, at 375 and 1440 px: the registration
 * wizards' later steps and their messages, a group, a claim, an edit that waits for approval and
 * the error screens. No line is in English, names and figures aside; no page is wider than a phone.
 */

const baseUrl = inject('e2eBaseUrl');
const admin = { email: inject('e2eAdminEmail'), password: inject('e2eAdminPassword') };
const officer = { email: inject('e2eOfficerEmail'), password: inject('e2eOfficerPassword') };
const { call, tokenOf } = staffApi(baseUrl);
const surname = (prefix: string) =>
  `${prefix}${uniqueDigits(6).replace(/\d/g, (d) => 'abcdefghij'[+d] ?? 'a')}`;
const MISSING = '00000000-0000-4000-8000-000000000000';

let browser: Browser;
let tokens: { admin: string; officer: string };
let policyOf: (kind: string) => string | undefined;
/** People's, staff's and products' names stay as they are in every language. */
let names: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  tokens = { admin: await tokenOf(admin), officer: await tokenOf(officer) };
  const { policies } = await call<{ policies: { policyId: string; name: string; kind: string }[] }>(
    'GET',
    '/policies?pageSize=100',
    tokens.admin,
  );
  names = ['Amina', 'Baraka', 'Neema', 'Yusufu', 'Yohana', ...policies.map((policy) => policy.name)];
  policyOf = (kind) => policies.find((policy) => policy.kind === kind)?.policyId;
});
afterAll(async () => {
  await browser?.close();
});

/** A covered record: an officer makes it and an admin approves it, so a change to it waits for approval. */
async function covered(area: 'customers' | 'groups', body: object): Promise<string> {
  type Made = { data: { customerId?: string; groupId?: string } };
  const { data } = await call<Made>('POST', `/${area}`, tokens.officer, body);
  const id = data.customerId ?? data.groupId ?? '';
  await call('POST', `/${area}/${id}/status`, tokens.admin, { action: 'approve' });
  return id;
}

/** Fills a form's fields by name, choosing in its selects. */
async function fill(scope: Page | Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = scope.locator(`[name="${name}"]`);
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

/** Waits until a form shows its first field error. */
const firstError = (scope: Page | Locator) => scope.locator('[aria-invalid="true"]').first().waitFor();

describeInBrowser.each<Device>(['phone', 'desktop'])('the staff screens in Kiswahili on a %s', (device) => {
  let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    const signing = await kiswahiliContext(browser, device, baseUrl);
    await signInInKiswahili(await signing.newPage(), admin.email, admin.password);
    signedIn = await signing.storageState();
    await signing.close();
  });
  // Console errors, failed requests and error answers fail each test (page-problems.ts).
  beforeEach(async () => {
    context = await kiswahiliContext(browser, device, baseUrl, signedIn);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context.close();
  });

  /** The screen as it is now: no English line, no wider than a phone; with `shot`, its screenshot too. */
  async function expectKiswahili(screen: string, more: readonly string[] = [], shot = false) {
    await page.waitForLoadState('networkidle');
    expect(await englishOn(page, [...names, ...more]), screen).toEqual([]);
    expect(await widerThanPhone(page, device), screen).toBe(false);
    if (shot) await screenshot(page, `sw-${screen}-${device}`);
  }
  const next = (scope: Page | Locator = page) => scope.getByRole('button', { name: ui.wizard.next }).click();

  it("walks the individual wizard's policy and next-of-kin steps, their messages too", async () => {
    await page.goto('/dashboard/customers/individuals/new/basic-details');
    await fill(page.locator('form'), {
      ...{
        firstName: 'Neema',
        lastName: 'Mushi',
        dob: '1990-01-15',
        sex: 'female',
        maritalStatus: 'married',
      },
      ...{
        idType: '1',
        idNumber: uniqueDigits(20),
        mobile: '0712345678',
        address: 'Mikocheni, Dar es Salaam',
        accountNumber: paymentAccount(),
      },
    });
    await next();
    await page.waitForURL('**/individuals/new/policy');
    // Next waits for a policy, and says so.
    await page.getByText(registration.policy.required).waitFor();
    await expectKiswahili('individual-policy-required');
    await page.getByRole('button', { name: registration.policy.select }).click();
    const picker = page.getByRole('dialog', { name: registration.selectPolicy.title });
    await picker.getByRole('button', { name: /Individual Life Cover Basic/ }).click();
    await picker.waitFor({ state: 'hidden' });
    await expectKiswahili('individual-policy');

    await next();
    await page.waitForURL('**/individuals/new/next-of-keens');
    await page.getByRole('button', { name: registration.register }).click();
    await page.getByText(uiStaff.kin.required).waitFor();
    await expectKiswahili('individual-kin-required');
    await page.getByRole('button', { name: uiStaff.kin.add }).click();
    const kin = page.getByRole('dialog', { name: uiStaff.kin.addTitle });
    await kin.getByRole('button', { name: uiStaff.kin.addButton, exact: true }).click();
    await firstError(kin);
    await expectKiswahili('individual-kin-errors', [], true);
  });

  it("walks the group wizard's steps and opens a group, their messages too", async () => {
    await page.goto('/dashboard/customers/groups/add-group/basic-details');
    await next();
    await firstError(page);
    await expectKiswahili('group-details-errors');
    await fill(page, {
      name: `Umoja ${surname('Saccos')}`,
      membersCount: '25',
      address: 'Ngarenaro, Arusha',
      accountNumber: paymentAccount(),
    });
    await page.getByRole('button', { name: groupRegistration.policy.select }).click();
    const picker = page.getByRole('dialog', { name: groupRegistration.selectPolicy.title });
    await picker
      .getByRole('button', { name: /Group Life Cover/ })
      .first()
      .click();
    await picker.waitFor({ state: 'hidden' });
    await next();
    await page.waitForURL('**/groups/add-group/leaders');
    await page.getByRole('button', { name: groupRegistration.register }).click();
    await page.getByText(groupRegistration.leaders.required).waitFor();
    await expectKiswahili('group-leaders-required');
    const { add, position, addButton } = groupRegistration.leaders;
    const chair = add.replace('{{position}}', position.chairperson);
    await page.getByRole('button', { name: chair, exact: true }).click();
    const chairDialog = page.getByRole('dialog', { name: chair });
    await chairDialog.getByRole('button', { name: addButton, exact: true }).click();
    await firstError(chairDialog);
    await expectKiswahili('group-leader-errors');

    // A covered group's overview, then a new member's first step with its messages.
    const lastName = surname('Mollel');
    const leader = (firstName: string, mobile: string) => person({ firstName, lastName, mobile });
    const groupId = await covered('groups', {
      ...{ name: `Umoja ${lastName}`, membersCount: 25, address: 'Ngarenaro', policyId: policyOf('group') },
      accountNumber: paymentAccount(),
      chairperson: leader('Mwanaidi', '0713200001'),
      secretary: leader('Faraji', '0713200002'),
      treasurer: leader('Upendo', '0713200003'),
    });
    await page.goto(`/dashboard/customers/groups/covered/${groupId}`);
    await page.getByRole('heading', { name: `Umoja ${lastName}` }).waitFor();
    await page.getByText(`Mwanaidi ${lastName}`).first().waitFor();
    await expectKiswahili('group-overview', [lastName], true);
    await page.getByRole('link', { name: groups.members.add }).click();
    const member = page.getByRole('dialog', { name: groupMember.title });
    await next(member);
    await firstError(member);
    await expectKiswahili('group-member-errors', [lastName]);
  });

  it('records a claim on a covered record, with its messages, and shows the claim', async () => {
    const eventDate = DateTime.utc().minus({ days: 3 }).toISODate() as string;
    const target = await claimableDiaspora(`${baseUrl}/api/v1`, tokens.admin, eventDate);
    const holder = [target.firstName, target.lastName];
    await page.goto(`/dashboard/customers/diasporas/covered/${target.diasporaId}`);
    const panel = page.getByRole('dialog', { name: diasporas.details.title });
    await panel.getByRole('button', { name: uiClaims.claims.record }).click();
    const form = page.getByRole('dialog', { name: uiClaims.claims.form.title });
    const submit = form.getByRole('button', { name: uiClaims.claims.form.submit });
    await submit.click();
    await firstError(form);
    await expectKiswahili('claim-errors', holder);

    // The claim rules speak Kiswahili too: notified too late, more than the funeral lump sum.
    const late = DateTime.utc().minus({ days: 60 }).toISODate() as string;
    await fill(form, { type: 'funeral', eventDate: late, amount: '99000000' });
    await submit.click();
    await form.locator('[name="eventDate"][aria-invalid="true"]').waitFor();
    await expectKiswahili('claim-rules', holder);

    await fill(form, { eventDate, amount: '2000000' });
    await submit.click();
    await form.waitFor({ state: 'hidden' });
    await panel.getByText(uiClaims.claims.status.submitted).first().waitFor();
    await expectKiswahili('claim-recorded', holder, true);
  });

  it("edits a covered customer's details, with an error, and shows the change waiting", async () => {
    const lastName = surname('Changa');
    const policyId = policyOf('individual');
    const id = await covered('customers', customer({ firstName: 'Yusufu', lastName, policyId }));
    await page.goto(`/dashboard/customers/individuals/edit/${id}/basic-details`);
    const firstName = page.locator('[name="firstName"]');
    await expect.poll(() => firstName.inputValue()).toBe('Yusufu');
    await fill(page, { firstName: '', idNumber: '12' });
    await next();
    await firstError(page);
    await expectKiswahili('edit-errors', [lastName]);

    await fill(page, { firstName: 'Yohana', idNumber: uniqueDigits(20) });
    await next();
    await page.waitForURL(/\/policy$/);
    await next();
    await page.waitForURL(/\/next-of-keens$/);
    await page.getByRole('button', { name: registration.register }).click();
    await page.getByText(registration.changeWaits.toast).first().waitFor();
    await page.waitForURL(`**/individuals/covered/${id}`);
    // The history names the changed fields in Kiswahili.
    const panel = page.getByRole('dialog', { name: individuals.details.title });
    const history = panel.getByRole('list', { name: uiStaff.history.label });
    await history.getByText(uiStaff.history.fields.firstName, { exact: false }).waitFor();
    await expectKiswahili('edit-waiting', [lastName, 'Hamisi', 'Mwakyusa'], true);
  });

  it('shows a cover’s premiums and the premium collection page in Kiswahili', async () => {
    const lastName = surname('Malipo');
    const customerId = await covered('customers', {
      ...customer({ lastName, policyId: policyOf('individual') }),
    });
    await page.goto(`/dashboard/customers/individuals/covered/${customerId}`);
    const panel = page.getByRole('dialog', { name: individuals.details.title });
    const premiums = panel.getByRole('region', { name: premiumWords.ledger.title });
    await premiums.getByText(premiumWords.ledger.unpaidNotLate).waitFor();
    await premiums.getByText(premiumWords.ledger.statuses.due, { exact: true }).waitFor();
    await expectKiswahili('premiums-panel', [lastName], true);

    await page.goto('/dashboard/premiums');
    await page.getByRole('heading', { name: premiumWords.files.title }).waitFor();
    // The files' column names are what the core banking system reads: they stay as written.
    const columns = ['reference', 'account_number', 'amount', 'due_date', 'account_name', 'record_kind'];
    const fileWords = [...columns, 'account', 'date', 'result', 'reason', 'bank_reference', 'paid', 'failed'];
    await expectKiswahili('premium-collection', fileWords, true);

    // A results file the ledger refuses row by row: the report says why in Kiswahili.
    const unknown = `PRM-9${String(Date.now()).slice(-7)}`;
    const results = [
      'reference,account,amount,date,result,reason,bank_reference',
      `${unknown},0123456789,25000,2027-01-05,paid,,CBS-SW-1`,
      `${unknown.replace('PRM-9', 'PRM-8')},0123456789,25 000,2027-01-05,paid,,`,
      'ABC-123,0123456789,25000,2027-01-05,paid,,',
      `${unknown.replace('PRM-9', 'PRM-7')},0123456789,25000,2027-01-05,failed,,`,
    ].join('\n');
    const name = 'matokeo.csv';
    await page.getByLabel(premiumWords.files.results.file).setInputFiles({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from(results),
    });
    await page.getByRole('button', { name: premiumWords.files.results.send }).click();
    // The server checks the file after answering: every row is refused, so nothing waits for approval.
    const review = page.getByRole('region', {
      name: premiumWords.files.review.label.replace('{{file}}', name),
    });
    await review.getByText(premiumWords.files.review.nothing).waitFor();
    const report = review.getByRole('table', {
      name: premiumWords.files.review.rowsLabel.replace('{{file}}', name),
    });
    await report.getByText(serverWords.resultUnknownReference).waitFor();
    await report.getByText(serverWords.resultAmountDigits).waitFor();
    await report.getByText(serverWords.resultNotAReference).waitFor();
    await report.getByText(serverWords.resultFailedNeedsReason).waitFor();
    // The list of files names other files and who sent them: those are data, not words.
    const received = await call<{ data: { fileName: string; uploadedBy: { name: string } | null }[] }>(
      'GET',
      '/premiums/results?perPage=10',
      tokens.admin,
    );
    fileWords.push(...received.data.flatMap((file) => [file.fileName, file.uploadedBy?.name ?? '']));
    await expectKiswahili('premium-results-report', [...fileWords, name, 'PRM-00000042', 'YYYY-MM-DD'], true);
  });

  it('shows the portfolio overview in Kiswahili, its charts and their tables too', async () => {
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: overviewWords.title }).waitFor();
    await page.getByTestId('count-diasporas-covered').waitFor();
    // The drawings load after the figures: wait for every one drawn (a chart of zeros says so instead).
    await page.waitForFunction(() => {
      const drawings = document.querySelectorAll('[role="img"][aria-describedby]');
      const drawn = document.querySelectorAll('[role="img"][aria-describedby] .recharts-surface');
      return drawings.length > 0 && drawn.length === drawings.length;
    });
    await expectKiswahili('portfolio-overview', [], true);
  });

  it('shows the error screens in Kiswahili', async () => {
    await page.goto('/dashboard/no-such-area');
    await page.getByRole('heading', { name: errorWords.notFound }).waitFor();
    await page.getByRole('link', { name: errorWords.backToDashboard }).waitFor();
    await expectKiswahili('unknown-staff-page', [], true);

    // A record that is not there: the panel says so in the catalogue's words, not the server's.
    allowProblems(`404 GET /api/v1/customers/${MISSING}`);
    await page.goto(`/dashboard/customers/individuals/covered/${MISSING}`);
    await page.getByText(individuals.details.record.notFound).waitFor();
    await expectKiswahili('missing-customer');

    // Signed out, an unknown public address leads home.
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1, name: errorWords.notFound }).waitFor();
    await page.getByRole('link', { name: errorWords.backHome }).waitFor();
    await expectKiswahili('unknown-public-page');
  });
});

import { DateTime } from 'luxon';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { describeInBrowser, launchBrowser, newContext, signInAs } from './browser';
import { claimableDiaspora } from './claimable-diaspora';
import { field } from './flows';
import {
  apiJson,
  expectFields,
  type FaultyPath,
  faultyPath,
  fillFields,
  type Person,
  personValues,
  staffToken,
} from './keeps-data';

/**
 * SPEC §3 drafts and DESIGN §5 idempotency, in a real browser against the real server: a
 * network fault during any submit keeps every value and offers a retry that creates the record
 * once; a reload mid-wizard comes back to the same step with every value; two tabs of the same
 * draft create one record.
 */

const baseUrl = inject('e2eBaseUrl');
const adminEmail = inject('e2eAdminEmail');
const adminPassword = inject('e2eAdminPassword');
const api = `${baseUrl}/api/v1`;

const NETWORK = 'Oops we are having trouble to connect with server, Please check your internet connection.';
const letters = Date.now().toString(36).replace(/\d/g, '');
const digits = String(Date.now());
/** A surname no other test or the demo data uses (searches match parts of names), made unique per run. */
const surname = (prefix: string) => `${prefix}${letters}`.slice(0, 18);
const nationalId = (prefix: string) => `${prefix}${digits}`.padEnd(20, '3').slice(0, 20);
const voterId = (prefix: string) => `${prefix}${digits}`.slice(-13).padStart(13, '5');
/** The account an individual's or a group's premiums are debited from, 13 digits. */
const account = (prefix: string) => `${prefix}${digits.slice(-11)}`;

let browser: Browser;
let staff: BrowserContext;
let staffPage: Page;
let token: string;

beforeAll(async () => {
  browser = await launchBrowser();
  staff = await newContext(browser, 'desktop', baseUrl);
  staffPage = await staff.newPage();
  await signInAs(staffPage, baseUrl, adminEmail, adminPassword);
  token = await staffToken(api, adminEmail, adminPassword);
});
afterAll(async () => {
  await browser?.close();
});

const count = async (path: string) =>
  (await apiJson<{ pagination: { totalCount: number } }>(`${api}${path}`, token)).pagination.totalCount;

/** Every attempt carried one and the same Idempotency-Key. */
function expectOneKey(path: FaultyPath, attempts: number) {
  expect(path.attempts).toHaveLength(attempts);
  const keys = new Set(path.attempts.map((attempt) => attempt.idempotencyKey));
  expect(keys.size).toBe(1);
  expect([...keys][0]).toMatch(/^[A-Za-z0-9_.:-]{8,}$/);
}

/** A failed submit says why and offers to try again. */
async function expectFailure(page: Page | Locator, sentence: string, retry = 'Try again') {
  await page.getByText(`${sentence} ${NETWORK}`).waitFor();
  expect(await page.getByRole('button', { name: retry }).isEnabled()).toBe(true);
}

// ---------------------------------------------------------------- diaspora enrolment

interface Holder {
  person: Person;
  beneficiaries: { first: string; last: string; sex: string; dob: string; relationship: '2' | '3' }[];
}

function holder(last: string, passport: string): Holder {
  return {
    person: {
      selects: { Sex: 'male', 'Marital status': 'married', 'ID type': '3' },
      texts: {
        'First name': 'Baraka',
        'Middle name': 'Issa',
        'Last name': last,
        'Date of birth': '1984-05-02',
        'Account number': `015${digits}`.slice(0, 13),
        'ID number': passport,
        Email: 'baraka@example.co.uk',
        'Mobile number': '+44 7700 900123',
        'Place of residency': 'London, United Kingdom',
      },
    },
    beneficiaries: [
      { first: 'Rehema', last, sex: 'female', dob: '1988-03-10', relationship: '2' },
      { first: 'Amani', last, sex: 'male', dob: '2015-06-01', relationship: '3' },
    ],
  };
}

async function acceptTerms(page: Page, captcha: boolean) {
  await page.getByText('I agree with the Terms and Conditions provided above.').click();
  if (captcha) {
    await page.getByText('I am not a robot').click();
    await page.getByText('Verified').waitFor();
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/basic-details');
}

async function addBeneficiary(page: Page, member: Holder['beneficiaries'][number]) {
  await page.getByRole('button', { name: 'Add Beneficiary' }).click();
  const dialog = page.getByRole('dialog');
  await fillFields(
    dialog,
    { Sex: member.sex, Relationship: member.relationship },
    { 'First name': member.first, 'Last name': member.last, 'Date of birth': member.dob },
  );
  await dialog.getByRole('button', { name: 'Add' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The declaration lists each beneficiary with relationship, sex and date of birth. */
async function expectBeneficiaries(page: Page, family: Holder['beneficiaries']) {
  const list = page.getByRole('list', { name: 'Beneficiaries Declaration' });
  await expect.poll(() => list.getByRole('listitem').count()).toBe(family.length);
  for (const member of family) {
    const card = list.getByRole('listitem').filter({ hasText: `${member.first} ${member.last}` });
    const text = await card.textContent();
    expect(text).toContain(member.relationship === '2' ? 'Spouse' : 'Child');
    expect(text).toContain(member.sex === 'male' ? 'Male' : 'Female');
    expect(text).toContain(DateTime.fromISO(member.dob).toFormat('LLL dd, yyyy'));
  }
}

/**
 * The declaration's Save fails twice (the first answer is lost after the server acted, the
 * second never leaves), the details and the family are all still there, and Try again enrols once.
 */
async function enrolThroughFaults(page: Page, family: Holder, onDone: string) {
  const posts = await faultyPath(page, '/diasporas', 'lost');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFailure(page, 'Your enrolment was not saved:');
  await expectBeneficiaries(page, family.beneficiaries);

  posts.fault = 'offline';
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.waitForURL('**/basic-details');
  await expectFields(page, personValues(family.person));
  await page.getByRole('button', { name: 'Next' }).first().click();
  await page.waitForURL('**/members-declaration');
  await expectBeneficiaries(page, family.beneficiaries);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFailure(page, 'Your enrolment was not saved:');

  posts.fault = null;
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.waitForURL(onDone);
  expectOneKey(posts, 3);
  await page.unrouteAll();
}

async function fillEnrolment(page: Page, family: Holder) {
  await fillFields(page, family.person.selects, family.person.texts);
  await page.getByRole('button', { name: 'Next' }).first().click();
  await page.waitForURL('**/members-declaration');
  for (const member of family.beneficiaries) await addBeneficiary(page, member);
}

// ---------------------------------------------------------------- people of the staff wizards

const person = (first: string, last: string, id: string, extra: Partial<Person['texts']> = {}): Person => ({
  selects: { Sex: 'female', 'Marital status': 'married', 'ID type': '1' },
  texts: {
    'First name': first,
    'Middle name': 'Neema',
    'Last name': last,
    'Date of birth': '1980-06-15',
    Email: `${first.toLowerCase()}@example.co.tz`,
    'Mobile number': '0713200001',
    'ID number': id,
    Address: 'Arusha Mjini, Arusha',
    ...extra,
  },
});

async function addKin(scope: Page | Locator, page: Page, relationship: string, kin: Person) {
  await scope.getByRole('button', { name: 'Add next of kin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add next of kin' });
  await fillFields(dialog, { Relationship: relationship, ...kin.selects }, kin.texts);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const fullName = (p: Person) => `${p.texts['First name']} ${p.texts['Middle name']} ${p.texts['Last name']}`;

/** The next-of-kin list holds these people, each with every field as entered (read in its editor). */
async function expectKin(scope: Page | Locator, page: Page, kin: Person[]) {
  const list = scope.getByRole('list', { name: 'Next of kin' });
  await expect.poll(() => list.getByRole('listitem').count()).toBe(kin.length);
  for (const one of kin) {
    await scope.getByRole('button', { name: `Edit ${fullName(one)}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit next of kin' });
    await expectFields(dialog, personValues(one));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
}

async function choosePolicy(page: Page, picker: RegExp) {
  await page.getByRole('button', { name: 'Select policy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select policy' });
  await dialog.getByRole('button', { name: picker }).click();
  await dialog.waitFor({ state: 'hidden' });
  // The picker's route closes after its delay: back on the step itself.
  await page.waitForURL((url) => !url.pathname.endsWith('/select-policy'));
}

// ---------------------------------------------------------------- individuals

const INDIVIDUAL = surname('Rweyemamu');
const customer = person('Halima', INDIVIDUAL, nationalId('1990'), { 'Account number': account('01') });
const customerKin = [
  {
    relationship: '2',
    person: person('Daudi', INDIVIDUAL, nationalId('1987'), { 'Mobile number': '0754321098' }),
  },
  { relationship: '4', person: person('Mariamu', INDIVIDUAL, nationalId('1962')) },
];

// ---------------------------------------------------------------- groups

const GROUP = `Upendo ${letters} Savings`.slice(0, 40);
const GROUP_DETAILS = {
  'Group name': GROUP,
  'Number of members': '25',
  Address: 'Ngarenaro, Arusha',
  'Account number': account('02'),
};
const LEADERS = [
  { position: 'chair person', person: person('Mwanaidi', 'Mollel', nationalId('1975')) },
  { position: 'secretary', person: person('Faraji', 'Mollel', nationalId('1976')) },
  { position: 'treasurer', person: person('Upendo', 'Mollel', nationalId('1977')) },
];

async function addLeader(page: Page, position: string, leader: Person) {
  await page.getByRole('button', { name: `Add ${position}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Add ${position}` });
  await fillFields(dialog, leader.selects, leader.texts);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Each position shows its holder, and the holder's editor every field as entered. */
async function expectLeaders(page: Page, leaders: typeof LEADERS) {
  for (const { position, person: leader } of leaders) {
    await page.getByRole('button', { name: `Edit ${position}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${position}` });
    await expectFields(dialog, personValues(leader));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
}

describeInBrowser('the browser keeps what was entered', () => {
  it('public enrolment: a lost answer and then no network keep every value, and Try again enrols once', async () => {
    const context = await newContext(browser, 'desktop', baseUrl);
    const page = await context.newPage();
    const family = holder(surname('Nyakunga'), `TZ${digits.slice(-7)}`);
    await page.goto('/diaspora');
    await page.waitForURL('**/diaspora/policy');
    await acceptTerms(page, true);
    await fillEnrolment(page, family);
    await enrolThroughFaults(page, family, '**/diaspora/conclusion');
    await page.getByRole('heading', { name: 'Successfully Onboarded!' }).waitFor();
    expect(await count(`/diasporas?search=${family.person.texts['Last name']?.toLowerCase()}`)).toBe(1);
    await context.close();
  });

  it('staff enrolment: the same faults keep every value, and Try again enrols once', async () => {
    const page = staffPage;
    const family = holder(surname('Lwakatare'), `TZ${digits.slice(-8, -1)}`);
    family.person.selects['ID type'] = '2';
    family.person.texts['ID number'] = voterId('7');
    await page.goto('/dashboard/customers/diasporas/new');
    await page.waitForURL('**/diasporas/new/policy');
    await acceptTerms(page, false);
    await fillEnrolment(page, family);
    await enrolThroughFaults(page, family, '**/dashboard/customers/diasporas/in-progress');
    expect(await count(`/diasporas?search=${family.person.texts['Last name']?.toLowerCase()}`)).toBe(1);
  });

  it('individual registration: faults on Register keep details, policy and next of kin; Try again registers once', async () => {
    const page = staffPage;
    await page.goto('/dashboard/customers/individuals/new');
    await page.waitForURL('**/individuals/new/basic-details');
    await fillFields(page, customer.selects, customer.texts);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/individuals/new/policy');
    await choosePolicy(page, /^Choose Individual Life Cover Basic/);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/individuals/new/next-of-keens');
    for (const kin of customerKin) await addKin(page, page, kin.relationship, kin.person);

    const posts = await faultyPath(page, '/customers', 'lost');
    await page.getByRole('button', { name: 'Register' }).click();
    await expectFailure(page, 'The customer was not saved:');
    await expectKin(
      page,
      page,
      customerKin.map((kin) => kin.person),
    );

    posts.fault = 'offline';
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.waitForURL('**/individuals/new/policy');
    await page.getByText('Individual Life Cover Basic').waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.waitForURL('**/individuals/new/basic-details');
    await expectFields(page, personValues(customer));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/individuals/new/policy');
    await page.getByText('Individual Life Cover Basic').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/individuals/new/next-of-keens');
    await page.getByRole('button', { name: 'Register' }).click();
    await expectFailure(page, 'The customer was not saved:');

    posts.fault = null;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL('**/dashboard/customers/individuals/in-progress');
    expectOneKey(posts, 3);
    await page.unrouteAll();
    expect(await count(`/customers?search=${INDIVIDUAL.toLowerCase()}`)).toBe(1);
  });

  let groupId = '';

  it('group registration: faults on Register keep the details, policy and leaders; Try again registers once', async () => {
    const page = staffPage;
    await page.goto('/dashboard/customers/groups/add-group');
    await page.waitForURL('**/add-group/basic-details');
    await fillFields(page, {}, GROUP_DETAILS);
    await choosePolicy(page, /^Choose Group Life Cover/);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/add-group/leaders');
    for (const { position, person: leader } of LEADERS) await addLeader(page, position, leader);

    const posts = await faultyPath(page, '/groups', 'lost');
    await page.getByRole('button', { name: 'Register' }).click();
    await expectFailure(page, 'The group was not saved:');
    await expectLeaders(page, LEADERS);

    posts.fault = 'offline';
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.waitForURL('**/add-group/basic-details');
    await expectFields(page, GROUP_DETAILS);
    await page.getByText('Group Life Cover').first().waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/add-group/leaders');
    await page.getByRole('button', { name: 'Register' }).click();
    await expectFailure(page, 'The group was not saved:');

    posts.fault = null;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL('**/dashboard/customers/groups/in-progress');
    expectOneKey(posts, 3);
    await page.unrouteAll();
    const found = await apiJson<{ groups: { groupId: string; name: string }[] }>(
      `${api}/groups?search=${encodeURIComponent(GROUP.toLowerCase())}`,
      token,
    );
    expect(found.groups.map((group) => group.name)).toEqual([GROUP]);
    groupId = found.groups[0]?.groupId ?? '';
  });

  it('add member: faults on Save keep the member and the next of kin; Try again adds once', async () => {
    expect(groupId).not.toBe('');
    const page = staffPage;
    const member = person('Saidi', 'Kweka', nationalId('1991'), { 'Date of birth': '1991-02-20' });
    member.selects.Sex = 'male';
    const kin = person('Asha', 'Kweka', nationalId('1992'));
    await page.goto(`/dashboard/customers/groups/in-progress/${groupId}`);
    await page.getByRole('link', { name: 'Add member' }).click();
    await page.waitForURL('**/add-member/multistep-form/step-one/member');
    const modal = page.getByRole('dialog', { name: 'Add member' });
    await fillFields(modal, { Position: 'member', ...member.selects }, member.texts);
    await modal.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/multistep-form/step-two/member');
    await addKin(modal, page, '2', kin);

    const posts = await faultyPath(page, `/groups/${groupId}/members`, 'lost');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expectFailure(modal, 'The member was not added:');
    await expectKin(modal, page, [kin]);

    posts.fault = 'offline';
    await modal.getByRole('button', { name: 'Previous' }).click();
    await page.waitForURL('**/multistep-form/step-one/member');
    await expectFields(modal, { Position: 'member', ...personValues(member) });
    await modal.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/multistep-form/step-two/member');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expectFailure(modal, 'The member was not added:');

    posts.fault = null;
    await modal.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('Member added successfully.').first().waitFor();
    await modal.waitFor({ state: 'hidden' });
    expectOneKey(posts, 3);
    await page.unrouteAll();
    // Three leaders and this member, once.
    const found = await apiJson<{ groups: { registeredMembers: number }[] }>(
      `${api}/groups?search=${encodeURIComponent(GROUP.toLowerCase())}`,
      token,
    );
    expect(found.groups.map((group) => group.registeredMembers)).toEqual([4]);
  });

  it('claim form: faults on Record claim keep every value; recording again records once', async () => {
    const eventDate = DateTime.utc().minus({ days: 4 }).toISODate() as string;
    const target = (await claimableDiaspora(api, token, eventDate, 'last')).diasporaId;
    const page = staffPage;
    await page.goto(`/dashboard/customers/diasporas/covered/${target}`);
    const panel = page.getByRole('dialog', { name: 'Diaspora details' });
    await panel.getByRole('button', { name: 'Record claim' }).click();
    const form = page.getByRole('dialog', { name: 'Record a claim' });
    const values = {
      'Claim type': 'funeral',
      'Event date': eventDate,
      Amount: '1500000',
    };
    await fillFields(
      form,
      { 'Claim type': values['Claim type'] },
      {
        'Event date': values['Event date'],
        Amount: values.Amount,
      },
    );
    const insured = await field(form, 'Insured person').inputValue();

    const posts = await faultyPath(page, '/claims', 'lost');
    await form.getByRole('button', { name: 'Record claim' }).click();
    // The form stays open with the reason; its own button sends the same claim again.
    await form.getByRole('alert').filter({ hasText: NETWORK }).waitFor();
    expect(await form.getByRole('button', { name: 'Record claim' }).isEnabled()).toBe(true);
    await expectFields(form, { ...values, 'Insured person': insured });

    posts.fault = 'offline';
    await form.getByRole('button', { name: 'Record claim' }).click();
    await expect.poll(() => posts.attempts.length).toBe(2);
    await form.getByText(NETWORK).waitFor();
    await expectFields(form, { ...values, 'Insured person': insured });

    posts.fault = null;
    await form.getByRole('button', { name: 'Record claim' }).click();
    await page.getByText('Claim recorded.').first().waitFor();
    await form.waitFor({ state: 'hidden' });
    expectOneKey(posts, 3);
    await page.unrouteAll();
    const detail = await apiJson<{ data: { claims: unknown[] } }>(`${api}/diasporas/${target}`, token);
    expect(detail.data.claims).toHaveLength(1);
  });
});

describeInBrowser('signing in without a network', () => {
  it('keeps the email and password, says why, and signs in on the next try', async () => {
    const context = await newContext(browser, 'desktop', baseUrl);
    const page = await context.newPage();
    await page.goto('/login');
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    await email.fill(adminEmail);
    await page.getByLabel(/^Password/).fill(adminPassword);
    const signIn = await faultyPath(page, '/auth/sign-in', 'offline');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: NETWORK }).waitFor();
    expect(await email.inputValue()).toBe(adminEmail);
    expect(await page.getByLabel(/^Password/).inputValue()).toBe(adminPassword);

    signIn.fault = null;
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(signIn.attempts).toHaveLength(2);
    await context.close();
  });
});

/**
 * Drafts live in localStorage (src/ui/wizard/drafts.ts), which every tab of one browser profile shares:
 * a second tab of the same context opening the wizard's URL restores the very same draft, its
 * submission key included. That is "the same draft in two tabs" here. (Were drafts in
 * sessionStorage, only a duplicated tab would carry a copy.)
 */
describeInBrowser('a reload and a second tab', () => {
  it('public enrolment: a reload keeps the step and every value; two tabs enrol once', async () => {
    const context = await newContext(browser, 'desktop', baseUrl);
    const page = await context.newPage();
    const family = holder(surname('Kahigi'), `TZ${digits.slice(-9, -2)}`);
    family.beneficiaries = family.beneficiaries.slice(0, 1);
    const { texts, selects } = family.person;
    const partial = { 'First name': texts['First name'] ?? '', 'Last name': texts['Last name'] ?? '' };
    await page.goto('/diaspora');
    await acceptTerms(page, true);
    await fillFields(page, { Sex: selects.Sex ?? '', 'ID type': selects['ID type'] ?? '' }, partial);

    await page.reload();
    await page.waitForURL('**/diaspora/basic-details');
    await expectFields(page, { ...partial, Sex: 'male', 'ID type': '3', 'Account number': '', Email: '' });
    await fillFields(page, selects, texts);
    await page.getByRole('button', { name: 'Next' }).first().click();
    await page.waitForURL('**/members-declaration');
    await addBeneficiary(page, family.beneficiaries[0] as Holder['beneficiaries'][number]);

    await page.reload();
    await page.waitForURL('**/diaspora/members-declaration');
    await expectBeneficiaries(page, family.beneficiaries);
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.waitForURL('**/basic-details');
    await expectFields(page, personValues(family.person));
    await page.getByRole('button', { name: 'Next' }).first().click();
    await page.waitForURL('**/members-declaration');

    const second = await context.newPage();
    await second.goto('/diaspora/members-declaration');
    await expectBeneficiaries(second, family.beneficiaries);
    const first = await faultyPath(page, '/diasporas', null);
    const other = await faultyPath(second, '/diasporas', null);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/diaspora/conclusion');
    // The second tab's Save is the same enrolment: the server answers with the first result.
    await second.getByRole('button', { name: 'Save' }).click();
    await second.waitForURL('**/diaspora/conclusion');
    expect(other.attempts[0]?.idempotencyKey).toBe(first.attempts[0]?.idempotencyKey);
    expect(await count(`/diasporas?search=${texts['Last name']?.toLowerCase()}`)).toBe(1);
    await context.close();
  });

  it('individual registration: a reload on the policy and next-of-kin steps keeps them; a second tab registers nothing twice', async () => {
    const context = await newContext(browser, 'desktop', baseUrl);
    const page = await context.newPage();
    await signInAs(page, baseUrl, adminEmail, adminPassword);
    const last = surname('Gwajima');
    const someone = person('Tumaini', last, nationalId('1993'), { 'Account number': account('03') });
    const kin = person('Baraka', last, nationalId('1994'));
    await page.goto('/dashboard/customers/individuals/new');
    await page.waitForURL('**/individuals/new/basic-details');
    await fillFields(page, someone.selects, someone.texts);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/individuals/new/policy');
    await choosePolicy(page, /^Choose Individual Life Cover Basic/);

    await page.reload();
    await page.waitForURL('**/individuals/new/policy');
    await page.getByText('Individual Life Cover Basic').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/individuals/new/next-of-keens');
    await addKin(page, page, '2', kin);

    await page.reload();
    await page.waitForURL('**/individuals/new/next-of-keens');
    await expectKin(page, page, [kin]);
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.waitForURL('**/individuals/new/basic-details');
    await expectFields(page, personValues(someone));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/individuals/new/policy');
    await page.getByText('Individual Life Cover Basic').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/individuals/new/next-of-keens');

    const second = await context.newPage();
    await second.goto('/dashboard/customers/individuals/new/next-of-keens');
    await expectKin(second, second, [kin]);
    const first = await faultyPath(page, '/customers', null);
    const other = await faultyPath(second, '/customers', null);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL('**/dashboard/customers/individuals/in-progress');
    await second.getByRole('button', { name: 'Register' }).click();
    await second.waitForURL('**/dashboard/customers/individuals/in-progress');
    await second.getByText('Customer added successfully.').first().waitFor();
    expect(other.attempts[0]?.idempotencyKey).toBe(first.attempts[0]?.idempotencyKey);
    expect(await count(`/customers?search=${last.toLowerCase()}`)).toBe(1);
    await context.close();
  });

  it('group registration: a reload keeps the leaders step; Register in two tabs at once registers one group', async () => {
    const context = await newContext(browser, 'desktop', baseUrl);
    const page = await context.newPage();
    await signInAs(page, baseUrl, adminEmail, adminPassword);
    const name = `Tumaini ${letters} Traders`.slice(0, 40);
    const details = {
      'Group name': name,
      'Number of members': '12',
      Address: 'Kariakoo, Dar es Salaam',
      'Account number': account('04'),
    };
    const leaders = [
      { position: 'chair person', person: person('Zawadi', 'Minja', nationalId('1965')) },
      { position: 'secretary', person: person('Imani', 'Minja', nationalId('1966')) },
      { position: 'treasurer', person: person('Rehema', 'Minja', nationalId('1967')) },
    ];
    await page.goto('/dashboard/customers/groups/add-group');
    await page.waitForURL('**/add-group/basic-details');
    await fillFields(page, {}, details);
    await choosePolicy(page, /^Choose Group Life Cover/);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/add-group/leaders');
    await addLeader(page, leaders[0]?.position ?? '', leaders[0]?.person as Person);

    await page.reload();
    await page.waitForURL('**/add-group/leaders');
    await expectLeaders(page, leaders.slice(0, 1));
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.waitForURL('**/add-group/basic-details');
    await expectFields(page, details);
    await page.getByText('Group Life Cover').first().waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/add-group/leaders');
    for (const { position, person: leader } of leaders.slice(1)) await addLeader(page, position, leader);

    const second = await context.newPage();
    await second.goto('/dashboard/customers/groups/add-group/leaders');
    await expectLeaders(second, leaders);
    const first = await faultyPath(page, '/groups', null);
    const other = await faultyPath(second, '/groups', null);
    await Promise.all([
      page.getByRole('button', { name: 'Register' }).click(),
      second.getByRole('button', { name: 'Register' }).click(),
    ]);
    await page.waitForURL('**/dashboard/customers/groups/in-progress');
    await second.waitForURL('**/dashboard/customers/groups/in-progress');
    expect(other.attempts[0]?.idempotencyKey).toBe(first.attempts[0]?.idempotencyKey);
    const found = await apiJson<{ groups: { name: string }[] }>(
      `${api}/groups?search=${encodeURIComponent(name.toLowerCase())}`,
      token,
    );
    expect(found.groups.map((group) => group.name)).toEqual([name]);
    await context.close();
  });
});

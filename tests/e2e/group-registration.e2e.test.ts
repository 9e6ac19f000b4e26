import { DateTime } from 'luxon';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { describeInBrowser, launchBrowser, screenshot, signedInPage, watchForErrors } from './browser';

const baseUrl = inject('e2eBaseUrl');
const adminEmail = inject('e2eAdminEmail');
const adminPassword = inject('e2eAdminPassword');

const stamp = Date.now().toString(36).replace(/\d/g, '');
const GROUP_NAME = `Umoja ${stamp} Savings`;
const digits = String(Date.now());
const idNumber = (prefix: string) => `${prefix}${digits}`.padEnd(20, '7').slice(0, 20);
const ACCOUNT_NUMBER = `01${digits.slice(-11)}`;
const NEW_ACCOUNT_NUMBER = `02${digits.slice(-11)}`;

// A one-page PDF: the server sniffs the type from these bytes, not the name.
const CERTIFICATE = {
  name: 'registration-certificate.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Person {
  firstName: string;
  lastName: string;
  dob: string;
  sex: string;
  maritalStatus: string;
  mobile: string;
  idType: string;
  idNumber: string;
  address: string;
}

async function fillPerson(scope: Page | Locator, person: Person) {
  const field = (label: string) => scope.getByLabel(new RegExp(`^${label}`));
  await field('Sex').selectOption(person.sex);
  await field('Marital status').selectOption(person.maritalStatus);
  await field('ID type').selectOption(person.idType);
  for (const [label, value] of Object.entries({
    'First name': person.firstName,
    'Last name': person.lastName,
    'Date of birth': person.dob,
    'Mobile number': person.mobile,
    'ID number': person.idNumber,
    Address: person.address,
  })) {
    await field(label).fill(value);
  }
}

const leader = (firstName: string, mobile: string, id: string): Person => ({
  firstName,
  lastName: 'Mollel',
  dob: '1980-06-15',
  sex: 'female',
  maritalStatus: 'married',
  mobile,
  idType: '1',
  idNumber: idNumber(id),
  address: 'Arusha Mjini, Arusha',
});

async function addLeader(page: Page, position: string, person: Person) {
  await page.getByRole('button', { name: `Add ${position}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Add ${position}` });
  await fillPerson(dialog, person);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function addMember(page: Page, position: string, member: Person, kin: Person) {
  await page.getByRole('link', { name: 'Add member' }).click();
  await page.waitForURL('**/add-member/multistep-form/step-one/member');
  const modal = page.getByRole('dialog', { name: 'Add member' });
  await modal.getByLabel(/^Position/).selectOption(position);
  await fillPerson(modal, member);
  await screenshot(page, `group-add-member-${position}-desktop`);
  await modal.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(`**/add-member/multistep-form/step-two/${position}`);
  await modal.getByRole('button', { name: 'Add next of kin' }).click();
  const kinDialog = page.getByRole('dialog', { name: 'Add next of kin' });
  await kinDialog.getByLabel(/^Relationship/).selectOption('2');
  await fillPerson(kinDialog, kin);
  await kinDialog.getByRole('button', { name: 'Add', exact: true }).click();
  await kinDialog.waitFor({ state: 'hidden' });
  await screenshot(page, `group-add-member-${position}-kin-desktop`);
  await modal.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Member added successfully.').first().waitFor();
  await modal.waitFor({ state: 'hidden' });
}

const ageOn = (dob: string) => Math.floor(DateTime.now().diff(DateTime.fromISO(dob), 'years').years);

describeInBrowser('a staff member registering a group', () => {
  it('registers a group with three leaders and a document, opens it, and adds two members who show with their ages', async () => {
    const page = await signedInPage(browser, 'desktop', baseUrl, adminEmail, adminPassword);
    const errors = watchForErrors(page);
    await page.goto('/dashboard/customers/groups');
    await page.waitForURL('**/dashboard/customers/groups/in-progress');
    await page.getByRole('link', { name: 'Add group' }).click();
    await page.waitForURL('**/groups/add-group/basic-details');
    await page.getByRole('heading', { name: 'Register Group' }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);

    await page.getByLabel(/^Group name/).fill(GROUP_NAME);
    await page.getByLabel(/^Number of members/).fill('25');
    await page.getByLabel(/^Address/).fill('Ngarenaro, Arusha');
    await page.getByLabel(/^Account number/).fill(ACCOUNT_NUMBER);
    await page.getByRole('button', { name: 'Select policy' }).click();
    await page.waitForURL('**/add-group/basic-details/select-policy');
    const picker = page.getByRole('dialog', { name: 'Select policy' });
    await picker.getByRole('button', { name: /^Choose Group Life Cover/ }).click();
    await picker.waitFor({ state: 'hidden' });
    await page.getByLabel(/^Registration certificate/).setInputFiles(CERTIFICATE);
    await page.getByText(CERTIFICATE.name).waitFor();
    await screenshot(page, 'group-registration-details-desktop');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/groups/add-group/leaders');

    // Register with no leaders sends nothing and marks the empty slots.
    await page.getByRole('button', { name: 'Register' }).click();
    await page
      .getByText('Please add the chair person, the secretary and the treasurer before registering.')
      .waitFor();
    await screenshot(page, 'group-registration-leaders-required-desktop');
    // The red slots stay inside their column.
    const slots = page.getByRole('list', { name: 'Group leaders' });
    const column = await slots.boundingBox();
    for (const card of await slots.getByRole('listitem').all()) {
      const box = await card.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(
        (column?.x ?? 0) + (column?.width ?? 0) + 0.5,
      );
    }

    await addLeader(page, 'chair person', leader('Mwanaidi', '0713200001', '1975'));
    await addLeader(page, 'secretary', leader('Faraji', '0713200002', '1976'));
    await addLeader(page, 'treasurer', leader('Upendo', '0713200003', '1977'));
    await screenshot(page, 'group-registration-leaders-desktop');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Group registered successfully.').first().waitFor();
    await page.waitForURL('**/dashboard/customers/groups/in-progress');

    // Find it and open its overview.
    await page.getByRole('searchbox', { name: 'Search groups' }).fill(GROUP_NAME.toLowerCase());
    await page.getByText('1 total', { exact: true }).waitFor();
    await page.getByRole('link', { name: `View ${GROUP_NAME}` }).click();
    await page.getByRole('heading', { name: GROUP_NAME }).waitFor();
    await page.getByText('Mwanaidi Mollel').first().waitFor();
    // The document opens for staff (the file is fetched with the staff token).
    const certificate = page.getByRole('button', { name: CERTIFICATE.name });
    await certificate.click();
    await expect.poll(() => certificate.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByText('No Attachment').count()).toBe(2);
    await page.getByText('3 members').first().waitFor();

    // The account its premiums are debited from, changed at once while the group is not covered.
    const information = page.getByRole('region', { name: 'Group information' });
    await information.getByText(ACCOUNT_NUMBER).waitFor();
    await information.getByRole('button', { name: 'Change account' }).click();
    const accountDialog = page.getByRole('dialog', { name: 'Change the group’s payment account' });
    await accountDialog.getByLabel(/^Account number/).fill(NEW_ACCOUNT_NUMBER);
    await screenshot(page, 'group-payment-account-desktop');
    await accountDialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Payment account saved').first().waitFor();
    await accountDialog.waitFor({ state: 'hidden' });
    await information.getByText(NEW_ACCOUNT_NUMBER).waitFor();

    const first = {
      ...leader('Saidi', '0688300111', '1990'),
      lastName: 'Kweka',
      dob: '1991-02-20',
      sex: 'male',
    };
    const second = {
      ...leader('Rehema', '0688300222', 'DL'),
      lastName: 'Swai',
      dob: '1984-11-05',
      idType: '4',
      idNumber: `DL${digits}`.slice(0, 14),
    };
    await addMember(page, 'member', first, { ...leader('Asha', '0655000111', '1992'), lastName: 'Kweka' });
    await addMember(page, 'vice-chair-person', second, {
      ...leader('Juma', '0655000222', '1983'),
      lastName: 'Swai',
      sex: 'male',
    });

    const members = page.getByRole('table', { name: `Members of ${GROUP_NAME}` });
    await page.getByText('5 members').first().waitFor();
    const saidi = members.getByRole('row', { name: /Saidi Kweka/ });
    await expect.poll(() => saidi.textContent()).toContain(String(ageOn(first.dob)));
    const rehema = members.getByRole('row', { name: /Rehema Swai/ });
    await expect.poll(() => rehema.textContent()).toContain(String(ageOn(second.dob)));
    expect(await rehema.textContent()).toContain('Vice chair person');
    await screenshot(page, 'group-overview-members-desktop');

    // The member's full record, from the table.
    await saidi.getByRole('link', { name: /View Saidi Kweka/ }).click();
    const panel = page.getByRole('dialog', { name: /Saidi Kweka/ });
    await panel.getByText('Asha Kweka').waitFor();
    await screenshot(page, 'group-member-record-desktop');
    expect(errors).toEqual([]);
    // Eleven screens, each also checked with axe-core: a ceiling only a hang reaches.
  }, 300_000);

  it('shows the groups list and a group on a phone', async () => {
    const page = await signedInPage(browser, 'phone', baseUrl, adminEmail, adminPassword);
    await page.goto('/dashboard/customers/groups/in-progress');
    await page.getByRole('searchbox', { name: 'Search groups' }).fill(GROUP_NAME.toLowerCase());
    await page.getByText('1 total', { exact: true }).waitFor();
    await screenshot(page, 'groups-list-phone');
    await page.getByRole('link', { name: `View ${GROUP_NAME}` }).click();
    await page.getByRole('heading', { name: GROUP_NAME }).waitFor();
    await page.getByText('5 members').first().waitFor();
    await screenshot(page, 'group-overview-phone');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});

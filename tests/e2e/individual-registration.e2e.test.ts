import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { describeInBrowser, launchBrowser, screenshot, signedInPage } from './browser';
import { staffApi } from './staff-api';

const baseUrl = inject('e2eBaseUrl');
const adminEmail = inject('e2eAdminEmail');
const adminPassword = inject('e2eAdminPassword');
/** A second admin, who made nothing of the customer: the checker of its deletion. */
const checker = { email: inject('e2eCheckerEmail'), password: inject('e2eOfficerPassword') };
const api = `${baseUrl}/api/v1`;

const stamp = Date.now().toString(36).replace(/\d/g, '');
const SURNAME = `Mushi${stamp}`.slice(0, 18);
const digits = String(Date.now());
const CUSTOMER_ID_NUMBER = `1990${digits}`.slice(0, 20);
const SPOUSE_ID_NUMBER = `1987${digits}`.slice(0, 20);
const PARENT_ID_NUMBER = `T${digits}`.slice(0, 12);
const ACCOUNT_NUMBER = `01${digits.slice(-11)}`;

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

async function fillPerson(scope: Page | ReturnType<Page['getByRole']>, person: Person) {
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

async function addKin(page: Page, relationship: string, person: Person) {
  await page.getByRole('button', { name: 'Add next of kin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add next of kin' });
  await dialog.getByLabel(/^Relationship/).selectOption(relationship);
  await fillPerson(dialog, person);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

interface CustomerView {
  customerId: string;
  address: string;
  accountNumber: string | null;
  policy: { name: string } | null;
  nextOfKin: { idNumber: string; relationship: number }[];
}

async function staffToken(): Promise<string> {
  const response = await fetch(`${api}/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: adminPassword }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function findCustomer(token: string): Promise<CustomerView> {
  const auth = { authorization: `Bearer ${token}` };
  const list = (await (
    await fetch(`${api}/customers?search=${SURNAME.toLowerCase()}`, { headers: auth })
  ).json()) as { customers: { customerId: string }[] };
  expect(list.customers).toHaveLength(1);
  const id = list.customers[0]?.customerId ?? '';
  const detail = (await (await fetch(`${api}/customers/${id}`, { headers: auth })).json()) as {
    data: CustomerView;
  };
  return detail.data;
}

describeInBrowser('a staff member registering an individual customer', () => {
  it('registers one with two next of kin and a policy, finds them, edits the address, then deletes them', async () => {
    const page = await signedInPage(browser, 'desktop', baseUrl, adminEmail, adminPassword);
    await page.goto('/dashboard/customers/individuals/new');
    await page.waitForURL('**/individuals/new/basic-details');
    await page.getByRole('heading', { name: 'Register Individual' }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);

    await fillPerson(page, {
      firstName: 'Neema',
      lastName: SURNAME,
      dob: '1990-01-15',
      sex: 'female',
      maritalStatus: 'married',
      mobile: '0712345678',
      idType: '1',
      idNumber: CUSTOMER_ID_NUMBER,
      address: 'Mikocheni, Dar es Salaam',
    });
    await page.getByLabel(/^Account number/).fill(ACCOUNT_NUMBER);
    await screenshot(page, 'individual-registration-details-desktop');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/individuals/new/policy');

    await page.getByRole('button', { name: 'Select policy' }).click();
    await page.waitForURL('**/new/policy/select-policy');
    const picker = page.getByRole('dialog', { name: 'Select policy' });
    await picker.getByRole('button', { name: /^Choose Individual Life Cover Basic/ }).waitFor();
    await screenshot(page, 'individual-registration-select-policy-desktop');
    await picker.getByRole('button', { name: /^Choose Individual Life Cover Basic/ }).click();
    await page.waitForURL(/\/new\/policy$/);
    await picker.waitFor({ state: 'hidden' });
    await page.getByText('Tsh 5,000,000').first().waitFor();
    await screenshot(page, 'individual-registration-policy-desktop');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/individuals/new/next-of-keens');

    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Please add at least one next of kin before registering.').waitFor();
    await screenshot(page, 'individual-registration-kin-required-desktop');

    await addKin(page, '2', {
      firstName: 'Daudi',
      lastName: SURNAME,
      dob: '1987-03-03',
      sex: 'male',
      maritalStatus: 'married',
      mobile: '+255754321098',
      idType: '1',
      idNumber: SPOUSE_ID_NUMBER,
      address: 'Mikocheni, Dar es Salaam',
    });
    await addKin(page, '4', {
      firstName: 'Mariamu',
      lastName: SURNAME,
      dob: '1962-05-05',
      sex: 'female',
      maritalStatus: 'single',
      mobile: '0687654321',
      idType: '2',
      idNumber: PARENT_ID_NUMBER,
      address: 'Moshi, Kilimanjaro',
    });
    expect(await page.getByRole('button', { name: 'Add next of kin' }).count()).toBe(0);
    await screenshot(page, 'individual-registration-next-of-kin-desktop');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL('**/dashboard/customers/individuals/in-progress');
    await page.getByText('Customer added successfully.').waitFor();

    const token = await staffToken();
    const created = await findCustomer(token);
    expect(created.policy?.name).toBe('Individual Life Cover Basic');
    expect(created.accountNumber).toBe(ACCOUNT_NUMBER);
    expect(created.nextOfKin.map((k) => [k.idNumber, k.relationship])).toEqual([
      [SPOUSE_ID_NUMBER, 2],
      [PARENT_ID_NUMBER, 4],
    ]);

    // Find them as staff do: search, open the details, and edit from there.
    await page.getByRole('searchbox', { name: 'Search individual customers' }).fill(SURNAME.toLowerCase());
    await page.getByText('1 total', { exact: true }).waitFor();
    await page.waitForURL(/search=/);
    await page.getByRole('link', { name: new RegExp(`^View Neema .*${SURNAME}$`) }).click();
    const panel = page.getByRole('dialog', { name: 'Individuals details' });
    await panel.getByRole('region', { name: 'Next of kin' }).waitFor();
    await panel.getByRole('region', { name: 'Basic information' }).getByText(ACCOUNT_NUMBER).waitFor();
    await panel.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(`**/dashboard/customers/individuals/edit/${created.customerId}/basic-details`);
    await page.getByRole('heading', { name: 'Edit Individual' }).waitFor();
    const address = page.getByLabel(/^Address/);
    await expect.poll(() => address.inputValue()).toBe('Mikocheni, Dar es Salaam');
    expect(await page.getByLabel(/^Account number/).inputValue()).toBe(ACCOUNT_NUMBER);
    await address.fill('Sinza, Dar es Salaam');
    await screenshot(page, 'individual-edit-details-desktop');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/policy$/);
    await page.getByText('Individual Life Cover Basic').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/next-of-keens$/);
    await page.getByRole('listitem', { name: `Daudi ${SURNAME}` }).waitFor();
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL('**/dashboard/customers/individuals/in-progress');
    await page.getByText('Customer updated successfully.').waitFor();

    const edited = await findCustomer(token);
    expect(edited.address).toBe('Sinza, Dar es Salaam');
    expect(edited.nextOfKin).toHaveLength(2);

    // Then ask to delete them with a reason; once a second admin approves, they are gone from the list.
    await page.getByRole('searchbox', { name: 'Search individual customers' }).fill(SURNAME.toLowerCase());
    await page.getByText('1 total', { exact: true }).waitFor();
    await page.waitForURL(/search=/);
    await page.getByRole('link', { name: new RegExp(`^View Neema .*${SURNAME}$`) }).click();
    const details = page.getByRole('dialog', { name: 'Individuals details' });
    await details.getByText('Sinza, Dar es Salaam').waitFor();
    await details.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm deletion' });
    await confirm
      .getByRole('textbox', { name: /Reason for the deletion/ })
      .fill('Registered twice by mistake');
    await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
    await page.getByText('Deletion waiting for approval: another staff member decides it.').waitFor();
    await details.getByRole('region', { name: 'Deletion waiting for approval' }).waitFor();

    const { call, tokenOf } = staffApi(baseUrl);
    const checkerToken = await tokenOf(checker);
    const asked = await call<{ data: { deletion: { waiting: { deletionId: string } | null } } }>(
      'GET',
      `/customers/${edited.customerId}`,
      checkerToken,
    );
    await call('POST', `/customers/${edited.customerId}/deletion/decision`, checkerToken, {
      deletionId: asked.data.deletion.waiting?.deletionId,
      decision: 'approve',
    });
    await page.goto(`${baseUrl}/dashboard/customers/individuals/in-progress?search=${SURNAME.toLowerCase()}`);
    await page.getByText('0 total', { exact: true }).waitFor();
    const gone = await fetch(`${baseUrl}/api/v1/customers?search=${SURNAME.toLowerCase()}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await gone.json()).pagination.totalCount).toBe(0);
    await page.context().close();
  });
});

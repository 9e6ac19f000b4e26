import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { INDIVIDUAL_POLICY, KIN_SPOUSE, VALID_INDIVIDUAL } from '../machines/events';
import { GROUP_DETAILS } from '../machines/group-registration.events';
import { FakeApi, STAFF, storeSession } from './fake-api';
import { ADD_GROUP, fillGeneralInformation, openAddGroup, UploadXhr } from './group-registration-helpers';
import { BASE, fillPerson, openRegistration } from './individual-registration-helpers';
import { renderApp } from './render-app';

/**
 * The account premiums are debited from: asked with its rule on the individual's and the group's
 * General Information and kept in their drafts, shown on the details panels (plainly missing, with
 * the way to add it), and listed on the premium collection page where it is missing.
 */

afterEach(() => localStorage.clear());

const ACCOUNT_MESSAGE = 'Please provide valid account number (10 to 20 digits)';
const CUSTOMER_ID = '3a9d2c1b-7e4f-4b6a-9c8d-1e2f3a4b5c6d';
const GROUP_ID = '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const MISSING_NOTICE = 'No payment account: premiums cannot be debited until one is added';

const cover = {
  status: 'covered',
  coverStartDate: '2026-01-05',
  waitingPeriodEnd: '2026-04-05',
  expiryAt: '2027-01-05T00:00:00.000Z',
  statusReason: null,
  makerId: null,
  makerIds: [],
  checkerId: null,
};

function customer(overrides: Record<string, unknown> = {}) {
  return {
    customerId: CUSTOMER_ID,
    ...VALID_INDIVIDUAL,
    middleName: null,
    email: null,
    picture: null,
    nin: VALID_INDIVIDUAL.idNumber,
    ID: null,
    status: 'covered',
    policy: { policyId: INDIVIDUAL_POLICY.policyId, name: INDIVIDUAL_POLICY.name },
    group: null,
    nextOfKin: [
      {
        ...KIN_SPOUSE,
        nextOfKinId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
        middleName: null,
        email: null,
        idCopy: null,
      },
    ],
    claims: [],
    totalClaim: 0,
    createdAt: '2025-01-02T10:00:00.000Z',
    updatedAt: '2025-01-02T10:00:00.000Z',
    expiryAt: cover.expiryAt,
    cover,
    pendingChange: null,
    // Covered: the server never deletes it, and says so.
    deletion: { refusal: 'covered', waiting: null },
    language: 'en',
    ...overrides,
  };
}

function group(overrides: Record<string, unknown> = {}) {
  const leader = (customerId: string, firstName: string) => ({
    customerId,
    firstName,
    lastName: 'Msuya',
    mobile: '0713456789',
  });
  return {
    groupId: GROUP_ID,
    name: 'Sinza Traders Group',
    address: 'Plot 4, Sinza Mori, Dar es Salaam',
    membersCount: 25,
    registeredMembers: 3,
    status: 'covered',
    policy: { policyId: '6e5d4c3b-2a1f-4e0d-9c8b-7a6f5e4d3c2b', name: 'Group Life Plus' },
    policyName: 'Group Life Plus',
    policyEffectiveDate: '2026-01-05T00:00:00.000Z',
    accountNumber: null,
    chairperson: leader('1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', 'Halima'),
    secretary: leader('2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', 'Joseph'),
    treasurer: leader('3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f', 'Rehema'),
    documents: { registrationCertificate: null, proposalForm: null, meetingMinutes: null },
    totalClaim: 0,
    createdAt: '2025-03-05T09:30:00.000Z',
    expiryAt: cover.expiryAt,
    cover,
    claims: [],
    pendingChange: null,
    language: 'en',
    ...overrides,
  };
}

const staffWith = (...permissions: string[]) => ({
  ...STAFF,
  role: { name: 'staff', permissions: permissions.map((name) => ({ name })) },
  permissions,
});

async function open(path: string, user: ReturnType<typeof staffWith>) {
  const api = new FakeApi();
  storeSession(user);
  const app = renderApp(path, { fetch: api.fetch });
  (await app.queries.load()).setDefaultOptions({ queries: { retry: false } });
  await api.respond('GET', '/auth/me', 200, { data: user });
  return { ...app, api, location: () => app.router.state.location };
}

/** Each field is a term and its definition. */
const value = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

async function paste(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe("the individual's General Information", () => {
  it('asks for the account with its rule beside the field, and keeps what is typed in the draft', async () => {
    const { app, api, pathname } = await openRegistration(`${BASE}/basic-details`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: 'General Information' });
    const { accountNumber: _typedLater, ...person } = VALID_INDIVIDUAL;
    await fillPerson(user, document.body, person);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const account = screen.getByLabelText(/^Account number/);
    await waitFor(() => expect(account).toHaveAttribute('aria-invalid', 'true'));
    expect(account).toHaveAccessibleDescription(ACCOUNT_MESSAGE);

    await paste(user, account, '015012345');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(account).toHaveAccessibleDescription(ACCOUNT_MESSAGE));
    expect(pathname()).toBe(`${BASE}/basic-details`);

    await paste(user, account, VALID_INDIVIDUAL.accountNumber);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('customer-form-details') ?? '{}').accountNumber).toBe(
        VALID_INDIVIDUAL.accountNumber,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await api.respond('GET', '/customers/id-number-check', 200, { data: { registered: false } });
    await screen.findByRole('heading', { level: 2, name: 'Create Policy' });
    expect(JSON.parse(localStorage.getItem('customer-form-details') ?? '{}').accountNumber).toBe(
      VALID_INDIVIDUAL.accountNumber,
    );
    app.unmount();
  });

  it('when editing a customer registered before accounts were asked, starts from the customer and asks only for the account', async () => {
    const base = `/dashboard/customers/individuals/edit/${CUSTOMER_ID}`;
    const { app, api } = await openRegistration(`${base}/basic-details`);
    await api.respond('GET', `/customers/${CUSTOMER_ID}`, 200, { data: customer({ accountNumber: null }) });
    await screen.findByRole('heading', { name: 'Edit Individual' });
    expect(screen.getByLabelText(/^First name/)).toHaveValue(VALID_INDIVIDUAL.firstName);
    expect(screen.getByLabelText(/^ID number/)).toHaveValue(VALID_INDIVIDUAL.idNumber);
    expect(screen.getByLabelText(/^Account number/)).toHaveValue('');
    app.unmount();
  });
});

describe("the group's General Information", () => {
  it('asks for the account with its rule beside the field, and keeps it in the draft', async () => {
    globalThis.XMLHttpRequest = UploadXhr as unknown as typeof XMLHttpRequest;
    const { app, pathname } = await openAddGroup(`${ADD_GROUP}/basic-details`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: 'General Information' });
    await fillGeneralInformation(user, { ...GROUP_DETAILS, accountNumber: '12-34' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const account = screen.getByLabelText(/^Account number/);
    await waitFor(() => expect(account).toHaveAccessibleDescription(ACCOUNT_MESSAGE));
    expect(pathname()).toBe(`${ADD_GROUP}/basic-details`);

    await paste(user, account, GROUP_DETAILS.accountNumber);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('group-form-details') ?? '{}').values?.accountNumber).toBe(
        GROUP_DETAILS.accountNumber,
      ),
    );
    expect(account).not.toHaveAttribute('aria-invalid', 'true');
    app.unmount();
  });
});

describe("an individual's details panel", () => {
  const PANEL = `/dashboard/customers/individuals/covered/${CUSTOMER_ID}`;

  async function openPanel(user: ReturnType<typeof staffWith>, data: object) {
    const app = await open(PANEL, user);
    await app.api.respond('GET', '/customers', 200, {
      customers: [],
      pagination: { totalCount: 0, totalPages: 0, currentPage: 1, perPage: 5 },
    });
    await app.api.respond('GET', `/customers/${CUSTOMER_ID}`, 200, { data });
    const panel = await screen.findByRole('dialog', { name: 'Individuals details' });
    return { app, basic: await within(panel).findByRole('region', { name: 'Basic information' }) };
  }

  it('shows the account its premiums are debited from', async () => {
    const { app, basic } = await openPanel(staffWith('customers.read'), customer());
    expect(value(basic, 'Account number')).toHaveTextContent(VALID_INDIVIDUAL.accountNumber);
    expect(within(basic).queryByText(MISSING_NOTICE)).toBeNull();
    app.unmount();
  });

  it('says plainly when there is none, with the way to add it only for staff who may edit', async () => {
    const viewer = await openPanel(staffWith('customers.read'), customer({ accountNumber: null }));
    expect(value(viewer.basic, 'Account number')).toHaveTextContent(MISSING_NOTICE);
    expect(within(viewer.basic).queryByRole('link', { name: 'Add payment account' })).toBeNull();
    viewer.app.unmount();

    const editor = await openPanel(
      staffWith('customers.read', 'customers.update'),
      customer({ accountNumber: null }),
    );
    expect(within(editor.basic).getByRole('link', { name: 'Add payment account' })).toHaveAttribute(
      'href',
      `/dashboard/customers/individuals/edit/${CUSTOMER_ID}/basic-details`,
    );
    editor.app.unmount();
  });

  it("shows no account of a group member's own: their group pays", async () => {
    const member = customer({
      accountNumber: null,
      group: { groupId: GROUP_ID, name: 'Sinza Traders Group', policyName: 'Group Life Plus' },
    });
    const { app, basic } = await openPanel(staffWith('customers.read'), member);
    expect(within(basic).queryByText('Account number', { selector: 'dt' })).toBeNull();
    expect(within(basic).queryByText(MISSING_NOTICE)).toBeNull();
    app.unmount();
  });
});

describe("a group's overview", () => {
  const OVERVIEW = `/dashboard/customers/groups/covered/${GROUP_ID}`;

  async function openOverview(user: ReturnType<typeof staffWith>, data: object) {
    const app = await open(OVERVIEW, user);
    await app.api.respond('GET', `/groups/${GROUP_ID}`, 200, { data });
    await screen.findByRole('heading', { level: 2, name: 'Sinza Traders Group' });
    return { app, details: within(document.body).getByRole('region', { name: 'Group information' }) };
  }

  it('says plainly when the group has no account; staff who may update add one in a dialog, checked as typed', async () => {
    const { app, details } = await openOverview(staffWith('groups.read', 'groups.update'), group());
    expect(value(details, 'Account number')).toHaveTextContent(MISSING_NOTICE);
    const user = userEvent.setup();
    await user.click(within(details).getByRole('button', { name: 'Add payment account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add the group’s payment account' });
    const account = within(dialog).getByLabelText(/^Account number/);
    await paste(user, account, '01501234');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(account).toHaveAccessibleDescription(ACCOUNT_MESSAGE));
    expect(app.api.pending.filter((request) => request.method === 'PUT')).toEqual([]);

    await paste(user, account, ' 0150987654321 ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Covered: the account waits for a second staff member, and the group keeps showing none.
    const request = await app.api.respond('PUT', `/groups/${GROUP_ID}/payment-account`, 202, {
      data: group({
        pendingChange: {
          changeId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
          recordKind: 'group',
          recordId: GROUP_ID,
          changeKind: 'details',
          fields: [{ field: 'accountNumber', before: null, after: '0150987654321' }],
          proposedBy: { userId: STAFF.userId, name: 'Asha Officer' },
          proposedAt: '2026-02-01T10:00:00.000Z',
        },
      }),
    });
    expect(request.body).toEqual({ accountNumber: '0150987654321' });
    expect(await screen.findByText('The account waits for approval')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /payment account/ })).toBeNull());
    app.unmount();
  });

  it('shows the account with a way to change it, and neither way to a viewer', async () => {
    const withAccount = group({ accountNumber: '0150987654321' });
    const viewer = await openOverview(staffWith('groups.read'), withAccount);
    expect(value(viewer.details, 'Account number')).toHaveTextContent('0150987654321');
    expect(within(viewer.details).queryByRole('button', { name: /account/ })).toBeNull();
    viewer.app.unmount();

    const officer = await openOverview(staffWith('groups.read', 'groups.update'), withAccount);
    const user = userEvent.setup();
    await user.click(within(officer.details).getByRole('button', { name: 'Change account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the group’s payment account' });
    expect(within(dialog).getByLabelText(/^Account number/)).toHaveValue('0150987654321');
    officer.app.unmount();
  });
});

describe('the premium collection page', () => {
  const PREMIUMS = '/dashboard/premiums';
  const manager = staffWith('premiums.manage', 'customers.read', 'groups.read');

  it('counts the covers that cannot be debited, each linking to its record', async () => {
    const app = await open(PREMIUMS, manager);
    await app.api.respond('GET', '/premiums/missing-accounts', 200, {
      records: [
        {
          kind: 'customer',
          recordId: CUSTOMER_ID,
          name: 'Neema Mushi',
          status: 'covered',
          createdAt: '2025-01-02T10:00:00.000Z',
          unpaidPremiums: 2,
          unpaidAmount: 50_000,
        },
        {
          kind: 'group',
          recordId: GROUP_ID,
          name: 'Sinza Traders Group',
          status: 'in-progress',
          createdAt: '2025-03-05T09:30:00.000Z',
          unpaidPremiums: 0,
          unpaidAmount: 0,
        },
      ],
      pagination: { totalCount: 2, totalPages: 1, currentPage: 1, perPage: 10 },
    });
    expect(await screen.findByText('2 covers cannot be debited: no payment account')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Covers without a payment account' });
    const [individual, groupRow] = within(list).getAllByRole('listitem');
    expect(within(individual as HTMLElement).getByRole('link', { name: 'Neema Mushi' })).toHaveAttribute(
      'href',
      `/dashboard/customers/individuals/covered/${CUSTOMER_ID}`,
    );
    expect(individual).toHaveTextContent('2 premiums waiting, Tsh 50,000');
    expect(
      within(groupRow as HTMLElement).getByRole('link', { name: 'Sinza Traders Group' }),
    ).toHaveAttribute('href', `/dashboard/customers/groups/in-progress/${GROUP_ID}`);
    expect(groupRow).toHaveTextContent('No premium waiting yet');
    app.unmount();
  });

  it('says so when every cover has an account', async () => {
    const app = await open(PREMIUMS, manager);
    await app.api.respond('GET', '/premiums/missing-accounts', 200, {
      records: [],
      pagination: { totalCount: 0, totalPages: 0, currentPage: 1, perPage: 10 },
    });
    expect(
      await screen.findByText(
        'Every individual customer and group has a payment account: no premium is left out of the debit file.',
      ),
    ).toBeInTheDocument();
    app.unmount();
  });
});

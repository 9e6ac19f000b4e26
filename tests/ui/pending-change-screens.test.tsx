import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeApi, STAFF, storeSession } from './fake-api';
import { openRegistration } from './individual-registration-helpers';
import { renderApp } from './render-app';

/**
 * A material change to a covered record waits for a second staff member (DESIGN 12): the record's
 * panel and the approvals inbox show it before and after, and only a checker decides on it.
 */
afterEach(() => localStorage.clear());

const ID = '3a9d2c1b-7e4f-4b6a-9c8d-1e2f3a4b5c6d';
const CHANGE_ID = '8b7a6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d';
const OFFICER = { userId: '7c2e9b14-3d5f-4a61-8e27-b90c1d2e3f40', name: 'Neema Officer' };
const PANEL = `/dashboard/customers/individuals/covered/${ID}`;

const withPermissions = (userId: string, permissions: string[]) => ({
  ...STAFF,
  userId,
  role: { name: 'staff', permissions: permissions.map((name) => ({ name })) },
  permissions,
});

/** May approve individual covers and their changes; made nothing on this record. */
const CHECKER = withPermissions(STAFF.userId, ['customers.read', 'customers.approve', 'customers.update']);
/** May read and edit individuals, but not approve: made nothing on this record either. */
const EDITOR = withPermissions(STAFF.userId, ['customers.read', 'customers.update']);
/** Proposed the change; may approve in general, but not what they made. */
const PROPOSER = withPermissions(OFFICER.userId, ['customers.read', 'customers.approve', 'customers.update']);

const PENDING = {
  changeId: CHANGE_ID,
  recordKind: 'customer',
  recordId: ID,
  changeKind: 'details',
  fields: [
    { field: 'firstName', before: 'Juma', after: 'Jumanne' },
    { field: 'idNumber', before: '19890614141230000011', after: '19890614141230000099' },
  ],
  proposedBy: OFFICER,
  proposedAt: '2025-07-02T08:15:00.000Z',
};

function customer(pendingChange: unknown = PENDING) {
  return {
    customerId: ID,
    firstName: 'Juma',
    middleName: null,
    lastName: 'Mwakyusa',
    email: 'juma.mwakyusa@example.co.tz',
    mobile: '0712345678',
    address: 'Plot 12, Sinza, Dar es Salaam',
    accountNumber: '0150123456789',
    dob: '1989-06-14',
    sex: 'male',
    maritalStatus: 'married',
    picture: null,
    idType: 1,
    nin: '19890614141230000011',
    ID: null,
    status: 'covered',
    policy: { policyId: '6e5d4c3b-2a1f-4e0d-9c8b-7a6f5e4d3c2b', name: 'Family Shield' },
    group: null,
    nextOfKin: [],
    claims: [],
    totalClaim: 0,
    createdAt: '2025-03-05T09:30:00.000Z',
    updatedAt: '2025-07-02T08:15:00.000Z',
    expiryAt: '2026-07-01T00:00:00.000Z',
    cover: {
      status: 'covered',
      coverStartDate: '2025-07-01',
      waitingPeriodEnd: '2025-10-01',
      expiryAt: '2026-07-01T00:00:00.000Z',
      statusReason: null,
      makerId: OFFICER.userId,
      makerIds: [OFFICER.userId],
      checkerId: null,
    },
    pendingChange,
    deletion: { refusal: null, waiting: null },
  };
}

const emptyList = {
  customers: [],
  pagination: { totalCount: 0, totalPages: 0, currentPage: 1, perPage: 5 },
};

async function openPanel(user: typeof STAFF) {
  const api = new FakeApi();
  storeSession(user);
  const app = renderApp(PANEL, { fetch: api.fetch });
  (await app.queries.load()).setQueryDefaults(['individuals'], { retry: false });
  await api.respond('GET', '/auth/me', 200, { data: user });
  await api.respond('GET', '/customers', 200, emptyList);
  await api.respond('GET', `/customers/${ID}`, 200, { data: customer() });
  const panel = await screen.findByRole('dialog', { name: 'Individuals details' });
  await api.respond('GET', `/customers/${ID}/history`, 200, { entries: [] });
  const section = await within(panel).findByRole('region', { name: 'Change waiting for approval' });
  return { ...app, api, panel, section };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('a change waiting on a covered record', () => {
  it("shows on the record's panel beside the approved details, and a checker approves it there", async () => {
    const app = await openPanel(CHECKER);
    const { section, panel } = app;
    expect(within(section).getByText('Proposed by Neema Officer on Jul 02, 2025')).toBeInTheDocument();
    expect(
      within(section).getByText(/The record keeps its approved details until another staff member approves/),
    ).toBeInTheDocument();
    const diff = within(section).getByRole('table', { name: 'Changes to Juma Mwakyusa' });
    expect(within(diff).getByRole('rowheader', { name: 'First name' })).toBeInTheDocument();
    expect(within(diff).getByText('Jumanne')).toBeInTheDocument();
    // The panel itself still shows the approved id number.
    const identification = within(panel).getByRole('region', { name: 'Identification' });
    expect(within(identification).getByText('19890614141230000011')).toBeInTheDocument();

    const user = userEvent.setup();
    const actions = within(section).getByRole('group', { name: 'Decide on the change' });
    await user.click(within(actions).getByRole('button', { name: 'Approve change' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve the change' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Approve' }));
    const request = await app.api.next('POST', `/customers/${ID}/pending-change/decision`);
    expect(request.body).toEqual({ changeId: CHANGE_ID, decision: 'approve' });
    request.resolve(json(200, { data: { ...customer(null), firstName: 'Jumanne' } }));
    expect(await screen.findByText('The change to Juma Mwakyusa is approved.')).toBeInTheDocument();
    // The record is read again: with no change waiting, the section goes.
    await app.api.respond('GET', `/customers/${ID}`, 200, {
      data: { ...customer(null), firstName: 'Jumanne', nin: '19890614141230000099' },
    });
    await waitFor(() =>
      expect(within(panel).queryByRole('region', { name: 'Change waiting for approval' })).toBeNull(),
    );
    app.unmount();
  });

  it('rejects with a reason from the panel', async () => {
    const app = await openPanel(CHECKER);
    const user = userEvent.setup();
    await user.click(within(app.section).getByRole('button', { name: 'Reject change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the change' });
    expect(
      within(dialog).getByText(
        /The change to Juma Mwakyusa will not be applied: the record keeps its approved/,
      ),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The new id number is not his');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const request = await app.api.next('POST', `/customers/${ID}/pending-change/decision`);
    expect(request.body).toEqual({
      changeId: CHANGE_ID,
      decision: 'reject',
      reason: 'The new id number is not his',
    });
    request.resolve(json(200, { data: customer(null) }));
    expect(await screen.findByText('The change to Juma Mwakyusa is rejected.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject the change' })).toBeNull());
    app.unmount();
  });

  it.each([
    [
      'its proposer',
      'that another staff member approves it',
      PROPOSER,
      'You proposed this change: another staff member approves it.',
    ],
    [
      'a user who may not approve',
      'who decides',
      EDITOR,
      'A staff member who may approve changes decides on it.',
    ],
  ] as const)('offers %s no decision, and says %s', async (_who, _says, user, hint) => {
    const app = await openPanel(user);
    expect(within(app.section).getByText(hint)).toBeInTheDocument();
    expect(within(app.section).queryByRole('button', { name: 'Approve change' })).toBeNull();
    expect(within(app.section).queryByRole('button', { name: 'Reject change' })).toBeNull();
    app.unmount();
  });
});

describe('a change in the approvals inbox', () => {
  const ITEM = {
    kind: 'change',
    id: CHANGE_ID,
    name: 'Juma Mwakyusa',
    maker: OFFICER,
    since: '2025-07-02T08:15:00.000Z',
    paymentDueAt: null,
    claim: null,
    change: {
      recordKind: 'customer',
      recordId: ID,
      changeKind: 'details',
      fields: ['firstName', 'idNumber'],
    },
    duplicate: false,
  };
  const COUNTS = [
    { kind: 'customer', waiting: 0 },
    { kind: 'change', waiting: 1 },
  ];

  it('lists it under its own kind with the record, the proposer and the fields before and after; approving sends the change seen', async () => {
    const api = new FakeApi();
    storeSession(CHECKER);
    const app = renderApp('/dashboard/approvals', { fetch: api.fetch });
    (await app.queries.load()).setQueryDefaults(['approvals'], { retry: false });
    await api.respond('GET', '/auth/me', 200, { data: CHECKER });
    await api.respond('GET', '/approvals', 200, {
      items: [ITEM],
      total: 1,
      nextCursor: null,
      counts: COUNTS,
    });
    await api.respond('GET', `/customers/${ID}`, 200, { data: customer() });

    const filters = screen.getByRole('navigation', { name: 'Show what waits' });
    expect(within(filters).getByRole('link', { name: 'Changes 1 waiting' })).toHaveAttribute(
      'href',
      '/dashboard/approvals?kind=change',
    );
    const table = await screen.findByRole('table', { name: 'Waiting for approval' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('Change')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Juma Mwakyusa' })).toHaveAttribute('href', PANEL);
    expect(within(row).getByText('Change to an individual cover')).toBeInTheDocument();
    expect(within(row).getByText('Neema Officer')).toBeInTheDocument();
    const diff = await within(row).findByRole('table', { name: 'Changes to Juma Mwakyusa' });
    const idRow = within(diff).getByRole('rowheader', { name: 'ID number' }).closest('tr') as HTMLElement;
    expect(
      within(idRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['19890614141230000011', '19890614141230000099']);

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Approve Juma Mwakyusa' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve the change' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Approve' }));
    const request = await api.next('POST', `/customers/${ID}/pending-change/decision`);
    expect(request.body).toEqual({ changeId: CHANGE_ID, decision: 'approve' });
    request.resolve(json(200, { data: customer(null) }));
    expect(await screen.findByText('The change to Juma Mwakyusa is approved.')).toBeInTheDocument();
    app.unmount();
  });
});

describe('saving an edit of a covered customer', () => {
  const base = `/dashboard/customers/individuals/edit/${ID}`;
  /** A customer is saved with at least one next of kin. */
  const kin = {
    nextOfKinId: '6a1b2c3d-0000-4000-8000-000000000001',
    firstName: 'Amina',
    middleName: null,
    lastName: 'Mwakyusa',
    email: null,
    mobile: '0712345679',
    dob: '1990-03-05',
    sex: 'female',
    maritalStatus: 'married',
    idType: 1,
    idNumber: '19900305141230000011',
    idCopy: null,
    address: 'Sinza, Dar es Salaam',
    relationship: 2,
  };

  it('says that the change waits for approval and opens the customer, which shows it', async () => {
    const { app, api, pathname } = await openRegistration(`${base}/next-of-keens`);
    await api.respond('GET', `/customers/${ID}`, 200, { data: { ...customer(null), nextOfKin: [kin] } });
    await screen.findByRole('heading', { level: 2, name: 'Next of Kin' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Register' }));
    await api.respond('PUT', `/customers/${ID}`, 202, { data: customer() });
    expect(await screen.findByText('The change waits for approval')).toBeInTheDocument();
    // The email address waits with the rest (letters keep going to the approved one); what changed
    // at once is named from src/domain/material-fields.ts.
    expect(
      screen.getByText(
        'Another staff member must approve it. Until then the customer keeps its approved details, and letters go to the approved email address; changes to mobile number and address are saved already.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe(PANEL));
    app.unmount();
  });

  it('shows a waiting email change beside the approved address on the panel', async () => {
    const api = new FakeApi();
    storeSession(CHECKER);
    const app = renderApp(PANEL, { fetch: api.fetch });
    (await app.queries.load()).setQueryDefaults(['individuals'], { retry: false });
    await api.respond('GET', '/auth/me', 200, { data: CHECKER });
    await api.respond('GET', '/customers', 200, emptyList);
    const emailChange = {
      ...PENDING,
      fields: [{ field: 'email', before: 'juma.mwakyusa@example.co.tz', after: 'juma@elsewhere.example' }],
    };
    await api.respond('GET', `/customers/${ID}`, 200, { data: customer(emailChange) });
    const panel = await screen.findByRole('dialog', { name: 'Individuals details' });
    await api.respond('GET', `/customers/${ID}/history`, 200, { entries: [] });
    const section = await within(panel).findByRole('region', { name: 'Change waiting for approval' });
    const diff = within(section).getByRole('table', { name: 'Changes to Juma Mwakyusa' });
    const row = within(diff).getByRole('rowheader', { name: 'Email' }).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['juma.mwakyusa@example.co.tz', 'juma@elsewhere.example']);
    app.unmount();
  });

  it('says next to the save when a change already waits', async () => {
    const { app, api } = await openRegistration(`${base}/next-of-keens`);
    await api.respond('GET', `/customers/${ID}`, 200, { data: { ...customer(), nextOfKin: [kin] } });
    await screen.findByRole('heading', { level: 2, name: 'Next of Kin' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Register' }));
    await api.respond('PUT', `/customers/${ID}`, 409, {
      respMsg: 'A change to this record already waits for approval: approve or reject it first',
      messages: {},
    });
    expect(
      await screen.findByText(
        'The customer was not saved: A change to this customer already waits for approval. Another staff member approves or rejects it first; mobile number and address can still be changed on their own.',
      ),
    ).toBeInTheDocument();
    app.unmount();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeApi, STAFF, storeSession } from './fake-api';
import { renderApp } from './render-app';

afterEach(() => localStorage.clear());

const LIST = '/dashboard/customers/individuals/in-progress';
const ID = '3a9d2c1b-7e4f-4b6a-9c8d-1e2f3a4b5c6d';
const ID_COPY = '9d4c3b2a-1f0e-4d8c-9b7a-6f5e4d3c2b1a';

const MANAGER = {
  ...STAFF,
  role: {
    name: 'manager',
    permissions: [{ name: 'customers.read' }, { name: 'customers.update' }, { name: 'customers.delete' }],
  },
  permissions: ['customers.read', 'customers.update', 'customers.delete'],
};

function kin(overrides: Record<string, unknown> = {}) {
  return {
    nextOfKinId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    firstName: 'Neema',
    middleName: null,
    lastName: 'Mwakyusa',
    email: null,
    mobile: '+255754111222',
    dob: '1991-02-11',
    sex: 'female',
    maritalStatus: 'married',
    idType: 1,
    idNumber: '19910211141230000012',
    idCopy: null,
    address: 'Sinza, Dar es Salaam',
    relationship: 2,
    ...overrides,
  };
}

function customer(overrides: Record<string, unknown> = {}) {
  return {
    customerId: ID,
    firstName: 'Juma',
    middleName: 'Hamisi',
    lastName: 'Mwakyusa',
    email: 'juma.mwakyusa@example.co.tz',
    mobile: '0712345678',
    address: 'Plot 12, Sinza, Dar es Salaam',
    dob: '1989-06-14',
    sex: 'male',
    maritalStatus: 'married',
    picture: null,
    idType: 1,
    nin: '19890614141230000011',
    ID: `/api/v1/files/${ID_COPY}`,
    accountNumber: '0150123456789',
    status: 'in-progress',
    policy: { policyId: '6e5d4c3b-2a1f-4e0d-9c8b-7a6f5e4d3c2b', name: 'Family Shield' },
    group: null,
    nextOfKin: [
      kin(),
      kin({
        nextOfKinId: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
        firstName: 'Amani',
        sex: 'male',
        mobile: '0765333444',
        idNumber: '20120903141230000013',
        relationship: 3,
      }),
    ],
    claims: [
      {
        claimId: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
        amount: 1_500_000,
        status: 'approved',
        type: 'repatriation',
        eventDate: '2024-07-20',
        insuredName: 'Juma Mwakyusa',
        paymentDueAt: null,
        createdAt: '2024-08-01T10:00:00.000Z',
      },
      {
        claimId: 'd2e3f4a5-b6c7-4d8e-9f0a-1b2c3d4e5f6a',
        amount: 1_000_000,
        status: 'submitted',
        type: 'funeral',
        eventDate: '2024-06-01',
        insuredName: 'Juma Mwakyusa',
        paymentDueAt: null,
        createdAt: '2024-06-12T10:00:00.000Z',
      },
    ],
    totalClaim: 2_500_000,
    createdAt: '2024-03-05T09:30:00.000Z',
    updatedAt: '2024-03-05T09:30:00.000Z',
    expiryAt: null,
    cover: {
      status: 'in-progress',
      coverStartDate: null,
      waitingPeriodEnd: null,
      expiryAt: null,
      statusReason: null,
      makerId: null,
      makerIds: [],
      checkerId: null,
    },
    deletion: { refusal: null, waiting: null },
    ...overrides,
  };
}

const LIST_ITEM = {
  customerId: ID,
  firstName: 'Juma',
  middleName: 'Hamisi',
  lastName: 'Mwakyusa',
  email: 'juma.mwakyusa@example.co.tz',
  mobile: '0712345678',
  sex: 'male',
  dob: '1989-06-14',
  status: 'in-progress',
  policyName: 'Family Shield',
  groupName: null,
  totalClaim: 2_500_000,
  createdAt: '2024-03-05T09:30:00.000Z',
  expiryAt: null,
};

const list = (customers: unknown[]) => ({
  customers,
  pagination: {
    totalCount: customers.length,
    totalPages: customers.length ? 1 : 0,
    currentPage: 1,
    perPage: 5,
  },
});

async function openPanel(path = `${LIST}/${ID}?search=mwakyusa`, user = STAFF, rows: unknown[] = []) {
  const api = new FakeApi();
  storeSession(user);
  const app = renderApp(path, { fetch: api.fetch });
  (await app.queries.load()).setQueryDefaults(['individuals'], { retry: false });
  await api.respond('GET', '/auth/me', 200, { data: user });
  await api.respond('GET', '/customers', 200, list(rows));
  return { ...app, api, location: () => app.router.state.location };
}

const section = (panel: HTMLElement, name: string) => within(panel).getByRole('region', { name });
/** Each field is a term and its definition. */
const value = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the individuals details panel', () => {
  it('shows a loading skeleton, then basic, policy, identification, next of kin and claims', async () => {
    const app = await openPanel();
    const panel = await screen.findByRole('dialog', { name: 'Individuals details' });
    expect(within(panel).getByRole('status', { name: 'Loading the customer…' })).toBeInTheDocument();
    await app.api.respond('GET', `/customers/${ID}`, 200, { data: customer() });

    expect(await within(panel).findByText('Juma Hamisi Mwakyusa')).toBeInTheDocument();
    await app.api.respond('GET', `/customers/${ID}/history`, 200, { entries: [] });
    // The premiums: the balance, the failed debit with its reason, and the standing.
    await app.api.respond('GET', `/customers/${ID}/premiums`, 200, {
      data: {
        premiums: [
          {
            premiumId: 7,
            reference: 'PRM-00000007',
            dueDate: '2026-10-05',
            amount: 25_000,
            status: 'failed',
            bankReference: null,
            paidOn: null,
            failedOn: '2026-10-05',
            failedReason: 'Insufficient funds',
            waiver: null,
          },
        ],
        balance: {
          paidAmount: 50_000,
          unpaidAmount: 25_000,
          unpaidCount: 1,
          oldestUnpaid: '2026-10-05',
          inArrears: true,
          graceEnds: '2026-11-04',
          graceDays: 30,
          nextDueDate: '2026-11-05',
        },
      },
    });
    const premiums = section(panel, 'Premiums');
    expect(await within(premiums).findByText('In arrears')).toBeInTheDocument();
    expect(within(premiums).getByText('PRM-00000007')).toBeInTheDocument();
    expect(
      within(premiums).getByText('Debit failed on Oct 05, 2026: Insufficient funds'),
    ).toBeInTheDocument();
    expect(await within(panel).findByText('Nothing recorded yet')).toBeInTheDocument();
    expect(within(panel).queryByRole('status')).toBeNull();

    const basic = section(panel, 'Basic information');
    expect(value(basic, 'Phone number')).toBe('0712345678');
    expect(value(basic, 'Email')).toBe('juma.mwakyusa@example.co.tz');
    expect(value(basic, 'Address')).toBe('Plot 12, Sinza, Dar es Salaam');
    expect(value(basic, 'Date of birth')).toBe('Jun 14, 1989');
    expect(value(basic, 'Gender')).toBe('Male');

    const policy = section(panel, 'Policy information');
    expect(value(policy, 'Group')).toBe('Not in a group');
    expect(value(policy, 'Policy')).toBe('Family Shield');

    const identification = section(panel, 'Identification');
    expect(value(identification, 'ID type')).toBe('National ID');
    expect(value(identification, 'ID number')).toBe('19890614141230000011');
    expect(within(identification).getByRole('button', { name: 'View ID document' })).toBeInTheDocument();

    const kins = section(panel, 'Next of kin');
    expect(within(kins).getByText('2 recorded')).toBeInTheDocument();
    const neema = within(kins).getByRole('listitem', { name: 'Neema Mwakyusa' });
    expect(within(neema).getByText('Spouse')).toBeInTheDocument();
    expect(value(neema, 'Mobile')).toBe('+255754111222');
    expect(value(neema, 'ID number')).toBe('19910211141230000012');
    const amani = within(kins).getByRole('listitem', { name: 'Amani Mwakyusa' });
    expect(within(amani).getByText('Child')).toBeInTheDocument();

    const claims = section(panel, 'Claims');
    expect(within(claims).getByText('Tsh 2,500,000')).toBeInTheDocument();
    const items = within(within(claims).getByRole('list', { name: 'Claims of the customer' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'Juma Mwakyusa · Repatriation with escort ticketTsh 1,500,000Event on Jul 20, 2024ApprovedDetails',
      'Juma Mwakyusa · Funeral lump sumTsh 1,000,000Event on Jun 01, 2024SubmittedDetails',
    ]);

    // A viewer without customers.update or customers.delete has no footer buttons.
    expect(within(panel).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(panel).queryByRole('link', { name: 'Edit' })).toBeNull();
    app.unmount();
  });

  it("shows a group member's group and the group's policy, every relationship, and no claims yet", async () => {
    const app = await openPanel();
    const relationships = [1, 2, 3, 4, 5].map((relationship) =>
      kin({ nextOfKinId: `kin-${relationship}`, firstName: `Kin${relationship}`, relationship }),
    );
    await app.api.respond('GET', `/customers/${ID}`, 200, {
      data: customer({
        group: { groupId: 'g1', name: 'Sinza Traders Group', policyName: 'Group Life Plus' },
        nextOfKin: relationships,
        claims: [],
        totalClaim: 0,
        ID: null,
        email: null,
        idType: 3,
      }),
    });
    const panel = await screen.findByRole('dialog', { name: 'Individuals details' });
    const policy = await within(panel).findByRole('region', { name: 'Policy information' });
    expect(value(policy, 'Group')).toBe('Sinza Traders Group');
    expect(value(policy, 'Policy')).toBe('Group Life Plus');
    expect(value(section(panel, 'Identification'), 'ID type')).toBe('Passport');
    expect(value(section(panel, 'Identification'), 'ID document')).toBe('No Attachment');
    const kins = section(panel, 'Next of kin');
    expect(
      [1, 2, 3, 4, 5].map(
        (n) =>
          within(within(kins).getByRole('listitem', { name: `Kin${n} Mwakyusa` })).getAllByText(/./)[1]
            ?.textContent,
      ),
    ).toEqual(['Member', 'Spouse', 'Child', 'Parent', 'Parent-in-law']);
    const claims = section(panel, 'Claims');
    expect(within(claims).getByText('No claims yet')).toBeInTheDocument();
    expect(within(claims).getByText('Tsh 0')).toBeInTheDocument();
    app.unmount();
  });

  it('names the group first under Policy information, and says so when the customer is in none (SPEC §3)', async () => {
    const app = await openPanel();
    await app.api.respond('GET', `/customers/${ID}`, 200, {
      data: customer({ group: null, policy: { policyId: 'p1', name: 'Individual Life Cover Plus' } }),
    });
    const panel = await screen.findByRole('dialog', { name: 'Individuals details' });
    const policy = await within(panel).findByRole('region', { name: 'Policy information' });
    expect(
      within(policy)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Group', 'Policy']);
    expect(value(policy, 'Group')).toBe('Not in a group');
    expect(value(policy, 'Policy')).toBe('Individual Life Cover Plus');
    app.unmount();
  });

  it("says 'No policy' when the customer has neither a group nor a policy", async () => {
    const app = await openPanel();
    await app.api.respond('GET', `/customers/${ID}`, 200, { data: customer({ policy: null }) });
    const panel = await screen.findByRole('dialog', { name: 'Individuals details' });
    const policy = await within(panel).findByRole('region', { name: 'Policy information' });
    expect(value(policy, 'Policy')).toBe('No policy');
    app.unmount();
  });

  it('closes with the close button back to the list, keeping the page and search', async () => {
    const app = await openPanel(`${LIST}/${ID}?page=2&search=mwakyusa`);
    await app.api.respond('GET', `/customers/${ID}`, 200, { data: customer() });
    const panel = await screen.findByRole('dialog', { name: 'Individuals details' });
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(app.location().pathname).toBe(LIST));
    expect(app.location().search).toEqual({ page: 2, search: 'mwakyusa' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    app.unmount();
  });

  it('says clearly when the customer does not exist, with a way back', async () => {
    const app = await openPanel();
    await app.api.respond('GET', `/customers/${ID}`, 404, {
      respMsg: 'Customer not found',
      messages: {},
      status: 404,
    });
    const panel = await screen.findByRole('dialog', { name: 'Individuals details' });
    expect(await within(panel).findByText('This customer was not found')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Back to the list' }));
    await waitFor(() => expect(app.location().pathname).toBe(LIST));
    expect(app.location().search).toEqual({ search: 'mwakyusa' });
    app.unmount();
  });
});

describe('deleting an individual', () => {
  it('offers Edit linking to the edit wizard to a user who may update customers', async () => {
    const app = await openPanel(undefined, MANAGER);
    await app.api.respond('GET', `/customers/${ID}`, 200, { data: customer() });
    const panel = await screen.findByRole('dialog', { name: 'Individuals details' });
    expect(await within(panel).findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/dashboard/customers/individuals/edit/${ID}/basic-details`,
    );
    app.unmount();
  });

  it('asks for a reason in the confirmation, keeps what was typed beside the server message, then shows the deletion waiting', async () => {
    const app = await openPanel(undefined, MANAGER, [LIST_ITEM]);
    await app.api.respond('GET', `/customers/${ID}`, 200, { data: customer() });
    const panel = await screen.findByRole('dialog', { name: 'Individuals details' });
    const user = userEvent.setup();
    await user.click(await within(panel).findByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm deletion' });
    expect(
      within(dialog).getByText('Please make sure you want to delete this customer?'),
    ).toBeInTheDocument();
    // No reason: nothing is sent, and the field says why.
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    const reason = within(dialog).getByRole('textbox', { name: /Reason for the deletion/ });
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/Please provide valid reason/));
    expect(app.api.pending.some((p) => p.method === 'POST')).toBe(false);

    // The server's word on the reason shows next to it, and the text stays.
    await user.type(reason, 'Entered twice');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    const refused = await app.api.next('POST', `/customers/${ID}/deletion`);
    expect(refused.body).toEqual({ reason: 'Entered twice' });
    expect(refused.headers.get('Authorization')).toBe('Bearer stf_stored_token');
    refused.resolve(
      new Response(
        JSON.stringify({
          respMsg: 'Invalid request',
          messages: { reason: 'Say which record it duplicates' },
          status: 400,
        }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      ),
    );
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/Say which record it duplicates/));
    expect(reason).toHaveValue('Entered twice');
    expect(await screen.findByText('Failed to delete the customer.')).toBeInTheDocument();
    await app.api.respond('GET', `/customers/${ID}`, 200, { data: customer() });

    await user.type(reason, ' as customer 0042');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    const asked = await app.api.next('POST', `/customers/${ID}/deletion`);
    expect(asked.body).toEqual({ reason: 'Entered twice as customer 0042' });
    const waiting = customer({
      deletion: {
        refusal: null,
        waiting: {
          deletionId: 'f0e1d2c3-b4a5-4968-8776-655443322110',
          reason: 'Entered twice as customer 0042',
          requestedBy: { userId: MANAGER.userId, name: 'Amina Mwakyusa' },
          requestedAt: '2026-11-20T08:00:00.000Z',
        },
      },
    });
    asked.resolve(
      new Response(JSON.stringify({ data: waiting }), {
        status: 202,
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(
      await screen.findByText('Deletion waiting for approval: another staff member decides it.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await app.api.respond('GET', `/customers/${ID}`, 200, { data: waiting });

    // The panel shows it waiting, who asked and why; the requester may not decide it, and Delete is gone.
    const notice = await within(panel).findByRole('region', { name: 'Deletion waiting for approval' });
    expect(within(notice).getByText(/Asked for by Amina Mwakyusa/)).toBeInTheDocument();
    expect(within(notice).getByText('Reason: Entered twice as customer 0042')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(notice).queryByRole('button', { name: 'Approve deletion' })).toBeNull();
    expect(app.location().pathname).toBe(`${LIST}/${ID}`);
    app.unmount();
  });

  it('does not offer Delete where the server refuses it, and says why', async () => {
    const app = await openPanel(undefined, MANAGER);
    await app.api.respond('GET', `/customers/${ID}`, 200, {
      data: customer({ deletion: { refusal: 'claims', waiting: null } }),
    });
    const panel = await screen.findByRole('dialog', { name: 'Individuals details' });
    expect(
      await within(panel).findByText(
        'Delete is not offered: a customer with a claim ends through their cover (lapse or cancel).',
      ),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(panel).getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    app.unmount();
  });

  it('lets another approver approve the waiting deletion from the panel, which closes back to the list', async () => {
    const approver = {
      ...STAFF,
      role: { name: 'admin', permissions: [{ name: 'customers.read' }, { name: 'customers.approve' }] },
      permissions: ['customers.read', 'customers.approve'],
    };
    const app = await openPanel(undefined, approver, [LIST_ITEM]);
    await app.api.respond('GET', `/customers/${ID}`, 200, {
      data: customer({
        deletion: {
          refusal: null,
          waiting: {
            deletionId: 'f0e1d2c3-b4a5-4968-8776-655443322110',
            reason: 'Entered twice',
            requestedBy: { userId: 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f', name: 'Baraka Said' },
            requestedAt: '2026-11-20T08:00:00.000Z',
          },
        },
      }),
    });
    const panel = await screen.findByRole('dialog', { name: 'Individuals details' });
    const notice = await within(panel).findByRole('region', { name: 'Deletion waiting for approval' });
    expect(within(notice).getByText(/Asked for by Baraka Said/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(notice).getByRole('button', { name: 'Approve deletion' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve the deletion' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Delete' }));

    const decision = await app.api.next('POST', `/customers/${ID}/deletion/decision`);
    expect(decision.body).toEqual({
      deletionId: 'f0e1d2c3-b4a5-4968-8776-655443322110',
      decision: 'approve',
    });
    decision.resolve(new Response(null, { status: 204 }));
    expect(await screen.findByText('Juma Hamisi Mwakyusa is deleted.')).toBeInTheDocument();
    await app.api.respond('GET', '/customers', 200, list([]));
    await waitFor(() => expect(app.location().pathname).toBe(LIST));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Individuals details' })).toBeNull());
    app.unmount();
  });
});

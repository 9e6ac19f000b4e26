import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeApi, STAFF, storeSession } from './fake-api';
import { renderApp } from './render-app';

afterEach(() => localStorage.clear());

const LIST = '/dashboard/customers/individuals/in-progress';
const ID = '3a9d2c1b-7e4f-4b6a-9c8d-1e2f3a4b5c6d';
const OFFICER_ID = '7c2e9b14-3d5f-4a61-8e27-b90c1d2e3f40';

const withPermissions = (userId: string, permissions: string[]) => ({
  ...STAFF,
  userId,
  role: { name: 'staff', permissions: permissions.map((name) => ({ name })) },
  permissions,
});

/** May move and approve covers of individual customers. */
const ADMIN = withPermissions(STAFF.userId, ['customers.read', 'customers.status', 'customers.approve']);
/** Reads customers only. */
const VIEWER = withPermissions(STAFF.userId, ['customers.read']);

const IN_PROGRESS = {
  status: 'in-progress',
  coverStartDate: null,
  waitingPeriodEnd: null,
  expiryAt: null,
  statusReason: null,
  makerId: OFFICER_ID,
  makerIds: [OFFICER_ID],
  checkerId: null,
};

function customer(cover: Record<string, unknown> = {}) {
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
    ID: null,
    status: 'in-progress',
    policy: { policyId: '6e5d4c3b-2a1f-4e0d-9c8b-7a6f5e4d3c2b', name: 'Family Shield' },
    group: null,
    nextOfKin: [],
    claims: [],
    totalClaim: 0,
    createdAt: '2024-03-05T09:30:00.000Z',
    updatedAt: '2024-03-05T09:30:00.000Z',
    expiryAt: null,
    cover: { ...IN_PROGRESS, ...cover },
    deletion: { refusal: null, waiting: null },
    ...(cover.status ? { status: cover.status } : {}),
  };
}

const emptyList = {
  customers: [],
  pagination: { totalCount: 0, totalPages: 0, currentPage: 1, perPage: 5 },
};

/** Opens the customer's details panel for `user`, the server answering with `record`. */
async function openCover(user: typeof STAFF, record = customer()) {
  const api = new FakeApi();
  storeSession(user);
  const app = renderApp(`${LIST}/${ID}`, { fetch: api.fetch });
  (await app.queries.load()).setQueryDefaults(['individuals'], { retry: false });
  await api.respond('GET', '/auth/me', 200, { data: user });
  await api.respond('GET', '/customers', 200, emptyList);
  await api.respond('GET', `/customers/${ID}`, 200, { data: record });
  const panel = await screen.findByRole('dialog', { name: 'Individuals details' });
  const cover = await within(panel).findByRole('region', { name: 'Cover' });
  await api.respond('GET', `/customers/${ID}/history`, 200, { entries: [] });
  return { ...app, api, panel, cover, location: () => app.router.state.location };
}

/** Each field is a term and its definition. */
const value = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the cover section of a details panel', () => {
  it("lets a second staff user approve an officer's record: the panel then shows Covered with the dates", async () => {
    const app = await openCover(ADMIN);
    const { cover } = app;
    expect(within(cover).getByText('In-progress')).toBeInTheDocument();
    expect(value(cover, 'Cover start date')).toBe('Not covered yet');
    expect(value(cover, 'Waiting period ends')).toBe('—');
    expect(value(cover, 'Expiry date')).toBe('—');
    const actions = within(cover).getByRole('group', { name: 'Cover actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Approve', 'Reject']);
    expect(within(cover).queryByText('Waiting for approval by another staff member')).toBeNull();

    const user = userEvent.setup();
    await user.click(within(actions).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve the cover' });
    expect(dialog).toHaveAttribute('data-type', 'success');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Approve' }));

    const request = await app.api.next('POST', `/customers/${ID}/status`);
    expect(request.body).toEqual({ action: 'approve' });
    // While the move is on its way, no second move can start.
    await waitFor(() => expect(within(cover).getByRole('button', { name: 'Reject' })).toBeDisabled());
    request.resolve(
      new Response(
        JSON.stringify({
          data: {
            status: 'covered',
            coverStartDate: '2025-07-01',
            waitingPeriodEnd: '2025-10-01',
            expiryAt: '2026-07-01T00:00:00.000Z',
            statusReason: null,
            makerId: OFFICER_ID,
            makerIds: [OFFICER_ID],
            checkerId: ADMIN.userId,
          },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    );

    expect(await screen.findByText('The cover is approved.')).toBeInTheDocument();
    await waitFor(() => expect(value(cover, 'Cover start date')).toBe('Jul 01, 2025'));
    expect(within(cover).getByText('Covered')).toBeInTheDocument();
    expect(value(cover, 'Waiting period ends')).toBe('Oct 01, 2025');
    expect(value(cover, 'Expiry date')).toBe('Jul 01, 2026');
    // A covered record offers the covered moves.
    expect(
      within(within(cover).getByRole('group', { name: 'Cover actions' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Lapse', 'Cancel cover']);
    // The record, its list and its history are read again.
    await app.api.next('GET', `/customers/${ID}/history`);
    await app.api.next('GET', `/customers/${ID}`);
    app.unmount();
  });

  it('offers the maker no Approve and says that another staff member must approve', async () => {
    const app = await openCover(
      ADMIN,
      customer({ makerId: ADMIN.userId, makerIds: [ADMIN.userId, OFFICER_ID] }),
    );
    const { cover } = app;
    expect(within(cover).getByText('Waiting for approval by another staff member')).toBeInTheDocument();
    expect(within(cover).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(cover).getByRole('button', { name: 'Reject' })).toBeEnabled();
    app.unmount();
  });

  it('offers no Approve to any of the makers, not only the last one', async () => {
    // The admin changed the record and the officer changed it after: both made it.
    const app = await openCover(
      ADMIN,
      customer({ makerId: OFFICER_ID, makerIds: [ADMIN.userId, OFFICER_ID] }),
    );
    const { cover } = app;
    expect(within(cover).getByText('Waiting for approval by another staff member')).toBeInTheDocument();
    expect(within(cover).queryByRole('button', { name: 'Approve' })).toBeNull();
    app.unmount();
  });

  it('asks for a reason before a reject, refuses a blank one next to the field, then sends it', async () => {
    const app = await openCover(ADMIN);
    const user = userEvent.setup();
    await user.click(within(app.cover).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the cover' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });

    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please provide valid reason')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription('Please provide valid reason');

    await user.clear(reason);
    await user.type(reason, 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('Please provide valid reason (at least 3 characters)'),
    ).toBeInTheDocument();
    expect(app.api.pending.filter((p) => p.method === 'POST')).toEqual([]);

    await user.clear(reason);
    await user.type(reason, '  The ID copy does not match the holder  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const request = await app.api.next('POST', `/customers/${ID}/status`);
    expect(request.body).toEqual({ action: 'reject', reason: 'The ID copy does not match the holder' });
    request.resolve(
      new Response(
        JSON.stringify({
          data: {
            ...IN_PROGRESS,
            status: 'uncovered',
            statusReason: 'The ID copy does not match the holder',
            makerId: ADMIN.userId,
            makerIds: [ADMIN.userId, OFFICER_ID],
          },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    );
    expect(await screen.findByText('The cover is rejected.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject the cover' })).toBeNull());
    expect(within(app.cover).getByText('Uncovered')).toBeInTheDocument();
    expect(value(app.cover, 'Reason')).toBe('The ID copy does not match the holder');
    // The rejecting user is now the maker: reopening is theirs, reinstating someone else's.
    expect(within(app.cover).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(within(app.cover).queryByRole('button', { name: 'Reinstate' })).toBeNull();
    expect(
      within(app.cover).getByText('Reinstating this cover needs another staff member'),
    ).toBeInTheDocument();
    app.unmount();
  });

  it('opens the reason dialog on the reason, with its hint and no error before anything was typed', async () => {
    const app = await openCover(ADMIN);
    await userEvent.setup().click(within(app.cover).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the cover' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    // The dialog has taken the focus by now (the browser's first field: checked in Chromium).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(reason).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).queryByText('Please provide valid reason')).toBeNull();
    expect(reason).toHaveAccessibleDescription(/./);
    app.unmount();
  });

  it("shows the server's refusal (403) and keeps the panel as it was", async () => {
    const app = await openCover(ADMIN);
    const user = userEvent.setup();
    await user.click(within(app.cover).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve the cover' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Approve' }));
    await app.api.respond('POST', `/customers/${ID}/status`, 403, {
      respMsg: 'A second staff user must approve: you created or last changed this record',
      messages: {},
      status: 403,
    });
    expect(await screen.findByText('The cover could not be changed.')).toBeInTheDocument();
    expect(
      screen.getByText('A second staff user must approve: you created or last changed this record'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Individuals details' })).toBeInTheDocument();
    expect(within(app.cover).getByText('In-progress')).toBeInTheDocument();
    expect(value(app.cover, 'Cover start date')).toBe('Not covered yet');
    await waitFor(() => expect(within(app.cover).getByRole('button', { name: 'Approve' })).toBeEnabled());
    expect(app.location().pathname).toBe(`${LIST}/${ID}`);
    app.unmount();
  });

  it('gives a viewer no buttons, only the cover and a line saying so', async () => {
    const app = await openCover(
      VIEWER,
      customer({
        status: 'uncovered',
        coverStartDate: '2024-04-01',
        waitingPeriodEnd: '2024-07-01',
        expiryAt: '2025-04-01T00:00:00.000Z',
        statusReason: 'Premium not paid for three months',
      }),
    );
    const { cover } = app;
    expect(within(cover).queryAllByRole('button')).toEqual([]);
    expect(within(cover).getByText('Uncovered')).toBeInTheDocument();
    expect(value(cover, 'Cover start date')).toBe('Apr 01, 2024');
    expect(value(cover, 'Reason')).toBe('Premium not paid for three months');
    expect(within(cover).getByText('Your role may view this cover but not change it')).toBeInTheDocument();
    app.unmount();
  });
});

describe('the cover of a group and of its members', () => {
  const GROUP_ID = '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
  const MEMBER_ID = '4d5e6f7a-8b9c-4d0e-9f1a-3b4c5d6e7f8a';
  const GROUP_ADMIN = withPermissions(STAFF.userId, ['groups.read', 'groups.status', 'groups.approve']);
  const leader = (customerId: string, firstName: string) => ({
    customerId,
    firstName,
    lastName: 'Mollel',
    mobile: '0712345678',
  });
  const group = {
    groupId: GROUP_ID,
    name: 'Sinza Traders Group',
    address: 'Plot 4, Sinza Mori, Dar es Salaam',
    membersCount: 25,
    registeredMembers: 3,
    status: 'in-progress',
    policy: null,
    policyName: null,
    policyEffectiveDate: null,
    chairperson: leader('1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', 'Juma'),
    secretary: leader('2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', 'Neema'),
    treasurer: leader('3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f', 'Baraka'),
    documents: { registrationCertificate: null, proposalForm: null, meetingMinutes: null },
    totalClaim: 0,
    createdAt: '2024-03-05T09:30:00.000Z',
    expiryAt: null,
    cover: IN_PROGRESS,
    claims: [],
  };

  it("offers the group's moves on the overview; a member's panel shows the group's cover, no moves, and the member's history", async () => {
    const api = new FakeApi();
    storeSession(GROUP_ADMIN);
    const app = renderApp(`/dashboard/customers/groups/in-progress/${GROUP_ID}/${MEMBER_ID}`, {
      fetch: api.fetch,
    });
    (await app.queries.load()).setQueryDefaults(['groups'], { retry: false });
    await api.respond('GET', '/auth/me', 200, { data: GROUP_ADMIN });
    await api.respond('GET', `/groups/${GROUP_ID}`, 200, { data: group });
    await api.respond('GET', `/groups/${GROUP_ID}/members`, 200, { members: [] });
    await api.respond('GET', `/groups/${GROUP_ID}/members/${MEMBER_ID}`, 200, {
      data: {
        ...customer({ status: 'uncovered', statusReason: 'Left the group' }),
        customerId: MEMBER_ID,
        group: { groupId: GROUP_ID, name: 'Sinza Traders Group', policyName: null },
      },
    });
    const panel = await screen.findByRole('dialog', { name: 'Juma Hamisi Mwakyusa' });

    const memberCover = await within(panel).findByRole('region', { name: 'Cover' });
    // The group's cover, not the member's own record.
    expect(within(memberCover).getByText('In-progress')).toBeInTheDocument();
    expect(within(memberCover).queryByText('Left the group')).toBeNull();
    expect(within(memberCover).queryAllByRole('button')).toEqual([]);
    expect(
      within(memberCover).getByText("A member is covered through the group: the group's cover applies"),
    ).toBeInTheDocument();

    // The panel is modal: the overview under it is hidden from assistive technology meanwhile.
    const groupCover = screen
      .getAllByRole('region', { name: 'Cover', hidden: true })
      .find((region) => !panel.contains(region)) as HTMLElement;
    expect(within(groupCover).getByRole('button', { name: 'Approve', hidden: true })).toBeInTheDocument();
    expect(within(groupCover).getByRole('button', { name: 'Reject', hidden: true })).toBeInTheDocument();

    // The member's steps are in the member's own history; the group's in the group's.
    await api.respond('GET', `/customers/${MEMBER_ID}/history`, 200, {
      entries: [
        {
          entryId: 1,
          action: 'create',
          actor: { userId: OFFICER_ID, name: 'Baraka Kimaro' },
          at: '2025-05-01T12:00:00.000Z',
          fromStatus: null,
          toStatus: 'in-progress',
          reason: null,
          changes: null,
        },
      ],
    });
    const history = within(panel).getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Registered')).toBeInTheDocument();
    expect(within(history).getByText(/^Baraka Kimaro/)).toBeInTheDocument();
    await api.next('GET', `/groups/${GROUP_ID}/history`);
    app.unmount();
  });
});

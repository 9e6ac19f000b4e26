import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeApi, STAFF, storeSession } from './fake-api';
import { renderApp } from './render-app';

afterEach(() => localStorage.clear());

const CHECKER = {
  ...STAFF,
  userId: '9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
  role: {
    name: 'admin',
    permissions: [
      'diasporas.read',
      'customers.read',
      'groups.read',
      'customers.approve',
      'diasporas.approve',
      'groups.approve',
      'claims.approve',
    ].map((name) => ({ name })),
  },
  permissions: [
    'diasporas.read',
    'customers.read',
    'groups.read',
    'customers.approve',
    'diasporas.approve',
    'groups.approve',
    'claims.approve',
  ],
};

/** May read every area, approves nothing. */
const VIEWER = { ...STAFF, role: { ...STAFF.role, name: 'viewer' } };

const OFFICER_REF = { userId: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f', name: 'Neema Officer' };

const BARAKA = {
  kind: 'diaspora',
  id: '5b1f0d8e-2c4a-4f7e-9d3b-1a2b3c4d5e6f',
  name: 'Baraka Kimaro',
  status: 'in-progress',
  maker: null,
  since: '2024-03-05T09:30:00.000Z',
};
const JUMA = {
  kind: 'customer',
  id: '6c2a1e9f-3d5b-4a8c-9e4f-2b3c4d5e6f71',
  name: 'Juma Mwakyusa',
  status: 'in-progress',
  maker: OFFICER_REF,
  since: '2024-03-06T10:00:00.000Z',
};
const UMOJA = {
  kind: 'group',
  id: '7d3b2f0a-4e6c-4b9d-8f5a-3c4d5e6f7a82',
  name: 'Umoja Women Group',
  status: 'in-progress',
  maker: OFFICER_REF,
  since: '2024-03-07T11:00:00.000Z',
};

const CLAIM = {
  claimId: '8e4c3a1b-5f7d-4cae-9a6b-4d5e6f7a8b93',
  holderKind: 'diaspora',
  holderId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  holderName: 'Rehema Said',
  insuredName: 'Salim Said',
  insuredRelationship: 'spouse',
  beneficiaryId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  type: 'funeral',
  eventDate: '2024-03-01',
  amount: 1_500_000,
  status: 'submitted',
  submittedBy: OFFICER_REF,
  decidedBy: null,
  decidedAt: null,
  rejectedReason: null,
  paidAt: null,
  documents: [],
  lastDocumentAt: null,
  paymentDueAt: null,
  createdAt: '2024-03-08T08:00:00.000Z',
};

const inbox = (
  records: unknown[],
  claims: unknown[],
  totals: { records?: number; claims?: number } = {},
) => ({
  records,
  claims,
  totalRecords: totals.records ?? records.length,
  totalClaims: totals.claims ?? claims.length,
});

const COVER = {
  status: 'covered',
  coverStartDate: '2024-03-10',
  waitingPeriodEnd: '2024-06-10',
  expiryAt: '2025-03-10T00:00:00.000Z',
  statusReason: null,
  makerId: null,
  checkerId: CHECKER.userId,
};

/** Opens the inbox with a session the server confirms; the inbox is not retried. */
async function openInbox(user: typeof STAFF = CHECKER, path = '/dashboard/approvals') {
  const api = new FakeApi();
  storeSession(user);
  const app = renderApp(path, { fetch: api.fetch });
  (await app.queries.load()).setQueryDefaults(['approvals'], { retry: false });
  await api.respond('GET', '/auth/me', 200, { data: user });
  return { ...app, api };
}

const recordsTable = () => screen.findByRole('table', { name: 'Records waiting for approval' });
const claimsTable = () => screen.findByRole('table', { name: 'Claims waiting for approval' });

describe('the approval inbox', () => {
  it('lists the records and claims waiting, with who made them, since when, and the totals', async () => {
    const app = await openInbox();
    expect(await screen.findByRole('heading', { level: 1, name: 'Approvals' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading what waits for your approval…' })).toBeInTheDocument();
    await app.api.respond('GET', '/approvals', 200, inbox([BARAKA, JUMA, UMOJA], [CLAIM], { records: 73 }));

    const records = await recordsTable();
    expect(
      within(records)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Kind', 'Name', 'Made by', 'Waiting since', 'Actions']);
    const [, baraka, juma, umoja] = within(records).getAllByRole('row') as HTMLElement[];
    expect(within(baraka as HTMLElement).getByText('Diaspora')).toBeInTheDocument();
    expect(within(baraka as HTMLElement).getByRole('link', { name: 'Baraka Kimaro' })).toHaveAttribute(
      'href',
      `/dashboard/customers/diasporas/in-progress/${BARAKA.id}`,
    );
    expect(within(baraka as HTMLElement).getByText('Self-enrolment')).toBeInTheDocument();
    expect(within(baraka as HTMLElement).getByText('Mar 05, 2024')).toBeInTheDocument();
    expect(within(juma as HTMLElement).getByText('Individual')).toBeInTheDocument();
    expect(within(juma as HTMLElement).getByRole('link', { name: 'Juma Mwakyusa' })).toHaveAttribute(
      'href',
      `/dashboard/customers/individuals/in-progress/${JUMA.id}`,
    );
    expect(within(juma as HTMLElement).getByText('Neema Officer')).toBeInTheDocument();
    expect(within(umoja as HTMLElement).getByText('Group')).toBeInTheDocument();
    expect(within(umoja as HTMLElement).getByRole('link', { name: 'Umoja Women Group' })).toHaveAttribute(
      'href',
      `/dashboard/customers/groups/in-progress/${UMOJA.id}`,
    );
    expect(
      within(umoja as HTMLElement).getByRole('button', { name: 'Approve Umoja Women Group' }),
    ).toBeEnabled();
    expect(
      within(umoja as HTMLElement).getByRole('button', { name: 'Reject Umoja Women Group' }),
    ).toBeEnabled();
    expect(screen.getByText('Showing 3 of 73')).toBeInTheDocument();

    const claims = await claimsTable();
    expect(
      within(claims)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Holder', 'Insured person', 'Type', 'Amount', 'Event date', 'Recorded by', 'Actions']);
    const claim = within(claims).getAllByRole('row')[1] as HTMLElement;
    for (const text of [
      'Rehema Said',
      'Salim Said',
      'Spouse',
      'Funeral lump sum',
      'Tsh 1,500,000',
      'Mar 01, 2024',
    ])
      expect(within(claim).getByText(text)).toBeInTheDocument();
    expect(within(claim).getByText('Neema Officer')).toBeInTheDocument();
    // All the claims waiting are shown: no 'Showing … of …' for them.
    expect(screen.queryByText('Showing 1 of 1')).toBeNull();
    app.unmount();
  });

  it('approves a record through the confirmation dialog; the row leaves once the inbox is read again', async () => {
    const app = await openInbox();
    const queryClient = await app.queries.load();
    const listKey = ['diasporas', 'list', { status: 'in-progress', page: 1, search: '' }];
    queryClient.setQueryData(listKey, { data: [], pagination: {} });
    await app.api.respond('GET', '/approvals', 200, inbox([BARAKA, JUMA], []));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Approve Baraka Kimaro' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve cover' });
    expect(within(dialog).getByText(/Approve the cover of Baraka Kimaro \(Diaspora\)\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Approve' }));

    const post = await app.api.next('POST', `/diasporas/${BARAKA.id}/status`);
    expect(post.body).toEqual({ action: 'approve' });
    post.resolve(Response.json({ data: COVER }));
    expect(await screen.findByText('The cover of Baraka Kimaro is approved.')).toBeInTheDocument();
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);

    // Until the inbox answers again, the row stays, its buttons waiting.
    const records = await recordsTable();
    expect(within(records).getByText('Baraka Kimaro')).toBeInTheDocument();
    await app.api.respond('GET', '/approvals', 200, inbox([JUMA], []));
    await waitFor(() => expect(within(records).queryByText('Baraka Kimaro')).toBeNull());
    expect(within(records).getByText('Juma Mwakyusa')).toBeInTheDocument();
    app.unmount();
  });

  it('does nothing when the approval is cancelled', async () => {
    const app = await openInbox();
    await app.api.respond('GET', '/approvals', 200, inbox([JUMA], []));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve Juma Mwakyusa' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve cover' });
    await user.click(within(dialog).getByRole('button', { name: 'No, Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(app.api.seen.filter((r) => r.method === 'POST')).toHaveLength(0);
    app.unmount();
  });

  it('refuses a blank reason next to the field, then rejects the claim with the reason given', async () => {
    const app = await openInbox();
    await app.api.respond('GET', '/approvals', 200, inbox([], [CLAIM]));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Reject Salim Said' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject claim' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user.type(reason, '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please give the reason for rejecting')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason.getAttribute('aria-describedby')).toContain(
      within(dialog).getByText('Please give the reason for rejecting').id,
    );
    await user.clear(reason);
    await user.type(reason, 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('The reason needs at least 3 characters')).toBeInTheDocument();
    expect(app.api.seen.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, ' The death certificate does not match the insured person ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const post = await app.api.next('POST', `/claims/${CLAIM.claimId}/decision`);
    expect(post.body).toEqual({
      action: 'reject',
      reason: 'The death certificate does not match the insured person',
    });
    post.resolve(Response.json({ data: { ...CLAIM, status: 'rejected' } }));
    expect(await screen.findByText('The claim for Salim Said is rejected.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject claim' })).toBeNull());
    await app.api.respond('GET', '/approvals', 200, inbox([], []));
    expect(await screen.findByText('Nothing waits for your approval')).toBeInTheDocument();
    app.unmount();
  });

  it('rejects a record with its reason through the record status call', async () => {
    const app = await openInbox();
    await app.api.respond('GET', '/approvals', 200, inbox([UMOJA], []));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject Umoja Women Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject cover' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Minutes of the meeting missing',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const post = await app.api.next('POST', `/groups/${UMOJA.id}/status`);
    expect(post.body).toEqual({ action: 'reject', reason: 'Minutes of the meeting missing' });
    post.resolve(Response.json({ data: { ...COVER, status: 'uncovered' } }));
    expect(await screen.findByText('The cover of Umoja Women Group is rejected.')).toBeInTheDocument();
    app.unmount();
  });

  it("shows the server's objection to the reason next to the field and keeps the dialog open", async () => {
    const app = await openInbox();
    await app.api.respond('GET', '/approvals', 200, inbox([JUMA], []));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject Juma Mwakyusa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject cover' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user.type(reason, 'n/a');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await app.api.respond('POST', `/customers/${JUMA.id}/status`, 400, {
      respMsg: 'Bad request',
      messages: { reason: 'Please state the reason in words' },
      status: 400,
    });
    expect(await within(dialog).findByText('Please state the reason in words')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Reject cover' })).toBeInTheDocument();
    app.unmount();
  });

  it("shows the server's message when the approval is refused, and keeps the row", async () => {
    const app = await openInbox();
    await app.api.respond('GET', '/approvals', 200, inbox([], [CLAIM]));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve Salim Said' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve claim' });
    expect(
      within(dialog).getByText(/Approve the funeral lump sum claim of Tsh 1,500,000 for Salim Said/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Approve' }));
    const post = await app.api.respond('POST', `/claims/${CLAIM.claimId}/decision`, 403, {
      respMsg: 'A second staff user must approve this claim',
      messages: {},
      status: 403,
    });
    expect(post.body).toEqual({ action: 'approve' });
    const message = await screen.findByText('A second staff user must approve this claim');
    const toast = message.closest('[data-scope="toast"][data-part="root"]') as HTMLElement;
    expect(within(toast).getByText('The decision could not be saved')).toBeInTheDocument();
    const claims = await claimsTable();
    expect(within(claims).getByRole('button', { name: 'Approve Salim Said' })).toBeEnabled();
    expect(app.api.seen.filter((r) => r.path === '/approvals')).toHaveLength(1);
    app.unmount();
  });

  it('says so when nothing waits', async () => {
    const app = await openInbox();
    await app.api.respond('GET', '/approvals', 200, inbox([], []));
    expect(await screen.findByText('Nothing waits for your approval')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    app.unmount();
  });

  it('shows the failure with a way to ask again', async () => {
    const app = await openInbox();
    await app.api.respond('GET', '/approvals', 500, {
      respMsg: 'The inbox is resting',
      messages: {},
      status: 500,
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The approval inbox could not be loaded')).toBeInTheDocument();
    expect(within(alert).getByText('The inbox is resting')).toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    await app.api.respond('GET', '/approvals', 200, inbox([JUMA], []));
    expect(await recordsTable()).toBeInTheDocument();
    app.unmount();
  });
});

describe('the approvals menu entry', () => {
  const menu = async () =>
    (await screen.findAllByRole('navigation', { name: 'Main menu', hidden: true }))[0] as HTMLElement;

  it('shows a checker the number waiting, records and claims together', async () => {
    const app = await openInbox(CHECKER, '/dashboard/customers/diasporas/in-progress');
    await app.api.respond('GET', '/approvals', 200, inbox([BARAKA], [CLAIM], { records: 73, claims: 2 }));
    const link = await within(await menu()).findByRole('link', { name: /Approvals/, hidden: true });
    await waitFor(() => expect(link).toHaveTextContent('75'));
    expect(within(link).getByText('75 waiting')).toBeInTheDocument();
    expect(link).toHaveAttribute('href', '/dashboard/approvals');
    app.unmount();
  });

  it('carries no badge when nothing waits', async () => {
    const app = await openInbox(CHECKER, '/dashboard/customers/diasporas/in-progress');
    await app.api.respond('GET', '/approvals', 200, inbox([], []));
    const link = await within(await menu()).findByRole('link', { name: 'Approvals', hidden: true });
    const queryClient = await app.queries.load();
    await waitFor(() => expect(queryClient.getQueryData(['approvals'])).toBeDefined());
    expect(link).toHaveTextContent(/^Approvals$/);
    app.unmount();
  });

  it('is absent for a viewer, who never asks for the inbox and may not open it', async () => {
    const app = await openInbox(VIEWER, '/dashboard/customers/diasporas/in-progress');
    const nav = await menu();
    expect(within(nav).getByRole('link', { name: 'Diasporas', hidden: true })).toBeInTheDocument();
    expect(within(nav).queryByText('Approvals')).toBeNull();
    await app.router.navigate({ to: '/dashboard/approvals' });
    expect(await screen.findByText('403 | You do not have permission to see this page')).toBeInTheDocument();
    expect(app.api.seen.filter((r) => r.path === '/approvals')).toHaveLength(0);
    app.unmount();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeApi, STAFF, storeSession } from './fake-api';
import { renderApp } from './render-app';

afterEach(() => localStorage.clear());

const APPROVER_PERMISSIONS = [
  'diasporas.read',
  'customers.read',
  'groups.read',
  'customers.approve',
  'diasporas.approve',
  'groups.approve',
  'claims.approve',
];
const CHECKER = {
  ...STAFF,
  userId: '9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
  role: { name: 'admin', permissions: APPROVER_PERMISSIONS.map((name) => ({ name })) },
  permissions: APPROVER_PERMISSIONS,
};

/** May read every area, approves nothing. */
const VIEWER = { ...STAFF, role: { ...STAFF.role, name: 'viewer' } };

const OFFICER_REF = { userId: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f', name: 'Neema Officer' };

const hoursFromNow = (hours: number) => DateTime.now().plus({ hours }).toUTC().toISO() as string;

const record = (kind: 'customer' | 'diaspora' | 'group', id: string, name: string, maker = OFFICER_REF) => ({
  kind,
  id,
  name,
  maker,
  since: '2024-03-06T10:00:00.000Z',
  paymentDueAt: null,
  claim: null,
});

const BARAKA = {
  ...record('diaspora', '5b1f0d8e-2c4a-4f7e-9d3b-1a2b3c4d5e6f', 'Baraka Kimaro'),
  maker: null,
};
const JUMA = record('customer', '6c2a1e9f-3d5b-4a8c-9e4f-2b3c4d5e6f71', 'Juma Mwakyusa');
const UMOJA = record('group', '7d3b2f0a-4e6c-4b9d-8f5a-3c4d5e6f7a82', 'Umoja Women Group');
const ZAWADI = record('customer', '1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b', 'Zawadi Mushi');

const claim = (id: string, insured: string, paymentDueAt: string | null, relationship = 'spouse') => ({
  kind: 'claim',
  id,
  name: insured,
  maker: OFFICER_REF,
  since: '2024-03-08T08:00:00.000Z',
  paymentDueAt,
  claim: {
    holderKind: 'diaspora',
    holderId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    holderName: 'Rehema Said',
    insuredRelationship: relationship,
    type: 'funeral',
    amount: 1_500_000,
    eventDate: '2024-03-01',
  },
});

const OVERDUE = claim('8e4c3a1b-5f7d-4cae-9a6b-4d5e6f7a8b93', 'Salim Said', hoursFromNow(-2.5));
const DUE_SOON = claim('9f5d4b2c-6a8e-4dbf-8b7c-5e6f7a8b9ca4', 'Rehema Said', hoursFromNow(5.5), 'holder');
const NO_DOCUMENTS = claim('0a6e5c3d-7b9f-4ec0-9c8d-6f7a8b9cadb5', 'Amani Said', null, 'child');

type Kind = 'claim' | 'diaspora' | 'customer' | 'group';
type Counts = Partial<Record<Kind, number>>;
const COUNTS: Counts = { claim: 3, diaspora: 1, customer: 2, group: 1 };
const countList = (counts: Counts) =>
  (['claim', 'diaspora', 'customer', 'group'] as const)
    .filter((kind) => counts[kind] !== undefined)
    .map((kind) => ({ kind, waiting: counts[kind] as number }));

const page = (items: unknown[], options: { total?: number; nextCursor?: string; counts?: Counts } = {}) => ({
  items,
  total: options.total ?? items.length,
  nextCursor: options.nextCursor ?? null,
  counts: countList(options.counts ?? COUNTS),
});

/** The due time as the inbox writes it on the clock: '24 Nov 14:00' in this machine's zone. */
const clock = (iso: string) => {
  const at = DateTime.fromISO(iso).setLocale('en');
  return at.toFormat(at.year === DateTime.now().year ? 'd LLL HH:mm' : 'd LLL yyyy HH:mm');
};

/** Opens the app with a session the server confirms; the inbox is not retried. */
async function openInbox(user: typeof STAFF = CHECKER, path = '/dashboard/approvals') {
  const api = new FakeApi();
  const urls: URL[] = [];
  // The fake answers by path; the query each request carried is kept here.
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    urls.push(new URL(request.url));
    return api.fetch(request);
  };
  storeSession(user);
  const app = renderApp(path, { fetch });
  (await app.queries.load()).setQueryDefaults(['approvals'], { retry: false });
  await api.respond('GET', '/auth/me', 200, { data: user });

  /** Answers the next inbox page request and says what it asked for. */
  const inbox = async (body: unknown, status = 200) => {
    const request = await api.respond('GET', '/approvals', status, body);
    const asked = urls.filter((url) => url.pathname.endsWith('/approvals')).at(-1) as URL;
    return { request, query: Object.fromEntries(asked.searchParams) };
  };
  const counts = (counts: Counts) =>
    api.respond('GET', '/approvals/counts', 200, { counts: countList(counts) });
  return { ...app, api, inbox, counts };
}

const table = () => screen.findByRole('table', { name: 'Waiting for approval' });
const rowsOf = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1) as HTMLElement[];
const filters = () => screen.getByRole('navigation', { name: 'Show what waits' });

describe('the approval inbox', () => {
  it('lists what waits with claims due first and their due time, and loads more after the last one', async () => {
    const app = await openInbox();
    expect(await screen.findByRole('heading', { level: 1, name: 'Approvals' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading what waits for your approval…' })).toBeInTheDocument();
    const first = await app.inbox(
      page([OVERDUE, DUE_SOON, BARAKA, JUMA, UMOJA, NO_DOCUMENTS], { total: 7, nextCursor: 'cursor-1' }),
    );
    expect(first.query).toEqual({ perPage: '50' });

    expect(
      within(await table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Kind', 'Name', 'Made by', 'Waiting since', 'Payment due', 'Actions']);
    const [overdue, dueSoon, baraka, juma, umoja, noDocuments] = await rowsOf();
    const inRow = (row: HTMLElement | undefined) => within(row as HTMLElement);

    expect(inRow(overdue).getByText('Claim')).toBeInTheDocument();
    expect(inRow(overdue).getByText('Salim Said')).toBeInTheDocument();
    expect(inRow(overdue).getByText('Funeral lump sum, Tsh 1,500,000')).toBeInTheDocument();
    expect(inRow(overdue).getByText('Spouse of Rehema Said, event Mar 01, 2024')).toBeInTheDocument();
    expect(
      inRow(overdue).getByText(`Overdue by 2 h, ${clock(OVERDUE.paymentDueAt as string)}`),
    ).toHaveAttribute('data-overdue');
    expect(
      inRow(dueSoon).getByText(`Due in 5 h, ${clock(DUE_SOON.paymentDueAt as string)}`),
    ).toBeInTheDocument();
    expect(inRow(dueSoon).getByText('The holder, event Mar 01, 2024')).toBeInTheDocument();
    expect(inRow(noDocuments).getByText('Not yet: no documents')).toBeInTheDocument();

    expect(inRow(baraka).getByText('Diaspora')).toBeInTheDocument();
    expect(inRow(baraka).getByRole('link', { name: 'Baraka Kimaro' })).toHaveAttribute(
      'href',
      `/dashboard/customers/diasporas/in-progress/${BARAKA.id}`,
    );
    expect(inRow(baraka).getByText('Self-enrolment')).toBeInTheDocument();
    expect(inRow(baraka).getByText('Mar 06, 2024')).toBeInTheDocument();
    expect(inRow(juma).getByText('Individual')).toBeInTheDocument();
    expect(inRow(juma).getByRole('link', { name: 'Juma Mwakyusa' })).toHaveAttribute(
      'href',
      `/dashboard/customers/individuals/in-progress/${JUMA.id}`,
    );
    expect(inRow(juma).getByText('Neema Officer')).toBeInTheDocument();
    expect(inRow(umoja).getByRole('link', { name: 'Umoja Women Group' })).toHaveAttribute(
      'href',
      `/dashboard/customers/groups/in-progress/${UMOJA.id}`,
    );
    expect(inRow(umoja).getByRole('button', { name: 'Approve Umoja Women Group' })).toBeEnabled();
    expect(inRow(umoja).getByRole('button', { name: 'Reject Umoja Women Group' })).toBeEnabled();
    expect(screen.getByText('Showing 6 of 7')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    const second = await app.inbox(page([ZAWADI], { total: 7 }));
    expect(second.query).toEqual({ perPage: '50', after: 'cursor-1' });
    await waitFor(async () => expect(await rowsOf()).toHaveLength(7));
    const rows = await rowsOf();
    expect(within(rows[6] as HTMLElement).getByText('Zawadi Mushi')).toBeInTheDocument();
    // Nothing more waits: no button, and the focus is on the first row the button brought.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('Showing 7 of 7')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(rows[6]));
    app.unmount();
  });

  it('filters by kind in the address, with how many wait of each kind', async () => {
    const app = await openInbox();
    await app.inbox(page([OVERDUE, BARAKA, JUMA], { total: 7 }));
    await table();
    const tabs = within(filters());
    expect(tabs.getAllByRole('link').map((link) => link.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      'All 7 waiting',
      'Claims 3 waiting',
      'Diaspora covers 1 waiting',
      'Individual covers 2 waiting',
      'Group covers 1 waiting',
    ]);
    expect(tabs.getByRole('link', { name: 'All 7 waiting' })).toHaveAttribute('aria-current', 'page');

    await userEvent.setup().click(tabs.getByRole('link', { name: 'Claims 3 waiting' }));
    const claims = await app.inbox(page([OVERDUE, DUE_SOON, NO_DOCUMENTS], { total: 3 }));
    expect(claims.query).toEqual({ perPage: '50', kind: 'claim' });
    expect(app.router.state.location.search).toEqual({ kind: 'claim' });
    await waitFor(async () => expect(await rowsOf()).toHaveLength(3));
    expect(within(filters()).getByRole('link', { name: 'Claims 3 waiting' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(await table()).queryByText('Baraka Kimaro')).toBeNull();
    app.unmount();
  });

  it('opens the kind named in the address, and drops a kind it does not know', async () => {
    const groups = await openInbox(CHECKER, '/dashboard/approvals?kind=group');
    expect((await groups.inbox(page([UMOJA], { total: 1 }))).query).toEqual({ perPage: '50', kind: 'group' });
    expect(await screen.findByRole('link', { name: 'Umoja Women Group' })).toBeInTheDocument();
    groups.unmount();
    localStorage.clear();

    const unknown = await openInbox(CHECKER, '/dashboard/approvals?kind=policy');
    expect((await unknown.inbox(page([UMOJA], { total: 7 }))).query).toEqual({ perPage: '50' });
    const tabs = await screen.findByRole('navigation', { name: 'Show what waits' });
    expect(within(tabs).getByRole('link', { name: 'All 7 waiting' })).toHaveAttribute('aria-current', 'page');
    unknown.unmount();
  });

  it('says when nothing of the kind chosen waits, with the way back to everything that does', async () => {
    const app = await openInbox(CHECKER, '/dashboard/approvals?kind=claim');
    await app.inbox(page([], { total: 0, counts: { claim: 0, diaspora: 3, customer: 1, group: 0 } }));
    expect(await screen.findByText('No claims wait for your approval.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Show everything waiting (4)' }));
    expect((await app.inbox(page([BARAKA, JUMA], { total: 4 }))).query).toEqual({ perPage: '50' });
    expect(await screen.findByRole('link', { name: 'Baraka Kimaro' })).toBeInTheDocument();
    app.unmount();
  });

  it('says so when nothing waits at all', async () => {
    const app = await openInbox();
    await app.inbox(page([], { counts: { claim: 0, diaspora: 0, customer: 0, group: 0 } }));
    expect(await screen.findByText('Nothing waits for your approval')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    app.unmount();
  });

  it('approves through the confirmation dialog; every page loaded and the counts are read again, and the row leaves', async () => {
    const app = await openInbox();
    const queryClient = await app.queries.load();
    const listKey = ['diasporas', 'list', { status: 'in-progress', page: 1, search: '' }];
    queryClient.setQueryData(listKey, { data: [], pagination: {} });
    await app.counts(COUNTS);
    await app.inbox(page([BARAKA, JUMA], { total: 7, nextCursor: 'cursor-1' }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await app.inbox(page([UMOJA, ZAWADI], { total: 7, nextCursor: 'cursor-2' }));
    await waitFor(async () => expect(await rowsOf()).toHaveLength(4));

    await user.click(await screen.findByRole('button', { name: 'Approve Baraka Kimaro' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve cover' });
    expect(within(dialog).getByText(/Approve the cover of Baraka Kimaro \(Diaspora\)\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Approve' }));

    const post = await app.api.next('POST', `/diasporas/${BARAKA.id}/status`);
    expect(post.body).toEqual({ action: 'approve' });
    post.resolve(Response.json({ data: { status: 'covered' } }));
    expect(await screen.findByText('The cover of Baraka Kimaro is approved.')).toBeInTheDocument();
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);

    // Until the inbox answers again, the row stays, its buttons waiting.
    expect(within(await table()).getByText('Baraka Kimaro')).toBeInTheDocument();
    await app.counts({ ...COUNTS, diaspora: 0 });
    // Both pages are read again, the second after the first's fresh last item: nothing is skipped.
    const again = await app.inbox(
      page([JUMA, UMOJA], { total: 6, nextCursor: 'cursor-1b', counts: { ...COUNTS, diaspora: 0 } }),
    );
    expect(again.query).toEqual({ perPage: '50' });
    const second = await app.inbox(page([ZAWADI], { total: 6, counts: { ...COUNTS, diaspora: 0 } }));
    expect(second.query).toEqual({ perPage: '50', after: 'cursor-1b' });
    await waitFor(async () => expect(await rowsOf()).toHaveLength(3));
    expect(within(await table()).queryByText('Baraka Kimaro')).toBeNull();
    expect(within(filters()).getByRole('link', { name: 'All 6 waiting' })).toBeInTheDocument();
    expect(within(filters()).getByRole('link', { name: 'Diaspora covers 0 waiting' })).toBeInTheDocument();
    // The menu's count drops with it.
    const nav = (
      await screen.findAllByRole('navigation', { name: 'Main menu', hidden: true })
    )[0] as HTMLElement;
    expect(within(nav).getByRole('link', { name: /^Approvals/, hidden: true })).toHaveTextContent(
      '6 waiting',
    );
    app.unmount();
  });

  it('reads the inbox again when someone else decided first, so the stale row leaves', async () => {
    const app = await openInbox();
    await app.inbox(page([JUMA, UMOJA], { total: 2, counts: { customer: 1, group: 1 } }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve Juma Mwakyusa' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Approve cover' })).getByRole('button', {
        name: 'Yes, Approve',
      }),
    );
    await app.api.respond('POST', `/customers/${JUMA.id}/status`, 409, {
      respMsg: 'A record that is covered cannot be moved with approve',
      messages: {},
      status: 409,
    });
    expect(
      await screen.findByText('A record that is covered cannot be moved with approve'),
    ).toBeInTheDocument();
    await app.inbox(page([UMOJA], { total: 1, counts: { customer: 0, group: 1 } }));
    await waitFor(async () => expect(await rowsOf()).toHaveLength(1));
    expect(within(await table()).queryByText('Juma Mwakyusa')).toBeNull();
    app.unmount();
  });

  it('does nothing when the approval is cancelled', async () => {
    const app = await openInbox();
    await app.inbox(page([JUMA]));
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
    await app.inbox(page([OVERDUE]));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Reject Salim Said' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject claim' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user.type(reason, '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please provide valid reason')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason.getAttribute('aria-describedby')).toContain(
      within(dialog).getByText('Please provide valid reason').id,
    );
    await user.clear(reason);
    await user.type(reason, 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('Please provide valid reason (at least 3 characters)'),
    ).toBeInTheDocument();
    expect(app.api.seen.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, ' The death certificate does not match the insured person ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const post = await app.api.next('POST', `/claims/${OVERDUE.id}/decision`);
    expect(post.body).toEqual({
      action: 'reject',
      reason: 'The death certificate does not match the insured person',
    });
    post.resolve(Response.json({ data: { status: 'rejected' } }));
    expect(await screen.findByText('The claim for Salim Said is rejected.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject claim' })).toBeNull());
    await app.inbox(page([], { counts: { claim: 0, diaspora: 0, customer: 0, group: 0 } }));
    expect(await screen.findByText('Nothing waits for your approval')).toBeInTheDocument();
    app.unmount();
  });

  it('rejects a record with its reason through the record status call', async () => {
    const app = await openInbox();
    await app.inbox(page([UMOJA]));
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
    post.resolve(Response.json({ data: { status: 'uncovered' } }));
    expect(await screen.findByText('The cover of Umoja Women Group is rejected.')).toBeInTheDocument();
    app.unmount();
  });

  it('lists a deletion with its reason, and approves it through the deletion decision of its customer', async () => {
    const app = await openInbox();
    const deletion = {
      ...record('customer', 'e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7a8b', 'Zawadi Mushi'),
      kind: 'deletion',
      deletion: {
        recordKind: 'customer',
        recordId: ZAWADI.id,
        recordStatus: 'in-progress',
        reason: 'Registered twice',
      },
    };
    await app.inbox(page([deletion]));
    const [row] = await rowsOf();
    expect(within(row as HTMLElement).getByText('Deletion')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('Reason: Registered twice')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve Zawadi Mushi' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve the deletion' });
    expect(within(dialog).getByText(/Delete Zawadi Mushi\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    const post = await app.api.next('POST', `/customers/${ZAWADI.id}/deletion/decision`);
    expect(post.body).toEqual({ deletionId: deletion.id, decision: 'approve' });
    post.resolve(new Response(null, { status: 204 }));
    expect(await screen.findByText('Zawadi Mushi is deleted.')).toBeInTheDocument();
    app.unmount();
  });

  it("shows the server's objection to the reason next to the field and keeps the dialog open", async () => {
    const app = await openInbox();
    await app.inbox(page([JUMA]));
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
    await app.inbox(page([OVERDUE]));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve Salim Said' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve claim' });
    expect(
      within(dialog).getByText(
        /Approve the funeral lump sum claim of Tsh 1,500,000 for Salim Said \(holder Rehema Said\)/,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Approve' }));
    const post = await app.api.respond('POST', `/claims/${OVERDUE.id}/decision`, 403, {
      respMsg: 'A second staff user must approve this claim',
      messages: {},
      status: 403,
    });
    expect(post.body).toEqual({ action: 'approve' });
    const message = await screen.findByText('A second staff user must approve this claim');
    const toast = message.closest('[data-scope="toast"][data-part="root"]') as HTMLElement;
    expect(within(toast).getByText('The decision could not be saved')).toBeInTheDocument();
    expect(within(await table()).getByRole('button', { name: 'Approve Salim Said' })).toBeEnabled();
    expect(app.api.seen.filter((r) => r.path === '/approvals')).toHaveLength(1);
    app.unmount();
  });

  it('shows the failure with a way to ask again', async () => {
    const app = await openInbox();
    await app.inbox({ respMsg: 'The inbox is resting', messages: {}, status: 500 }, 500);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The approval inbox could not be loaded')).toBeInTheDocument();
    expect(within(alert).getByText('The inbox is resting')).toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    await app.inbox(page([JUMA]));
    expect(await table()).toBeInTheDocument();
    app.unmount();
  });
});

describe('the approvals menu entry', () => {
  const menu = async () =>
    (await screen.findAllByRole('navigation', { name: 'Main menu', hidden: true }))[0] as HTMLElement;

  it('shows a checker the number waiting, and how many of each kind in its submenu', async () => {
    const app = await openInbox(CHECKER, '/dashboard/customers/diasporas/in-progress');
    await app.counts({ claim: 2, diaspora: 70, customer: 3, group: 0 });
    const nav = await menu();
    const link = await within(nav).findByRole('link', { name: /^Approvals/, hidden: true });
    await waitFor(() => expect(link).toHaveTextContent('75'));
    expect(within(link).getByText('75 waiting')).toBeInTheDocument();
    expect(link).toHaveAttribute('href', '/dashboard/approvals');

    const user = userEvent.setup();
    await user.click(within(nav).getByRole('button', { name: 'Show Approvals pages', hidden: true }));
    const kinds = [
      ['Claims', '2', '?kind=claim'],
      ['Diaspora covers', '70', '?kind=diaspora'],
      ['Individual covers', '3', '?kind=customer'],
      ['Group covers', '0', '?kind=group'],
    ];
    for (const [name, count, search] of kinds) {
      const entry = within(nav).getByRole('link', { name: new RegExp(`^${name}`), hidden: true });
      expect(entry).toHaveTextContent(`${name}${count}${count} waiting`);
      expect(entry).toHaveAttribute('href', `/dashboard/approvals${search}`);
    }
    app.unmount();
  });

  it('marks the kind shown in the inbox as the current page', async () => {
    const app = await openInbox(CHECKER, '/dashboard/approvals?kind=customer');
    await app.counts(COUNTS);
    const nav = await menu();
    const individuals = await within(nav).findByRole('link', { name: /^Individual covers/, hidden: true });
    expect(individuals).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: /^Claims/, hidden: true })).not.toHaveAttribute(
      'aria-current',
    );
    app.unmount();
  });

  it('carries no badge when nothing waits', async () => {
    const app = await openInbox(CHECKER, '/dashboard/customers/diasporas/in-progress');
    await app.counts({ claim: 0, diaspora: 0, customer: 0, group: 0 });
    const link = await within(await menu()).findByRole('link', { name: /^Approvals/, hidden: true });
    const queryClient = await app.queries.load();
    await waitFor(() => expect(queryClient.getQueryData(['approvals', 'counts'])).toBeDefined());
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
    expect(app.api.seen.filter((r) => r.path.startsWith('/approvals'))).toHaveLength(0);
    app.unmount();
  });
});

describe('a results file in the approval inbox', () => {
  const RESULTS = {
    kind: 'results-file',
    id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
    name: 'core-results-march.csv',
    maker: OFFICER_REF,
    since: '2024-03-08T08:00:00.000Z',
    paymentDueAt: null,
    claim: null,
    change: null,
    duplicate: null,
    resultsFile: {
      rows: 3,
      accepted: 2,
      applied: 0,
      alreadyApplied: 0,
      refused: 1,
      paid: { premiums: 2, amount: 50_000 },
      failed: { premiums: 0, amount: 0 },
      records: { customer: 1, diaspora: 1, group: 0 },
      refusedReasons: [{ reason: 'Unknown reference: no premium has it', rows: 1 }],
    },
  };
  const RESULTS_CHECKER = {
    ...CHECKER,
    role: { ...CHECKER.role, permissions: [...CHECKER.role.permissions, { name: 'premiums.approve' }] },
    permissions: [...APPROVER_PERMISSIONS, 'premiums.approve'],
  };

  it('says what it changes, links to its review, and is approved through its own decision call', async () => {
    const app = await openInbox(RESULTS_CHECKER);
    await app.counts(COUNTS);
    await app.inbox(page([RESULTS]));
    const row = (await rowsOf())[0] as HTMLElement;
    expect(
      within(row).getByText('2 premiums paid (Tsh 50,000), 0 debits failed, 1 rows refused'),
    ).toBeInTheDocument();
    const link = within(row).getByRole('link', { name: 'core-results-march.csv' });
    expect(link).toHaveAttribute('href', `/dashboard/premiums?file=${RESULTS.id}`);
    expect(link).toHaveAttribute('title', 'Review the results file core-results-march.csv');

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Approve core-results-march.csv' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve results file' });
    expect(
      within(dialog).getByText(
        /^Apply core-results-march\.csv\? 2 premiums will be marked paid \(Tsh 50,000\)/,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Approve' }));
    const post = await app.api.next('POST', `/premiums/results/${RESULTS.id}/decision`);
    expect(post.body).toEqual({ decision: 'approve' });
    post.resolve(Response.json({ data: {} }));
    expect(
      await screen.findByText('The results file core-results-march.csv is approved: it is being applied.'),
    ).toBeInTheDocument();
    app.unmount();
  });
});

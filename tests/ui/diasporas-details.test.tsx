import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeApi, STAFF, storeSession } from './fake-api';
import { renderApp } from './render-app';

const LIST = '/dashboard/customers/diasporas/in-progress';
const ID = '5b1f0d8e-2c4a-4f7e-9d3b-1a2b3c4d5e6f';
const PROOF_ID = '9d4c3b2a-1f0e-4d8c-9b7a-6f5e4d3c2b1a';
const OBJECT_URL = 'blob:http://portal.test/3f1e2d';

// jsdom has no object URLs; the panel turns the fetched document into one.
const createObjectURL = vi.fn((_blob: Blob) => OBJECT_URL);
const revokeObjectURL = vi.fn();
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeAll(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});
afterAll(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});
afterEach(() => {
  localStorage.clear();
  createObjectURL.mockClear();
});

const DETAIL = {
  diasporaId: ID,
  firstName: 'Baraka',
  middleName: 'Elia',
  lastName: 'Kimaro',
  email: 'baraka.kimaro@example.co.uk',
  mobile: '+44 7700 900123',
  dob: '1984-07-19',
  sex: 'male',
  maritalStatus: 'married',
  idType: 3,
  idTypeName: 'PASSPORT_ID',
  idNumber: 'TZ1234567',
  accountNumber: '0150123456789',
  idCopy: null,
  address: 'London, United Kingdom',
  status: 'in-progress',
  enrolledBy: 'staff',
  beneficiaries: [
    {
      beneficiaryId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      firstName: 'Rehema',
      middleName: null,
      lastName: 'Kimaro',
      sex: 'female',
      dob: '1987-02-11',
      relationship: 2,
      relationshipName: 'SPOUSE',
      copyOfProof: `/api/v1/files/${PROOF_ID}`,
    },
    {
      beneficiaryId: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
      firstName: 'Amani',
      middleName: null,
      lastName: 'Kimaro',
      sex: 'male',
      dob: '2016-09-03',
      relationship: 3,
      relationshipName: 'CHILD',
      copyOfProof: null,
    },
  ],
  totalClaim: 0,
  createdAt: '2024-03-05T09:30:00.000Z',
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
  claims: [],
};

const EMPTY_LIST = { data: [], pagination: { totalCount: 0, totalPages: 0, currentPage: 1, perPage: 10 } };

async function openPanel(path = `${LIST}/${ID}?search=kimaro`) {
  const api = new FakeApi();
  storeSession();
  const app = renderApp(path, { fetch: api.fetch });
  (await app.queries.load()).setQueryDefaults(['diasporas'], { retry: false });
  await api.respond('GET', '/auth/me', 200, { data: STAFF });
  await api.respond('GET', '/diasporas', 200, EMPTY_LIST);
  return { ...app, api, location: () => app.router.state.location };
}

const section = (panel: HTMLElement, name: string) => within(panel).getByRole('region', { name });

describe('the diaspora details panel', () => {
  it('shows a loading skeleton, then the customer, identification and declared beneficiaries', async () => {
    const app = await openPanel();
    const panel = await screen.findByRole('dialog', { name: 'Diaspora details' });
    expect(within(panel).getByRole('status', { name: 'Loading the customer…' })).toBeInTheDocument();
    await app.api.respond('GET', `/diasporas/${ID}`, 200, { data: DETAIL });

    expect(await within(panel).findByText('Baraka Elia Kimaro')).toBeInTheDocument();
    await app.api.respond('GET', `/diasporas/${ID}/history`, 200, { entries: [] });
    // The premiums: the balance, the failed debit with its reason, and the standing.
    await app.api.respond('GET', `/diasporas/${ID}/premiums`, 200, {
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
    // Each field is a term and its definition.
    const value = (scope: HTMLElement, label: string) =>
      within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value(basic, 'Account number')).toBe('0150123456789');
    expect(value(basic, 'Phone number')).toBe('+44 7700 900123');
    expect(value(basic, 'Email')).toBe('baraka.kimaro@example.co.uk');
    expect(value(basic, 'Address')).toBe('London, United Kingdom');
    expect(value(basic, 'Date of birth')).toBe('Jul 19, 1984');
    expect(value(basic, 'Gender')).toBe('Male');

    const identification = section(panel, 'Identification');
    expect(value(identification, 'ID type')).toBe('Passport');
    expect(value(identification, 'ID number')).toBe('TZ1234567');
    expect(value(identification, 'ID copy')).toBe('No Attachment');

    const beneficiaries = section(panel, 'Beneficiaries Declared');
    expect(within(beneficiaries).getByText('2 declared')).toBeInTheDocument();
    const rehema = within(beneficiaries).getByRole('listitem', { name: 'Rehema Kimaro' });
    expect(within(rehema).getByText('spouse')).toBeInTheDocument();
    expect(value(rehema, 'Sex')).toBe('Female');
    expect(value(rehema, 'DoB')).toBe('Feb 11, 1987');
    expect(within(rehema).getByRole('button', { name: 'Proof of relationship' })).toBeInTheDocument();
    const amani = within(beneficiaries).getByRole('listitem', { name: 'Amani Kimaro' });
    expect(within(amani).getByText('child')).toBeInTheDocument();
    expect(value(amani, 'Proof')).toBe('No Attachment');
    app.unmount();
  });

  it('reads a proof of relationship with the staff token and previews the image', async () => {
    const app = await openPanel();
    await app.api.respond('GET', `/diasporas/${ID}`, 200, { data: DETAIL });
    const panel = await screen.findByRole('dialog', { name: 'Diaspora details' });
    const user = userEvent.setup();
    await user.click(await within(panel).findByRole('button', { name: 'Proof of relationship' }));
    expect(await within(panel).findByText('Opening…')).toBeInTheDocument();

    const request = await app.api.next('GET', `/files/${PROOF_ID}`);
    expect(request.headers.get('Authorization')).toBe('Bearer stf_stored_token');
    request.resolve(
      new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
        status: 200,
        headers: { 'content-type': 'image/png' },
      }),
    );

    const preview = await within(panel).findByRole('img', { name: 'Preview of Proof of relationship' });
    expect(preview).toHaveAttribute('src', OBJECT_URL);
    expect(createObjectURL.mock.calls[0]?.[0].type).toBe('image/png');
    expect(within(panel).getByRole('link', { name: 'Open in new tab' })).toHaveAttribute('href', OBJECT_URL);
    await user.click(within(panel).getByRole('button', { name: 'Hide preview' }));
    expect(within(panel).queryByRole('img', { name: /Preview/ })).toBeNull();
    app.unmount();
  });

  it('says when a document cannot be read', async () => {
    const app = await openPanel();
    await app.api.respond('GET', `/diasporas/${ID}`, 200, { data: DETAIL });
    const panel = await screen.findByRole('dialog', { name: 'Diaspora details' });
    await userEvent
      .setup()
      .click(await within(panel).findByRole('button', { name: 'Proof of relationship' }));
    await app.api.failNetwork('GET', `/files/${PROOF_ID}`);
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'The document could not be opened: Oops we are having trouble to connect with server',
    );
    app.unmount();
  });

  it('closes with the close button back to the list, keeping the search', async () => {
    const app = await openPanel();
    await app.api.respond('GET', `/diasporas/${ID}`, 200, { data: DETAIL });
    const panel = await screen.findByRole('dialog', { name: 'Diaspora details' });
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(app.location().pathname).toBe(LIST));
    expect(app.location().search).toEqual({ search: 'kimaro' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('searchbox')).toHaveValue('kimaro');
    app.unmount();
  });

  it('closes on Escape, keeping the page and search', async () => {
    const app = await openPanel(`${LIST}/${ID}?page=2&search=kimaro`);
    await app.api.respond('GET', `/diasporas/${ID}`, 200, { data: DETAIL });
    await screen.findByRole('dialog', { name: 'Diaspora details' });
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(app.location().pathname).toBe(LIST));
    expect(app.location().search).toEqual({ page: 2, search: 'kimaro' });
    app.unmount();
  });

  it('opens from the list and says clearly when the customer does not exist', async () => {
    const api = new FakeApi();
    storeSession();
    const app = renderApp(`${LIST}?search=kim`, { fetch: api.fetch });
    (await app.queries.load()).setQueryDefaults(['diasporas'], { retry: false });
    await api.respond('GET', '/auth/me', 200, { data: STAFF });
    const { beneficiaries: _b, idType: _t, idTypeName: _n, ...item } = DETAIL;
    await api.respond('GET', '/diasporas', 200, {
      data: [{ ...item, beneficiaryCount: 2 }],
      pagination: { totalCount: 1, totalPages: 1, currentPage: 1, perPage: 10 },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'View Baraka E. Kimaro' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe(`${LIST}/${ID}`));
    expect(app.router.state.location.search).toEqual({ search: 'kim' });
    await api.respond('GET', `/diasporas/${ID}`, 404, {
      respMsg: 'Diaspora customer not found',
      messages: {},
      status: 404,
    });
    const panel = await screen.findByRole('dialog', { name: 'Diaspora details' });
    expect(await within(panel).findByText('This diaspora customer was not found')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Back to the list' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe(LIST));
    expect(app.router.state.location.search).toEqual({ search: 'kim' });
    app.unmount();
  });
});

describe('a search typed just before opening a customer', () => {
  it('keeps the details panel open when the debounced search lands', async () => {
    const api = new FakeApi();
    storeSession();
    const app = renderApp(LIST, { fetch: api.fetch });
    (await app.queries.load()).setQueryDefaults(['diasporas'], { retry: false });
    await api.respond('GET', '/auth/me', 200, { data: STAFF });
    await api.respond('GET', '/diasporas', 200, EMPTY_LIST);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox'), 'Kim');
    // Open a customer before the 300 ms pause is over.
    await app.router.navigate({ href: `${LIST}/${ID}` });
    await api.respond('GET', `/diasporas/${ID}`, 200, { data: DETAIL });
    await screen.findByRole('dialog', { name: 'Diaspora details' });
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ search: 'kim' }));
    expect(app.router.state.location.pathname).toBe(`${LIST}/${ID}`);
    expect(screen.getByRole('dialog', { name: 'Diaspora details' })).toBeInTheDocument();
    app.unmount();
  });
});

describe('a cover lapsed for unpaid premiums', () => {
  const CHECKER = {
    ...STAFF,
    role: { name: 'admin', permissions: [] },
    permissions: [...STAFF.permissions, 'diasporas.status', 'diasporas.approve'],
  };
  const LAPSED = {
    ...DETAIL,
    status: 'uncovered',
    cover: { ...DETAIL.cover, status: 'uncovered', statusReason: 'premiums unpaid', makerIds: [] },
  };
  const ledger = (unpaidAmount: number) => ({
    data: {
      premiums: [],
      balance: {
        paidAmount: 0,
        unpaidAmount,
        unpaidCount: unpaidAmount > 0 ? 2 : 0,
        oldestUnpaid: unpaidAmount > 0 ? '2026-08-05' : null,
        inArrears: unpaidAmount > 0,
        graceEnds: unpaidAmount > 0 ? '2026-09-04' : null,
        graceDays: 30,
        nextDueDate: null,
      },
    },
  });

  async function openLapsed(unpaidAmount: number) {
    const api = new FakeApi();
    storeSession(CHECKER);
    const app = renderApp(`/dashboard/customers/diasporas/uncovered/${ID}`, { fetch: api.fetch });
    (await app.queries.load()).setQueryDefaults(['diasporas'], { retry: false });
    await api.respond('GET', '/auth/me', 200, { data: CHECKER });
    await api.respond('GET', '/diasporas', 200, EMPTY_LIST);
    const panel = await screen.findByRole('dialog', { name: 'Diaspora details' });
    await api.respond('GET', `/diasporas/${ID}`, 200, { data: LAPSED });
    // The cover section and the premiums section both read the ledger.
    await api.respond('GET', `/diasporas/${ID}/premiums`, 200, ledger(unpaidAmount));
    return { panel, api };
  }

  it('is not offered reinstatement while the premiums are unpaid, and says what is owed', async () => {
    const { panel } = await openLapsed(50_000);
    const cover = section(panel, 'Cover');
    expect(
      await within(cover).findByText(
        'The cover lapsed with premiums unpaid: it can be reinstated once the Tsh 50,000 owed is paid, within the reinstatement window',
      ),
    ).toBeInTheDocument();
    expect(within(cover).queryByRole('button', { name: 'Reinstate' })).toBeNull();
    expect(within(cover).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });

  it('is offered reinstatement once they are paid', async () => {
    const { panel } = await openLapsed(0);
    const cover = section(panel, 'Cover');
    expect(await within(cover).findByRole('button', { name: 'Reinstate' })).toBeInTheDocument();
  });
});

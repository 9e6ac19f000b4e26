import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeApi, STAFF, storeSession } from './fake-api';
import { listPage, openListScreen } from './open-list';
import { renderApp } from './render-app';

/** Staff see what the public enrolment never says: an enrolment that may duplicate a customer. */
afterEach(() => localStorage.clear());

const LIST = '/dashboard/customers/diasporas/in-progress';
const FLAGGED_ID = '5b1f0d8e-2c4a-4f7e-9d3b-1a2b3c4d5e6f';
const PLAIN_ID = '7c2e1f9a-3d5b-4a8c-8e4f-2b3c4d5e6f70';
const ORIGINAL_ID = '1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b';

const listRow = (diasporaId: string, firstName: string, possibleDuplicate: boolean) => ({
  diasporaId,
  firstName,
  middleName: null,
  lastName: 'Kimaro',
  email: `${firstName.toLowerCase()}.kimaro@example.co.uk`,
  mobile: '+44 7700 900123',
  sex: 'male',
  accountNumber: '0150123456789',
  status: 'in-progress',
  beneficiaryCount: 1,
  totalClaim: 0,
  createdAt: '2024-03-05T09:30:00.000Z',
  expiryAt: null,
  possibleDuplicate,
});

const DETAIL = {
  ...listRow(FLAGGED_ID, 'Baraka', true),
  dob: '1984-07-19',
  maritalStatus: 'married',
  idType: 3,
  idTypeName: 'PASSPORT_ID',
  idNumber: 'TZ1234567',
  idCopy: null,
  address: 'London, United Kingdom',
  enrolledBy: 'self',
  policy: null,
  beneficiaries: [],
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
  pendingChange: null,
  duplicates: [
    {
      kind: 'diaspora',
      recordId: ORIGINAL_ID,
      name: 'Baraka Kimaro',
      status: 'covered',
      matchedOn: ['idNumber', 'email'],
    },
    {
      kind: 'customer',
      recordId: PLAIN_ID,
      name: 'Juma Mwakyusa',
      status: 'in-progress',
      matchedOn: ['email'],
    },
  ],
};

const APPROVER = {
  ...STAFF,
  role: { name: 'admin', permissions: [{ name: 'diasporas.read' }, { name: 'diasporas.approve' }] },
  permissions: ['diasporas.read', 'diasporas.approve', 'diasporas.status'],
};

const inboxItem = (id: string, name: string, duplicate: boolean) => ({
  kind: 'diaspora',
  id,
  name,
  maker: null,
  since: '2024-03-06T10:00:00.000Z',
  paymentDueAt: null,
  claim: null,
  change: null,
  duplicate,
});

describe('a diaspora enrolment flagged as a possible duplicate', () => {
  it('carries a badge on its row of the diaspora list, and the others none', async () => {
    const app = await openListScreen(LIST, { queryKey: 'diasporas', listPath: '/diasporas' });
    await app.api.respond(
      'GET',
      '/diasporas',
      200,
      listPage('data', [listRow(FLAGGED_ID, 'Baraka', true), listRow(PLAIN_ID, 'Zawadi', false)], 10),
    );
    const table = await screen.findByRole('table', { name: 'Diaspora customers' });
    const [, flagged, plain] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(flagged as HTMLElement).getByText('Possible duplicate')).toBeInTheDocument();
    expect(within(plain as HTMLElement).queryByText('Possible duplicate')).toBeNull();
    app.unmount();
  });

  it('says on its details panel which records it may duplicate, and on what', async () => {
    const api = new FakeApi();
    storeSession();
    const app = renderApp(`${LIST}/${FLAGGED_ID}`, { fetch: api.fetch });
    (await app.queries.load()).setQueryDefaults(['diasporas'], { retry: false });
    await api.respond('GET', '/auth/me', 200, { data: STAFF });
    await api.respond('GET', '/diasporas', 200, listPage('data', [], 10));
    await api.respond('GET', `/diasporas/${FLAGGED_ID}`, 200, { data: DETAIL });
    const panel = await screen.findByRole('dialog', { name: 'Diaspora details' });
    const notice = await within(panel).findByRole('region', { name: 'Possible duplicate' });
    expect(within(notice).getByText(/Check it is not the same person/)).toBeInTheDocument();
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Baraka Kimaro, diaspora customer (Covered): same ID number and email',
      'Juma Mwakyusa, individual customer (In-progress): same email',
    ]);
    app.unmount();
  });

  it('shows no notice on an enrolment that is not flagged', async () => {
    const api = new FakeApi();
    storeSession();
    const app = renderApp(`${LIST}/${FLAGGED_ID}`, { fetch: api.fetch });
    (await app.queries.load()).setQueryDefaults(['diasporas'], { retry: false });
    await api.respond('GET', '/auth/me', 200, { data: STAFF });
    await api.respond('GET', '/diasporas', 200, listPage('data', [], 10));
    await api.respond('GET', `/diasporas/${FLAGGED_ID}`, 200, {
      data: { ...DETAIL, possibleDuplicate: false, duplicates: [] },
    });
    const panel = await screen.findByRole('dialog', { name: 'Diaspora details' });
    expect(await within(panel).findByText('Baraka Kimaro')).toBeInTheDocument();
    expect(within(panel).queryByText('Possible duplicate')).toBeNull();
    app.unmount();
  });

  it('carries a badge on its row of the approvals inbox', async () => {
    const api = new FakeApi();
    storeSession(APPROVER);
    const app = renderApp('/dashboard/approvals', { fetch: api.fetch });
    (await app.queries.load()).setQueryDefaults(['approvals'], { retry: false });
    await api.respond('GET', '/auth/me', 200, { data: APPROVER });
    await api.respond('GET', '/approvals', 200, {
      items: [inboxItem(FLAGGED_ID, 'Baraka Kimaro', true), inboxItem(PLAIN_ID, 'Zawadi Kimaro', false)],
      total: 2,
      nextCursor: null,
      counts: [{ kind: 'diaspora', waiting: 2 }],
    });
    const table = await screen.findByRole('table', { name: 'Waiting for approval' });
    const [, flagged, plain] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(flagged as HTMLElement).getByText('Possible duplicate')).toBeInTheDocument();
    expect(within(plain as HTMLElement).queryByText('Possible duplicate')).toBeNull();
    app.unmount();
  });
});

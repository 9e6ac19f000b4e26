import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, STAFF, storeSession } from './fake-api';
import { UploadXhr } from './group-registration-helpers';
import { renderApp } from './render-app';

const LIST = '/dashboard/customers/diasporas/covered';
const ID = '5b1f0d8e-2c4a-4f7e-9d3b-1a2b3c4d5e6f';
const SPOUSE_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const CHILD_ID = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';
const POLICY_ID = '6e5d4c3b-2a1f-4e0d-9c8b-7a6f5e4d3c2b';
const SUBMITTED_ID = 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f';
const APPROVED_ID = 'd2e3f4a5-b6c7-4d8e-9f0a-1b2c3d4e5f6a';
const ADMIN_ID = '7c6b5a49-3827-4165-9f8e-7d6c5b4a3928';
const DOCUMENT = { url: '/api/v1/files/3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b', name: 'death-certificate.pdf' };

const person = (userId: string, permissions: string[]) => ({
  ...STAFF,
  userId,
  role: { name: 'staff', permissions: permissions.map((name) => ({ name })) },
  permissions,
});
/** Records claims and adds documents; STAFF's id, so the submitter of SUBMITTED_ID. */
const OFFICER = person(STAFF.userId, ['diasporas.read', 'claims.read', 'claims.create']);
/** Decides and pays claims, and is someone else. */
const ADMIN = person(ADMIN_ID, [
  'diasporas.read',
  'claims.read',
  'claims.create',
  'claims.approve',
  'claims.pay',
]);
const VIEWER = person(ADMIN_ID, ['diasporas.read', 'claims.read']);

// The rules count days from today: today is pinned.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2025-06-10T10:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

const COVERED = {
  status: 'covered',
  coverStartDate: '2025-01-01',
  waitingPeriodEnd: '2025-04-01',
  expiryAt: '2026-01-01T00:00:00.000Z',
  statusReason: null,
  makerId: STAFF.userId,
  makerIds: [STAFF.userId],
  checkerId: ADMIN_ID,
};

function summary(overrides: Record<string, unknown> = {}) {
  return {
    claimId: SUBMITTED_ID,
    amount: 2_000_000,
    status: 'submitted',
    type: 'repatriation',
    eventDate: '2025-06-01',
    insuredName: 'Rehema Kimaro',
    paymentDueAt: null,
    submittedById: STAFF.userId,
    makerIds: [STAFF.userId],
    createdAt: '2025-06-02T09:00:00.000Z',
    ...overrides,
  };
}

function claim(overrides: Record<string, unknown> = {}) {
  const { submittedById: _recordedBy, ...fields } = summary();
  return {
    ...fields,
    holderKind: 'diaspora',
    holderId: ID,
    holderName: 'Baraka Kimaro',
    insuredRelationship: 'spouse',
    beneficiaryId: SPOUSE_ID,
    submittedBy: { userId: STAFF.userId, name: 'Amina Mwakyusa' },
    decidedBy: null,
    decidedAt: null,
    rejectedReason: null,
    paidAt: null,
    documents: [],
    lastDocumentAt: null,
    ...overrides,
  };
}

function detail(overrides: Record<string, unknown> = {}) {
  return {
    diasporaId: ID,
    firstName: 'Baraka',
    middleName: null,
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
    status: 'covered',
    enrolledBy: 'staff',
    policy: { policyId: POLICY_ID, name: 'Diaspora Repatriation Cover' },
    beneficiaries: [
      {
        beneficiaryId: SPOUSE_ID,
        firstName: 'Rehema',
        middleName: null,
        lastName: 'Kimaro',
        sex: 'female',
        dob: '1987-02-11',
        relationship: 2,
        relationshipName: 'SPOUSE',
        copyOfProof: null,
      },
      {
        beneficiaryId: CHILD_ID,
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
    expiryAt: COVERED.expiryAt,
    cover: COVERED,
    claims: [],
    ...overrides,
  };
}

const POLICIES = {
  policies: [
    {
      policyId: POLICY_ID,
      name: 'Diaspora Repatriation Cover',
      kind: 'diaspora',
      premium: 25_000,
      annualPremium: 300_000,
      terms: '',
      memberBenefit: 50_000_000,
      spouseBenefit: 50_000_000,
      childBenefit: 50_000_000,
      parentBenefit: 0,
      parentInLawBenefit: 0,
      maximumBenefit: 50_000_000,
      funeralLumpSum: 5_000_000,
    },
  ],
  pagination: { totalCount: 1, totalPages: 1, currentPage: 1, perPage: 10 },
};

const EMPTY_LIST = { data: [], pagination: { totalCount: 0, totalPages: 0, currentPage: 1, perPage: 10 } };

async function openPanel(user: typeof STAFF, record = detail()) {
  const api = new FakeApi();
  storeSession(user);
  const app = renderApp(`${LIST}/${ID}`, { fetch: api.fetch });
  const queryClient = await app.queries.load();
  for (const key of ['diasporas', 'claims', 'history']) queryClient.setQueryDefaults([key], { retry: false });
  await api.respond('GET', '/auth/me', 200, { data: user });
  await api.respond('GET', '/diasporas', 200, EMPTY_LIST);
  await api.respond('GET', `/diasporas/${ID}`, 200, { data: record });
  const panel = await screen.findByRole('dialog', { name: 'Diaspora details' });
  const claims = await within(panel).findByRole('region', { name: 'Claims' });
  return { ...app, api, panel, claims };
}

/** Opens the claim form and, when asked, answers the look-up of the policy's figures. */
async function openForm(app: Awaited<ReturnType<typeof openPanel>>, figures = false) {
  const user = userEvent.setup();
  await user.click(within(app.claims).getByRole('button', { name: 'Record claim' }));
  const form = await screen.findByRole('dialog', { name: 'Record a claim' });
  if (figures) await app.api.respond('GET', '/policies', 200, POLICIES);
  return { user, form };
}

const eventDate = (form: HTMLElement) => within(form).getByLabelText(/^Event date/);
const amount = (form: HTMLElement) => within(form).getByLabelText(/^Amount/);
const claimRequests = (api: FakeApi) => api.seen.filter((seen) => seen.method === 'POST');

async function fillClaim(
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  values: { insured?: string; type: string; date: string; amount: string },
) {
  if (values.insured)
    await user.selectOptions(within(form).getByLabelText(/^Insured person/), values.insured);
  await user.selectOptions(within(form).getByLabelText(/^Claim type/), values.type);
  fireEvent.change(eventDate(form), { target: { name: 'eventDate', value: values.date } });
  await user.clear(amount(form));
  await user.type(amount(form), values.amount);
}

describe('recording a claim', () => {
  it("posts the spouse's claim with an idempotency key and shows it once recorded", async () => {
    const app = await openPanel(OFFICER);
    const { user, form } = await openForm(app, true);
    const insured = within(form).getByLabelText(/^Insured person/);
    expect(
      within(insured)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose', 'Baraka Kimaro (holder)', 'Rehema Kimaro (spouse)', 'Amani Kimaro (child)']);
    expect(eventDate(form)).toHaveAttribute('max', '2025-06-10');
    await fillClaim(user, form, {
      insured: 'Rehema Kimaro (spouse)',
      type: 'Repatriation with escort ticket',
      date: '2025-06-01',
      amount: '2000000',
    });
    await user.click(within(form).getByRole('button', { name: 'Record claim' }));

    const request = await app.api.respond('POST', '/claims', 201, { data: claim() });
    expect(request.body).toEqual({
      holderKind: 'diaspora',
      holderId: ID,
      beneficiaryId: SPOUSE_ID,
      type: 'repatriation',
      eventDate: '2025-06-01',
      amount: 2_000_000,
    });
    expect(request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record a claim' })).toBeNull());

    // The record is read again and shows the new claim and total.
    await app.api.respond('GET', `/diasporas/${ID}`, 200, {
      data: detail({ claims: [summary()], totalClaim: 2_000_000 }),
    });
    const list = await within(app.claims).findByRole('list', { name: 'Claims' });
    expect(within(list).getByRole('listitem').textContent).toBe(
      'Rehema Kimaro · Repatriation with escort ticketTsh 2,000,000Event on Jun 01, 2025SubmittedDetails',
    );
    expect(within(app.claims).getAllByText('Tsh 2,000,000')).toHaveLength(2);
    app.unmount();
  });

  it('refuses a future or too old event date next to the field, without asking the server', async () => {
    const app = await openPanel(OFFICER);
    const { user, form } = await openForm(app);
    await fillClaim(user, form, { type: 'Funeral lump sum', date: '2025-06-11', amount: '1000000' });
    await user.click(within(form).getByRole('button', { name: 'Record claim' }));
    await waitFor(() =>
      expect(eventDate(form)).toHaveAccessibleDescription('The event date cannot be in the future'),
    );

    fireEvent.change(eventDate(form), { target: { name: 'eventDate', value: '2025-05-10' } });
    await user.click(within(form).getByRole('button', { name: 'Record claim' }));
    await waitFor(() =>
      expect(eventDate(form)).toHaveAccessibleDescription(
        'A claim must be notified within 30 days of the event',
      ),
    );
    expect(claimRequests(app.api)).toEqual([]);
    app.unmount();
  });

  it('refuses a claim for a child declared later, inside their own waiting period, without asking the server', async () => {
    // The cover started in January; the child was declared by a change approved on May 20.
    const record = detail();
    const beneficiaries = record.beneficiaries.map((person) =>
      person.beneficiaryId === CHILD_ID ? { ...person, joinedOn: '2025-05-20' } : person,
    );
    const app = await openPanel(OFFICER, { ...record, beneficiaries } as ReturnType<typeof detail>);
    const { user, form } = await openForm(app);
    await fillClaim(user, form, {
      insured: 'Amani Kimaro (child)',
      type: 'Funeral lump sum',
      date: '2025-06-01',
      amount: '1000000',
    });
    await user.click(within(form).getByRole('button', { name: 'Record claim' }));
    await waitFor(() =>
      expect(eventDate(form)).toHaveAccessibleDescription(
        'The event happened within the waiting period of the cover',
      ),
    );
    expect(claimRequests(app.api)).toEqual([]);
    app.unmount();
  });

  it("refuses a funeral claim over the policy's lump sum once the figure is known", async () => {
    const app = await openPanel(OFFICER, detail({ totalClaim: 48_000_000 }));
    const { user, form } = await openForm(app, true);
    await fillClaim(user, form, { type: 'Funeral lump sum', date: '2025-06-01', amount: '6000000' });
    await user.click(within(form).getByRole('button', { name: 'Record claim' }));
    await waitFor(() =>
      expect(amount(form)).toHaveAccessibleDescription('The funeral lump sum is at most Tsh 5,000,000'),
    );
    // Repatriation has no lump sum, but only Tsh 2,000,000 of the maximum benefit remains.
    await user.selectOptions(within(form).getByLabelText(/^Claim type/), 'Repatriation with escort ticket');
    await user.click(within(form).getByRole('button', { name: 'Record claim' }));
    await waitFor(() =>
      expect(amount(form)).toHaveAccessibleDescription(
        'The amount is more than the remaining benefit of Tsh 2,000,000',
      ),
    );
    expect(claimRequests(app.api)).toEqual([]);
    app.unmount();
  });

  it("shows the server's message next to the amount, keeps the values and retries with the same key", async () => {
    const app = await openPanel(OFFICER);
    const { user, form } = await openForm(app);
    await fillClaim(user, form, {
      type: 'Repatriation with escort ticket',
      date: '2025-06-01',
      amount: '2000000',
    });
    await user.click(within(form).getByRole('button', { name: 'Record claim' }));
    const first = await app.api.respond('POST', '/claims', 400, {
      respMsg: 'Validation failed',
      messages: { amount: 'The amount is more than the remaining benefit of Tsh 1,000,000' },
      status: 400,
    });
    expect(first.body).toMatchObject({ holderKind: 'diaspora', holderId: ID, amount: 2_000_000 });
    expect(first.body).not.toHaveProperty('beneficiaryId');
    await waitFor(() =>
      expect(amount(form)).toHaveAccessibleDescription(
        'The amount is more than the remaining benefit of Tsh 1,000,000',
      ),
    );
    expect(amount(form)).toHaveValue(2_000_000);
    expect(eventDate(form)).toHaveValue('2025-06-01');
    expect(within(form).getByLabelText(/^Claim type/)).toHaveValue('repatriation');

    await user.clear(amount(form));
    await user.type(amount(form), '900000');
    await user.click(within(form).getByRole('button', { name: 'Record claim' }));
    const second = await app.api.respond('POST', '/claims', 201, { data: claim({ amount: 900_000 }) });
    expect(second.body).toMatchObject({ amount: 900_000 });
    expect(second.headers.get('Idempotency-Key')).toBe(first.headers.get('Idempotency-Key'));
    app.unmount();
  });

  it("places a 'not covered' answer next to the insured person", async () => {
    const app = await openPanel(OFFICER);
    const { user, form } = await openForm(app);
    await fillClaim(user, form, {
      type: 'Repatriation with escort ticket',
      date: '2025-06-01',
      amount: '1000',
    });
    await user.click(within(form).getByRole('button', { name: 'Record claim' }));
    await app.api.respond('POST', '/claims', 409, {
      respMsg: 'Only a covered record can claim',
      messages: { holderId: 'Only a covered record can claim' },
      status: 409,
    });
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Insured person/)).toHaveAccessibleDescription(
        'Only a covered record can claim',
      ),
    );
    app.unmount();
  });

  it("hides 'Record claim' on a record that is not covered, and from a viewer", async () => {
    const uncovered = await openPanel(
      OFFICER,
      detail({ status: 'in-progress', cover: { ...COVERED, status: 'in-progress' } }),
    );
    expect(within(uncovered.claims).getByText('No claims yet')).toBeInTheDocument();
    expect(within(uncovered.claims).queryByRole('button', { name: 'Record claim' })).toBeNull();
    uncovered.unmount();
    localStorage.clear();

    const viewer = await openPanel(VIEWER);
    expect(within(viewer.claims).queryByRole('button', { name: 'Record claim' })).toBeNull();
    viewer.unmount();
  });

  it('shows no claims section to a staff user without claims.read, whose answer carries none', async () => {
    const api = new FakeApi();
    storeSession(person(ADMIN_ID, ['diasporas.read']));
    const app = renderApp(`${LIST}/${ID}`, { fetch: api.fetch });
    (await app.queries.load()).setQueryDefaults(['diasporas'], { retry: false });
    await api.respond('GET', '/auth/me', 200, { data: person(ADMIN_ID, ['diasporas.read']) });
    await api.respond('GET', '/diasporas', 200, EMPTY_LIST);
    const { claims: _claims, totalClaim: _totalClaim, ...withoutClaims } = detail();
    await api.respond('GET', `/diasporas/${ID}`, 200, { data: withoutClaims });
    const panel = await screen.findByRole('dialog', { name: 'Diaspora details' });
    expect(await within(panel).findByRole('region', { name: 'Beneficiaries Declared' })).toBeInTheDocument();
    expect(within(panel).queryByRole('region', { name: 'Claims' })).toBeNull();
    app.unmount();
  });
});

describe('the steps of a claim', () => {
  const withClaims = detail({
    claims: [summary(), summary({ claimId: APPROVED_ID, status: 'approved', insuredName: 'Amani Kimaro' })],
    totalClaim: 4_000_000,
  });

  async function openClaim(app: Awaited<ReturnType<typeof openPanel>>, name: string, body: unknown) {
    const user = userEvent.setup();
    await user.click(within(app.claims).getByRole('button', { name: `Details of the claim of ${name}` }));
    const id = (body as { claimId: string }).claimId;
    await app.api.respond('GET', `/claims/${id}`, 200, { data: body });
    const row = within(app.claims)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith(name)) as HTMLElement;
    await within(row).findByText('Submitted by');
    return { user, row };
  }

  const actions = (row: HTMLElement) =>
    within(row)
      .queryAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => text !== 'Hide details');

  it('offers a second staff user Approve, Reject and Add document on a submitted claim, and approves it', async () => {
    const app = await openPanel(ADMIN, withClaims);
    const { user, row } = await openClaim(app, 'Rehema Kimaro', claim());
    expect(actions(row)).toEqual(['Approve', 'Reject', 'Add document']);
    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve the claim' });
    expect(confirm).toHaveTextContent('Approve the claim of Tsh 2,000,000 for Rehema Kimaro?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Approve' }));
    const request = await app.api.respond('POST', `/claims/${SUBMITTED_ID}/decision`, 200, {
      data: claim({ status: 'approved', decidedBy: { userId: ADMIN_ID, name: 'Admin' } }),
    });
    expect(request.body).toEqual({ action: 'approve' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await within(row).findByText('Decided by')).toBeInTheDocument();
    expect(actions(row)).toEqual(['Mark paid', 'Add document']);
    // The record is read again for its totals and statuses.
    await app.api.next('GET', `/diasporas/${ID}`);
    app.unmount();
  });

  it('shows the server refusal when the approver recorded the claim after all', async () => {
    const app = await openPanel(ADMIN, withClaims);
    const { user, row } = await openClaim(app, 'Rehema Kimaro', claim());
    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve the claim' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Approve' }));
    await app.api.respond('POST', `/claims/${SUBMITTED_ID}/decision`, 403, {
      respMsg: 'A second staff user must approve: you recorded this claim',
      messages: {},
      status: 403,
    });
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'A second staff user must approve: you recorded this claim',
    );
    app.unmount();
  });

  it('hides Approve from the staff user who recorded the claim, who may still reject it with a reason', async () => {
    const submitter = person(STAFF.userId, ADMIN.permissions);
    const app = await openPanel(submitter, withClaims);
    const { user, row } = await openClaim(app, 'Rehema Kimaro', claim());
    expect(actions(row)).toEqual(['Reject', 'Add document']);
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the claim' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
    expect(
      await within(dialog).findByText('Please provide valid reason (3 to 500 characters)'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Duplicate of an earlier claim');
    await user.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
    const request = await app.api.respond('POST', `/claims/${SUBMITTED_ID}/decision`, 200, {
      data: claim({ status: 'rejected', rejectedReason: 'Duplicate of an earlier claim' }),
    });
    expect(request.body).toEqual({ action: 'reject', reason: 'Duplicate of an earlier claim' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject the claim' })).toBeNull());
    expect(await within(row).findByText('Duplicate of an earlier claim')).toBeInTheDocument();
    expect(actions(row)).toEqual([]);
    app.unmount();
  });

  it('lets the payer mark an approved claim paid', async () => {
    const app = await openPanel(ADMIN, withClaims);
    const approved = claim({
      claimId: APPROVED_ID,
      status: 'approved',
      insuredName: 'Amani Kimaro',
      decidedBy: { userId: ADMIN_ID, name: 'Admin' },
    });
    const { user, row } = await openClaim(app, 'Amani Kimaro', approved);
    expect(actions(row)).toEqual(['Mark paid', 'Add document']);
    await user.click(within(row).getByRole('button', { name: 'Mark paid' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Mark the claim paid' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Mark paid' }));
    const request = await app.api.respond('POST', `/claims/${APPROVED_ID}/payment`, 200, {
      data: { ...approved, status: 'paid', paidAt: '2025-06-10T10:00:00.000Z' },
    });
    expect(request.body).toBeUndefined();
    expect(await within(row).findByText('Paid on')).toBeInTheDocument();
    expect(actions(row)).toEqual([]);
    app.unmount();
  });

  it('gives an officer only Add document, and a viewer no action', async () => {
    const officer = await openPanel(OFFICER, withClaims);
    const first = await openClaim(
      officer,
      'Amani Kimaro',
      claim({ claimId: APPROVED_ID, status: 'approved' }),
    );
    expect(actions(first.row)).toEqual(['Add document']);
    officer.unmount();
    localStorage.clear();

    const viewer = await openPanel(VIEWER, withClaims);
    const second = await openClaim(viewer, 'Rehema Kimaro', claim());
    expect(actions(second.row)).toEqual([]);
    expect(within(second.row).queryByRole('group', { name: 'Actions on the claim' })).toBeNull();
    viewer.unmount();
  });
});

describe("a claim's next step on its row", () => {
  const withClaims = detail({
    claims: [summary(), summary({ claimId: APPROVED_ID, status: 'approved', insuredName: 'Amani Kimaro' })],
    totalClaim: 4_000_000,
  });
  const rowOf = (app: Awaited<ReturnType<typeof openPanel>>, name: string) =>
    within(app.claims)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith(name)) as HTMLElement;
  const buttons = (row: HTMLElement) =>
    within(row)
      .getAllByRole('button')
      .map((button) => button.textContent);

  it('offers a second staff user Approve on a submitted claim without opening it, then Mark paid', async () => {
    const app = await openPanel(ADMIN, withClaims);
    const user = userEvent.setup();
    const row = rowOf(app, 'Rehema Kimaro');
    expect(buttons(row)).toEqual(['Approve', 'Details']);
    const approve = within(row).getByRole('button', { name: 'Approve' });
    expect(approve).toHaveAccessibleDescription(
      /^Rehema Kimaro · Repatriation with escort ticketTsh 2,000,000/,
    );
    await user.click(approve);
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve the claim' });
    expect(confirm).toHaveTextContent('Approve the claim of Tsh 2,000,000 for Rehema Kimaro?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Approve' }));
    const request = await app.api.respond('POST', `/claims/${SUBMITTED_ID}/decision`, 200, {
      data: claim({ status: 'approved', decidedBy: { userId: ADMIN_ID, name: 'Admin' } }),
    });
    expect(request.body).toEqual({ action: 'approve' });
    // The next step at once, before the record is read again.
    await waitFor(() => expect(buttons(row)).toEqual(['Mark paid', 'Details']));
    expect(within(row).getByText('Approved')).toBeInTheDocument();
    expect(
      app.api.seen.some((seen) => seen.method === 'GET' && seen.path === `/claims/${SUBMITTED_ID}`),
    ).toBe(false);
    await app.api.next('GET', `/diasporas/${ID}`);
    app.unmount();
  });

  it('offers the payer Mark paid on an approved claim without opening it', async () => {
    const app = await openPanel(ADMIN, withClaims);
    const user = userEvent.setup();
    const row = rowOf(app, 'Amani Kimaro');
    expect(buttons(row)).toEqual(['Mark paid', 'Details']);
    await user.click(within(row).getByRole('button', { name: 'Mark paid' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Mark the claim paid' });
    expect(confirm).toHaveTextContent('Confirm that Tsh 2,000,000 was paid for the claim of Amani Kimaro.');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Mark paid' }));
    await app.api.respond('POST', `/claims/${APPROVED_ID}/payment`, 200, {
      data: claim({
        claimId: APPROVED_ID,
        status: 'paid',
        insuredName: 'Amani Kimaro',
        paidAt: '2025-06-10T10:00:00.000Z',
      }),
    });
    await waitFor(() => expect(buttons(row)).toEqual(['Details']));
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    app.unmount();
  });

  it('tells an approver who recorded the claim that another staff member approves, and offers others no step', async () => {
    const submitter = await openPanel(person(STAFF.userId, ADMIN.permissions), withClaims);
    const own = rowOf(submitter, 'Rehema Kimaro');
    expect(buttons(own)).toEqual(['Details']);
    expect(
      within(own).getByText('Another staff member approves: you recorded it or added a document to it'),
    ).toBeInTheDocument();
    expect(buttons(rowOf(submitter, 'Amani Kimaro'))).toEqual(['Mark paid', 'Details']);
    submitter.unmount();
    localStorage.clear();

    const officer = await openPanel(OFFICER, withClaims);
    expect(buttons(rowOf(officer, 'Rehema Kimaro'))).toEqual(['Details']);
    expect(buttons(rowOf(officer, 'Amani Kimaro'))).toEqual(['Details']);
    expect(within(officer.claims).queryByText(/Another staff member approves/)).toBeNull();
    officer.unmount();
  });

  it('offers no Approve to an approver who added a document to a claim someone else recorded', async () => {
    const documented = detail({
      claims: [summary({ makerIds: [ADMIN_ID, STAFF.userId] })],
      totalClaim: 2_000_000,
    });
    const app = await openPanel(ADMIN, documented);
    const row = rowOf(app, 'Rehema Kimaro');
    expect(buttons(row)).toEqual(['Details']);
    expect(
      within(row).getByText('Another staff member approves: you recorded it or added a document to it'),
    ).toBeInTheDocument();
    app.unmount();
  });
});

describe('documents and the payment due time', () => {
  const originalXhr = globalThis.XMLHttpRequest;
  beforeEach(() => {
    UploadXhr.uploads = [];
    UploadXhr.storedAt = { [DOCUMENT.name]: DOCUMENT.url };
    globalThis.XMLHttpRequest = UploadXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = originalXhr;
  });

  it('adds a document, after which the claim shows when payment is due', async () => {
    const app = await openPanel(OFFICER, detail({ claims: [summary()], totalClaim: 2_000_000 }));
    const user = userEvent.setup();
    expect(within(app.claims).queryByText(/Payment due by/)).toBeNull();
    await user.click(
      within(app.claims).getByRole('button', { name: 'Details of the claim of Rehema Kimaro' }),
    );
    await app.api.respond('GET', `/claims/${SUBMITTED_ID}`, 200, { data: claim() });
    expect(await within(app.claims).findByText('No documents yet')).toBeInTheDocument();
    await user.click(within(app.claims).getByRole('button', { name: 'Add document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a document to the claim' });
    await user.upload(
      within(dialog).getByLabelText(/^Document/),
      new File(['%PDF-1.7'], DOCUMENT.name, { type: 'application/pdf' }),
    );
    await within(dialog).findByRole('link', { name: DOCUMENT.name });
    expect(UploadXhr.uploads[0]?.headers.Authorization).toBe('Bearer stf_stored_token');
    await user.click(within(dialog).getByRole('button', { name: 'Add document' }));

    const due = '2025-06-12T10:00:00.000Z';
    const request = await app.api.respond('POST', `/claims/${SUBMITTED_ID}/documents`, 200, {
      data: claim({
        documents: [{ documentId: 'e1', kind: 'document', ...DOCUMENT, addedAt: '2025-06-10T10:00:00.000Z' }],
        lastDocumentAt: '2025-06-10T10:00:00.000Z',
        paymentDueAt: due,
      }),
    });
    expect(request.body).toEqual(DOCUMENT);
    // Sent twice (a double click, a retry), the document is added once.
    expect(request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add a document to the claim' })).toBeNull(),
    );
    expect(await within(app.claims).findByRole('button', { name: DOCUMENT.name })).toBeInTheDocument();

    await app.api.respond('GET', `/diasporas/${ID}`, 200, {
      data: detail({ claims: [summary({ paymentDueAt: due })], totalClaim: 2_000_000 }),
    });
    const text = `Payment due by ${DateTime.fromISO(due).setLocale('en').toFormat('LLL dd, yyyy HH:mm')}`;
    expect(await within(app.claims).findByText(text)).toBeInTheDocument();
    expect(within(app.claims).queryByText('Overdue')).toBeNull();
    app.unmount();
  });

  it('records a claim with its documents, each sent as its address and name', async () => {
    const app = await openPanel(OFFICER);
    const { user, form } = await openForm(app);
    await fillClaim(user, form, { type: 'Funeral lump sum', date: '2025-06-01', amount: '1000000' });
    await user.upload(
      within(form).getByLabelText(/^Documents/),
      new File(['%PDF-1.7'], DOCUMENT.name, { type: 'application/pdf' }),
    );
    const documents = await within(form).findByRole('list', { name: 'Documents of the claim' });
    expect(within(documents).getByRole('link', { name: DOCUMENT.name })).toHaveAttribute(
      'href',
      DOCUMENT.url,
    );
    await user.click(within(form).getByRole('button', { name: 'Record claim' }));
    const request = await app.api.respond('POST', '/claims', 201, { data: claim() });
    expect(request.body).toEqual({
      holderKind: 'diaspora',
      holderId: ID,
      type: 'funeral',
      eventDate: '2025-06-01',
      amount: 1_000_000,
      documents: [DOCUMENT],
    });
    app.unmount();
  });

  it("takes at most the contract's ten documents, and an amount up to its maximum", async () => {
    const app = await openPanel(OFFICER);
    const { user, form } = await openForm(app);
    await fillClaim(user, form, { type: 'Funeral lump sum', date: '2025-06-01', amount: '50000001' });
    await user.click(within(form).getByRole('button', { name: 'Record claim' }));
    await waitFor(() =>
      expect(amount(form)).toHaveAccessibleDescription(
        'Please provide valid amount (a whole number of Tsh, at most Tsh 50,000,000)',
      ),
    );
    expect(claimRequests(app.api)).toEqual([]);

    const upload = () => within(form).queryByLabelText(/^(Documents|Add a document)/, { selector: 'input' });
    for (let index = 1; index <= 10; index += 1) {
      const field = upload();
      if (!field) throw new Error(`No upload for document ${index}`);
      await user.upload(field, new File(['%PDF-1.7'], `page-${index}.pdf`, { type: 'application/pdf' }));
      await within(form).findByRole('link', { name: `page-${index}.pdf` });
    }
    expect(upload()).toBeNull();
    expect(
      within(form).getByText('A claim has at most 10 documents: remove one to add another.'),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Remove page-3.pdf' }));
    expect(upload()).not.toBeNull();
    app.unmount();
  });

  it('asks for proof of full-time schooling for a child over 17, next to the field, and sends it with the claim', async () => {
    const SCHOOL_LETTER = {
      url: '/api/v1/files/4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c',
      name: 'school-letter.pdf',
    };
    UploadXhr.storedAt[SCHOOL_LETTER.name] = SCHOOL_LETTER.url;
    const [spouse, child] = detail().beneficiaries as [object, object];
    // 19 on the day of the event.
    const app = await openPanel(
      OFFICER,
      detail({ beneficiaries: [spouse, { ...child, dob: '2006-01-15' }] }),
    );
    const { user, form } = await openForm(app);
    const proofField = () => within(form).queryByLabelText(/^Proof of full-time schooling/);
    expect(proofField()).toBeNull();
    await fillClaim(user, form, {
      insured: 'Amani Kimaro (child)',
      type: 'Funeral lump sum',
      date: '2025-06-01',
      amount: '1000000',
    });
    expect(proofField()).not.toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Record claim' }));
    await waitFor(() =>
      expect(proofField()).toHaveAccessibleDescription(
        /A child over 17 is covered only with proof of full-time schooling$/,
      ),
    );
    expect(claimRequests(app.api)).toEqual([]);

    await user.upload(
      proofField() as HTMLElement,
      new File(['%PDF-1.7'], SCHOOL_LETTER.name, { type: 'application/pdf' }),
    );
    await within(form).findByRole('link', { name: SCHOOL_LETTER.name });
    await user.click(within(form).getByRole('button', { name: 'Record claim' }));
    const request = await app.api.respond('POST', '/claims', 201, { data: claim() });
    expect(request.body).toEqual({
      holderKind: 'diaspora',
      holderId: ID,
      beneficiaryId: CHILD_ID,
      type: 'funeral',
      eventDate: '2025-06-01',
      amount: 1_000_000,
      schoolingProof: SCHOOL_LETTER,
    });
    app.unmount();
  });

  it("places the server's answer on a missing proof of schooling next to the field, and asks no proof up to 17", async () => {
    const [spouse, child] = detail().beneficiaries as [object, object];
    // 17 on the day of the event, 18 by the server's reckoning of another date: its answer shows.
    const app = await openPanel(
      OFFICER,
      detail({ beneficiaries: [spouse, { ...child, dob: '2007-06-05' }] }),
    );
    const { user, form } = await openForm(app);
    await fillClaim(user, form, {
      insured: 'Amani Kimaro (child)',
      type: 'Funeral lump sum',
      date: '2025-06-01',
      amount: '1000000',
    });
    expect(within(form).queryByLabelText(/^Proof of full-time schooling/)).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Record claim' }));
    const request = await app.api.respond('POST', '/claims', 400, {
      respMsg: 'Validation failed',
      messages: { schoolingProof: 'A child over 17 is covered only with proof of full-time schooling' },
      status: 400,
    });
    expect(request.body).not.toHaveProperty('schoolingProof');
    const proof = await within(form).findByLabelText(/^Proof of full-time schooling/);
    expect(proof).toHaveAccessibleDescription(
      /A child over 17 is covered only with proof of full-time schooling$/,
    );
    expect(within(form).queryByRole('alert')).toBeNull();
    app.unmount();
  });

  it("names the proof of full-time schooling among the claim's documents", async () => {
    const app = await openPanel(VIEWER, detail({ claims: [summary()], totalClaim: 2_000_000 }));
    await userEvent
      .setup()
      .click(within(app.claims).getByRole('button', { name: 'Details of the claim of Rehema Kimaro' }));
    await app.api.respond('GET', `/claims/${SUBMITTED_ID}`, 200, {
      data: claim({
        documents: [
          { documentId: 'e1', kind: 'document', ...DOCUMENT, addedAt: '2025-06-10T10:00:00.000Z' },
          {
            documentId: 'e2',
            kind: 'schooling',
            url: '/api/v1/files/5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
            name: 'school-letter.pdf',
            addedAt: '2025-06-10T10:00:00.000Z',
          },
        ],
      }),
    });
    expect(await within(app.claims).findByRole('button', { name: DOCUMENT.name })).toBeInTheDocument();
    expect(
      within(app.claims).getByRole('button', { name: 'Proof of full-time schooling: school-letter.pdf' }),
    ).toBeInTheDocument();
    app.unmount();
  });

  it('marks a payment overdue until the claim is paid', async () => {
    const past = '2025-06-08T10:00:00.000Z';
    const app = await openPanel(
      VIEWER,
      detail({
        claims: [
          summary({ paymentDueAt: past, status: 'approved' }),
          summary({ claimId: APPROVED_ID, insuredName: 'Amani Kimaro', paymentDueAt: past, status: 'paid' }),
        ],
        totalClaim: 4_000_000,
      }),
    );
    const [late, paid] = within(app.claims).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(late).getByText('Overdue')).toBeInTheDocument();
    expect(within(late).getByText(/Payment due by/)).toBeInTheDocument();
    expect(within(paid).getByText(/Payment due by/)).toBeInTheDocument();
    expect(within(paid).queryByText('Overdue')).toBeNull();
    app.unmount();
  });
});

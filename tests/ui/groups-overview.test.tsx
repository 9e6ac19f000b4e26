import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, STAFF, storeSession } from './fake-api';
import { renderApp } from './render-app';

// Ages are whole years from the date of birth on today's date: today is pinned.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2025-06-01T10:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

const GROUP_ID = '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const LIST = '/dashboard/customers/groups/in-progress';
const OVERVIEW = `${LIST}/${GROUP_ID}`;
const CHAIR_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const SECRETARY_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const TREASURER_ID = '3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f';
const MEMBER_ID = '4d5e6f7a-8b9c-4d0e-9f1a-3b4c5d6e7f8a';
const CERTIFICATE = '/api/v1/files/7e6d5c4b-3a2f-4e1d-8c0b-9a8f7e6d5c4b';
const ID_COPY = '/api/v1/files/8f7e6d5c-4b3a-4f2e-9d1c-0b9a8f7e6d5c';

/** May add members; STAFF (groups.read only) is the viewer. */
const OFFICER = {
  ...STAFF,
  role: { name: 'officer', permissions: [{ name: 'groups.read' }, { name: 'groups.update' }] },
  permissions: ['groups.read', 'groups.update'],
};

function overview(overrides: Record<string, unknown> = {}) {
  return {
    groupId: GROUP_ID,
    name: 'Sinza Traders Group',
    address: 'Plot 4, Sinza Mori, Dar es Salaam',
    membersCount: 25,
    registeredMembers: 4,
    status: 'in-progress',
    policy: { policyId: '6e5d4c3b-2a1f-4e0d-9c8b-7a6f5e4d3c2b', name: 'Group Life Plus' },
    policyName: 'Group Life Plus',
    policyEffectiveDate: '2024-04-01T00:00:00.000Z',
    accountNumber: '0150987654321',
    chairperson: { customerId: CHAIR_ID, firstName: 'Juma', lastName: 'Mwakyusa', mobile: '0712345678' },
    secretary: { customerId: SECRETARY_ID, firstName: 'Neema', lastName: 'Said', mobile: '0754111222' },
    treasurer: { customerId: TREASURER_ID, firstName: 'Baraka', lastName: 'Kimaro', mobile: '0765333444' },
    documents: {
      registrationCertificate: { url: CERTIFICATE, name: 'registration-certificate.pdf' },
      proposalForm: null,
      meetingMinutes: null,
    },
    totalClaim: 1_200_000,
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
    ...overrides,
  };
}

function member(overrides: Record<string, unknown> = {}) {
  return {
    customerId: MEMBER_ID,
    firstName: 'Amani',
    middleName: 'Joseph',
    lastName: 'Mollel',
    mobile: '0687555666',
    email: null,
    dob: '1990-06-02',
    sex: 'male',
    maritalStatus: 'single',
    married: false,
    position: 'member',
    idType: 4,
    idNumber: 'DL40012345',
    idCopy: null,
    photo: null,
    address: 'Mbezi, Dar es Salaam',
    createdAt: '2024-05-01T08:00:00.000Z',
    ...overrides,
  };
}

const MEMBERS = [
  member({
    customerId: CHAIR_ID,
    firstName: 'Juma',
    middleName: null,
    lastName: 'Mwakyusa',
    mobile: '0712345678',
    dob: '1980-06-01',
    maritalStatus: 'married',
    married: true,
    position: 'chair-person',
    idType: 1,
  }),
  member({
    customerId: SECRETARY_ID,
    firstName: 'Neema',
    middleName: null,
    lastName: 'Said',
    mobile: '0754111222',
    dob: '1995-12-01',
    sex: 'female',
    position: 'secretary',
    idType: 1,
  }),
  member({
    customerId: TREASURER_ID,
    firstName: 'Baraka',
    middleName: null,
    lastName: 'Kimaro',
    mobile: '0765333444',
    dob: '1988-01-15',
    position: 'treasurer',
    idType: 2,
  }),
  member(),
];

const membersBody = (members: unknown[]) => ({
  members,
  pagination: { totalCount: members.length, totalPages: 1, currentPage: 1, perPage: members.length || 1 },
});

function record(overrides: Record<string, unknown> = {}) {
  return {
    customerId: MEMBER_ID,
    firstName: 'Amani',
    middleName: 'Joseph',
    lastName: 'Mollel',
    email: 'amani.mollel@example.co.tz',
    mobile: '0687555666',
    address: 'Mbezi, Dar es Salaam',
    dob: '1990-06-02',
    sex: 'male',
    maritalStatus: 'single',
    picture: null,
    idType: 4,
    nin: 'DL40012345',
    ID: ID_COPY,
    accountNumber: null,
    status: 'in-progress',
    policy: null,
    group: { groupId: GROUP_ID, name: 'Sinza Traders Group', policyName: 'Group Life Plus' },
    nextOfKin: [
      {
        nextOfKinId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
        firstName: 'Rehema',
        middleName: null,
        lastName: 'Mollel',
        email: null,
        mobile: '0713999888',
        dob: '1965-02-11',
        sex: 'female',
        maritalStatus: 'married',
        idType: 1,
        idNumber: '19650211141230000012',
        idCopy: null,
        address: 'Arusha',
        relationship: 4,
      },
    ],
    claims: [],
    totalClaim: 0,
    createdAt: '2024-05-01T08:00:00.000Z',
    updatedAt: '2024-05-01T08:00:00.000Z',
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
    ...overrides,
  };
}

/** Renders at `path` with a stored session the server confirms. */
async function open(path: string, user = STAFF) {
  const api = new FakeApi();
  storeSession(user);
  const app = renderApp(path, { fetch: api.fetch });
  (await app.queries.load()).setQueryDefaults(['groups'], { retry: false });
  await api.respond('GET', '/auth/me', 200, { data: user });
  return { ...app, api, location: () => app.router.state.location };
}

/** Opens the overview and answers the group and its members. */
async function openOverview(path = OVERVIEW, user = STAFF, group = overview(), members = MEMBERS) {
  const app = await open(path, user);
  await app.api.respond('GET', `/groups/${GROUP_ID}`, 200, { data: group });
  await app.api.respond('GET', `/groups/${GROUP_ID}/members`, 200, membersBody(members));
  await screen.findByRole('heading', { level: 2, name: 'Sinza Traders Group' });
  return app;
}

const section = (scope: HTMLElement, name: string) => within(scope).getByRole('region', { name });
/** Each field is a term and its definition. */
const value = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('the group overview', () => {
  it("shows the group's details, leaders and documents, with a way back to the list it came from", async () => {
    const app = await openOverview(`${OVERVIEW}?page=2&search=sinza`);
    const main = document.body;
    // The group's status, beside its name and in its Cover section (the sidebar has a link of its own).
    const badges = screen
      .getAllByText('In-progress', { selector: 'span' })
      .filter((el) => !el.closest('aside, nav'));
    expect(badges).toHaveLength(2);

    const details = section(main, 'Group information');
    expect(value(details, 'Team leader')).toHaveTextContent('Juma Mwakyusa');
    expect(value(details, 'Address')).toHaveTextContent('Plot 4, Sinza Mori, Dar es Salaam');
    expect(value(details, 'Phone')).toHaveTextContent('0712345678');
    expect(value(details, 'Current policy')).toHaveTextContent('Group Life PlusEffective from Apr 01, 2024');
    expect(value(details, 'Members')).toHaveTextContent('4 registered of 25 declared');
    expect(value(details, 'Total claim')).toHaveTextContent('Tsh 1,200,000');
    expect(value(details, 'Expiry at')).toHaveTextContent('Not covered yet');

    const leaders = section(main, 'Leaders');
    expect(value(leaders, 'Chair person')).toHaveTextContent('Juma Mwakyusa0712345678');
    expect(value(leaders, 'Secretary')).toHaveTextContent('Neema Said0754111222');
    expect(value(leaders, 'Treasurer')).toHaveTextContent('Baraka Kimaro0765333444');
    expect(within(leaders).getByRole('link', { name: 'Neema Said' })).toHaveAttribute(
      'href',
      `${OVERVIEW}/${SECRETARY_ID}?page=2&search=sinza`,
    );

    const documents = section(main, 'Documents');
    expect(
      within(value(documents, 'Registration certificate')).getByRole('button', {
        name: 'registration-certificate.pdf',
      }),
    ).toBeInTheDocument();
    expect(value(documents, 'Proposal form')).toHaveTextContent('No Attachment');
    expect(value(documents, 'Meeting minutes')).toHaveTextContent('No Attachment');

    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to the groups' }));
    await waitFor(() => expect(app.location().pathname).toBe(LIST));
    expect(app.location().search).toEqual({ page: 2, search: 'sinza' });
    app.unmount();
  });

  it('opens a present document with the staff token', async () => {
    const app = await openOverview();
    await userEvent.setup().click(screen.getByRole('button', { name: 'registration-certificate.pdf' }));
    const request = await app.api.next('GET', '/files/7e6d5c4b-3a2f-4e1d-8c0b-9a8f7e6d5c4b');
    expect(request.headers.get('Authorization')).toBe('Bearer stf_stored_token');
    app.unmount();
  });

  it("says 'Not yet effective' and 'No policy' when the group has no policy in force", async () => {
    const app = await openOverview(undefined, STAFF, overview({ policyEffectiveDate: null }));
    const details = section(document.body, 'Group information');
    expect(value(details, 'Current policy')).toHaveTextContent('Group Life PlusNot yet effective');
    app.unmount();

    const again = await openOverview(
      undefined,
      STAFF,
      overview({ policy: null, policyName: null, policyEffectiveDate: null }),
    );
    expect(value(section(document.body, 'Group information'), 'Current policy')).toHaveTextContent(
      'No policy',
    );
    again.unmount();
  });

  it('lists the members, leaders first with their position, and ages in whole years from the date of birth', async () => {
    const app = await openOverview();
    const members = section(document.body, 'Members');
    expect(within(members).getByText('4 members')).toBeInTheDocument();
    const table = within(members).getByRole('table', { name: 'Members of Sinza Traders Group' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Age', 'Sex', 'Marital Status', 'Action']);
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1, 4)
        .map((cell) => cell.textContent),
    );
    // On 2025-06-01: born 1980-06-01 is 45 that day; born 1990-06-02 turns 35 tomorrow.
    expect(cells).toEqual([
      ['45', 'Male', 'Married'],
      ['29', 'Female', 'Single'],
      ['37', 'Male', 'Single'],
      ['34', 'Male', 'Single'],
    ]);
    const [chair, secretary, treasurer, amani] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(chair).getByText('Chair person')).toBeInTheDocument();
    expect(within(secretary).getByText('Secretary')).toBeInTheDocument();
    expect(within(treasurer).getByText('Treasurer')).toBeInTheDocument();
    expect(within(amani).getByText('Amani J. Mollel')).toBeInTheDocument();
    expect(within(amani).queryByText('Member')).toBeNull();
    expect(within(amani).getByRole('link', { name: 'View Amani J. Mollel' })).toHaveAttribute(
      'href',
      `${OVERVIEW}/${MEMBER_ID}`,
    );
    app.unmount();
  });

  it('offers the plus button that adds a member to a user who may update groups, and hides it from a viewer', async () => {
    const officer = await openOverview(OVERVIEW, OFFICER);
    expect(await screen.findByRole('link', { name: 'Add member' })).toHaveAttribute(
      'href',
      `${OVERVIEW}/add-member`,
    );
    officer.unmount();
    localStorage.clear();

    const viewer = await openOverview(OVERVIEW, STAFF);
    expect(screen.getByRole('table', { name: 'Members of Sinza Traders Group' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add member' })).toBeNull();
    viewer.unmount();
  });

  it('says when the group has no members yet', async () => {
    const app = await openOverview(undefined, STAFF, overview({ registeredMembers: 0 }), []);
    const members = section(document.body, 'Members');
    expect(within(members).getByText('0 members')).toBeInTheDocument();
    expect(within(members).getByText('No members yet')).toBeInTheDocument();
    app.unmount();
  });

  it('says clearly when the group does not exist, with a way back to the list', async () => {
    const app = await open(`${OVERVIEW}?search=sinza`);
    expect(await screen.findByRole('status', { name: 'Loading the group…' })).toBeInTheDocument();
    await app.api.respond('GET', `/groups/${GROUP_ID}`, 404, {
      respMsg: 'Group not found',
      messages: {},
      status: 404,
    });
    await app.api.respond('GET', `/groups/${GROUP_ID}/members`, 404, {
      respMsg: 'Group not found',
      messages: {},
      status: 404,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This group does not exist');
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.setup().click(within(alert).getByRole('link', { name: 'Back to the groups' }));
    await waitFor(() => expect(app.location().pathname).toBe(LIST));
    expect(app.location().search).toEqual({ search: 'sinza' });
    app.unmount();
  });

  it("shows the server's message when the group cannot be read, and Retry asks again", async () => {
    const app = await open(OVERVIEW);
    expect(await screen.findByRole('status', { name: 'Loading the group…' })).toBeInTheDocument();
    await app.api.respond('GET', `/groups/${GROUP_ID}`, 500, {
      respMsg: 'The database is busy',
      messages: {},
      status: 500,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The group could not be loaded');
    expect(alert).toHaveTextContent('The database is busy');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    await app.api.respond('GET', `/groups/${GROUP_ID}`, 200, { data: overview() });
    await app.api.respond('GET', `/groups/${GROUP_ID}/members`, 200, membersBody(MEMBERS));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sinza Traders Group' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    app.unmount();
  });
});

describe("a member's record", () => {
  it('opens from the members table as a panel with basic information, identification, next of kin and claims', async () => {
    const app = await openOverview();
    await userEvent.setup().click(screen.getByRole('link', { name: 'View Amani J. Mollel' }));
    await app.api.respond('GET', `/groups/${GROUP_ID}/members/${MEMBER_ID}`, 200, { data: record() });
    const panel = await screen.findByRole('dialog', { name: 'Amani Joseph Mollel' });
    expect(app.location().pathname).toBe(`${OVERVIEW}/${MEMBER_ID}`);

    const basic = section(panel, 'Basic information');
    expect(value(basic, 'Phone number')).toHaveTextContent('0687555666');
    expect(value(basic, 'Email')).toHaveTextContent('amani.mollel@example.co.tz');
    expect(value(basic, 'Address')).toHaveTextContent('Mbezi, Dar es Salaam');
    expect(value(basic, 'Date of birth')).toHaveTextContent('Jun 02, 1990');
    expect(value(basic, 'Sex')).toHaveTextContent('Male');
    expect(value(basic, 'Marital status')).toHaveTextContent('Single');
    expect(value(basic, 'Position')).toHaveTextContent('Member');

    const identification = section(panel, 'Identification');
    expect(value(identification, 'ID type')).toHaveTextContent('Driving licence');
    expect(value(identification, 'ID number')).toHaveTextContent('DL40012345');
    expect(
      within(value(identification, 'ID document')).getByRole('button', { name: 'View ID document' }),
    ).toBeInTheDocument();
    expect(value(identification, 'Photo')).toHaveTextContent('No Attachment');

    const kin = section(panel, 'Next of kin');
    expect(within(kin).getByText('1 recorded')).toBeInTheDocument();
    const rehema = within(kin).getByRole('listitem', { name: 'Rehema Mollel' });
    expect(within(rehema).getByText('Parent')).toBeInTheDocument();
    expect(value(rehema, 'Mobile')).toHaveTextContent('0713999888');

    const claims = section(panel, 'Claims');
    expect(within(claims).getByText('No claims yet')).toBeInTheDocument();
    expect(within(claims).getByText('Tsh 0')).toBeInTheDocument();
    app.unmount();
  });

  it("shows a leader's position and the NIDA id type, and closes back to the overview", async () => {
    const app = await open(`${OVERVIEW}/${CHAIR_ID}?page=2`);
    await app.api.respond('GET', `/groups/${GROUP_ID}`, 200, { data: overview() });
    await app.api.respond('GET', `/groups/${GROUP_ID}/members`, 200, membersBody(MEMBERS));
    await app.api.respond('GET', `/groups/${GROUP_ID}/members/${CHAIR_ID}`, 200, {
      data: record({
        customerId: CHAIR_ID,
        firstName: 'Juma',
        middleName: null,
        lastName: 'Mwakyusa',
        idType: 1,
        nin: '19800601141230000011',
        ID: null,
        picture: ID_COPY,
      }),
    });
    const panel = await screen.findByRole('dialog', { name: 'Juma Mwakyusa' });
    expect(value(section(panel, 'Basic information'), 'Position')).toHaveTextContent('Chair person');
    const identification = section(panel, 'Identification');
    expect(value(identification, 'ID type')).toHaveTextContent('NIDA / National ID');
    expect(value(identification, 'ID document')).toHaveTextContent('No Attachment');
    expect(
      within(value(identification, 'Photo')).getByRole('button', { name: 'View photo' }),
    ).toBeInTheDocument();

    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(app.location().pathname).toBe(OVERVIEW));
    expect(app.location().search).toEqual({ page: 2 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 2, name: 'Sinza Traders Group' })).toBeInTheDocument();
    app.unmount();
  });

  it('says when the person is not a member of the group, with a way back to it', async () => {
    const app = await openOverview(`${OVERVIEW}/${MEMBER_ID}`);
    await app.api.respond('GET', `/groups/${GROUP_ID}/members/${MEMBER_ID}`, 404, {
      respMsg: 'Member not found',
      messages: {},
      status: 404,
    });
    const panel = await screen.findByRole('dialog', { name: 'Member details' });
    expect(await within(panel).findByText('This member was not found')).toBeInTheDocument();
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Back to the group' }));
    await waitFor(() => expect(app.location().pathname).toBe(OVERVIEW));
    app.unmount();
  });
});

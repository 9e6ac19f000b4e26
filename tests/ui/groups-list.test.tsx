import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { STAFF } from './fake-api';
import { listPage, openListScreen } from './open-list';

afterEach(() => localStorage.clear());

const LIST = '/dashboard/customers/groups/in-progress';

/** May register groups; STAFF (groups.read only) is the viewer. */
const OFFICER = {
  ...STAFF,
  role: { name: 'officer', permissions: [{ name: 'groups.read' }, { name: 'groups.create' }] },
  permissions: ['groups.read', 'groups.create'],
};

function group(overrides: Record<string, unknown> = {}) {
  return {
    groupId: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    name: 'Sinza Traders Group',
    membersCount: 25,
    registeredMembers: 3,
    chairpersonName: 'Juma Mwakyusa',
    chairpersonMobile: '0712345678',
    policyName: 'Group Life Plus',
    status: 'in-progress',
    totalClaim: 1_200_000,
    createdAt: '2024-03-05T09:30:00.000Z',
    expiryAt: '2025-03-05T00:00:00.000Z',
    ...overrides,
  };
}

const MWENGE = group({
  groupId: '6d2e3f4a-5b6c-4d7e-9f8a-0b1c2d3e4f5a',
  name: 'Mwenge Women Savings',
  membersCount: 12,
  registeredMembers: 12,
  chairpersonName: 'Neema Said',
  chairpersonMobile: '0754111222',
  policyName: null,
  totalClaim: 0,
  createdAt: '2024-11-20T14:00:00.000Z',
  expiryAt: null,
});

const page = (rows: unknown[], pagination: Partial<Record<string, number>> = {}) =>
  listPage('groups', rows, 5, pagination);

/** Renders at `path` with a stored session the server confirms, recording every URL asked for. */
async function openList(path = LIST, user = STAFF) {
  const app = await openListScreen(path, { queryKey: 'groups', listPath: '/groups', user });
  const listRequests = () => app.listRequests().map((url) => Object.fromEntries(url.searchParams));
  return { ...app, listRequests };
}

describe('the groups list', () => {
  it('shows the 11 by 6 skeleton while loading, and asks for five groups of the status', async () => {
    const app = await openList('/dashboard/customers/groups/covered');
    const skeleton = await screen.findByRole('table', { name: 'Loading...' });
    const rows = within(skeleton).getAllByRole('row');
    expect(rows).toHaveLength(11);
    for (const r of rows) expect(within(r).getAllByRole('cell')).toHaveLength(6);
    await app.api.next('GET', '/groups');
    expect(app.listRequests()).toEqual([{ currentPage: '1', perPage: '5', status: 'covered' }]);
    app.unmount();
  });

  it('lists each group with its member count, chair person, claim, policy and dates, paged by the server', async () => {
    const app = await openList();
    await app.api.respond('GET', '/groups', 200, page([group(), MWENGE], { totalCount: 17, totalPages: 4 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Groups' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Groups' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Total claim', 'Policy', 'Created at', 'Expiry at', 'Actions']);
    const [, sinza, mwenge] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(sinza).getByText('Sinza Traders Group')).toBeInTheDocument();
    expect(within(sinza).getByText('3 of 25 members')).toBeInTheDocument();
    expect(within(sinza).getByText('Juma Mwakyusa').parentElement).toHaveTextContent(
      'Chair person Juma Mwakyusa · 0712345678',
    );
    expect(within(sinza).getByText('Tsh 1,200,000')).toBeInTheDocument();
    expect(within(sinza).getByText('Group Life Plus')).toBeInTheDocument();
    expect(within(sinza).getByText('Mar 05, 2024')).toBeInTheDocument();
    expect(within(sinza).getByText('Mar 05, 2025')).toBeInTheDocument();
    expect(within(sinza).getByRole('link', { name: 'View Sinza Traders Group' })).toHaveAttribute(
      'href',
      `${LIST}/5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f`,
    );

    expect(within(mwenge).getByText('12 of 12 members')).toBeInTheDocument();
    expect(within(mwenge).getByText('Neema Said').parentElement).toHaveTextContent(
      'Chair person Neema Said · 0754111222',
    );
    expect(within(mwenge).getByText('Tsh 0')).toBeInTheDocument();
    expect(within(mwenge).getByTitle('No policy attached yet')).toHaveTextContent('No policy');
    expect(within(mwenge).getByText('Not covered yet')).toBeInTheDocument();
    expect(within(mwenge).getByText('Nov 20, 2024')).toBeInTheDocument();

    expect(screen.getByText('17 total')).toBeInTheDocument();
    // The server's page count, not a fixed one.
    expect(screen.getByText('Page 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    app.unmount();
  });

  it('pages with ?page= and disables Next on the last page the server reports', async () => {
    const app = await openList(`${LIST}?page=3`);
    await app.api.respond(
      'GET',
      '/groups',
      200,
      page([group()], { totalCount: 17, totalPages: 4, currentPage: 3 }),
    );
    const user = userEvent.setup();
    expect(await screen.findByText('Page 3 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await app.api.respond(
      'GET',
      '/groups',
      200,
      page([MWENGE], { totalCount: 17, totalPages: 4, currentPage: 4 }),
    );
    expect(await screen.findByText('Mwenge Women Savings')).toBeInTheDocument();
    expect(screen.getByText('Page 4 of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(app.location().search).toEqual({ page: 4 });
    expect(app.listRequests().map((query) => query.currentPage)).toEqual(['3', '4']);
    app.unmount();
  });

  it('searches once typing pauses, lower-cased, from page 1, and keeps the search in the URL', async () => {
    const app = await openList(`${LIST}?page=2`);
    await app.api.respond(
      'GET',
      '/groups',
      200,
      page([group()], { totalCount: 7, totalPages: 2, currentPage: 2 }),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search groups' }), 'SinZa');
    await app.api.respond('GET', '/groups', 200, page([group()]));
    await waitFor(() => expect(app.location().search).toEqual({ search: 'sinza' }));
    expect(app.listRequests().filter((query) => 'search' in query)).toEqual([
      { currentPage: '1', perPage: '5', status: 'in-progress', search: 'sinza' },
    ]);
    expect(await screen.findByText('1 total')).toBeInTheDocument();
    app.unmount();
  });

  it('says when no group matches the search, with a way to clear it', async () => {
    const app = await openList(`${LIST}?search=zzz`);
    await app.api.respond('GET', '/groups', 200, page([]));
    expect(app.listRequests()[0]?.search).toBe('zzz');
    expect(await screen.findByText('No groups match "zzz"')).toBeInTheDocument();
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Clear search' })[0] as HTMLElement);
    await waitFor(() => expect(app.location().search).toEqual({}));
    app.unmount();
  });

  it('says so when there are no groups yet', async () => {
    const app = await openList();
    await app.api.respond('GET', '/groups', 200, page([]));
    expect(await screen.findByText('No groups yet')).toBeInTheDocument();
    expect(screen.getByText('0 total')).toBeInTheDocument();
    app.unmount();
  });

  it("shows the server's message when the list fails, and Retry asks again", async () => {
    const app = await openList();
    await app.api.respond('GET', '/groups', 500, {
      respMsg: 'Groups are resting',
      messages: {},
      status: 500,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The groups could not be loaded');
    expect(alert).toHaveTextContent('Groups are resting');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    await app.api.respond('GET', '/groups', 200, page([group()]));
    expect(await screen.findByText('Sinza Traders Group')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    app.unmount();
  });

  it('lists uncovered groups on the Uncovered tab like the others', async () => {
    const app = await openList('/dashboard/customers/groups/uncovered');
    await app.api.respond('GET', '/groups', 200, page([group({ status: 'uncovered' })]));
    const table = await screen.findByRole('table', { name: 'Groups' });
    expect(within(table).getByText('Sinza Traders Group')).toBeInTheDocument();
    expect(app.listRequests()[0]?.status).toBe('uncovered');
    expect(within(table).getByRole('link', { name: 'View Sinza Traders Group' })).toHaveAttribute(
      'href',
      '/dashboard/customers/groups/uncovered/5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    );
    app.unmount();
  });

  it('offers "Add group" to a user who may register groups, and hides it from a viewer', async () => {
    const officer = await openList(LIST, OFFICER);
    expect(await screen.findByRole('link', { name: 'Add group' })).toHaveAttribute(
      'href',
      '/dashboard/customers/groups/add-group',
    );
    officer.unmount();
    localStorage.clear();

    const viewer = await openList(LIST, STAFF);
    expect(await screen.findByRole('searchbox')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add group' })).toBeNull();
    viewer.unmount();
  });
});

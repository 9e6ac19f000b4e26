import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { STAFF } from './fake-api';
import { listPage, openListScreen } from './open-list';

afterEach(() => localStorage.clear());

const LIST = '/dashboard/customers/individuals/in-progress';

const CLERK = {
  ...STAFF,
  role: { name: 'clerk', permissions: [{ name: 'customers.read' }, { name: 'customers.create' }] },
  permissions: ['customers.read', 'customers.create'],
};

function row(overrides: Record<string, unknown> = {}) {
  return {
    customerId: '3a9d2c1b-7e4f-4b6a-9c8d-1e2f3a4b5c6d',
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
    expiryAt: '2025-03-05T00:00:00.000Z',
    ...overrides,
  };
}

const NEEMA = row({
  customerId: '4b0e3d2c-8f5a-4c7b-8d9e-2f3a4b5c6d7e',
  firstName: 'Neema',
  middleName: null,
  lastName: 'Said',
  email: null,
  mobile: '0754111222',
  sex: 'female',
  dob: '1995-12-01',
  policyName: null,
  totalClaim: 0,
  createdAt: '2024-11-20T14:00:00.000Z',
  expiryAt: null,
});

const page = (rows: unknown[], pagination: Partial<Record<string, number>> = {}) =>
  listPage('customers', rows, 5, pagination);

/** Renders at `path` with a stored session the server confirms, recording every URL asked for. */
const openList = (path = LIST, user = STAFF) =>
  openListScreen(path, { queryKey: 'individuals', listPath: '/customers', user });

describe('the individuals list', () => {
  it('shows the 11 by 6 skeleton while the list loads, and asks for five customers of the status', async () => {
    const app = await openList('/dashboard/customers/individuals/covered');
    const skeleton = await screen.findByRole('table', { name: 'Loading...' });
    const rows = within(skeleton).getAllByRole('row');
    expect(rows).toHaveLength(11);
    for (const r of rows) expect(within(r).getAllByRole('cell')).toHaveLength(6);
    await app.api.next('GET', '/customers');
    const query = app.listRequests()[0]?.searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({ currentPage: '1', perPage: '5', status: 'covered' });
    app.unmount();
  });

  it('lists the customers with formatted name, contact, sex, birth date, claim, policy and dates', async () => {
    const app = await openList();
    await app.api.respond('GET', '/customers', 200, page([row(), NEEMA], { totalCount: 7, totalPages: 2 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Individuals' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Individual customers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Total claim', 'Policy', 'Created at', 'Expiry at', 'Actions']);
    const [, juma, neema] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(juma).getByText('Juma H. Mwakyusa')).toBeInTheDocument();
    expect(within(juma).getByText('juma.mwakyusa@example.co.tz')).toBeInTheDocument();
    expect(within(juma).getByText('0712345678')).toBeInTheDocument();
    expect(within(juma).getByText(/Male/)).toHaveTextContent('Male · Born Jun 14, 1989');
    expect(within(juma).getByText('Tsh 2,500,000')).toBeInTheDocument();
    expect(within(juma).getByText('Family Shield')).toBeInTheDocument();
    expect(within(juma).getByText('Mar 05, 2024')).toBeInTheDocument();
    expect(within(juma).getByText('Mar 05, 2025')).toBeInTheDocument();
    expect(within(neema).getByText('Neema Said')).toBeInTheDocument();
    expect(within(neema).getByText(/Female/)).toHaveTextContent('Female · Born Dec 01, 1995');
    expect(within(neema).getByText('Tsh 0')).toBeInTheDocument();
    expect(within(neema).getByTitle('No policy')).toHaveTextContent('—');
    expect(within(neema).getByTitle('No expiry date')).toHaveTextContent('—');
    expect(within(neema).getByText('Nov 20, 2024')).toBeInTheDocument();
    expect(screen.getByText('7 total')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    const view = within(juma).getByRole('link', { name: 'View Juma H. Mwakyusa' });
    expect(view).toHaveAttribute('href', `${LIST}/3a9d2c1b-7e4f-4b6a-9c8d-1e2f3a4b5c6d`);
    app.unmount();
  });

  it('searches once typing pauses, lower-cased, from page 1, and keeps the search in the URL', async () => {
    const app = await openList(`${LIST}?page=2`);
    await app.api.respond(
      'GET',
      '/customers',
      200,
      page([row()], { totalCount: 7, totalPages: 2, currentPage: 2 }),
    );
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('searchbox', { name: 'Search individual customers' }),
      'MwaKyusa',
    );
    await app.api.respond('GET', '/customers', 200, page([row()]));
    await waitFor(() => expect(app.location().search).toEqual({ search: 'mwakyusa' }));
    expect(screen.getByRole('searchbox')).toHaveValue('MwaKyusa');
    expect(await screen.findByText('1 total')).toBeInTheDocument();
    // One more letter: its search goes out a full pause after the first one's, so a second request
    // for the first text, had the box sent one, would be on the list before it.
    await user.type(screen.getByRole('searchbox'), 's');
    await app.api.respond('GET', '/customers', 200, page([]));
    const searches = app.listRequests().filter((url) => url.searchParams.has('search'));
    expect(searches.map((url) => url.searchParams.get('search'))).toEqual(['mwakyusa', 'mwakyusas']);
    expect(Object.fromEntries(searches[0]?.searchParams ?? [])).toEqual({
      currentPage: '1',
      perPage: '5',
      status: 'in-progress',
      search: 'mwakyusa',
    });
    app.unmount();
  });

  it('reads the search from the URL and says when nothing matches', async () => {
    const app = await openList(`${LIST}?search=zzz`);
    expect(await screen.findByRole('searchbox')).toHaveValue('zzz');
    await app.api.respond('GET', '/customers', 200, page([]));
    expect(app.listRequests()[0]?.searchParams.get('search')).toBe('zzz');
    expect(await screen.findByText('No individual customers match "zzz"')).toBeInTheDocument();
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Clear search' })[0] as HTMLElement);
    await waitFor(() => expect(app.location().search).toEqual({}));
    app.unmount();
  });

  it('says so when there are no customers yet', async () => {
    const app = await openList();
    await app.api.respond('GET', '/customers', 200, page([]));
    expect(await screen.findByText('No individual customers yet')).toBeInTheDocument();
    expect(screen.getByText('0 total')).toBeInTheDocument();
    app.unmount();
  });

  it('pages forward five at a time with ?page=2 and disables Next on the last page', async () => {
    const app = await openList();
    await app.api.respond(
      'GET',
      '/customers',
      200,
      page([row(), row({ customerId: 'x1' }), row({ customerId: 'x2' })], { totalCount: 6, totalPages: 2 }),
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await app.api.respond(
      'GET',
      '/customers',
      200,
      page([NEEMA], { totalCount: 6, totalPages: 2, currentPage: 2 }),
    );
    expect(await screen.findByText('Neema Said')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(app.location().search).toEqual({ page: 2 });
    const [, second] = app.listRequests();
    expect(Object.fromEntries(second?.searchParams ?? [])).toEqual({
      currentPage: '2',
      perPage: '5',
      status: 'in-progress',
    });
    app.unmount();
  });

  it('shows the network message with a Retry button that asks again', async () => {
    const app = await openList();
    await app.api.failNetwork('GET', '/customers');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Oops we are having trouble to connect with server, Please check your internet connection.',
    );
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    await app.api.respond('GET', '/customers', 200, page([row()]));
    expect(await screen.findByText('Juma H. Mwakyusa')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    app.unmount();
  });

  it('shows the server message when the server refuses', async () => {
    const app = await openList();
    await app.api.respond('GET', '/customers', 400, { respMsg: 'Invalid search', messages: {}, status: 400 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid search');
    app.unmount();
  });

  it('offers "Add individual" to a user who may create customers, and hides it from a viewer', async () => {
    const clerk = await openList(LIST, CLERK);
    const link = await screen.findByRole('link', { name: 'Add individual' });
    expect(link).toHaveAttribute('href', '/dashboard/customers/individuals/new/basic-details');
    clerk.unmount();
    localStorage.clear();

    const viewer = await openList(LIST, STAFF);
    expect(await screen.findByRole('searchbox')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add individual' })).toBeNull();
    viewer.unmount();
  });
});

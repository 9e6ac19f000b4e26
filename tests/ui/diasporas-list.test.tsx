import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { STAFF } from './fake-api';
import { listPage, openListScreen } from './open-list';

afterEach(() => localStorage.clear());

const LIST = '/dashboard/customers/diasporas/in-progress';

const OFFICER = {
  ...STAFF,
  role: { name: 'officer', permissions: [{ name: 'diasporas.read' }, { name: 'diasporas.create' }] },
  permissions: ['diasporas.read', 'diasporas.create'],
};

function row(overrides: Record<string, unknown> = {}) {
  return {
    diasporaId: '5b1f0d8e-2c4a-4f7e-9d3b-1a2b3c4d5e6f',
    firstName: 'Baraka',
    middleName: 'Elia',
    lastName: 'Kimaro',
    email: 'baraka.kimaro@example.co.uk',
    mobile: '+44 7700 900123',
    sex: 'male',
    accountNumber: '0150123456789',
    status: 'in-progress',
    beneficiaryCount: 2,
    totalClaim: 1_250_000,
    createdAt: '2024-03-05T09:30:00.000Z',
    expiryAt: '2025-03-05T00:00:00.000Z',
    ...overrides,
  };
}

const ZAWADI = row({
  diasporaId: '7c2e1f9a-3d5b-4a8c-8e4f-2b3c4d5e6f70',
  firstName: 'Zawadi',
  middleName: null,
  lastName: 'Mushi',
  email: 'zawadi.mushi@example.de',
  mobile: '+49 151 2345678',
  sex: 'female',
  totalClaim: 0,
  createdAt: '2024-11-20T14:00:00.000Z',
  expiryAt: null,
});

const page = (rows: unknown[], pagination: Partial<Record<string, number>> = {}) =>
  listPage('data', rows, 10, pagination);

/** Renders at `path` with a stored session the server confirms, recording every URL asked for. */
const openList = (path = LIST, user = STAFF) =>
  openListScreen(path, { queryKey: 'diasporas', listPath: '/diasporas', user });

describe('the diaspora list', () => {
  it('shows the 11 by 6 skeleton while the list loads, and asks for ten customers of the status', async () => {
    const app = await openList('/dashboard/customers/diasporas/covered');
    const skeleton = await screen.findByRole('table', { name: 'Loading...' });
    const rows = within(skeleton).getAllByRole('row');
    expect(rows).toHaveLength(11);
    for (const r of rows) expect(within(r).getAllByRole('cell')).toHaveLength(6);
    await app.api.next('GET', '/diasporas');
    const query = app.listRequests()[0]?.searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({ page: '1', perPage: '10', status: 'covered' });
    app.unmount();
  });

  it('lists the customers with formatted name, contact, claim, gender and dates', async () => {
    const app = await openList();
    await app.api.respond('GET', '/diasporas', 200, page([row(), ZAWADI], { totalCount: 12, totalPages: 2 }));
    const table = await screen.findByRole('table', { name: 'Diaspora customers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Total claim', 'Gender', 'Created at', 'Expiry at', 'Actions']);
    const [, baraka, zawadi] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(baraka as HTMLElement).getByText('Baraka E. Kimaro')).toBeInTheDocument();
    expect(within(baraka as HTMLElement).getByText('baraka.kimaro@example.co.uk')).toBeInTheDocument();
    expect(within(baraka as HTMLElement).getByText('+44 7700 900123')).toBeInTheDocument();
    expect(within(baraka as HTMLElement).getByText('Tsh 1,250,000')).toBeInTheDocument();
    expect(within(baraka as HTMLElement).getByText('Male')).toBeInTheDocument();
    expect(within(baraka as HTMLElement).getByText('Mar 05, 2024')).toBeInTheDocument();
    expect(within(baraka as HTMLElement).getByText('Mar 05, 2025')).toBeInTheDocument();
    expect(within(zawadi as HTMLElement).getByText('Zawadi Mushi')).toBeInTheDocument();
    expect(within(zawadi as HTMLElement).getByText('Female')).toBeInTheDocument();
    expect(within(zawadi as HTMLElement).getByText('Tsh 0')).toBeInTheDocument();
    expect(within(zawadi as HTMLElement).getByText('—')).toBeInTheDocument();
    expect(screen.getByText('12 total')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    const view = within(baraka as HTMLElement).getByRole('link', { name: 'View Baraka E. Kimaro' });
    expect(view).toHaveAttribute('href', `${LIST}/5b1f0d8e-2c4a-4f7e-9d3b-1a2b3c4d5e6f`);
    app.unmount();
  });

  it('has no claim column when the rows come without their claim totals (staff without claims.read)', async () => {
    const app = await openList(LIST, OFFICER);
    const withoutClaims = [row(), ZAWADI].map(({ totalClaim: _totalClaim, ...rest }) => rest);
    await app.api.respond('GET', '/diasporas', 200, page(withoutClaims));
    const table = await screen.findByRole('table', { name: 'Diaspora customers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Gender', 'Created at', 'Expiry at', 'Actions']);
    const [, baraka] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(baraka as HTMLElement).getAllByRole('cell')).toHaveLength(5);
    expect(within(table).queryByText(/^Tsh/)).toBeNull();
    app.unmount();
  });

  it('searches once typing pauses, lower-cased, from page 1, and keeps the search in the URL', async () => {
    const app = await openList(`${LIST}?page=2`);
    await app.api.respond(
      'GET',
      '/diasporas',
      200,
      page([row()], { totalCount: 12, totalPages: 2, currentPage: 2 }),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search diaspora customers' }), 'KiMaro');
    await app.api.respond('GET', '/diasporas', 200, page([row()]));
    await waitFor(() => expect(app.location().search).toEqual({ search: 'kimaro' }));
    expect(screen.getByRole('searchbox')).toHaveValue('KiMaro');
    expect(await screen.findByText('1 total')).toBeInTheDocument();
    // One more letter: its search goes out a full pause after the first one's, so a second request
    // for the first text, had the box sent one, would be on the list before it.
    await user.type(screen.getByRole('searchbox'), 's');
    await app.api.respond('GET', '/diasporas', 200, page([]));
    const searches = app.listRequests().filter((url) => url.searchParams.has('search'));
    expect(searches.map((url) => url.searchParams.get('search'))).toEqual(['kimaro', 'kimaros']);
    expect(Object.fromEntries(searches[0]?.searchParams ?? [])).toEqual({
      page: '1',
      perPage: '10',
      status: 'in-progress',
      search: 'kimaro',
    });
    app.unmount();
  });

  it('reads the search from the URL and says when nothing matches', async () => {
    const app = await openList(`${LIST}?search=zzz`);
    expect(await screen.findByRole('searchbox')).toHaveValue('zzz');
    await app.api.respond('GET', '/diasporas', 200, page([]));
    expect(app.listRequests()[0]?.searchParams.get('search')).toBe('zzz');
    expect(await screen.findByText('No diaspora customers match "zzz"')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Clear search' })[0] as HTMLElement);
    await waitFor(() => expect(app.location().search).toEqual({}));
    app.unmount();
  });

  it('says so when there are no customers yet', async () => {
    const app = await openList();
    await app.api.respond('GET', '/diasporas', 200, page([]));
    expect(await screen.findByText('No diaspora customers yet')).toBeInTheDocument();
    expect(screen.getByText('0 total')).toBeInTheDocument();
    app.unmount();
  });

  it('pages forward with ?page=2 and disables Next on the last page', async () => {
    const app = await openList();
    await app.api.respond('GET', '/diasporas', 200, page([row()], { totalCount: 11, totalPages: 2 }));
    const user = userEvent.setup();
    const previous = await screen.findByRole('button', { name: 'Previous' });
    expect(previous).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await app.api.respond(
      'GET',
      '/diasporas',
      200,
      page([ZAWADI], { totalCount: 11, totalPages: 2, currentPage: 2 }),
    );
    expect(await screen.findByText('Zawadi Mushi')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(app.location().search).toEqual({ page: 2 });
    expect(app.listRequests().map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
    app.unmount();
  });

  it('shows the network message with a Retry button that asks again', async () => {
    const app = await openList();
    await app.api.failNetwork('GET', '/diasporas');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Oops we are having trouble to connect with server, Please check your internet connection.',
    );
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    await app.api.respond('GET', '/diasporas', 200, page([row()]));
    expect(await screen.findByText('Baraka E. Kimaro')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    app.unmount();
  });

  it('shows the server message when the server refuses', async () => {
    const app = await openList();
    await app.api.respond('GET', '/diasporas', 400, { respMsg: 'Invalid search', messages: {}, status: 400 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid search');
    app.unmount();
  });

  it('offers "Register diaspora" to a user who may create diasporas, and hides it from a viewer', async () => {
    const officer = await openList(LIST, OFFICER);
    const link = await screen.findByRole('link', { name: 'Register diaspora' });
    expect(link).toHaveAttribute('href', '/dashboard/customers/diasporas/new');
    officer.unmount();
    localStorage.clear();

    const viewer = await openList(LIST, STAFF);
    expect(await screen.findByRole('searchbox')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register diaspora' })).toBeNull();
    viewer.unmount();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeApi, STAFF, storeSession } from './fake-api';
import { renderApp } from './render-app';

afterEach(() => localStorage.clear());

const MANAGER_PERMISSIONS = [
  'diasporas.read',
  'customers.read',
  'groups.read',
  'claims.read',
  'diasporas.approve',
  'diasporas.status',
  'claims.approve',
];
const MANAGER = {
  ...STAFF,
  role: { name: 'admin', permissions: MANAGER_PERMISSIONS.map((name) => ({ name })) },
  permissions: MANAGER_PERMISSIONS,
};

const weeks = Array.from({ length: 12 }, (_, i) => ({
  weekStart: `2026-${String(9 + Math.floor(i / 4)).padStart(2, '0')}-${String(1 + (i % 4) * 7).padStart(2, '0')}`,
  self: i,
  staff: 2 * i,
}));

const OVERVIEW = {
  period: '90d',
  from: '2026-08-30',
  to: '2026-11-27',
  expiringWithinDays: 30,
  covers: [
    {
      area: 'diasporas',
      statuses: [
        { status: 'in-progress', count: 1204, change: -31 },
        { status: 'covered', count: 48210, change: 1532 },
        { status: 'uncovered', count: 310, change: 0 },
      ],
      expiring: 742,
    },
    {
      area: 'individuals',
      statuses: [
        { status: 'in-progress', count: 12, change: 2 },
        { status: 'covered', count: 95, change: 7 },
        { status: 'uncovered', count: 4, change: -1 },
      ],
      expiring: 1,
    },
  ],
  enrolments: weeks,
  premiums: [
    { month: '2026-09', due: 1_250_000, collected: 1_100_000, arrears: 150_000 },
    { month: '2026-10', due: 1_300_000, collected: 1_275_000, arrears: 25_000 },
    { month: '2026-11', due: 1_325_000, collected: 600_000, arrears: 0 },
  ],
  claims: [
    { month: '2026-09', submitted: 4, approved: 2, paid: 1, benefitPaid: 5_000_000 },
    { month: '2026-10', submitted: 3, approved: 3, paid: 2, benefitPaid: 8_500_000 },
    { month: '2026-11', submitted: 1, approved: 0, paid: 0, benefitPaid: 0 },
  ],
  approvals: [
    {
      kind: 'claim',
      waiting: 2,
      oldestSince: new Date(Date.now() - 3 * 86_400_000 - 3_600_000).toISOString(),
    },
    { kind: 'diaspora', waiting: 0, oldestSince: null },
  ],
};

async function openOverview(path = '/dashboard', user = MANAGER) {
  const api = new FakeApi();
  const urls: URL[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    urls.push(new URL(request.url));
    return api.fetch(request);
  };
  storeSession(user);
  const app = renderApp(path, { fetch });
  (await app.queries.load()).setQueryDefaults(['overview'], { retry: false });
  await api.respond('GET', '/auth/me', 200, { data: user });
  // The sidebar asks for the approval counts of a user who may approve.
  const overview = async (body: unknown, status = 200) => {
    await api.respond('GET', '/overview', status, body);
    return urls
      .filter((url) => url.pathname.endsWith('/overview'))
      .at(-1)
      ?.searchParams.get('period');
  };
  return { ...app, api, overview };
}

/** The table alternative of the chart titled so. */
const tableOf = (title: string) => screen.getByRole('table', { name: `Figures of the chart: ${title}` });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('the portfolio overview', () => {
  it('shows the covers by status with their change, the covers expiring soon and every chart as a table', async () => {
    const app = await openOverview();
    expect(await screen.findByRole('heading', { level: 1, name: 'Portfolio overview' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the overview…' })).toBeInTheDocument();
    expect(await app.overview(OVERVIEW)).toBe('90d');

    const diasporas = await screen.findByRole('region', { name: 'Diasporas' });
    expect(within(diasporas).getByTestId('count-diasporas-covered')).toHaveTextContent('48,210');
    expect(within(diasporas).getByText('+1,532 since Aug 30, 2026')).toBeInTheDocument();
    expect(within(diasporas).getByText('−31 since Aug 30, 2026')).toBeInTheDocument();
    expect(within(diasporas).getByText('No change since Aug 30, 2026')).toBeInTheDocument();
    const expiring = within(diasporas).getByRole('link', { name: /^742 covers/ });
    expect(expiring).toHaveAttribute('href', '/dashboard/customers/diasporas/covered?expiring=30');
    expect(
      within(screen.getByRole('region', { name: 'Individuals' })).getByRole('link', { name: /^1 cover:/ }),
    ).toHaveAttribute('href', '/dashboard/customers/individuals/covered?expiring=30');
    // Groups are not among the areas answered: no card for them.
    expect(screen.queryByRole('region', { name: 'Groups' })).toBeNull();

    const enrolments = tableOf('Enrolments per week, last 12 weeks');
    const enrolmentRows = within(enrolments).getAllByRole('row').slice(1);
    expect(enrolmentRows).toHaveLength(12);
    expect(within(enrolmentRows[11] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Nov 22');
    expect(cells(enrolmentRows[11] as HTMLElement)).toEqual(['11', '22', '33']);

    const premiums = tableOf('Premiums per month');
    expect(
      within(premiums)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Month', 'Due', 'Collected', 'In arrears']);
    const september = within(premiums)
      .getByRole('rowheader', { name: 'Sep 2026' })
      .closest('tr') as HTMLElement;
    expect(cells(september)).toEqual(['Tsh 1,250,000', 'Tsh 1,100,000', 'Tsh 150,000']);

    const claims = tableOf('Claims per month, against the benefit paid');
    const october = within(claims).getByRole('rowheader', { name: 'Oct 2026' }).closest('tr') as HTMLElement;
    expect(cells(october)).toEqual(['3', '3', '2', 'Tsh 8,500,000']);
    expect(screen.getByTestId('benefit-paid-total')).toHaveTextContent(
      'Benefit paid over the period: Tsh 13,500,000',
    );

    // Each drawing is described by its table.
    for (const table of [enrolments, premiums, claims]) {
      const drawing = document.querySelector(`[aria-describedby="${table.id}"]`);
      expect(drawing).toHaveAttribute('role', 'img');
    }

    const waiting = screen.getByRole('region', { name: 'Waiting for approval' });
    const claimRow = within(waiting).getByRole('rowheader', { name: 'Claims' }).closest('tr') as HTMLElement;
    expect(cells(claimRow)).toEqual(['2', '3 days']);
    expect(within(waiting).getByRole('link', { name: 'Claims' })).toHaveAttribute(
      'href',
      '/dashboard/approvals?kind=claim',
    );
    app.unmount();
  });

  it("shows a chart's table on request, and keeps the period in the URL", async () => {
    const app = await openOverview();
    await app.overview(OVERVIEW);
    const user = userEvent.setup();
    const premiums = await screen.findByRole('region', { name: 'Premiums per month' });
    const toggle = within(premiums).getByRole('button', { name: 'Show as a table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(premiums).getByRole('button', { name: 'Hide the table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(tableOf('Premiums per month')).toBeVisible();

    const periods = screen.getByRole('navigation', { name: 'Period' });
    expect(within(periods).getByRole('link', { name: '90 days' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(periods).getByRole('link', { name: '12 months' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ period: '12m' }));
    expect(await app.overview({ ...OVERVIEW, period: '12m' })).toBe('12m');
    expect(within(periods).getByRole('link', { name: '12 months' })).toHaveAttribute('aria-current', 'page');
    app.unmount();
  });

  it('leaves out what the user may not read', async () => {
    const app = await openOverview('/dashboard?period=30d', STAFF);
    const { claims, approvals, ...readable } = OVERVIEW;
    expect(await app.overview({ ...readable, period: '30d' })).toBe('30d');
    await screen.findByRole('region', { name: 'Diasporas' });
    expect(screen.queryByRole('region', { name: 'Claims per month, against the benefit paid' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Waiting for approval' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Premiums per month' })).toBeInTheDocument();
    app.unmount();
  });

  it('offers to try again when the overview fails to load', async () => {
    const app = await openOverview();
    await app.overview({ respMsg: 'Oops an unexpected error occurred', messages: {}, status: 500 }, 500);
    expect(await screen.findByText('The overview could not be loaded')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await app.overview(OVERVIEW);
    expect(await screen.findByRole('region', { name: 'Diasporas' })).toBeInTheDocument();
    app.unmount();
  });
});

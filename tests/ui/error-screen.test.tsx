import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/app-providers';
import { ErrorScreen } from '@/ui/primitives/error-screen';
import { trackRouter } from './detach-routers';
import { FakeApi, STAFF, storeSession } from './fake-api';
import { renderApp } from './render-app';

afterEach(() => localStorage.clear());

// The screen's link is a router link; outside a router the text logic is checked in the whole app.
describe('route error screen text (SPEC §8)', () => {
  /** The error screen's words for `error`, shown at a path whose loader throws it. */
  async function shownFor(error: unknown) {
    const { ErrorScreen: Screen } = await import('@/ui/primitives/error-screen');
    const { createMemoryHistory, createRootRoute, createRouter, RouterProvider } = await import(
      '@tanstack/react-router'
    );
    const rootRoute = createRootRoute({
      component: () => <Screen error={error} back={{ to: '/', label: 'Back to home' }} />,
    });
    const router = createRouter({
      routeTree: rootRoute,
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    trackRouter(router);
    const view = render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const alert = await screen.findByRole('alert');
    return { view, alert };
  }

  it("shows '{status} | {data}' for an error with a status", async () => {
    const { view, alert } = await shownFor({ status: 404, data: 'Not Found' });
    expect(within(alert).getByText('404 | Not Found')).toBeInTheDocument();
    view.unmount();
  });

  it("shows the error's message otherwise", async () => {
    const { view, alert } = await shownFor(new Error('Something broke'));
    expect(within(alert).getByText('Something broke')).toBeInTheDocument();
    view.unmount();
  });

  it("falls back to 'Unknown Error'", async () => {
    const { view, alert } = await shownFor('???');
    expect(within(alert).getByText('Unknown Error')).toBeInTheDocument();
    view.unmount();
  });

  it('lets a per-status handler take over', () => {
    render(
      <AppProviders>
        <ErrorScreen
          error={{ status: 503, data: 'down' }}
          statusHandlers={{ 503: () => <p>Back soon</p> }}
          back={{ to: '/', label: 'Back to home' }}
        />
      </AppProviders>,
    );
    expect(screen.getByText('Back soon')).toBeInTheDocument();
  });
});

/** Renders at `path` with a stored session that the server confirms for `user`. */
async function signedInAt(path: string, user = STAFF) {
  const api = new FakeApi();
  storeSession(user);
  const app = renderApp(path, { fetch: api.fetch });
  await api.respond('GET', '/auth/me', 200, { data: user });
  return { ...app, api, pathname: () => app.router.state.location.pathname };
}

const VIEWER = {
  ...STAFF,
  role: { name: 'viewer', permissions: [{ name: 'customers.read' }, { name: 'diasporas.read' }] },
  permissions: ['customers.read', 'diasporas.read'],
};

describe('the unknown page and 403 screens, in the product look with a way back', () => {
  it('gives a public visitor at an unknown address the brand header, a heading and a way home', async () => {
    const user = userEvent.setup();
    const app = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unknown page' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'BancAssurance home' }),
    ).toHaveAttribute('href', '/');
    const back = screen.getByRole('link', { name: 'Back to home' });
    await user.click(back);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    app.unmount();
  });

  it('offers signed-in staff at an unknown public address the way back to the dashboard', async () => {
    const app = await signedInAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unknown page' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Back to home' })).toBeNull();
    app.unmount();
  });

  it('answers a page the role may not open with the 403 inside the shell, its menu still there', async () => {
    const user = userEvent.setup();
    const app = await signedInAt('/dashboard/customers/individuals/new/basic-details', VIEWER);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'No access to this page' })).toBeInTheDocument();
    expect(within(alert).getByText('403 | You do not have permission to see this page')).toBeInTheDocument();
    // The shell's menu and user card stay: the user is still in the back office.
    const nav = (
      await screen.findAllByRole('navigation', { name: 'Main menu', hidden: true })
    )[0] as HTMLElement;
    expect(within(nav).getByRole('link', { name: 'Individuals', hidden: true })).toBeInTheDocument();
    expect(screen.getAllByText(STAFF.email).length).toBeGreaterThan(0);
    // Under the area's own title the screen's heading comes next in the outline.
    expect(screen.getByRole('heading', { level: 1, name: 'Individuals' })).toBeInTheDocument();
    expect(within(alert).getByRole('heading', { level: 2 })).toHaveTextContent('No access to this page');
    await user.click(within(alert).getByRole('link', { name: 'Back to the dashboard' }));
    await waitFor(() => expect(app.pathname()).toBe('/dashboard'));
    app.unmount();
  });

  it('keeps the shell for an area the role may not read, with the heading at the top level', async () => {
    const app = await signedInAt('/dashboard/customers/groups/covered', VIEWER);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent('No access to this page');
    expect(within(alert).getByText('403 | You do not have permission to see this page')).toBeInTheDocument();
    const nav = (
      await screen.findAllByRole('navigation', { name: 'Main menu', hidden: true })
    )[0] as HTMLElement;
    expect(within(nav).getByRole('link', { name: 'Diasporas', hidden: true })).toBeInTheDocument();
    app.unmount();
  });

  it('shows an unknown address inside the dashboard within the shell, with the way back to it', async () => {
    const app = await signedInAt('/dashboard/customers/groups/lapsed');
    expect(await screen.findByRole('heading', { name: 'Unknown page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
    const nav = (
      await screen.findAllByRole('navigation', { name: 'Main menu', hidden: true })
    )[0] as HTMLElement;
    expect(within(nav).getByRole('link', { name: 'Groups', hidden: true })).toBeInTheDocument();
    app.unmount();
  });
});

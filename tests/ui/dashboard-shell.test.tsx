import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeApi, STAFF, signInBody, storeSession } from './fake-api';
import { renderApp } from './render-app';

afterEach(() => localStorage.clear());

/** Renders at `path` with a stored session that the server confirms for `user`. */
async function signedInAt(path: string, user = STAFF) {
  const api = new FakeApi();
  storeSession(user);
  const app = renderApp(path, { fetch: api.fetch });
  await api.respond('GET', '/auth/me', 200, { data: user });
  return { ...app, api, pathname: () => app.router.state.location.pathname };
}

describe('dashboard redirects', () => {
  it.each([
    ['/dashboard/customers', '/dashboard/customers/individuals/in-progress'],
    ['/dashboard/customers/individuals', '/dashboard/customers/individuals/in-progress'],
    ['/dashboard/customers/groups', '/dashboard/customers/groups/in-progress'],
    ['/dashboard/customers/diasporas', '/dashboard/customers/diasporas/in-progress'],
  ])('%s leads to %s', async (from, to) => {
    const app = await signedInAt(from);
    await waitFor(() => expect(app.pathname()).toBe(to));
    app.unmount();
  });

  it('sends a visitor without a session to /login, remembering the page and replacing the history entry', async () => {
    const app = renderApp('/dashboard/customers/individuals/covered', { fetch: new FakeApi().fetch });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(app.router.state.location.state.from).toBe('/dashboard/customers/individuals/covered');
    expect(app.router.history.length).toBe(1);
    expect(await screen.findByRole('heading', { name: 'Login Into Account' })).toBeInTheDocument();
    app.unmount();
  });

  it('brings the user back to the remembered page after signing in', async () => {
    const api = new FakeApi();
    const app = renderApp('/dashboard/customers/individuals/covered', { fetch: api.fetch });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/email/i), STAFF.email);
    await user.type(screen.getByLabelText(/password/i), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await api.respond('POST', '/auth/sign-in', 200, signInBody());
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe('/dashboard/customers/individuals/covered'),
    );
    expect(JSON.parse(localStorage.getItem('authToken') ?? 'null')).toBe('stf_test_token');
    expect(JSON.parse(localStorage.getItem('authUser') ?? 'null')).toMatchObject({ email: STAFF.email });
    app.unmount();
  });

  it('checks the form before calling the server', async () => {
    const api = new FakeApi();
    const app = renderApp('/login', { fetch: api.fetch });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/email/i), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please provide valid email')).toBeInTheDocument();
    expect(screen.getByText('Please provide valid password')).toBeInTheDocument();
    expect(screen.getByLabelText(/email/i)).toHaveValue('not-an-email');
    expect(api.seen.filter((r) => r.path === '/auth/sign-in')).toHaveLength(0);
    app.unmount();
  });

  it('sends a signed-in user away from /login to the dashboard', async () => {
    const app = await signedInAt('/login');
    await waitFor(() => expect(app.pathname()).toBe('/dashboard'));
    app.unmount();
  });

  it('shows the plain unknown-page text for an unknown status', async () => {
    const app = await signedInAt('/dashboard/customers/groups/lapsed');
    expect(await screen.findByText('Unknown page')).toBeInTheDocument();
    app.unmount();
  });
});

describe('dashboard shell', () => {
  it('shows the title, the user card and the menu entries the role may read, the overview first', async () => {
    const app = await signedInAt('/dashboard/customers/diasporas/in-progress');
    const nav = (
      await screen.findAllByRole('navigation', { name: 'Main menu', hidden: true })
    )[0] as HTMLElement;
    const links = within(nav)
      .getAllByRole('link', { hidden: true })
      .filter((a) => !a.closest('ul ul'));
    expect(links.map((a) => a.textContent)).toEqual(['Overview', 'Diasporas', 'Individuals', 'Groups']);
    // The overview is the current page only at /dashboard itself, not below it.
    expect(within(nav).getByRole('link', { name: 'Overview', hidden: true })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(nav).getByRole('link', { name: 'Diasporas', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getAllByText('BancAssurance').length).toBeGreaterThan(0);
    expect(screen.getAllByText(STAFF.email).length).toBeGreaterThan(0);
    app.unmount();
  });

  it('hides an area the role may not read, and answers its URL with 403', async () => {
    const clerk = {
      ...STAFF,
      permissions: ['diasporas.read'],
      role: { name: 'viewer', permissions: [{ name: 'diasporas.read' }] },
    };
    const app = await signedInAt('/dashboard/customers/diasporas/in-progress', clerk);
    const nav = (
      await screen.findAllByRole('navigation', { name: 'Main menu', hidden: true })
    )[0] as HTMLElement;
    expect(within(nav).queryByText('Groups')).toBeNull();
    await app.router.navigate({ to: '/dashboard/customers/groups/$status', params: { status: 'covered' } });
    expect(await screen.findByText('403 | You do not have permission to see this page')).toBeInTheDocument();
    app.unmount();
  });

  it('opens the submenu of the current area and closes it when the route leaves it', async () => {
    const app = await signedInAt('/dashboard/customers/groups/covered');
    const trigger = (name: string) => screen.getAllByRole('button', { name, hidden: true })[0] as HTMLElement;
    await waitFor(() => expect(trigger('Hide Groups pages')).toHaveAttribute('aria-expanded', 'true'));
    expect(trigger('Show Diasporas pages')).toHaveAttribute('aria-expanded', 'false');
    await app.router.navigate({
      to: '/dashboard/customers/diasporas/$customerStatus',
      params: { customerStatus: 'uncovered' },
    });
    await waitFor(() => expect(trigger('Show Groups pages')).toHaveAttribute('aria-expanded', 'false'));
    expect(trigger('Hide Diasporas pages')).toHaveAttribute('aria-expanded', 'true');
    app.unmount();
  });

  it('opens the menu in a slide-over that closes on Escape and on choosing a page', async () => {
    const app = await signedInAt('/dashboard/customers/diasporas/in-progress');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByRole('button', { name: /sign out/i })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Individuals' }));
    await waitFor(() => expect(app.pathname()).toBe('/dashboard/customers/individuals/in-progress'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    app.unmount();
  });

  it('shows the status tabs with the current one marked', async () => {
    await signedInAt('/dashboard/customers/individuals/covered');
    const tabs = await screen.findByRole('navigation', { name: 'Cover status' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['In-progress', 'Covered', 'Uncovered']);
    expect(within(tabs).getByRole('link', { name: 'Covered' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Individuals' })).toBeInTheDocument();
  });
});

import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/app-providers';
import { MODAL_CLOSE_DELAY_MS, Modal, type ModalProps, useModalClose } from '@/ui/primitives/modal';
import { trackRouter } from './detach-routers';

function SaveButton() {
  const close = useModalClose();
  return (
    <button type="button" onClick={close}>
      Save
    </button>
  );
}

function renderModalRoute(props: Omit<ModalProps, 'title' | 'children'>, entries: string[]) {
  const root = createRootRoute({ component: Outlet });
  const list = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => <h1>Customer list</h1>,
  });
  const add = createRoute({
    getParentRoute: () => root,
    path: '/add',
    component: () => (
      <Modal title="Add customer" {...props}>
        <label>
          First name <input name="firstName" />
        </label>
        <SaveButton />
      </Modal>
    ),
  });
  // A page that takes its time to load: the modal stays on screen while the router goes there.
  const next = createRoute({
    getParentRoute: () => root,
    path: '/next',
    loader: () => new Promise<void>((resolve) => setTimeout(resolve, 2 * MODAL_CLOSE_DELAY_MS)),
    component: () => <h1>Next step</h1>,
  });
  const router = createRouter({
    routeTree: root.addChildren([list, add, next]),
    history: createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1 }),
  });
  trackRouter(router);
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('route modal', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a labelled dialog with a labelled close button', async () => {
    renderModalRoute({}, ['/add']);
    const dialog = await screen.findByRole('dialog', { name: 'Add customer' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toBeInTheDocument();
  });

  it('closes on the close button, waits 300 ms, runs onClosed, then goes to closeTo', async () => {
    const onClosed = vi.fn();
    const router = renderModalRoute({ closeTo: '/', onClosed }, ['/add']);
    const dialog = await screen.findByRole('dialog', { name: 'Add customer' });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await advance(MODAL_CLOSE_DELAY_MS - 10);
    expect(onClosed).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/add');
    // Closed at once (its exit animation may still be running): only the leaving waits.
    expect(dialog.isConnected ? dialog.getAttribute('data-state') : 'closed').toBe('closed');
    await advance(10);
    expect(onClosed).toHaveBeenCalledTimes(1);
    vi.useRealTimers();

    expect(await screen.findByRole('heading', { name: 'Customer list' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on Escape and goes back one step without closeTo', async () => {
    const onClosed = vi.fn();
    const router = renderModalRoute({ onClosed }, ['/', '/add']);
    const dialog = await screen.findByRole('dialog', { name: 'Add customer' });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await advance(MODAL_CLOSE_DELAY_MS);
    expect(onClosed).toHaveBeenCalledTimes(1);
    vi.useRealTimers();

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Customer list' })).toBeInTheDocument();
  });

  it('stays where the user went while it was closing, instead of pulling them back to closeTo', async () => {
    const onClosed = vi.fn();
    const router = renderModalRoute({ closeTo: '/', onClosed }, ['/add']);
    const dialog = await screen.findByRole('dialog', { name: 'Add customer' });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // As a quick user does: Next on the page beneath, before the close delay has run out.
    router.history.push('/next');
    await advance(2 * MODAL_CLOSE_DELAY_MS + 10);
    expect(onClosed).toHaveBeenCalledTimes(1);
    vi.useRealTimers();

    expect(await screen.findByRole('heading', { name: 'Next step' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/next');
  });

  it('can be closed from inside, once', async () => {
    const onClosed = vi.fn();
    const user = userEvent.setup();
    renderModalRoute({ closeTo: '/', onClosed }, ['/add']);
    const dialog = await screen.findByRole('dialog', { name: 'Add customer' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Customer list' })).toBeInTheDocument();
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('keeps the focus inside while open', async () => {
    const user = userEvent.setup();
    renderModalRoute({ closeTo: '/' }, ['/add']);
    const dialog = await screen.findByRole('dialog', { name: 'Add customer' });
    for (let press = 0; press < 4; press += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});

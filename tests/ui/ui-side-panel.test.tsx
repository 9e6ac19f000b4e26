import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/app-providers';
import { MODAL_CLOSE_DELAY_MS } from '@/ui/primitives/modal';
import { SidePanel } from '@/ui/primitives/side-panel';
import { trackRouter } from './detach-routers';

function renderPanelRoute(onClosed: () => void) {
  const root = createRootRoute({ component: Outlet });
  const panel = createRoute({
    getParentRoute: () => root,
    path: '/customers/$id',
    component: () => (
      <SidePanel title="Customer details" onClosed={onClosed}>
        <p>Details</p>
      </SidePanel>
    ),
  });
  const router = createRouter({
    routeTree: root.addChildren([panel]),
    history: createMemoryHistory({ initialEntries: ['/customers/1'] }),
  });
  trackRouter(router);
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

async function closeAndWait(router: ReturnType<typeof renderPanelRoute>, goMeanwhile?: string) {
  const panel = await screen.findByRole('dialog', { name: 'Customer details' });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
  const advance = (ms: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  // The drawer reports its closing a moment after the click; the user acts after that.
  await advance(MODAL_CLOSE_DELAY_MS / 3);
  if (goMeanwhile) router.history.push(goMeanwhile);
  await advance(MODAL_CLOSE_DELAY_MS);
  vi.useRealTimers();
}

describe('side panel', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs onClosed once it has slid away', async () => {
    const onClosed = vi.fn();
    await closeAndWait(renderPanelRoute(onClosed));
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('leaves the user where they went while it was sliding away', async () => {
    const onClosed = vi.fn();
    const router = renderPanelRoute(onClosed);
    await closeAndWait(router, '/customers/2');
    expect(onClosed).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/customers/2');
  });
});

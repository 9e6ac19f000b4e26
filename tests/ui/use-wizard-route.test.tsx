import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useLocation,
} from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useWizardRoute } from '@/ui/wizard/use-wizard-route';
import { trackRouter } from './detach-routers';

const STEPS = ['first', 'second'] as const;
type Step = (typeof STEPS)[number];

/** A two-step wizard whose "statechart" is a state: Next moves it, the URL must follow. */
function Wizard() {
  const [route, setRoute] = useState<Step>('first');
  const { pathname } = useLocation();
  const goto = useCallback((step: Step) => {
    setRoute(step);
    return step;
  }, []);
  useWizardRoute({ route, pathname, basePath: '/w', steps: STEPS, goto });
  return (
    <>
      <h1>{route}</h1>
      <button type="button" onClick={() => setRoute('second')}>
        Next
      </button>
      <Outlet />
    </>
  );
}

function renderWizard(entries: string[]) {
  const root = createRootRoute({ component: Outlet });
  const list = createRoute({ getParentRoute: () => root, path: '/', component: () => <h1>List</h1> });
  const wizard = createRoute({ getParentRoute: () => root, path: '/w', component: Wizard });
  const step = createRoute({ getParentRoute: () => wizard, path: '$step', component: Outlet });
  // A picker shown over the first step, as the policy picker is.
  const picker = createRoute({
    getParentRoute: () => step,
    path: 'picker',
    component: () => <p>Picker still closing</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([list, wizard.addChildren([step.addChildren([picker])])]),
    history: createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1 }),
  });
  trackRouter(router);
  render(<RouterProvider router={router} />);
  return router;
}

describe('a wizard URL that follows its statechart', () => {
  it('adds an entry for a move from a step page, so Back returns to that step', async () => {
    const router = renderWizard(['/', '/w/first']);
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'second' });
    expect(router.history.location.pathname).toBe('/w/second');
    await act(async () => router.history.back());
    expect(router.history.location.pathname).toBe('/w/first');
    await screen.findByRole('heading', { name: 'first' });
  });

  it('replaces a picker that was still closing when Next was pressed, so Back reaches the step, not the picker', async () => {
    const router = renderWizard(['/', '/w/first', '/w/first/picker']);
    await screen.findByText('Picker still closing');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'second' });
    expect(router.history.location.pathname).toBe('/w/second');
    await act(async () => router.history.back());
    expect(router.history.location.pathname).toBe('/w/first');
    await screen.findByRole('heading', { name: 'first' });
    expect(screen.queryByText('Picker still closing')).not.toBeInTheDocument();
  });
});

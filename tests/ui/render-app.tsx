import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createAppRouter } from '../../src/router';
import { AppProviders } from '../../src/ui/app-providers';

/** Renders the whole app, providers and router, at `path` in a memory history. */
export function renderApp(path = '/') {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

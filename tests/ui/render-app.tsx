import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { App, type AppServiceOptions, createAppServices } from '@/app/app';
import { trackRouter } from './detach-routers';

export const TEST_CONFIG = {
  apiBaseUrl: 'http://portal.test/api/v1',
  captchaSiteKey: 'development',
  supportEmail: 'support@bank.test',
};

/** A fetch that fails loudly: screens that call the API must pass their own. */
const noNetwork: typeof fetch = async (input) => {
  throw new Error(`unexpected request in a UI test: ${String(input instanceof Request ? input.url : input)}`);
};

/** Renders the whole app, providers and router, at `path` in a memory history. */
export function renderApp(path = '/', options: Omit<AppServiceOptions, 'history'> = {}) {
  const services = createAppServices({
    config: TEST_CONFIG,
    fetch: noNetwork,
    ...options,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  trackRouter(services.router);
  const view = render(<App services={services} />);
  return { ...services, ...view };
}

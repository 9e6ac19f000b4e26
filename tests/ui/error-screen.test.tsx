import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/ui/app-providers';
import { ErrorScreen } from '../../src/ui/error-screen';

function renderError(error: unknown, statusHandlers?: Parameters<typeof ErrorScreen>[0]['statusHandlers']) {
  return render(
    <AppProviders>
      <ErrorScreen error={error} statusHandlers={statusHandlers} />
    </AppProviders>,
  );
}

describe('route error screen', () => {
  it("shows '{status} | {data}' for an error with a status", () => {
    renderError({ status: 404, data: 'Not Found' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 | Not Found');
  });

  it('lets a per-status handler take over', () => {
    renderError({ status: 503, data: 'down' }, { 503: () => <p>Back soon</p> });
    expect(screen.getByText('Back soon')).toBeInTheDocument();
  });

  it("shows the error's message otherwise", () => {
    renderError(new Error('Something broke'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Something broke');
  });

  it("falls back to 'Unknown Error'", () => {
    renderError('???');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unknown Error');
  });
});

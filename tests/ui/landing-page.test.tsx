import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';

describe('public landing page', () => {
  it('promotes the diaspora cover with its badge, heading and description', async () => {
    renderApp('/');

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Wherever life takes you, we bring you home.');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Trusted Diaspora Insurance')).toBeInTheDocument();
    expect(screen.getByText(/repatriation cover for people living abroad/i)).toHaveTextContent(
      /up to TZS 50 million for individuals and families, customizable/,
    );
  });

  it('shows the bank and product logos and the hero image with alt text', async () => {
    renderApp('/');

    expect(await screen.findByRole('img', { name: 'BancAssurance' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Diaspora Cover' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /family .* globe/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BancAssurance' })).toHaveAttribute('href', '/');
  });

  it('sends Register Now to the first onboarding step', async () => {
    renderApp('/');

    const register = await screen.findByRole('link', { name: /register now/i });
    expect(register).toHaveAttribute('href', '/diaspora/policy');
  });

  it('shows the key figures of the cover in Tsh', async () => {
    renderApp('/');

    const figures = await screen.findByRole('region', { name: 'The cover at a glance' });
    expect(within(figures).getByText('Tsh 25,000')).toBeInTheDocument();
    expect(within(figures).getByText('per month')).toBeInTheDocument();
    expect(within(figures).getByText('Tsh 50,000,000')).toBeInTheDocument();
    expect(within(figures).getByText('Tsh 5,000,000')).toBeInTheDocument();
    expect(within(figures).getByText('Spouse + 4 children')).toBeInTheDocument();
    expect(within(figures).getByText('You, your spouse and up to 4 children')).toBeInTheDocument();
  });

  it('has landmarks and a 2024 copyright in the footer', async () => {
    renderApp('/');

    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/© 2024/)).toBeInTheDocument();
  });
});

describe('unknown public path', () => {
  // SPEC's 'known page' is a typo of 'Unknown page'; the fixed text still reads as the spec's.
  it("says 'Unknown page' as the page's heading (tests/ui/error-screen has its look)", async () => {
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Unknown page' })).toBeInTheDocument();
  });
});

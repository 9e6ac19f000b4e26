import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VALID_DETAILS } from '../machines/events';
import { renderApp } from './render-app';

afterEach(() => {
  localStorage.clear();
});

/** What the policy step leaves behind: the terms ticked and an enrolment session still valid. */
function policyDone() {
  localStorage.setItem(
    'diaspora-policy-form-details',
    JSON.stringify({
      termsAccepted: true,
      enrolmentToken: 'enr_test',
      enrolmentExpiresAt: '2099-01-01T00:00:00.000Z',
    }),
  );
}

/** The text of every level-one heading the page shows from now on, even for a moment. */
function headingsShown(): string[] {
  const shown: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes])) {
      if (!(node instanceof Element)) continue;
      const headings = node.matches('h1') ? [node] : [...node.querySelectorAll('h1')];
      shown.push(...headings.map((heading) => heading.textContent ?? ''));
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return shown;
}

describe('an enrolment picked up in a new tab or after a reload', () => {
  it('sends a visitor who opens a later step too early to the policy step, without showing the later one', async () => {
    const shown = headingsShown();
    const app = renderApp('/diaspora/basic-details');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diaspora Repatriation Cover' }),
    ).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/diaspora/policy');
    expect(new Set(shown)).toEqual(new Set(['Diaspora Repatriation Cover']));
  });

  it('opens the details step after a reload once the policy step is done', async () => {
    policyDone();
    const shown = headingsShown();
    const app = renderApp('/diaspora/basic-details');
    expect(await screen.findByRole('heading', { level: 1, name: 'User Details' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/diaspora/basic-details');
    expect(new Set(shown)).toEqual(new Set(['User Details']));
  });

  it('opens on the members step when the saved details are complete and valid', async () => {
    policyDone();
    localStorage.setItem('diaspora-form-details', JSON.stringify(VALID_DETAILS));
    const app = renderApp('/diaspora/members-declaration');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Beneficiaries Declaration' }),
    ).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/diaspora/members-declaration');
  });

  it('does not trust saved details that are not valid: the wizard stays where the machine is', async () => {
    policyDone();
    localStorage.setItem(
      'diaspora-form-details',
      JSON.stringify({ ...VALID_DETAILS, email: 'not-an-email' }),
    );
    const app = renderApp('/diaspora/members-declaration');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diaspora Repatriation Cover' }),
    ).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/diaspora/policy');
  });
});

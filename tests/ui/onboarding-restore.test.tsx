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

describe('an enrolment picked up in a new tab or after a reload', () => {
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

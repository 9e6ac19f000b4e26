import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SPOUSE, VALID_DETAILS } from '../machines/events';
import { FakeApi } from './fake-api';
import { renderApp } from './render-app';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** An enrolment whose policy step and details are done and whose spouse is declared. */
function readyToSave() {
  localStorage.setItem(
    'diaspora-policy-form-details',
    JSON.stringify({
      termsAccepted: true,
      enrolmentToken: 'enr_test',
      enrolmentExpiresAt: '2099-01-01T00:00:00.000Z',
    }),
  );
  localStorage.setItem('diaspora-form-details', JSON.stringify(VALID_DETAILS));
  localStorage.setItem('diaspora-members-form-details', JSON.stringify([SPOUSE]));
}

async function saveAnswered(respMsg: string) {
  readyToSave();
  const api = new FakeApi();
  const user = userEvent.setup();
  const app = renderApp('/diaspora/members-declaration', { fetch: api.fetch });
  await user.click(await screen.findByRole('button', { name: 'Save' }));
  await api.respond('POST', '/diasporas', 201, {
    respMsg,
    data: {
      diasporaId: '9d6c1f4e-1111-4222-8333-944455556666',
      status: 'in-progress',
      createdAt: '2026-11-21T10:00:00.000Z',
    },
  });
  await screen.findByRole('heading', { level: 1, name: 'Successfully Onboarded!' });
  return app;
}

describe("the enrolment's success toast (SPEC §8)", () => {
  it('says "Customer added successfully." once when the server says the same', async () => {
    const app = await saveAnswered('Customer added successfully.');
    // Title and description of one toast render together: the count is final once one shows.
    const shown = await screen.findAllByText('Customer added successfully.');
    expect(shown).toHaveLength(1);
    app.unmount();
  });

  it("still shows the server's message under the title when it says something else", async () => {
    const app = await saveAnswered('We will email you within two working days.');
    expect(await screen.findByText('We will email you within two working days.')).toBeInTheDocument();
    expect(screen.getAllByText('Customer added successfully.')).toHaveLength(1);
    app.unmount();
  });
});

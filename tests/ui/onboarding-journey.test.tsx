import type { onboardingMachine } from '@machines/onboarding.machine';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { SPOUSE, VALID_DETAILS } from '../machines/events';
import { onboardingScreenPaths } from '../machines/screen-paths';
import { FakeApi } from './fake-api';
import { replayStrictly } from './generated-paths';
import { renderApp } from './render-app';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

type Snapshot = SnapshotFrom<typeof onboardingMachine>;

// Every journey to done and the shortest path to every other state the screens reach (the
// captcha's expiry and a session lapsing mid-typing are the chart's own test's): screen-paths.ts.
const paths = onboardingScreenPaths();

async function fillDetails(user: UserEvent) {
  const form = screen.getByRole('heading', { name: 'User Details', level: 1 }).closest('div')
    ?.parentElement as HTMLElement;
  const field = (label: string) => within(form).getByLabelText(new RegExp(`^${label}`));
  // Pasting whole values keeps the journeys quick; the forms' own tests type key by key.
  const type = async (label: string, value: string) => {
    await user.clear(field(label));
    await user.click(field(label));
    await user.paste(value);
  };
  await type('First name', VALID_DETAILS.firstName);
  await type('Last name', VALID_DETAILS.lastName);
  await type('Date of birth', VALID_DETAILS.dob);
  await user.selectOptions(field('Sex'), 'male');
  await user.selectOptions(field('Marital status'), 'married');
  await type('Account number', VALID_DETAILS.accountNumber);
  await user.selectOptions(field('ID type'), '3');
  await type('ID number', VALID_DETAILS.idNumber);
  await type('Email', VALID_DETAILS.email);
  await type('Mobile number', VALID_DETAILS.mobile);
  await type('Place of residency', VALID_DETAILS.address);
}

async function addSpouse(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Add Beneficiary' }));
  const dialog = await screen.findByRole('dialog');
  const paste = async (label: RegExp, value: string) => {
    await user.click(within(dialog).getByLabelText(label));
    await user.paste(value);
  };
  await paste(/^First name/, SPOUSE.firstName);
  await paste(/^Last name/, SPOUSE.lastName);
  await user.selectOptions(within(dialog).getByLabelText(/^Sex/), 'female');
  await paste(/^Date of birth/, SPOUSE.dob);
  await user.selectOptions(within(dialog).getByLabelText(/^Relationship/), '2');
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/**
 * The onboarding statechart's generated journeys, replayed against the rendered public flow:
 * each state has what the visitor sees, each event what a visitor (or the server) does.
 */
describe('onboarding journeys replayed against the screens', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const api = new FakeApi();
    const user = userEvent.setup();
    const app = renderApp('/diaspora', { fetch: api.fetch });
    const pathname = () => app.router.state.location.pathname;

    await replayStrictly(path, {
      states: {
        policy: async (s: Snapshot) => {
          await heading('Diaspora Repatriation Cover');
          await waitFor(() => expect(pathname()).toBe('/diaspora/policy'));
          const next = screen.getByRole('button', { name: 'Next' });
          if (s.context.termsAccepted && s.context.sessionReady) expect(next).toBeEnabled();
          else expect(next).toBeDisabled();
          expect(
            screen.queryByText('I am not a robot') !== null ||
              s.context.sessionReady ||
              !s.context.termsAccepted,
          ).toBe(true);
        },
        basicDetails: async () => {
          await heading('User Details');
          expect(pathname()).toBe('/diaspora/basic-details');
        },
        beneficiaries: async (s: Snapshot) => {
          await heading('Beneficiaries Declaration');
          expect(pathname()).toBe('/diaspora/members-declaration');
          const save = screen.getByRole('button', { name: 'Save' });
          if (s.context.beneficiaries.length === 0) {
            expect(screen.getByText('Empty Beneficiaries List')).toBeInTheDocument();
            expect(save).toBeDisabled();
          } else {
            expect(screen.getByText(/I declare that the information/)).toBeInTheDocument();
            expect(save).toBeEnabled();
          }
        },
        submitting: async () => {
          await waitFor(() =>
            expect(screen.getByRole('button', { name: /submitting/i })).toHaveAttribute('data-loading'),
          );
        },
        failed: async () => {
          expect(await screen.findByText(/Your enrolment was not saved/)).toBeInTheDocument();
          expect(screen.getByText(SPOUSE.firstName, { exact: false })).toBeInTheDocument();
        },
        done: async () => {
          await heading('Successfully Onboarded!');
          expect(pathname()).toBe('/diaspora/conclusion');
          expect(localStorage.getItem('diaspora-form-details')).toBeNull();
          expect(localStorage.getItem('diaspora-members-form-details')).toBeNull();
        },
      },
      events: {
        'terms.toggle': async () => {
          await user.click(screen.getByText('I agree with the Terms and Conditions provided above.'));
        },
        'captcha.verified': async () => {
          await user.click(await screen.findByText('I am not a robot'));
        },
        'session.started': async () => {
          const request = await api.respond('POST', '/enrolment-sessions', 201, {
            data: { token: 'enr_test_session', expiresAt: '2099-01-01T00:00:00.000Z' },
          });
          expect(request.body).toEqual({ captchaToken: 'development-captcha-token' });
          await screen.findByText('Verified');
        },
        'session.failed': async () => {
          await api.respond('POST', '/enrolment-sessions', 400, {
            respMsg: 'The captcha could not be verified. Please try again',
            messages: { captchaToken: 'The captcha could not be verified. Please try again' },
            status: 400,
          });
          expect(
            await screen.findByText('The captcha could not be verified. Please try again'),
          ).toBeInTheDocument();
          // The widget was reset: it can be solved again.
          await waitFor(() =>
            expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).not.toBeChecked(),
          );
        },
        'step.next': async () => {
          await user.click(screen.getByRole('button', { name: 'Next' }));
        },
        'step.previous': async () => {
          await user.click(screen.getAllByRole('button', { name: 'Previous' })[0] as HTMLElement);
        },
        'details.submit': async () => {
          await fillDetails(user);
          await user.click(screen.getAllByRole('button', { name: 'Next' })[0] as HTMLElement);
        },
        // Typing after a return to the step: Next must confirm the details again.
        'details.change': async () => {
          await user.type(screen.getByLabelText(/^Place of residency/), '.');
        },
        'beneficiary.add': async () => addSpouse(user),
        submit: async () => {
          await user.click(screen.getByRole('button', { name: 'Save' }));
        },
        'submit.succeeded': async () => {
          const request = await api.respond('POST', '/diasporas', 201, {
            respMsg: 'Customer added successfully.',
            data: {
              diasporaId: '9d6c1f4e-1111-4222-8333-944455556666',
              status: 'in-progress',
              createdAt: '2026-11-21T10:00:00.000Z',
            },
          });
          expect(request.headers.get('X-Enrolment-Token')).toBe('enr_test_session');
          expect(request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
          expect(request.body).toMatchObject({
            idType: 3,
            idNumber: VALID_DETAILS.idNumber,
            beneficiaries: [{ relationship: 2 }],
          });
        },
        'submit.failed': async () => {
          await api.respond('POST', '/diasporas', 500, {
            respMsg: 'Oops an unexpected error occurred',
            messages: {},
            status: 500,
          });
        },
        // The enrolment session lapsed before the submit: back to the captcha, everything kept.
        'session.expired': async () => {
          await api.respond('POST', '/diasporas', 401, {
            respMsg: 'The enrolment session has expired',
            messages: {},
            status: 401,
          });
          expect(
            await screen.findByText('Your session expired. Please confirm the captcha again.'),
          ).toBeInTheDocument();
        },
        'submit.retry': async () => {
          const first = api.seen.filter((r) => r.path === '/diasporas').length;
          await user.click(screen.getByRole('button', { name: 'Try again' }));
          await waitFor(() => expect(api.seen.filter((r) => r.path === '/diasporas').length).toBe(first + 1));
        },
      },
    });
    app.unmount();
  });
});

import type { SignInFailure } from '@machines/auth.machine';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVELOPMENT_CAPTCHA_TOKEN } from '@/domain/captcha';
import { authScreenPaths } from '../machines/screen-paths';
import { FakeApi, STAFF, signInBody, storeSession } from './fake-api';
import { renderApp } from './render-app';

afterEach(() => localStorage.clear());

// The development captcha lapses only after five minutes and never fails: screen-paths.ts.
const paths = authScreenPaths();

/** What the server answers when a sign-in needs a solved captcha (openapi.yaml `SignInRefused`). */
const CAPTCHA_ASKED = {
  respMsg: 'Please confirm you are a person to sign in',
  messages: { captchaToken: 'Please confirm you are a person to sign in' },
  status: 400,
};

const loginButton = () => screen.getByRole('button', { name: /^(login|signing in…)$/i });

/**
 * The auth statechart's generated paths, replayed against the rendered app: each state has
 * what the user sees, each event what a user (or the server) does.
 */
describe('auth statechart replayed against the login page and the shell', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const api = new FakeApi();
    const user = userEvent.setup();
    const restores = path.steps[1]?.event.type === 'session.restored';
    if (restores) storeSession();
    const app = renderApp('/dashboard/customers/groups', { fetch: api.fetch });
    const pathname = () => app.router.state.location.pathname;
    // The captcha the last sign-in sent, if it carried one: it must reach the server.
    let captchaSent: string | undefined;
    const expectSent = (body: unknown) =>
      expect(body).toEqual({
        email: STAFF.email,
        password: 'secret-password',
        ...(captchaSent ? { captchaToken: captchaSent } : {}),
      });

    await path.test({
      states: {
        restoring: () => {
          expect(screen.queryByRole('heading', { name: 'Login Into Account' })).toBeNull();
          expect(screen.queryByRole('button', { name: /sign out/i })).toBeNull();
        },
        signedOut: async () => {
          await waitFor(() => expect(['/login', '/']).toContain(pathname()));
          expect(screen.queryByRole('button', { name: /sign out/i })).toBeNull();
          expect(localStorage.getItem('authToken')).toBeNull();
        },
        'signedOut.credentials': async () => {
          expect(screen.queryByRole('heading', { name: 'Confirm you are a person' })).toBeNull();
        },
        // Asked for a captcha: why, the labelled development captcha, and Login waits for it.
        'signedOut.captcha.unsolved': async () => {
          expect(
            await screen.findByRole('heading', { name: 'Confirm you are a person' }),
          ).toBeInTheDocument();
          expect(screen.getByText(/Many sign-ins to this email failed lately/)).toBeInTheDocument();
          expect(screen.getByText('Development captcha')).toBeInTheDocument();
          await waitFor(() =>
            expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).not.toBeChecked(),
          );
          expect(loginButton()).toBeDisabled();
          expect(screen.getByText('Complete the check above to sign in.')).toBeInTheDocument();
        },
        'signedOut.captcha.solved': async () => {
          expect(await screen.findByText('Verified')).toBeInTheDocument();
          expect(loginButton()).toBeEnabled();
        },
        signingIn: async () => {
          await waitFor(() =>
            expect(screen.getByRole('button', { name: /login|signing in/i })).toHaveAttribute('data-loading'),
          );
        },
        signedIn: async () => {
          // Back to the page they came from, or the default /dashboard: the portfolio overview.
          await waitFor(() =>
            expect(pathname()).toMatch(/^\/dashboard(\/customers\/(groups|diasporas)\/in-progress)?$/),
          );
          expect(await screen.findByText(`${STAFF.firstName} ${STAFF.lastName}`)).toBeInTheDocument();
          expect(screen.getByText(STAFF.email)).toBeInTheDocument();
        },
        signingOut: async () => {
          await waitFor(() =>
            expect(screen.getByRole('button', { name: /signing out/i })).toHaveAttribute('data-loading'),
          );
        },
      },
      events: {
        'session.restored': async () => {
          const request = await api.respond('GET', '/auth/me', 200, { data: STAFF });
          expect(request.headers.get('Authorization')).toBe('Bearer stf_stored_token');
        },
        'session.missing': async () => {
          await screen.findByRole('heading', { name: 'Login Into Account' });
        },
        'signIn.submit': async () => {
          if (pathname() !== '/login') await app.router.navigate({ to: '/login' });
          await screen.findByLabelText(/email/i);
          // A sign-in that needs an unsolved captcha cannot be sent: the button waits for it.
          if (loginButton().hasAttribute('disabled')) {
            expect(screen.queryByText('Verified')).toBeNull();
            return;
          }
          captchaSent = screen.queryByText('Verified') ? DEVELOPMENT_CAPTCHA_TOKEN : undefined;
          const email = await screen.findByLabelText(/email/i);
          await user.clear(email);
          await user.type(email, STAFF.email);
          const password = screen.getByLabelText(/password/i);
          await user.clear(password);
          await user.type(password, 'secret-password');
          await user.click(screen.getByRole('button', { name: 'Login' }));
        },
        'signIn.succeeded': async () => {
          const request = await api.respond('POST', '/auth/sign-in', 200, signInBody());
          expectSent(request.body);
        },
        'signIn.captchaRequired': async () => {
          const request = await api.respond('POST', '/auth/sign-in', 400, CAPTCHA_ASKED);
          expectSent(request.body);
          expect(await screen.findByText(CAPTCHA_ASKED.respMsg)).toBeInTheDocument();
          // Asked, not refused: no 'Invalid credentials', no 'Failed to login'.
          expect(screen.queryByText('Invalid credentials')).toBeNull();
        },
        'captcha.verified': async () => {
          await user.click(await screen.findByRole('checkbox', { name: 'I am not a robot' }));
        },
        'signIn.failed': async ({ event }) => {
          // The executor's event type is narrowed to its name only; the payload is the model's.
          const { failure } = event as unknown as { failure: SignInFailure };
          const toastsBefore = screen.queryAllByText('Failed to login').length;
          const expectToast = async () =>
            waitFor(() =>
              expect(screen.queryAllByText('Failed to login').length).toBeGreaterThan(toastsBefore),
            );
          if (failure.kind === 'network') {
            await api.failNetwork('POST', '/auth/sign-in');
            expect(await screen.findByText(/trouble to connect with server/)).toBeInTheDocument();
            await expectToast();
          } else {
            const request = await api.respond('POST', '/auth/sign-in', 401, {
              respMsg: 'Invalid credentials',
              messages: { email: 'Invalid username', password: 'Invalid password' },
              status: 401,
            });
            expectSent(request.body);
            expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
            expect(await screen.findByText('Invalid username')).toBeInTheDocument();
            expect(screen.getByText('Invalid password')).toBeInTheDocument();
            await waitFor(() => expect(screen.getByLabelText(/email/i)).toHaveFocus());
            await expectToast();
          }
        },
        signOut: async () => {
          // jsdom has no wide screen: the sidebar lives in the slide-over, as on a phone.
          await user.click(await screen.findByRole('button', { name: 'Open menu' }));
          await user.click(await screen.findByRole('button', { name: /sign out/i }));
        },
        'signOut.done': async () => {
          await api.respond('POST', '/auth/sign-out', 204);
          await waitFor(() => expect(pathname()).toBe('/login'));
          // The login page remembers where the user signed out from.
          expect(app.router.state.location.state.from).toMatch(
            /^\/dashboard(\/customers\/(groups|diasporas)\/in-progress)?$/,
          );
        },
        'session.expired': async () => {
          // Any staff call answered 401 signs the user out and sends them to '/' (SPEC §8).
          const call = app.api.GET('/auth/me');
          await api.respond('GET', '/auth/me', 401, {
            respMsg: 'Your session has expired',
            messages: {},
            status: 401,
          });
          await call;
          await waitFor(() => expect(pathname()).toBe('/'));
        },
      },
    });
    app.unmount();
  });
});

describe('a throttled sign-in', () => {
  it("shows the server's retry time, not 'Invalid credentials', and keeps what was typed", async () => {
    const api = new FakeApi();
    const user = userEvent.setup();
    const app = renderApp('/login', { fetch: api.fetch });
    await user.type(await screen.findByLabelText(/email/i), STAFF.email);
    await user.type(screen.getByLabelText(/password/i), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await api.respond('POST', '/auth/sign-in', 429, {
      respMsg: 'Too many sign-in attempts. Please try again in 4 seconds',
      messages: {},
      status: 429,
    });
    expect(
      await screen.findByText('Too many sign-in attempts. Please try again in 4 seconds'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Invalid credentials')).toBeNull();
    expect(screen.getByLabelText(/email/i)).toHaveValue(STAFF.email);
    expect(screen.getByLabelText(/password/i)).toHaveValue('secret-password');
    app.unmount();
  });
});

describe('a refused sign-in followed by one that goes through', () => {
  it("leaves no 'Failed to login' toast and no 'Invalid credentials' on the dashboard", async () => {
    const api = new FakeApi();
    const user = userEvent.setup();
    const app = renderApp('/login', { fetch: api.fetch });
    await user.type(await screen.findByLabelText(/email/i), STAFF.email);
    await user.type(screen.getByLabelText(/password/i), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await api.respond('POST', '/auth/sign-in', 401, {
      respMsg: 'Invalid credentials',
      messages: {},
      status: 401,
    });
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    // The pointer resting on the toast holds it (as a hidden tab does): it cannot simply time out.
    await user.hover(await screen.findByText('Failed to login'));

    // The typed values are kept: the user tries again from the keyboard, the pointer stays put.
    await user.type(screen.getByLabelText(/password/i), '{Enter}');
    await api.respond('POST', '/auth/sign-in', 200, signInBody());
    await waitFor(() => expect(app.router.state.location.pathname).toMatch(/^\/dashboard(\/|$)/));
    expect(await screen.findByText(STAFF.email)).toBeInTheDocument();

    await waitFor(() => expect(screen.queryByText('Failed to login')).toBeNull());
    expect(screen.queryByText('Invalid credentials')).toBeNull();
    app.unmount();
  });
});

import { assign, setup } from 'xstate';
import type { StaffUser } from '../src/domain/staff';

/**
 * Staff authentication. The machine decides what happens; the app supplies the effects
 * (reading storage, calling the API, navigating) with `authMachine.provide(...)` and reports
 * their outcome back as events, so the chart stays free of React, the DOM and fetch.
 */

export type SignInFailure =
  /** The server refused the credentials (401). */
  | { kind: 'unauthorized'; message: string }
  /**
   * The server asks for a solved captcha before it checks the credentials (400 naming
   * `captchaToken`): many sign-ins to this email failed lately from unknown places. Not a refusal
   * of the password, which was not read.
   */
  | { kind: 'captcha'; message: string }
  /** The server could not be reached. */
  | { kind: 'network'; message: string }
  | { kind: 'other'; message: string };

export interface AuthContext {
  user: StaffUser | null;
  token: string | null;
  failure: SignInFailure | null;
  /** The server asked for a captcha: every sign-in carries one until one goes through. */
  captchaRequired: boolean;
  /** The solved captcha the next sign-in sends; each is used once. */
  captchaToken: string | null;
}

export type AuthEvent =
  | { type: 'session.restored'; user: StaffUser; token: string }
  | { type: 'session.missing' }
  | { type: 'signIn.submit'; email: string; password: string }
  | { type: 'signIn.succeeded'; user: StaffUser; token: string }
  | { type: 'signIn.failed'; failure: SignInFailure }
  /** The server answered that the sign-in needs a solved captcha. */
  | { type: 'signIn.captchaRequired'; message: string }
  | { type: 'captcha.verified'; token: string }
  | { type: 'captcha.expired' }
  | { type: 'captcha.error' }
  | { type: 'signOut' }
  | { type: 'signOut.done' }
  /** A call answered 401: the token is no longer valid. */
  | { type: 'session.expired' };

const NO_CAPTCHA = { captchaRequired: false, captchaToken: null } as const;

export const authMachine = setup({
  types: {} as { context: AuthContext; events: AuthEvent },
  guards: {
    /** The sign-in carries the solved captcha the server asked for, or was asked for none. */
    readyToSend: ({ context }) => !context.captchaRequired || context.captchaToken !== null,
    captchaRequired: ({ context }) => context.captchaRequired,
  },
  actions: {
    /** Read the stored token and check it with GET /auth/me; answer session.restored or session.missing. */
    restoreSession: () => {},
    /**
     * POST /auth/sign-in, with the solved captcha when there is one; answer signIn.succeeded,
     * signIn.captchaRequired or signIn.failed.
     */
    requestSignIn: (_, _params: { email: string; password: string; captchaToken: string | null }) => {},
    /** Show a fresh captcha: the last one was used, refused or broke. */
    resetCaptcha: () => {},
    /** Write authUser and authToken to storage. */
    storeSession: (_, _params: { user: StaffUser; token: string }) => {},
    /** Remove authUser and authToken from storage. */
    clearSession: () => {},
    /** Tell the user sign-in failed (toast). */
    notifySignInFailed: (_, _params: { failure: SignInFailure }) => {},
    /** Go to the remembered origin, else /dashboard. */
    navigateAfterSignIn: () => {},
    /** POST /auth/sign-out (failures ignored: the token is dropped anyway); answer signOut.done. */
    requestSignOut: (_, _params: { token: string | null }) => {},
    /** Go to /login, remembering the current path as origin. */
    navigateToSignIn: () => {},
    /** A call was refused with 401: go to '/'. */
    navigateHome: () => {},
  },
}).createMachine({
  id: 'auth',
  context: { user: null, token: null, failure: null, ...NO_CAPTCHA },
  initial: 'restoring',
  states: {
    restoring: {
      entry: 'restoreSession',
      on: {
        'session.restored': {
          target: 'signedIn',
          actions: assign({ user: ({ event }) => event.user, token: ({ event }) => event.token }),
        },
        'session.missing': { target: 'signedOut', actions: 'clearSession' },
      },
    },
    signedOut: {
      initial: 'credentials',
      on: {
        // Without the captcha the server asked for, a sign-in is not sent: it would be asked again.
        'signIn.submit': {
          guard: 'readyToSend',
          target: 'signingIn',
          actions: assign({ failure: null }),
        },
      },
      states: {
        /** Email and password are all a sign-in needs. */
        credentials: {},
        /** The server asked for a captcha: the form shows it, and sends its token. */
        captcha: {
          initial: 'unsolved',
          on: {
            'captcha.error': {
              target: '.unsolved',
              actions: [assign({ captchaToken: null }), 'resetCaptcha'],
            },
          },
          states: {
            unsolved: {
              on: {
                'captcha.verified': {
                  target: 'solved',
                  actions: assign({ captchaToken: ({ event }) => event.token }),
                },
              },
            },
            solved: {
              on: {
                'captcha.expired': { target: 'unsolved', actions: assign({ captchaToken: null }) },
              },
            },
          },
        },
      },
    },
    signingIn: {
      entry: {
        type: 'requestSignIn',
        params: ({ context, event }) =>
          event.type === 'signIn.submit'
            ? { email: event.email, password: event.password, captchaToken: context.captchaToken }
            : { email: '', password: '', captchaToken: null },
      },
      on: {
        'signIn.succeeded': {
          target: 'signedIn',
          actions: [
            assign({
              user: ({ event }) => event.user,
              token: ({ event }) => event.token,
              failure: null,
              ...NO_CAPTCHA,
            }),
            { type: 'storeSession', params: ({ event }) => ({ user: event.user, token: event.token }) },
            'navigateAfterSignIn',
          ],
        },
        // Asked, not refused: no 'Failed to login', the password was not read.
        'signIn.captchaRequired': {
          target: 'signedOut.captcha',
          actions: [
            assign({
              failure: ({ event }) => ({ kind: 'captcha', message: event.message }),
              captchaRequired: true,
              captchaToken: null,
            }),
            'resetCaptcha',
          ],
        },
        'signIn.failed': [
          {
            // The server still wants a captcha for the next try; the one sent is used up.
            guard: 'captchaRequired',
            target: 'signedOut.captcha',
            actions: [
              assign({ failure: ({ event }) => event.failure, captchaToken: null }),
              { type: 'notifySignInFailed', params: ({ event }) => ({ failure: event.failure }) },
              'resetCaptcha',
            ],
          },
          {
            target: 'signedOut',
            actions: [
              assign({ failure: ({ event }) => event.failure }),
              { type: 'notifySignInFailed', params: ({ event }) => ({ failure: event.failure }) },
            ],
          },
        ],
      },
    },
    signedIn: {
      on: {
        signOut: 'signingOut',
        'session.expired': {
          target: 'signedOut',
          actions: [assign({ user: null, token: null }), 'clearSession', 'navigateHome'],
        },
      },
    },
    signingOut: {
      entry: { type: 'requestSignOut', params: ({ context }) => ({ token: context.token }) },
      on: {
        'signOut.done': {
          target: 'signedOut',
          actions: [assign({ user: null, token: null, failure: null }), 'clearSession', 'navigateToSignIn'],
        },
      },
    },
  },
});

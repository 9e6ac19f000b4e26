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
  /** The server could not be reached. */
  | { kind: 'network'; message: string }
  | { kind: 'other'; message: string };

export interface AuthContext {
  user: StaffUser | null;
  token: string | null;
  failure: SignInFailure | null;
}

export type AuthEvent =
  | { type: 'session.restored'; user: StaffUser; token: string }
  | { type: 'session.missing' }
  | { type: 'signIn.submit'; email: string; password: string }
  | { type: 'signIn.succeeded'; user: StaffUser; token: string }
  | { type: 'signIn.failed'; failure: SignInFailure }
  | { type: 'signOut' }
  | { type: 'signOut.done' }
  /** A call answered 401: the token is no longer valid. */
  | { type: 'session.expired' };

export const authMachine = setup({
  types: {} as { context: AuthContext; events: AuthEvent },
  actions: {
    /** Read the stored token and check it with GET /auth/me; answer session.restored or session.missing. */
    restoreSession: () => {},
    /** POST /auth/sign-in; answer signIn.succeeded or signIn.failed. */
    requestSignIn: (_, _params: { email: string; password: string }) => {},
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
  context: { user: null, token: null, failure: null },
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
      on: {
        'signIn.submit': {
          target: 'signingIn',
          actions: assign({ failure: null }),
        },
      },
    },
    signingIn: {
      entry: {
        type: 'requestSignIn',
        params: ({ event }) =>
          event.type === 'signIn.submit'
            ? { email: event.email, password: event.password }
            : { email: '', password: '' },
      },
      on: {
        'signIn.succeeded': {
          target: 'signedIn',
          actions: [
            assign({ user: ({ event }) => event.user, token: ({ event }) => event.token, failure: null }),
            { type: 'storeSession', params: ({ event }) => ({ user: event.user, token: event.token }) },
            'navigateAfterSignIn',
          ],
        },
        'signIn.failed': {
          target: 'signedOut',
          actions: [
            assign({ failure: ({ event }) => event.failure }),
            { type: 'notifySignInFailed', params: ({ event }) => ({ failure: event.failure }) },
          ],
        },
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

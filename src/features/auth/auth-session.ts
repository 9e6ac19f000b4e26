import { authMachine, type SignInFailure } from '@machines/auth.machine';
import { type Actor, createActor, waitFor } from 'xstate';
import { type ApiClient, call } from '@/api/client';
import { SIGN_IN_CAPTCHA_FIELD } from '@/domain/captcha';
import { type ApiFailure, describeFailure } from '@/domain/failures';
import type { StaffUser } from '@/domain/staff';
import { chooseLanguage, currentLanguage } from '@/i18n/index';
import { clearDrafts, readDraft, writeDraft } from '@/ui/wizard/drafts';
import { captchaRound } from './captcha-round';
import { dismissSignInFailed } from './sign-in-toast';

/** What the auth effects need from the rest of the app, bound once the router exists. */
export interface AuthEnvironment {
  api: () => ApiClient;
  navigate: (to: string, options?: { replace?: boolean; from?: string }) => void;
  /** The path the visitor came from (navigation state), if any. */
  origin: () => string | undefined;
  currentPath: () => string;
  notifySignInFailed: (failure: SignInFailure) => void;
  translate: (key: 'errors.network' | 'errors.unexpected') => string;
}

export type AuthActor = Actor<typeof authMachine>;

function toSignInFailure(failure: ApiFailure, translate: AuthEnvironment['translate']): SignInFailure {
  const message = describeFailure(failure, translate);
  if (failure.kind === 'network') return { kind: 'network', message };
  if (failure.status === 401) return { kind: 'unauthorized', message };
  return { kind: 'other', message };
}

/** The server's ask for a captcha (a 400 naming captchaToken, openapi.yaml `SignInRefused`), if it is one. */
function captchaMessage(failure: ApiFailure): string | undefined {
  return failure.status === 400 ? failure.messages[SIGN_IN_CAPTCHA_FIELD] : undefined;
}

/** The language kept on the account follows the staff member to any machine. */
function followAccountLanguage(user: StaffUser): void {
  if (user.language && user.language !== currentLanguage()) void chooseLanguage(user.language);
}

/** The auth statechart with the browser's effects: local storage, the API and navigation. */
export function createAuthActor(env: AuthEnvironment): AuthActor {
  const machine = authMachine.provide({
    actions: {
      restoreSession: ({ self }) => {
        const token = readDraft<string>('authToken');
        const stored = readDraft<StaffUser>('authUser');
        if (!token) {
          queueMicrotask(() => self.send({ type: 'session.missing' }));
          return;
        }
        void call(env.api().GET('/auth/me', { headers: { Authorization: `Bearer ${token}` } })).then(
          (result) => {
            if (result.data) {
              followAccountLanguage(result.data.data);
              self.send({ type: 'session.restored', user: result.data.data, token });
            }
            // Offline: keep the stored session; the next call that reaches the server decides.
            else if (result.error.kind === 'network' && stored)
              self.send({ type: 'session.restored', user: stored, token });
            else self.send({ type: 'session.missing' });
          },
        );
      },
      requestSignIn: ({ self }, { email, password, captchaToken }) => {
        const body = { email, password, ...(captchaToken ? { captchaToken } : {}) };
        void call(env.api().POST('/auth/sign-in', { body })).then((result) => {
          if (result.data) {
            const { token, expiresAt: _expiresAt, ...user } = result.data.data;
            self.send({ type: 'signIn.succeeded', user, token });
            return;
          }
          const captchaAsked = captchaMessage(result.error);
          if (captchaAsked !== undefined)
            self.send({ type: 'signIn.captchaRequired', message: captchaAsked });
          else self.send({ type: 'signIn.failed', failure: toSignInFailure(result.error, env.translate) });
        });
      },
      resetCaptcha: () => captchaRound.next(),
      storeSession: (_, { user, token }) => {
        writeDraft('authToken', token);
        writeDraft('authUser', user);
        followAccountLanguage(user);
      },
      clearSession: () => clearDrafts('authToken', 'authUser'),
      notifySignInFailed: (_, { failure }) => env.notifySignInFailed(failure),
      navigateAfterSignIn: () => {
        // The last refused attempt's toast must not follow the user onto the dashboard.
        dismissSignInFailed();
        env.navigate(env.origin() ?? '/dashboard', { replace: true });
      },
      requestSignOut: ({ self }, { token }) => {
        const done = () => self.send({ type: 'signOut.done' });
        if (!token) return queueMicrotask(done);
        // The token is dropped whatever the server answers; a failed revoke only shortens nothing.
        void call(
          env.api().POST('/auth/sign-out', { headers: { Authorization: `Bearer ${token}` } }),
        ).finally(done);
      },
      navigateToSignIn: () => env.navigate('/login', { from: env.currentPath() }),
      navigateHome: () => env.navigate('/'),
    },
  });
  return createActor(machine);
}

/** Resolves once the stored session has been checked. */
export async function sessionSettled(actor: AuthActor) {
  return waitFor(actor, (snapshot) => !snapshot.matches('restoring'));
}

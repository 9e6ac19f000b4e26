import { authMachine } from '@machines/auth.machine';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { AUTH_EVENTS, SAMPLE_USER } from './events';

const authModel = createTestModel(authMachine, { events: AUTH_EVENTS });
const user = SAMPLE_USER;

/** A state as a dotted path: 'signedOut.captcha.solved'. */
function statePath(value: unknown): string {
  if (typeof value === 'string') return value;
  const [key, inner] = Object.entries(value as Record<string, unknown>)[0] ?? ['', ''];
  return `${key}.${statePath(inner)}`;
}

type AuthSnapshot = SnapshotFrom<typeof authMachine>;

describe('auth statechart', () => {
  const paths = [...authModel.getShortestPaths(), ...authModel.getSimplePaths()];

  it('reaches every state', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((step) => statePath(step.state.value))));
    expect([...reached].sort()).toEqual([
      'restoring',
      'signedIn',
      'signedOut.captcha.solved',
      'signedOut.captcha.unsolved',
      'signedOut.credentials',
      'signingIn',
      'signingOut',
    ]);
  });

  it.each(paths.map((p) => [p.description, p] as const))('keeps its invariants along %s', async (_, path) => {
    const noCaptcha = (snapshot: AuthSnapshot) => {
      expect(snapshot.context.captchaRequired).toBe(false);
      expect(snapshot.context.captchaToken).toBeNull();
    };
    await path.test({
      states: {
        signedIn: (snapshot) => {
          expect(snapshot.context.user).not.toBeNull();
          expect(snapshot.context.token).not.toBeNull();
          expect(snapshot.context.failure).toBeNull();
          noCaptcha(snapshot);
        },
        signedOut: (snapshot) => {
          expect(snapshot.context.user).toBeNull();
          expect(snapshot.context.token).toBeNull();
        },
        'signedOut.credentials': noCaptcha,
        // Asked for a captcha: every sign-in carries one until one goes through.
        'signedOut.captcha.unsolved': (snapshot) => {
          expect(snapshot.context.captchaRequired).toBe(true);
          expect(snapshot.context.captchaToken).toBeNull();
        },
        'signedOut.captcha.solved': (snapshot) => {
          expect(snapshot.context.captchaRequired).toBe(true);
          expect(snapshot.context.captchaToken).not.toBeNull();
        },
        signingIn: (snapshot) => {
          expect(snapshot.context.failure).toBeNull();
          // Never sent without the captcha the server asked for.
          if (snapshot.context.captchaRequired) expect(snapshot.context.captchaToken).not.toBeNull();
        },
        signingOut: (snapshot) => expect(snapshot.context.token).not.toBeNull(),
      },
    });
  });

  it('runs the effects the app provides, in order', () => {
    const calls: string[] = [];
    const record =
      (name: string) =>
      (_: unknown, params?: unknown): void => {
        calls.push(params ? `${name} ${JSON.stringify(params)}` : name);
      };
    const actor = createActor(
      authMachine.provide({
        actions: {
          restoreSession: record('restore'),
          requestSignIn: record('signIn'),
          resetCaptcha: record('resetCaptcha'),
          storeSession: (_, params) => calls.push(`store ${params.token}`),
          clearSession: record('clear'),
          notifySignInFailed: (_, params) => calls.push(`toast ${params.failure.kind}`),
          navigateAfterSignIn: record('toOrigin'),
          requestSignOut: (_, params) => calls.push(`revoke ${params.token}`),
          navigateToSignIn: record('toLogin'),
          navigateHome: record('toHome'),
        },
      }),
    ).start();
    actor.send({ type: 'session.missing' });
    actor.send({ type: 'signIn.submit', email: 'a@b.co', password: 'x' });
    actor.send({ type: 'signIn.failed', failure: { kind: 'unauthorized', message: 'Invalid credentials' } });
    expect(actor.getSnapshot().context.failure?.kind).toBe('unauthorized');
    actor.send({ type: 'signIn.submit', email: 'a@b.co', password: 'y' });
    actor.send({ type: 'signIn.succeeded', user, token: 'stf_1' });
    actor.send({ type: 'signOut' });
    actor.send({ type: 'signOut.done' });
    expect(calls).toEqual([
      'restore',
      'clear',
      'signIn {"email":"a@b.co","password":"x","captchaToken":null}',
      'toast unauthorized',
      'signIn {"email":"a@b.co","password":"y","captchaToken":null}',
      'store stf_1',
      'toOrigin',
      'revoke stf_1',
      'clear',
      'toLogin',
    ]);
  });

  it('asks for a captcha without calling it a failure, sends its token once, and drops it when signed in', () => {
    const calls: string[] = [];
    const actor = createActor(
      authMachine.provide({
        actions: {
          requestSignIn: (_, params) => calls.push(`signIn ${params.captchaToken}`),
          resetCaptcha: () => calls.push('resetCaptcha'),
          notifySignInFailed: (_, params) => calls.push(`toast ${params.failure.kind}`),
        },
      }),
    ).start();
    actor.send({ type: 'session.missing' });
    actor.send({ type: 'signIn.submit', email: 'a@b.co', password: 'x' });
    actor.send({ type: 'signIn.captchaRequired', message: 'Please confirm you are a person to sign in' });
    expect(statePath(actor.getSnapshot().value)).toBe('signedOut.captcha.unsolved');
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: 'captcha',
      message: 'Please confirm you are a person to sign in',
    });
    // Not sent again until the captcha is solved: the server would only ask again.
    actor.send({ type: 'signIn.submit', email: 'a@b.co', password: 'x' });
    expect(statePath(actor.getSnapshot().value)).toBe('signedOut.captcha.unsolved');
    actor.send({ type: 'captcha.verified', token: 'solved-1' });
    actor.send({ type: 'signIn.submit', email: 'a@b.co', password: 'x' });
    // A wrong password: the captcha was used up, a fresh one is shown for the next try.
    actor.send({ type: 'signIn.failed', failure: { kind: 'unauthorized', message: 'Invalid credentials' } });
    expect(statePath(actor.getSnapshot().value)).toBe('signedOut.captcha.unsolved');
    expect(actor.getSnapshot().context.captchaToken).toBeNull();
    actor.send({ type: 'captcha.verified', token: 'solved-2' });
    actor.send({ type: 'captcha.expired' });
    actor.send({ type: 'signIn.submit', email: 'a@b.co', password: 'y' });
    expect(statePath(actor.getSnapshot().value)).toBe('signedOut.captcha.unsolved');
    actor.send({ type: 'captcha.verified', token: 'solved-3' });
    actor.send({ type: 'signIn.submit', email: 'a@b.co', password: 'y' });
    actor.send({ type: 'signIn.succeeded', user, token: 'stf_1' });
    expect(actor.getSnapshot().context).toMatchObject({ captchaRequired: false, captchaToken: null });
    expect(calls).toEqual([
      'signIn null',
      'resetCaptcha',
      'signIn solved-1',
      'toast unauthorized',
      'resetCaptcha',
      'signIn solved-3',
    ]);
  });

  it('shows a fresh captcha when the widget fails', () => {
    const resets: string[] = [];
    const actor = createActor(
      authMachine.provide({ actions: { resetCaptcha: () => resets.push('reset') } }),
    ).start();
    actor.send({ type: 'session.missing' });
    actor.send({ type: 'signIn.submit', email: 'a@b.co', password: 'x' });
    actor.send({ type: 'signIn.captchaRequired', message: 'Please confirm you are a person to sign in' });
    actor.send({ type: 'captcha.verified', token: 'solved-1' });
    actor.send({ type: 'captcha.error' });
    expect(statePath(actor.getSnapshot().value)).toBe('signedOut.captcha.unsolved');
    expect(actor.getSnapshot().context.captchaToken).toBeNull();
    expect(resets).toEqual(['reset', 'reset']);
  });

  it('ignores a sign-in submitted while already signing in', () => {
    const actor = createActor(authMachine).start();
    actor.send({ type: 'session.missing' });
    actor.send({ type: 'signIn.submit', email: 'a@b.co', password: 'x' });
    actor.send({ type: 'signIn.submit', email: 'a@b.co', password: 'x' });
    expect(actor.getSnapshot().value).toBe('signingIn');
  });
});

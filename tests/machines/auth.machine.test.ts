import { authMachine } from '@machines/auth.machine';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { AUTH_EVENTS, SAMPLE_USER } from './events';

const authModel = createTestModel(authMachine, { events: AUTH_EVENTS });
const user = SAMPLE_USER;

describe('auth statechart', () => {
  const paths = [...authModel.getShortestPaths(), ...authModel.getSimplePaths()];

  it('reaches every state', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((step) => String(step.state.value))));
    expect([...reached].sort()).toEqual(['restoring', 'signedIn', 'signedOut', 'signingIn', 'signingOut']);
  });

  it.each(paths.map((p) => [p.description, p] as const))('keeps its invariants along %s', async (_, path) => {
    await path.test({
      states: {
        signedIn: (snapshot) => {
          expect(snapshot.context.user).not.toBeNull();
          expect(snapshot.context.token).not.toBeNull();
          expect(snapshot.context.failure).toBeNull();
        },
        signedOut: (snapshot) => {
          expect(snapshot.context.user).toBeNull();
          expect(snapshot.context.token).toBeNull();
        },
        signingIn: (snapshot) => expect(snapshot.context.failure).toBeNull(),
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
      'signIn {"email":"a@b.co","password":"x"}',
      'toast unauthorized',
      'signIn {"email":"a@b.co","password":"y"}',
      'store stf_1',
      'toOrigin',
      'revoke stf_1',
      'clear',
      'toLogin',
    ]);
  });

  it('ignores a sign-in submitted while already signing in', () => {
    const actor = createActor(authMachine).start();
    actor.send({ type: 'session.missing' });
    actor.send({ type: 'signIn.submit', email: 'a@b.co', password: 'x' });
    actor.send({ type: 'signIn.submit', email: 'a@b.co', password: 'x' });
    expect(actor.getSnapshot().value).toBe('signingIn');
  });
});

import { areValidBeneficiaries, isValidDetails, onboardingMachine } from '@machines/onboarding.machine';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { CHILD, onboardingEvents, onboardingJourneyEvents, SPOUSE, VALID_DETAILS } from './events';

type Snapshot = SnapshotFrom<typeof onboardingMachine>;
const byStateAndContext = (s: Snapshot) => JSON.stringify([s.value, s.context]);

const full = createTestModel(onboardingMachine, {
  events: (s) => onboardingEvents(s.context),
  serializeState: byStateAndContext,
});
const journeys = createTestModel(onboardingMachine, {
  events: (s) => onboardingJourneyEvents(s.context),
  serializeState: byStateAndContext,
});

/** What must hold in each state, whatever the way there. */
const invariants = {
  basicDetails: (s: Snapshot) => {
    expect(s.context.termsAccepted).toBe(true);
    expect(s.context.sessionReady).toBe(true);
  },
  beneficiaries: (s: Snapshot) => {
    expect(s.context.termsAccepted).toBe(true);
    expect(isValidDetails(s.context.details)).toBe(true);
  },
  submitting: (s: Snapshot) => expect(areValidBeneficiaries(s.context.beneficiaries)).toBe(true),
  done: (s: Snapshot) => {
    expect(s.context.termsAccepted).toBe(true);
    expect(s.context.sessionReady).toBe(true);
    expect(isValidDetails(s.context.details)).toBe(true);
    expect(areValidBeneficiaries(s.context.beneficiaries)).toBe(true);
  },
  failed: (s: Snapshot) => expect(s.context.error).not.toBeNull(),
};

describe('onboarding statechart', () => {
  const shortest = full.getShortestPaths();
  const toDone = journeys.getSimplePaths({ toState: (s) => s.status === 'done' });

  it('reaches every step, done included', () => {
    const reached = new Set(shortest.flatMap((p) => p.steps.map((step) => JSON.stringify(step.state.value))));
    for (const value of [
      '"basicDetails"',
      '"beneficiaries"',
      '"submitting"',
      '"failed"',
      '"done"',
      '{"policy":"verifying"}',
    ]) {
      expect(reached).toContain(value);
    }
    expect(toDone.length).toBeGreaterThan(0);
  });

  it.each(shortest.map((p) => [p.description, p] as const))(
    'keeps its invariants along %s',
    async (_, path) => {
      await path.test({ states: invariants });
    },
  );

  it.each(toDone.map((p) => [p.description, p] as const))(
    'reaches done lawfully along %s',
    async (_, path) => {
      await path.test({ states: invariants });
    },
  );

  it('shows each step route in meta', () => {
    const actor = createActor(onboardingMachine, { input: {} }).start();
    const route = () => Object.values(actor.getSnapshot().getMeta()).find((m) => m && 'route' in m)?.route;
    expect(route()).toBe('policy');
    actor.send({ type: 'terms.toggle' });
    actor.send({ type: 'captcha.verified', token: 't' });
    actor.send({ type: 'session.started' });
    actor.send({ type: 'step.next' });
    expect(route()).toBe('basic-details');
    actor.send({ type: 'details.submit', details: VALID_DETAILS });
    expect(route()).toBe('members-declaration');
  });
});

describe('onboarding rules', () => {
  const atBeneficiaries = () => {
    const actor = createActor(onboardingMachine, {
      input: { termsAccepted: true, sessionReady: true, details: VALID_DETAILS },
    }).start();
    actor.send({ type: 'step.goto', step: 'members-declaration' });
    expect(actor.getSnapshot().value).toBe('beneficiaries');
    return actor;
  };

  it('ignores the captcha until the terms are ticked, and loses the verification on expiry', () => {
    const actor = createActor(onboardingMachine, { input: {} }).start();
    actor.send({ type: 'captcha.verified', token: 't' });
    expect(actor.getSnapshot().value).toEqual({ policy: 'idle' });
    actor.send({ type: 'terms.toggle' });
    actor.send({ type: 'captcha.verified', token: 't' });
    actor.send({ type: 'session.started' });
    expect(actor.getSnapshot().context.sessionReady).toBe(true);
    actor.send({ type: 'captcha.expired' });
    expect(actor.getSnapshot().context.sessionReady).toBe(false);
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toEqual({ policy: 'idle' });
  });

  it('refuses invalid details and a family that breaks the rules', () => {
    const actor = createActor(onboardingMachine, {
      input: { termsAccepted: true, sessionReady: true },
    }).start();
    actor.send({ type: 'step.next' });
    actor.send({ type: 'details.submit', details: { ...VALID_DETAILS, idType: 1 } });
    expect(actor.getSnapshot().value).toBe('basicDetails');
    actor.send({ type: 'details.submit', details: { ...VALID_DETAILS, dob: '2015-01-01' } });
    expect(actor.getSnapshot().value).toBe('basicDetails');
    const family = atBeneficiaries();
    family.send({ type: 'submit' });
    expect(family.getSnapshot().value).toBe('beneficiaries');
    family.send({ type: 'beneficiary.add', beneficiary: SPOUSE });
    family.send({ type: 'beneficiary.add', beneficiary: SPOUSE });
    for (let i = 0; i < 5; i += 1) family.send({ type: 'beneficiary.add', beneficiary: CHILD });
    family.send({ type: 'beneficiary.add', beneficiary: { ...CHILD, dob: '1990-01-01' } });
    expect(family.getSnapshot().context.beneficiaries.map((b) => b.relationship)).toEqual([2, 3, 3, 3, 3]);
  });

  it('goes back to the captcha with everything kept when the enrolment session expires', () => {
    const actor = atBeneficiaries();
    actor.send({ type: 'beneficiary.add', beneficiary: SPOUSE });
    actor.send({ type: 'session.expired' });
    const { value, context } = actor.getSnapshot();
    expect(value).toEqual({ policy: 'idle' });
    expect(context.sessionReady).toBe(false);
    expect(context.details).toEqual(VALID_DETAILS);
    expect(context.beneficiaries).toEqual([SPOUSE]);
  });

  it('keeps everything through a failed submit and retries', () => {
    const actor = atBeneficiaries();
    actor.send({ type: 'beneficiary.add', beneficiary: SPOUSE });
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit.failed', message: 'Failed to add the customer.' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.beneficiaries).toEqual([SPOUSE]);
    actor.send({ type: 'submit.retry' });
    expect(actor.getSnapshot().value).toBe('submitting');
    actor.send({ type: 'submit.succeeded' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('lets staff past the policy step without a captcha', () => {
    const staff = onboardingMachine.provide({ guards: { captchaRequired: () => false } });
    const actor = createActor(staff, { input: {} }).start();
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toEqual({ policy: 'idle' });
    actor.send({ type: 'terms.toggle' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('basicDetails');
  });

  it('only jumps to a step the rules allow (a reload or a typed URL)', () => {
    const fresh = createActor(onboardingMachine, { input: { termsAccepted: true } }).start();
    fresh.send({ type: 'step.goto', step: 'members-declaration' });
    expect(fresh.getSnapshot().value).toEqual({ policy: 'idle' });
    const restored = createActor(onboardingMachine, {
      input: { termsAccepted: true, sessionReady: true },
    }).start();
    restored.send({ type: 'step.goto', step: 'members-declaration' });
    expect(restored.getSnapshot().value).toEqual({ policy: 'idle' });
    restored.send({ type: 'step.goto', step: 'basic-details' });
    expect(restored.getSnapshot().value).toBe('basicDetails');
  });
});

import { areValidNextOfKins, individualRegistrationMachine } from '@machines/individual-registration.machine';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { normaliseIdNumber } from '@/domain/identity';
import { isChosenPolicy } from '@/domain/policy';
import { isValidIndividual } from '@/domain/schemas/individual';
import {
  INDIVIDUAL_POLICY,
  individualRegistrationEvents,
  individualRegistrationJourneyEvents,
  KIN_PARENT,
  KIN_SPOUSE,
  VALID_INDIVIDUAL,
} from './events';

type Snapshot = SnapshotFrom<typeof individualRegistrationMachine>;
const byStateAndContext = (s: Snapshot) => JSON.stringify([s.value, s.context]);

const full = createTestModel(individualRegistrationMachine, {
  events: (s) => individualRegistrationEvents(s.context),
  serializeState: byStateAndContext,
});
const journeys = createTestModel(individualRegistrationMachine, {
  events: (s) => individualRegistrationJourneyEvents(s.context),
  serializeState: byStateAndContext,
});

/** Never more than two next of kin, never two with one id number (nor the customer's). */
function kinListIsLawful(s: Snapshot) {
  const { nextOfKins, details } = s.context;
  expect(nextOfKins.length).toBeLessThanOrEqual(2);
  const ids = nextOfKins.map((k) => normaliseIdNumber(k.idNumber));
  expect(new Set(ids).size).toBe(ids.length);
  if (details) expect(ids).not.toContain(normaliseIdNumber(details.idNumber));
}

/** Never registered without valid details, a policy and one or two next of kin. */
function readyToRegister(s: Snapshot) {
  expect(isValidIndividual(s.context.details)).toBe(true);
  expect(isChosenPolicy(s.context.policy)).toBe(true);
  expect(areValidNextOfKins(s.context.details, s.context.nextOfKins)).toBe(true);
}

const invariants = {
  basicDetails: kinListIsLawful,
  policy: (s: Snapshot) => {
    kinListIsLawful(s);
    expect(isValidIndividual(s.context.details)).toBe(true);
  },
  nextOfKin: (s: Snapshot) => {
    kinListIsLawful(s);
    expect(isValidIndividual(s.context.details)).toBe(true);
    expect(isChosenPolicy(s.context.policy)).toBe(true);
    if (s.context.kinRequired) expect(s.context.nextOfKins).toHaveLength(0);
  },
  submitting: readyToRegister,
  failed: (s: Snapshot) => {
    readyToRegister(s);
    expect(s.context.error).not.toBeNull();
  },
  done: readyToRegister,
};

describe('individual registration statechart', () => {
  const shortest = full.getShortestPaths();
  const toDone = journeys.getSimplePaths({ toState: (s) => s.status === 'done' });

  it('reaches every step, done included', () => {
    const reached = new Set(shortest.flatMap((p) => p.steps.map((step) => JSON.stringify(step.state.value))));
    for (const value of ['"basicDetails"', '"policy"', '"nextOfKin"', '"submitting"', '"failed"', '"done"']) {
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
    const actor = createActor(individualRegistrationMachine, { input: {} }).start();
    const route = () => Object.values(actor.getSnapshot().getMeta()).find((m) => m && 'route' in m)?.route;
    expect(route()).toBe('basic-details');
    actor.send({ type: 'details.submit', details: VALID_INDIVIDUAL });
    expect(route()).toBe('policy');
    actor.send({ type: 'policy.choose', policy: INDIVIDUAL_POLICY });
    actor.send({ type: 'step.next' });
    expect(route()).toBe('next-of-keens');
  });
});

describe('individual registration rules', () => {
  const atNextOfKin = () => {
    const actor = createActor(individualRegistrationMachine, {
      input: { details: VALID_INDIVIDUAL, policy: INDIVIDUAL_POLICY },
    }).start();
    actor.send({ type: 'step.goto', step: 'next-of-keens' });
    expect(actor.getSnapshot().value).toBe('nextOfKin');
    return actor;
  };

  it('refuses invalid details: a mobile outside Tanzania, an id number too short, a future birth date', () => {
    const actor = createActor(individualRegistrationMachine, { input: {} }).start();
    for (const change of [
      { mobile: '0812345678' },
      { idNumber: '123456789' },
      { dob: '2999-01-01' },
      { firstName: 'Al' },
      { address: 'Moa' },
    ]) {
      actor.send({ type: 'details.submit', details: { ...VALID_INDIVIDUAL, ...change } });
      expect(actor.getSnapshot().value).toBe('basicDetails');
    }
    actor.send({ type: 'details.submit', details: { ...VALID_INDIVIDUAL, email: undefined } });
    expect(actor.getSnapshot().value).toBe('policy');
  });

  it('does not leave the policy step without a policy', () => {
    const actor = createActor(individualRegistrationMachine, {
      input: { details: VALID_INDIVIDUAL },
    }).start();
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('policy');
    actor.send({ type: 'policy.choose', policy: { policyId: '', name: '' } });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('policy');
    actor.send({ type: 'policy.choose', policy: INDIVIDUAL_POLICY });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('nextOfKin');
  });

  it('marks the next of kin red when Register is pressed with none, and clears it on the first', () => {
    const actor = atNextOfKin();
    actor.send({ type: 'register' });
    expect(actor.getSnapshot().value).toBe('nextOfKin');
    expect(actor.getSnapshot().context.kinRequired).toBe(true);
    actor.send({ type: 'kin.add', kin: KIN_SPOUSE });
    expect(actor.getSnapshot().context.kinRequired).toBe(false);
    actor.send({ type: 'register' });
    expect(actor.getSnapshot().value).toBe('submitting');
  });

  it('refuses a duplicate, the customer and a third next of kin, saying why', () => {
    const actor = atNextOfKin();
    actor.send({ type: 'kin.add', kin: KIN_SPOUSE });
    actor.send({ type: 'kin.add', kin: { ...KIN_PARENT, idNumber: ` ${KIN_SPOUSE.idNumber}` } });
    expect(actor.getSnapshot().context.nextOfKins).toEqual([KIN_SPOUSE]);
    expect(actor.getSnapshot().context.kinError).toBe('This next of kin is already listed');
    actor.send({ type: 'kin.add', kin: { ...KIN_PARENT, idNumber: VALID_INDIVIDUAL.idNumber } });
    expect(actor.getSnapshot().context.kinError).toBe('The next of kin cannot be the customer');
    actor.send({ type: 'kin.add', kin: KIN_PARENT });
    expect(actor.getSnapshot().context.kinError).toBeNull();
    actor.send({ type: 'kin.add', kin: { ...KIN_PARENT, idNumber: 'T9999999999' } });
    expect(actor.getSnapshot().context.nextOfKins).toEqual([KIN_SPOUSE, KIN_PARENT]);
    expect(actor.getSnapshot().context.kinError).toBe('At most 2 next of kin');
    // Editing the first into the second is a duplicate too.
    actor.send({ type: 'kin.update', index: 0, kin: { ...KIN_SPOUSE, idNumber: KIN_PARENT.idNumber } });
    expect(actor.getSnapshot().context.nextOfKins).toEqual([KIN_SPOUSE, KIN_PARENT]);
  });

  it('treats malformed events as refused', () => {
    const actor = atNextOfKin();
    const send = actor.send as (event: unknown) => void;
    send({ type: 'kin.add' });
    send({ type: 'kin.add', kin: { firstName: 'X' } });
    send({ type: 'kin.remove', index: 'a' });
    send({ type: 'kin.update', index: -1, kin: KIN_SPOUSE });
    expect(actor.getSnapshot().context.nextOfKins).toEqual([]);
    send({ type: 'details.submit' });
    send({ type: 'step.goto' });
    expect(actor.getSnapshot().value).toBe('nextOfKin');
  });

  it('keeps everything through a failed submit, with the server field messages, and retries', () => {
    const actor = atNextOfKin();
    actor.send({ type: 'kin.add', kin: KIN_SPOUSE });
    actor.send({ type: 'register' });
    actor.send({
      type: 'submit.failed',
      message: 'A customer with this id number is already registered',
      fieldErrors: { idNumber: 'A customer with this id number is already registered' },
    });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('failed');
    expect(context.fieldErrors).toEqual({ idNumber: 'A customer with this id number is already registered' });
    expect(context.nextOfKins).toEqual([KIN_SPOUSE]);
    actor.send({ type: 'step.goto', step: 'basic-details' });
    expect(actor.getSnapshot().value).toBe('basicDetails');
    actor.send({
      type: 'details.submit',
      details: { ...VALID_INDIVIDUAL, idNumber: '19900115141230000999' },
    });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'register' });
    expect(actor.getSnapshot().value).toBe('submitting');
    actor.send({ type: 'submit.succeeded' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('only jumps to a step the rules allow (a reload or a typed URL)', () => {
    const fresh = createActor(individualRegistrationMachine, { input: {} }).start();
    fresh.send({ type: 'step.goto', step: 'next-of-keens' });
    expect(fresh.getSnapshot().value).toBe('basicDetails');
    const restored = createActor(individualRegistrationMachine, {
      input: { details: VALID_INDIVIDUAL },
    }).start();
    restored.send({ type: 'step.goto', step: 'next-of-keens' });
    expect(restored.getSnapshot().value).toBe('basicDetails');
    restored.send({ type: 'step.goto', step: 'policy' });
    expect(restored.getSnapshot().value).toBe('policy');
  });

  it('serves editing: starts from the loaded customer and provides its own submit', () => {
    const calls: string[] = [];
    const editing = individualRegistrationMachine.provide({
      actions: { submitCustomer: () => calls.push('PUT'), finish: () => calls.push('finish') },
    });
    const actor = createActor(editing, {
      input: { details: VALID_INDIVIDUAL, policy: INDIVIDUAL_POLICY, nextOfKins: [KIN_SPOUSE, KIN_PARENT] },
    }).start();
    actor.send({ type: 'details.submit', details: { ...VALID_INDIVIDUAL, address: 'Sinza, Dar es Salaam' } });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'register' });
    actor.send({ type: 'submit.succeeded' });
    expect(calls).toEqual(['PUT', 'finish']);
    expect(actor.getSnapshot().context.details?.address).toBe('Sinza, Dar es Salaam');
  });
});

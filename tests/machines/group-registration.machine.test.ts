import { type GroupRegistrationEvent, groupRegistrationMachine } from '@machines/group-registration.machine';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { normaliseIdNumber } from '@/domain/identity';
import { isChosenPolicy } from '@/domain/policy';
import { isValidGroupDetails, isValidLeader, LEADER_SLOTS } from '@/domain/schemas/group';
import {
  CHAIRPERSON,
  GROUP_DETAILS,
  GROUP_POLICY,
  groupRegistrationJourneyModel,
  groupRegistrationModel,
  LEADER_CONFLICT,
  SECRETARY,
  TREASURER,
} from './group-registration.events';

type Snapshot = SnapshotFrom<typeof groupRegistrationMachine>;

const routeOf = (s: Snapshot) =>
  Object.values(s.getMeta() as Record<string, { route?: string } | undefined>).find((m) => m?.route)?.route;

/** No two positions ever held by one person (by normalised id number), each holder valid. */
function leadersAreLawful(s: Snapshot) {
  const present = LEADER_SLOTS.flatMap((slot) => {
    const leader = s.context.leaders[slot];
    return leader ? [leader] : [];
  });
  for (const leader of present) expect(isValidLeader(leader)).toBe(true);
  const ids = present.map((leader) => normaliseIdNumber(leader.idNumber));
  expect(new Set(ids).size).toBe(ids.length);
  // Red slots only while a position is still empty.
  if (s.context.leadersRequired) expect(present.length).toBeLessThan(3);
}

/** Never submitted without valid details, a policy and three valid, different leaders. */
function readyToRegister(s: Snapshot) {
  leadersAreLawful(s);
  expect(isValidGroupDetails(s.context.details)).toBe(true);
  expect(isChosenPolicy(s.context.policy)).toBe(true);
  for (const slot of LEADER_SLOTS) expect(s.context.leaders[slot]).not.toBeNull();
  expect(s.context.leadersRequired).toBe(false);
}

const invariants = {
  basicDetails: (s: Snapshot) => {
    expect(routeOf(s)).toBe('basic-details');
    leadersAreLawful(s);
  },
  leaders: (s: Snapshot) => {
    expect(routeOf(s)).toBe('leaders');
    leadersAreLawful(s);
    expect(isValidGroupDetails(s.context.details)).toBe(true);
    expect(isChosenPolicy(s.context.policy)).toBe(true);
  },
  submitting: (s: Snapshot) => {
    expect(routeOf(s)).toBe('leaders');
    readyToRegister(s);
    expect(s.context.error).toBeNull();
  },
  failed: (s: Snapshot) => {
    expect(routeOf(s)).toBe('leaders');
    readyToRegister(s);
    expect(s.context.error).not.toBeNull();
  },
  done: (s: Snapshot) => {
    expect(routeOf(s)).toBe('leaders');
    readyToRegister(s);
  },
};

describe('group registration statechart', () => {
  const shortest = groupRegistrationModel().getShortestPaths();
  const toDone = groupRegistrationJourneyModel().getSimplePaths({ toState: (s) => s.status === 'done' });

  it('reaches every state, done included, and a register refused for a missing leader', () => {
    const reached = new Set(shortest.flatMap((p) => p.steps.map((step) => JSON.stringify(step.state.value))));
    for (const value of ['"basicDetails"', '"leaders"', '"submitting"', '"failed"', '"done"']) {
      expect(reached).toContain(value);
    }
    expect(shortest.some((p) => p.state.context.leadersRequired)).toBe(true);
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

  it('never leaves the leaders step on a register with a missing leader, and marks the slots', () => {
    const paths = [...shortest, ...toDone];
    let checked = 0;
    for (const path of paths) {
      // Each step holds the event and the state it led to.
      path.steps.forEach((step, index) => {
        const before = path.steps[index - 1]?.state;
        const after = step.state;
        if (step.event.type !== 'register' || !before?.matches('leaders')) return;
        const missing = LEADER_SLOTS.some((slot) => before.context.leaders[slot] === null);
        if (missing) {
          checked += 1;
          expect(after.value).toBe('leaders');
          expect(after.context.leadersRequired).toBe(true);
        } else expect(after.value).toBe('submitting');
      });
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('group registration rules', () => {
  const atLeaders = (leaders = {}) => {
    const actor = createActor(groupRegistrationMachine, {
      input: { details: GROUP_DETAILS, policy: GROUP_POLICY, leaders },
    }).start();
    actor.send({ type: 'step.goto', step: 'leaders' });
    expect(actor.getSnapshot().value).toBe('leaders');
    return actor;
  };

  it('needs valid general information and a policy to reach the leaders', () => {
    const actor = createActor(groupRegistrationMachine, { input: {} }).start();
    for (const change of [{ name: 'Ab' }, { membersCount: 0 }, { membersCount: 2.5 }, { address: 'Dm' }]) {
      actor.send({ type: 'details.submit', details: { ...GROUP_DETAILS, ...change } });
      expect(actor.getSnapshot().context.details).toBeNull();
    }
    actor.send({
      type: 'details.submit',
      details: { ...GROUP_DETAILS, documents: { proposalForm: { url: '/api/v1/files/x', name: '' } } },
    });
    expect(actor.getSnapshot().context.details).toBeNull();
    // Valid details without a policy are kept, but the step does not move on.
    actor.send({ type: 'details.submit', details: GROUP_DETAILS });
    expect(actor.getSnapshot().value).toBe('basicDetails');
    expect(actor.getSnapshot().context.details).toEqual(GROUP_DETAILS);
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('basicDetails');
    actor.send({ type: 'policy.choose', policy: { policyId: '', name: 'Nothing' } });
    expect(actor.getSnapshot().context.policy).toBeNull();
    actor.send({ type: 'policy.choose', policy: GROUP_POLICY });
    actor.send({ type: 'details.submit', details: { ...GROUP_DETAILS, documents: {} } });
    expect(actor.getSnapshot().value).toBe('leaders');
  });

  it('does not submit while a leader is missing; the slots turn red until all three are there', () => {
    const actor = atLeaders({ chairperson: CHAIRPERSON });
    actor.send({ type: 'register' });
    expect(actor.getSnapshot().value).toBe('leaders');
    expect(actor.getSnapshot().context.leadersRequired).toBe(true);
    actor.send({ type: 'leader.set', slot: 'secretary', leader: SECRETARY });
    expect(actor.getSnapshot().context.leadersRequired).toBe(true);
    actor.send({ type: 'leader.set', slot: 'treasurer', leader: TREASURER });
    expect(actor.getSnapshot().context.leadersRequired).toBe(false);
    actor.send({ type: 'register' });
    expect(actor.getSnapshot().value).toBe('submitting');
  });

  it('refuses one person in two positions, saying why, and allows editing a leader in place', () => {
    const actor = atLeaders({ chairperson: CHAIRPERSON, secretary: SECRETARY });
    actor.send({
      type: 'leader.set',
      slot: 'treasurer',
      leader: { ...TREASURER, idNumber: `${SECRETARY.idNumber.slice(0, 5)} ${SECRETARY.idNumber.slice(5)}` },
    });
    expect(actor.getSnapshot().context.leaders.treasurer).toBeNull();
    expect(actor.getSnapshot().context.leaderError).toBe('The same person cannot hold two leader positions');
    actor.send({ type: 'leader.set', slot: 'chairperson', leader: { ...CHAIRPERSON, mobile: '0719999999' } });
    expect(actor.getSnapshot().context.leaders.chairperson?.mobile).toBe('0719999999');
    expect(actor.getSnapshot().context.leaderError).toBeNull();
    actor.send({ type: 'leader.remove', slot: 'secretary' });
    expect(actor.getSnapshot().context.leaders.secretary).toBeNull();
  });

  it('treats malformed events as refused', () => {
    const actor = atLeaders({ chairperson: CHAIRPERSON });
    const send = actor.send as (event: unknown) => void;
    send({ type: 'leader.set' });
    send({ type: 'leader.set', slot: 'secretary' });
    send({ type: 'leader.set', slot: 'secretary', leader: { firstName: 'X' } });
    send({ type: 'leader.set', slot: 'patron', leader: SECRETARY });
    send({ type: 'leader.remove' });
    send({ type: 'leader.remove', slot: 'patron' });
    send({ type: 'leader.remove', slot: 'treasurer' });
    expect(actor.getSnapshot().context.leaders).toEqual({
      chairperson: CHAIRPERSON,
      secretary: null,
      treasurer: null,
    });
    send({ type: 'details.submit' });
    send({ type: 'step.goto' });
    send({ type: 'policy.choose' });
    expect(actor.getSnapshot().value).toBe('leaders');
    const fresh = createActor(groupRegistrationMachine, { input: {} }).start();
    (fresh.send as (event: unknown) => void)({ type: 'details.submit', details: null });
    (fresh.send as (event: unknown) => void)({ type: 'policy.choose', policy: 'Group Life Cover' });
    expect(fresh.getSnapshot().context).toMatchObject({ details: null, policy: null });
  });

  it('keeps everything through a failed submit, with the server field messages, and retries once asked', () => {
    const calls: string[] = [];
    const machine = groupRegistrationMachine.provide({
      actions: {
        submitGroup: () => calls.push('POST'),
        clearDrafts: () => calls.push('clear'),
        finish: () => calls.push('finish'),
      },
    });
    const actor = createActor(machine, {
      input: {
        details: GROUP_DETAILS,
        policy: GROUP_POLICY,
        leaders: { chairperson: CHAIRPERSON, secretary: SECRETARY, treasurer: TREASURER },
      },
    }).start();
    actor.send({ type: 'step.next' });
    actor.send({ type: 'register' });
    actor.send({ type: 'register' });
    expect(calls).toEqual(['POST']);
    actor.send({ type: 'submit.failed', ...LEADER_CONFLICT });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('failed');
    expect(context.error).toBe(LEADER_CONFLICT.message);
    expect(context.fieldErrors).toEqual(LEADER_CONFLICT.fieldErrors);
    expect(context.leaders.treasurer).toEqual(TREASURER);
    expect(context.details).toEqual(GROUP_DETAILS);
    actor.send({ type: 'submit.retry' });
    expect(actor.getSnapshot().value).toBe('submitting');
    actor.send({ type: 'submit.failed', ...LEADER_CONFLICT });
    // Fixing the refused leader answers its message and goes back to the leaders.
    actor.send({
      type: 'leader.set',
      slot: 'chairperson',
      leader: { ...CHAIRPERSON, idNumber: '19790310141230000999' },
    });
    expect(actor.getSnapshot().value).toBe('leaders');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'register' });
    actor.send({ type: 'submit.succeeded' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls).toEqual(['POST', 'POST', 'POST', 'clear', 'finish']);
  });

  it('only jumps to a step the rules allow (a reload or a typed URL)', () => {
    const fresh = createActor(groupRegistrationMachine, { input: {} }).start();
    fresh.send({ type: 'step.goto', step: 'leaders' });
    expect(fresh.getSnapshot().value).toBe('basicDetails');
    const noPolicy = createActor(groupRegistrationMachine, { input: { details: GROUP_DETAILS } }).start();
    noPolicy.send({ type: 'step.goto', step: 'leaders' });
    expect(noPolicy.getSnapshot().value).toBe('basicDetails');
    const restored = atLeaders();
    restored.send({ type: 'step.goto', step: 'basic-details' });
    expect(restored.getSnapshot().value).toBe('basicDetails');
  });

  it('restores only lawful leaders from its input', () => {
    const actor = createActor(groupRegistrationMachine, {
      input: {
        details: GROUP_DETAILS,
        policy: GROUP_POLICY,
        leaders: {
          chairperson: CHAIRPERSON,
          secretary: { ...SECRETARY, idNumber: CHAIRPERSON.idNumber },
          treasurer: { ...TREASURER, mobile: 'not a number' },
        },
      },
    }).start();
    expect(actor.getSnapshot().context.leaders).toEqual({
      chairperson: CHAIRPERSON,
      secretary: null,
      treasurer: null,
    });
  });

  it('saves a draft after every accepted change', () => {
    let saves = 0;
    const machine = groupRegistrationMachine.provide({ actions: { saveDraft: () => (saves += 1) } });
    const actor = createActor(machine, { input: {} }).start();
    const events: GroupRegistrationEvent[] = [
      { type: 'policy.choose', policy: GROUP_POLICY },
      { type: 'details.submit', details: GROUP_DETAILS },
      { type: 'leader.set', slot: 'chairperson', leader: CHAIRPERSON },
      { type: 'leader.set', slot: 'secretary', leader: CHAIRPERSON },
      { type: 'leader.remove', slot: 'chairperson' },
    ];
    for (const event of events) actor.send(event);
    expect(saves).toBe(4);
  });
});

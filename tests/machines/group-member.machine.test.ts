import { areValidMemberKins, groupMemberMachine, isSavableMember } from '@machines/group-member.machine';
import { describe, expect, it } from 'vitest';
import { createActor, getNextSnapshot, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { normaliseIdNumber } from '@/domain/identity';
import {
  GROUP_MEMBER_INPUT,
  groupMemberEvents,
  groupMemberJourneyEvents,
  MEMBER_KIN_CHILD,
  MEMBER_KIN_SPOUSE,
  POSITION_TAKEN,
  VALID_MEMBER,
} from './group-member.events';

type Snapshot = SnapshotFrom<typeof groupMemberMachine>;
const byStateAndContext = (s: Snapshot) => JSON.stringify([s.value, s.context]);

const full = createTestModel(groupMemberMachine, {
  input: GROUP_MEMBER_INPUT,
  events: (s) => groupMemberEvents(s.context),
  serializeState: byStateAndContext,
});
const journeys = createTestModel(groupMemberMachine, {
  input: GROUP_MEMBER_INPUT,
  events: (s) => groupMemberJourneyEvents(s.context),
  serializeState: byStateAndContext,
});

const ROUTES = {
  memberInformation: 'step-one',
  nextOfKin: 'step-two',
  submitting: 'step-two',
  failed: 'step-two',
  done: 'step-two',
} as const;

const routeOf = (s: Snapshot) =>
  Object.values(s.getMeta() as Record<string, { route?: string }>).find((m) => m?.route)?.route;

/** Each state names its step's route. */
function showsItsRoute(s: Snapshot) {
  expect(routeOf(s)).toBe(ROUTES[s.value as keyof typeof ROUTES]);
}

/** Never more than two next of kin, never two with one id number (nor the member's). */
function kinListIsLawful(s: Snapshot) {
  const { nextOfKins, member } = s.context;
  expect(nextOfKins.length).toBeLessThanOrEqual(2);
  const ids = nextOfKins.map((k) => normaliseIdNumber(k.idNumber));
  expect(new Set(ids).size).toBe(ids.length);
  if (member) expect(ids).not.toContain(normaliseIdNumber(member.idNumber));
}

/** Save exists on the last step only: anywhere else it changes nothing. */
function ignoresSave(s: Snapshot) {
  if (s.status === 'done') return;
  const after = getNextSnapshot(groupMemberMachine, s, { type: 'save' });
  expect(after.value).toEqual(s.value);
  expect(after.context).toEqual(s.context);
}

/** Never submitted without a valid member in a free position and one or two valid next of kin. */
function readyToSave(s: Snapshot) {
  expect(isSavableMember(s.context.member, s.context.takenPositions)).toBe(true);
  expect(areValidMemberKins(s.context.member, s.context.nextOfKins)).toBe(true);
}

const invariants = {
  memberInformation: (s: Snapshot) => {
    showsItsRoute(s);
    kinListIsLawful(s);
    ignoresSave(s);
  },
  nextOfKin: (s: Snapshot) => {
    showsItsRoute(s);
    kinListIsLawful(s);
    expect(isSavableMember(s.context.member, s.context.takenPositions)).toBe(true);
    if (s.context.kinRequired) expect(s.context.nextOfKins).toHaveLength(0);
  },
  submitting: (s: Snapshot) => {
    showsItsRoute(s);
    readyToSave(s);
    ignoresSave(s);
  },
  failed: (s: Snapshot) => {
    showsItsRoute(s);
    readyToSave(s);
    ignoresSave(s);
    expect(s.context.error).not.toBeNull();
  },
  done: (s: Snapshot) => {
    showsItsRoute(s);
    readyToSave(s);
  },
};

/** Along a path: 'save' moves only from nextOfKin, and submitting is entered by save or retry alone. */
function savesOnlyOnTheLastStep(path: { steps: { event: { type: string }; state: Snapshot }[] }) {
  let previous: unknown = groupMemberMachine.config.initial;
  for (const { event, state } of path.steps) {
    if (event.type === 'save' && state.value !== previous) expect(previous).toBe('nextOfKin');
    if (state.value === 'submitting' && previous !== 'submitting') {
      expect(
        (previous === 'nextOfKin' && event.type === 'save') ||
          (previous === 'failed' && event.type === 'submit.retry'),
      ).toBe(true);
    }
    previous = state.value;
  }
}

describe('group member statechart', () => {
  const shortest = full.getShortestPaths();
  const toDone = journeys.getSimplePaths({ toState: (s) => s.status === 'done' });

  it('reaches every state, done included', () => {
    const reached = new Set(shortest.flatMap((p) => p.steps.map((step) => JSON.stringify(step.state.value))));
    for (const value of ['"memberInformation"', '"nextOfKin"', '"submitting"', '"failed"', '"done"']) {
      expect(reached).toContain(value);
    }
    expect(toDone.length).toBeGreaterThan(0);
  });

  it('has a save transition on the next-of-kin step and nowhere else', () => {
    const withSave = Object.entries(groupMemberMachine.root.states)
      .filter(([, node]) => node.config.on && 'save' in node.config.on)
      .map(([key]) => key);
    expect(withSave).toEqual(['nextOfKin']);
  });

  it.each(shortest.map((p) => [p.description, p] as const))(
    'keeps its invariants along %s',
    async (_, path) => {
      savesOnlyOnTheLastStep(path);
      await path.test({ states: invariants });
    },
  );

  it.each(toDone.map((p) => [p.description, p] as const))(
    'reaches done lawfully along %s',
    async (_, path) => {
      savesOnlyOnTheLastStep(path);
      await path.test({ states: invariants });
    },
  );
});

describe('group member rules', () => {
  const atNextOfKin = (input = GROUP_MEMBER_INPUT) => {
    const actor = createActor(groupMemberMachine, { input }).start();
    actor.send({ type: 'member.submit', member: VALID_MEMBER });
    expect(actor.getSnapshot().value).toBe('nextOfKin');
    return actor;
  };

  it('starts at the position of the URL, unless it is not one', () => {
    const treasurer = createActor(groupMemberMachine, { input: { position: 'treasurer' } }).start();
    expect(treasurer.getSnapshot().context.position).toBe('treasurer');
    const odd = createActor(groupMemberMachine, {
      input: { position: 'secretary-general', takenPositions: ['treasurer', 'nobody', 'member'] },
    }).start();
    expect(odd.getSnapshot().context.position).toBe('member');
    expect(odd.getSnapshot().context.takenPositions).toEqual(['treasurer']);
  });

  it('refuses an invalid member or a taken position, and accepts a driving licence', () => {
    const actor = createActor(groupMemberMachine, { input: GROUP_MEMBER_INPUT }).start();
    for (const change of [
      { position: 'chair-person' as const },
      { mobile: '0812345678' },
      { idNumber: '123456789' },
      { dob: '2999-01-01' },
      { firstName: 'Al' },
    ]) {
      actor.send({ type: 'member.submit', member: { ...VALID_MEMBER, ...change } });
      expect(actor.getSnapshot().value).toBe('memberInformation');
    }
    actor.send({ type: 'step.goto', step: 'step-two' });
    expect(actor.getSnapshot().value).toBe('memberInformation');
    actor.send({ type: 'member.submit', member: { ...VALID_MEMBER, position: 'vice-chair-person' } });
    expect(actor.getSnapshot().value).toBe('nextOfKin');
    expect(actor.getSnapshot().context.member?.idType).toBe(4);
    expect(actor.getSnapshot().context.position).toBe('vice-chair-person');
  });

  it('marks the list red on Save with no next of kin, and saves with one', () => {
    const calls: string[] = [];
    const actor = createActor(
      groupMemberMachine.provide({
        actions: { submitMember: () => calls.push('POST'), finish: () => calls.push('finish') },
      }),
      { input: GROUP_MEMBER_INPUT },
    ).start();
    actor.send({ type: 'member.submit', member: VALID_MEMBER });
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().value).toBe('nextOfKin');
    expect(actor.getSnapshot().context.kinRequired).toBe(true);
    expect(calls).toEqual([]);
    actor.send({ type: 'kin.add', kin: MEMBER_KIN_SPOUSE });
    expect(actor.getSnapshot().context.kinRequired).toBe(false);
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().value).toBe('submitting');
    actor.send({ type: 'submit.succeeded' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls).toEqual(['POST', 'finish']);
  });

  it('refuses a duplicate, the member and a third next of kin, saying why', () => {
    const actor = atNextOfKin();
    actor.send({ type: 'kin.add', kin: MEMBER_KIN_SPOUSE });
    actor.send({ type: 'kin.add', kin: { ...MEMBER_KIN_CHILD, idNumber: ` ${MEMBER_KIN_SPOUSE.idNumber}` } });
    expect(actor.getSnapshot().context.nextOfKins).toEqual([MEMBER_KIN_SPOUSE]);
    expect(actor.getSnapshot().context.kinError).toBe('This next of kin is already listed');
    actor.send({ type: 'kin.add', kin: { ...MEMBER_KIN_CHILD, idNumber: VALID_MEMBER.idNumber } });
    expect(actor.getSnapshot().context.kinError).toBe('The next of kin cannot be the customer');
    actor.send({ type: 'kin.add', kin: MEMBER_KIN_CHILD });
    expect(actor.getSnapshot().context.kinError).toBeNull();
    actor.send({ type: 'kin.add', kin: { ...MEMBER_KIN_CHILD, idNumber: 'T9999999999' } });
    expect(actor.getSnapshot().context.nextOfKins).toEqual([MEMBER_KIN_SPOUSE, MEMBER_KIN_CHILD]);
    expect(actor.getSnapshot().context.kinError).toBe('At most 2 next of kin');
  });

  it('does not let the member become their own next of kin on the way back', () => {
    const actor = atNextOfKin();
    actor.send({ type: 'kin.add', kin: MEMBER_KIN_SPOUSE });
    actor.send({ type: 'step.previous' });
    actor.send({ type: 'member.submit', member: { ...VALID_MEMBER, idNumber: MEMBER_KIN_SPOUSE.idNumber } });
    expect(actor.getSnapshot().value).toBe('memberInformation');
    expect(actor.getSnapshot().context.member).toEqual(VALID_MEMBER);
  });

  it('treats malformed events as refused', () => {
    const actor = atNextOfKin();
    const send = actor.send as (event: unknown) => void;
    send({ type: 'kin.add' });
    send({ type: 'kin.add', kin: { firstName: 'X' } });
    send({ type: 'kin.remove', index: 'a' });
    send({ type: 'kin.update', index: -1, kin: MEMBER_KIN_SPOUSE });
    expect(actor.getSnapshot().context.nextOfKins).toEqual([]);
    send({ type: 'step.goto' });
    send({ type: 'step.goto', step: 'step-three' });
    expect(actor.getSnapshot().value).toBe('nextOfKin');
    send({ type: 'step.previous' });
    send({ type: 'member.submit' });
    send({ type: 'member.submit', member: null });
    send({ type: 'member.submit', member: { ...VALID_MEMBER, position: 'president' } });
    expect(actor.getSnapshot().value).toBe('memberInformation');
    expect(actor.getSnapshot().context.member).toEqual(VALID_MEMBER);
  });

  it('keeps everything through a failed save and retries with the same values', () => {
    const calls: string[] = [];
    const actor = createActor(
      groupMemberMachine.provide({ actions: { submitMember: () => calls.push('POST') } }),
      { input: GROUP_MEMBER_INPUT },
    ).start();
    actor.send({ type: 'member.submit', member: VALID_MEMBER });
    actor.send({ type: 'kin.add', kin: MEMBER_KIN_SPOUSE });
    actor.send({ type: 'save' });
    actor.send({ type: 'submit.failed', message: 'Oops we are having trouble to connect with server' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Oops we are having trouble to connect with server');
    expect(actor.getSnapshot().context.nextOfKins).toEqual([MEMBER_KIN_SPOUSE]);
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'submit.retry' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls).toEqual(['POST', 'POST']);
  });

  it('goes back to step one when the server refuses the position, which is then taken', () => {
    const actor = createActor(groupMemberMachine, { input: GROUP_MEMBER_INPUT }).start();
    actor.send({ type: 'member.submit', member: { ...VALID_MEMBER, position: 'treasurer' } });
    actor.send({ type: 'kin.add', kin: MEMBER_KIN_SPOUSE });
    actor.send({ type: 'save' });
    actor.send({ type: 'submit.failed', message: POSITION_TAKEN, fieldErrors: { position: POSITION_TAKEN } });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('memberInformation');
    expect(context.fieldErrors).toEqual({ position: POSITION_TAKEN });
    expect(context.takenPositions).toEqual(['chair-person', 'treasurer']);
    expect(context.member?.position).toBe('treasurer');
    expect(context.nextOfKins).toEqual([MEMBER_KIN_SPOUSE]);
    // The refused position cannot be saved again; another one can.
    actor.send({ type: 'step.goto', step: 'step-two' });
    expect(actor.getSnapshot().value).toBe('memberInformation');
    actor.send({ type: 'member.submit', member: { ...VALID_MEMBER, position: 'member' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().value).toBe('submitting');
  });

  it('only jumps to step two with a valid member (a typed URL)', () => {
    const fresh = createActor(groupMemberMachine, { input: GROUP_MEMBER_INPUT }).start();
    fresh.send({ type: 'step.goto', step: 'step-two' });
    expect(fresh.getSnapshot().value).toBe('memberInformation');
    const actor = atNextOfKin();
    actor.send({ type: 'step.goto', step: 'step-one' });
    expect(actor.getSnapshot().value).toBe('memberInformation');
    actor.send({ type: 'step.goto', step: 'step-two' });
    expect(actor.getSnapshot().value).toBe('nextOfKin');
  });
});

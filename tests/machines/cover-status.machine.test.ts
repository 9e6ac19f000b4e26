import {
  type CoverStatusEvent,
  checkerRefusal,
  coverStatusMachine,
  movesFrom,
  nextCoverStatus,
  offeredMoves,
  refusal,
} from '@machines/cover-status.machine';
import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { CHECKER, CLERK, COVER_STATUS_EVENTS, COVER_STATUS_TURNS, MAKER } from './cover-status.events';

// Who made and checked a record is part of its state: the shortest path to each combination...
const withPeople = createTestModel(coverStatusMachine, {
  events: COVER_STATUS_EVENTS,
  input: { creatorId: MAKER.userId },
  serializeState: (s) => JSON.stringify([s.value, s.context]),
});
// ...and every simple path of the maker and the checker taking turns.
const takingTurns = createTestModel(coverStatusMachine, {
  events: COVER_STATUS_TURNS,
  input: { creatorId: MAKER.userId },
  serializeState: (s) => JSON.stringify([s.value, s.context]),
});
const paths = [...withPeople.getShortestPaths(), ...takingTurns.getSimplePaths()];

const byOf = (event: { type: string }) => ('by' in event ? (event as { by: { userId: string } }).by : null);

describe('cover-status statechart', () => {
  it('reaches every status', () => {
    // The generator leaves out a path that is the start of a longer one: look along every path.
    expect(new Set(paths.flatMap((p) => p.steps.map((step) => step.state.value)))).toEqual(
      new Set(['in-progress', 'covered', 'uncovered']),
    );
  });

  it.each(paths.map((p) => [p.description, p] as const))('keeps maker-checker along %s', (_, path) => {
    let previous = 'in-progress';
    // Who made the record since its last approval, as the history would list them: the creator always.
    let makers = new Set([MAKER.userId]);
    for (const step of path.steps) {
      const now = String(step.state.value);
      const by = byOf(step.event);
      if (now === 'covered' && previous !== 'covered') {
        // Nothing reaches covered but an approve or reinstate by a user who made none of it.
        expect(['approve', 'reinstate']).toContain(step.event.type);
        expect(by?.userId).toBeDefined();
        expect(makers.has(by?.userId ?? '')).toBe(false);
        expect(by?.userId).not.toBe(CLERK.userId);
      }
      if (now === 'uncovered' && previous !== 'uncovered') {
        expect(['reject', 'lapse', 'cancel', 'exhaust', 'lapse-unpaid', 'expire']).toContain(step.event.type);
        expect(((step.event as { reason?: string }).reason ?? '').length).toBeGreaterThan(2);
      }
      if (now !== previous && by) {
        makers = ['approve', 'reinstate'].includes(step.event.type)
          ? new Set([MAKER.userId])
          : new Set([...makers, by.userId]);
      }
      expect(step.state.context.makerIds).toEqual([...makers].sort());
      previous = now;
    }
  });

  it('refuses the maker approving their own record, and a user without the permission', () => {
    const context = { creatorId: MAKER.userId, makerIds: [MAKER.userId], checkerId: null };
    expect(nextCoverStatus('in-progress', context, { type: 'approve', by: MAKER })).toBeNull();
    expect(refusal('in-progress', context, { type: 'approve', by: MAKER })).toBe('same-user');
    expect(refusal('in-progress', context, { type: 'approve', by: CLERK })).toBe('no-permission');
    expect(nextCoverStatus('in-progress', context, { type: 'approve', by: CHECKER })).toEqual({
      status: 'covered',
      context: { creatorId: MAKER.userId, makerIds: [MAKER.userId], checkerId: CHECKER.userId },
    });
  });

  it('refuses every one of a set of makers, and no one else', () => {
    const other = { userId: 'officer-other', canApprove: true };
    const makerIds = [CHECKER.userId, MAKER.userId];
    const context = { creatorId: MAKER.userId, makerIds, checkerId: null };
    expect(refusal('in-progress', context, { type: 'approve', by: MAKER })).toBe('same-user');
    expect(refusal('in-progress', context, { type: 'approve', by: CHECKER })).toBe('same-user');
    expect(refusal('uncovered', context, { type: 'reinstate', by: CHECKER })).toBe('same-user');
    expect(refusal('in-progress', context, { type: 'approve', by: other })).toBeNull();
    // The same rule answers for a pending change or a claim, fed their own makers.
    expect(checkerRefusal(makerIds, CHECKER)).toBe('same-user');
    expect(checkerRefusal(makerIds, CLERK)).toBe('no-permission');
    expect(checkerRefusal(makerIds, other)).toBeNull();
  });

  it('keeps the creator a maker through a rejection, a reopening and a later approval', () => {
    const start = { creatorId: MAKER.userId, makerIds: [MAKER.userId], checkerId: null };
    // The checker rejects: from then on the checker made the record too.
    const rejected = nextCoverStatus('in-progress', start, {
      type: 'reject',
      by: CHECKER,
      reason: 'Wrong id',
    });
    if (!rejected) throw new Error('the reject was refused');
    expect(rejected.context.makerIds).toEqual([CHECKER.userId, MAKER.userId].sort());
    // Neither the creator nor the rejecting checker may reinstate it.
    expect(refusal('uncovered', rejected.context, { type: 'reinstate', by: MAKER })).toBe('same-user');
    expect(refusal('uncovered', rejected.context, { type: 'reinstate', by: CHECKER })).toBe('same-user');
    // A third user reinstates; after it, only the creator stays a maker.
    const third = { userId: 'officer-third', canApprove: true };
    const reinstated = nextCoverStatus('uncovered', rejected.context, { type: 'reinstate', by: third });
    expect(reinstated?.context).toEqual({
      creatorId: MAKER.userId,
      makerIds: [MAKER.userId],
      checkerId: third.userId,
    });
  });

  it('renews a paid-up cover in place and refuses to renew one in arrears', () => {
    const context = { creatorId: MAKER.userId, makerIds: [MAKER.userId], checkerId: CHECKER.userId };
    expect(nextCoverStatus('covered', context, { type: 'renew', paidUp: true })).toEqual({
      status: 'covered',
      context,
    });
    expect(nextCoverStatus('covered', context, { type: 'renew', paidUp: false })).toBeNull();
    expect(nextCoverStatus('uncovered', context, { type: 'renew', paidUp: true })).toBeNull();
    // The jobs lapse and end covers with a stated reason, and only covered ones.
    expect(nextCoverStatus('covered', context, { type: 'lapse-unpaid', reason: '' })).toBeNull();
    expect(
      nextCoverStatus('covered', context, { type: 'lapse-unpaid', reason: 'premiums unpaid' })?.status,
    ).toBe('uncovered');
    expect(nextCoverStatus('in-progress', context, { type: 'expire', reason: 'cover expired' })).toBeNull();
  });

  it('names an illegal move and a missing reason', () => {
    const context = { creatorId: null, makerIds: [], checkerId: null };
    const reopen: CoverStatusEvent = { type: 'reopen', by: CLERK, reason: 'Correction' };
    expect(refusal('covered', context, reopen)).toBe('illegal');
    expect(refusal('in-progress', context, { type: 'reject', by: CLERK, reason: ' ' })).toBe('reason');
    expect(refusal('uncovered', context, reopen)).toBeNull();
    // A public self-enrolment has no maker: any user who may approve is a checker.
    expect(refusal('in-progress', context, { type: 'approve', by: MAKER })).toBeNull();
  });

  it('offers each status exactly the moves of the cover lifecycle', () => {
    expect(movesFrom('in-progress').sort()).toEqual(['approve', 'reject']);
    expect(movesFrom('covered').sort()).toEqual([
      'cancel',
      'exhaust',
      'expire',
      'lapse',
      'lapse-unpaid',
      'renew',
    ]);
    expect(movesFrom('uncovered').sort()).toEqual(['reinstate', 'reopen']);
  });
});

describe('the moves offered to a staff user', () => {
  const officer = { userId: MAKER.userId, permissions: ['customers.status'] };
  const admin = { userId: CHECKER.userId, permissions: ['customers.status', 'customers.approve'] };
  const viewer = { userId: CLERK.userId, permissions: ['customers.read'] };

  it('offers approval only to a checker who made none of the record', () => {
    expect(offeredMoves('in-progress', [MAKER.userId], officer, 'customers')).toEqual(['reject']);
    expect(offeredMoves('in-progress', [MAKER.userId], admin, 'customers')).toEqual(['approve', 'reject']);
    expect(offeredMoves('in-progress', [CHECKER.userId], admin, 'customers')).toEqual(['reject']);
    // A checker who changed a record someone else created is one of its makers.
    expect(offeredMoves('in-progress', [CHECKER.userId, MAKER.userId], admin, 'customers')).toEqual([
      'reject',
    ]);
    expect(offeredMoves('uncovered', [MAKER.userId], admin, 'customers')).toEqual(['reopen', 'reinstate']);
    expect(offeredMoves('uncovered', [CHECKER.userId, MAKER.userId], admin, 'customers')).toEqual(['reopen']);
  });

  it('never offers the automatic end of cover, nor anything to a reader', () => {
    expect(offeredMoves('covered', [MAKER.userId], admin, 'customers')).toEqual(['lapse', 'cancel']);
    expect(offeredMoves('in-progress', [], viewer, 'customers')).toEqual([]);
    expect(offeredMoves('in-progress', [], admin, 'diasporas')).toEqual([]);
  });
});

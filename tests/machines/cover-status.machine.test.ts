import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import {
  type CoverStatusEvent,
  coverStatusMachine,
  movesFrom,
  nextCoverStatus,
  offeredMoves,
  refusal,
} from '../../machines/cover-status.machine';
import { CHECKER, CLERK, COVER_STATUS_EVENTS, COVER_STATUS_TURNS, MAKER } from './cover-status.events';

// Who made and checked a record is part of its state: the shortest path to each combination...
const withPeople = createTestModel(coverStatusMachine, {
  events: COVER_STATUS_EVENTS,
  input: { makerId: MAKER.userId },
  serializeState: (s) => JSON.stringify([s.value, s.context]),
});
// ...and every simple path of the maker and the checker taking turns.
const takingTurns = createTestModel(coverStatusMachine, {
  events: COVER_STATUS_TURNS,
  input: { makerId: MAKER.userId },
  serializeState: (s) => JSON.stringify([s.value, s.context]),
});
const paths = [...withPeople.getShortestPaths(), ...takingTurns.getSimplePaths()];

const byOf = (event: { type: string }) => ('by' in event ? (event as { by: { userId: string } }).by : null);

describe('cover-status statechart', () => {
  it('reaches every status', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(
      new Set(['in-progress', 'covered', 'uncovered']),
    );
  });

  it.each(paths.map((p) => [p.description, p] as const))('keeps maker-checker along %s', (_, path) => {
    let previous = 'in-progress';
    let maker: string | null = MAKER.userId;
    for (const step of path.steps) {
      const now = String(step.state.value);
      const by = byOf(step.event);
      if (now === 'covered' && previous !== 'covered') {
        // Nothing reaches covered but an approve or reinstate by a second user who may approve.
        expect(['approve', 'reinstate']).toContain(step.event.type);
        expect(by?.userId).toBeDefined();
        expect(by?.userId).not.toBe(maker);
        expect(by?.userId).not.toBe(CLERK.userId);
      }
      if (now === 'uncovered' && previous !== 'uncovered') {
        expect(['reject', 'lapse', 'cancel', 'exhaust']).toContain(step.event.type);
        expect(((step.event as { reason?: string }).reason ?? '').length).toBeGreaterThan(2);
      }
      if (now !== previous && by && !['approve', 'reinstate'].includes(step.event.type)) maker = by.userId;
      expect(step.state.context.makerId).toBe(maker);
      previous = now;
    }
  });

  it('refuses the maker approving their own record, and a user without the permission', () => {
    const context = { makerId: MAKER.userId, checkerId: null };
    expect(nextCoverStatus('in-progress', context, { type: 'approve', by: MAKER })).toBeNull();
    expect(refusal('in-progress', context, { type: 'approve', by: MAKER })).toBe('same-user');
    expect(refusal('in-progress', context, { type: 'approve', by: CLERK })).toBe('no-permission');
    expect(nextCoverStatus('in-progress', context, { type: 'approve', by: CHECKER })).toEqual({
      status: 'covered',
      context: { makerId: MAKER.userId, checkerId: CHECKER.userId },
    });
  });

  it('names an illegal move and a missing reason', () => {
    const context = { makerId: null, checkerId: null };
    const reopen: CoverStatusEvent = { type: 'reopen', by: CLERK, reason: 'Correction' };
    expect(refusal('covered', context, reopen)).toBe('illegal');
    expect(refusal('in-progress', context, { type: 'reject', by: CLERK, reason: ' ' })).toBe('reason');
    expect(refusal('uncovered', context, reopen)).toBeNull();
    // A public self-enrolment has no maker: any user who may approve is a checker.
    expect(refusal('in-progress', context, { type: 'approve', by: MAKER })).toBeNull();
  });

  it('offers each status exactly the moves of the cover lifecycle', () => {
    expect(movesFrom('in-progress').sort()).toEqual(['approve', 'reject']);
    expect(movesFrom('covered').sort()).toEqual(['cancel', 'exhaust', 'lapse']);
    expect(movesFrom('uncovered').sort()).toEqual(['reinstate', 'reopen']);
  });
});

describe('the moves offered to a staff user', () => {
  const officer = { userId: MAKER.userId, permissions: ['customers.status'] };
  const admin = { userId: CHECKER.userId, permissions: ['customers.status', 'customers.approve'] };
  const viewer = { userId: CLERK.userId, permissions: ['customers.read'] };

  it('offers approval only to a checker who did not make the record', () => {
    expect(offeredMoves('in-progress', MAKER.userId, officer, 'customers')).toEqual(['reject']);
    expect(offeredMoves('in-progress', MAKER.userId, admin, 'customers')).toEqual(['approve', 'reject']);
    expect(offeredMoves('in-progress', CHECKER.userId, admin, 'customers')).toEqual(['reject']);
    expect(offeredMoves('uncovered', MAKER.userId, admin, 'customers')).toEqual(['reopen', 'reinstate']);
  });

  it('never offers the automatic end of cover, nor anything to a reader', () => {
    expect(offeredMoves('covered', MAKER.userId, admin, 'customers')).toEqual(['lapse', 'cancel']);
    expect(offeredMoves('in-progress', null, viewer, 'customers')).toEqual([]);
    expect(offeredMoves('in-progress', null, admin, 'diasporas')).toEqual([]);
  });
});

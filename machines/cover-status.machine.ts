import { assign, getNextSnapshot, setup } from 'xstate';

/**
 * The cover status of a customer, a diaspora or a group (SPEC §4 tabs): in-progress, covered,
 * uncovered. The server applies every status change through this chart, so an illegal move is
 * refused in one place; the browser asks it which moves to offer.
 *
 * Maker-checker (four eyes): approve, reinstate and the approval of a pending change need the
 * approve permission and a staff user who is none of the record's makers. The makers are everyone
 * who made what is being approved: the record's creator, always, and whoever changed, rejected,
 * reopened, lapsed or cancelled it, added a member to it or proposed a change to it since its last
 * approval. The server reads them from the record's history (server/cover/makers.ts); this chart's
 * `isChecker` guard, through `checkerRefusal`, is the one place that decides who may check.
 */

export type CoverStatus = 'in-progress' | 'covered' | 'uncovered';

export type CoverAction =
  | 'approve'
  | 'reject'
  | 'lapse'
  | 'cancel'
  | 'exhaust'
  | 'reopen'
  | 'reinstate'
  | 'lapse-unpaid'
  | 'expire'
  | 'renew';

/** Who asks for a change: their id, and whether their role carries the area's approve permission. */
export interface CoverActor {
  userId: string;
  canApprove: boolean;
}

export interface CoverStatusContext {
  /** The staff user who created the record, a maker for good; null for a public self-enrolment. */
  creatorId: string | null;
  /** Everyone who made the record since its last approval, the creator included: never its checker. */
  makerIds: readonly string[];
  /** Who approved or reinstated the cover last: the checker. */
  checkerId: string | null;
}

export type CoverStatusEvent =
  | { type: 'approve'; by: CoverActor }
  | { type: 'reinstate'; by: CoverActor }
  | { type: 'reject'; by: CoverActor; reason: string }
  | { type: 'lapse'; by: CoverActor; reason: string }
  | { type: 'cancel'; by: CoverActor; reason: string }
  /** The maximum benefit is used up: the server sends it after a paid claim. */
  | { type: 'exhaust'; reason: string }
  | { type: 'reopen'; by: CoverActor; reason: string }
  /** The cover jobs: a premium unpaid beyond the policy's grace period. */
  | { type: 'lapse-unpaid'; reason: string }
  /** The cover jobs: the term ended and the cover did not renew. */
  | { type: 'expire'; reason: string }
  /** The cover jobs: the term ended; a cover renews for another term only when paid up. */
  | { type: 'renew'; paidUp: boolean };

/** The actions that need a reason, and the ones that need a second pair of eyes. */
export const REASON_REQUIRED: readonly CoverAction[] = [
  'reject',
  'lapse',
  'cancel',
  'exhaust',
  'reopen',
  'lapse-unpaid',
  'expire',
];
export const CHECKER_ACTIONS: readonly CoverAction[] = ['approve', 'reinstate'];
/** What the server does by itself, never a staff user: no screen offers them. */
export const AUTOMATIC_ACTIONS: readonly CoverAction[] = ['exhaust', 'lapse-unpaid', 'expire', 'renew'];

const hasReason = (event: CoverStatusEvent) =>
  'reason' in event && typeof event.reason === 'string' && event.reason.trim().length >= 3;

const isActor = (by: unknown): by is CoverActor =>
  typeof by === 'object' && by !== null && typeof (by as CoverActor).userId === 'string';

/**
 * Why a staff user may not check (approve, reinstate, approve a pending change, approve a claim)
 * what the given makers made, or null when they may: the four-eyes rule, in one place. Claims and
 * pending changes call it with their own makers; the chart's `isChecker` guard calls it too.
 */
export function checkerRefusal(
  makerIds: readonly string[],
  by: CoverActor,
): 'no-permission' | 'same-user' | null {
  if (!by.canApprove || by.userId.length === 0) return 'no-permission';
  if (makerIds.includes(by.userId)) return 'same-user';
  return null;
}

/** A maker set with one more maker, sorted so that equal sets are equal contexts. */
const withMaker = (makerIds: readonly string[], userId: string): string[] =>
  [...new Set([...makerIds, userId])].sort();

/** The makers right after an approval: the creator only, who stays a maker for good. */
const creatorOnly = (creatorId: string | null): string[] => (creatorId ? [creatorId] : []);

export const coverStatusMachine = setup({
  types: {} as {
    context: CoverStatusContext;
    events: CoverStatusEvent;
    input: {
      status?: CoverStatus;
      creatorId?: string | null;
      makerIds?: readonly string[];
      checkerId?: string | null;
    };
  },
  guards: {
    /** A staff user with the approve permission who is none of the record's makers. */
    isChecker: ({ context, event }) =>
      'by' in event && isActor(event.by) && checkerRefusal(context.makerIds, event.by) === null,
    /** A staff change with a stated reason. */
    isReasonedChange: ({ event }) => 'by' in event && isActor(event.by) && hasReason(event),
    hasReason: ({ event }) => hasReason(event),
    /** One in arrears does not renew. */
    isPaidUp: ({ event }) => event.type === 'renew' && event.paidUp,
  },
  actions: {
    /** An approval starts a new round of making: only the creator stays a maker. */
    recordChecker: assign({
      checkerId: ({ event }) => ('by' in event && isActor(event.by) ? event.by.userId : null),
      makerIds: ({ context }) => creatorOnly(context.creatorId),
    }),
    recordMaker: assign({
      makerIds: ({ context, event }) =>
        'by' in event && isActor(event.by) ? withMaker(context.makerIds, event.by.userId) : context.makerIds,
    }),
  },
}).createMachine({
  id: 'coverStatus',
  context: ({ input }) => {
    const creatorId = input?.creatorId ?? null;
    const makerIds = input?.makerIds ?? [];
    return {
      creatorId,
      makerIds: creatorId ? withMaker(makerIds, creatorId) : [...makerIds].sort(),
      checkerId: input?.checkerId ?? null,
    };
  },
  initial: 'in-progress',
  states: {
    'in-progress': {
      on: {
        approve: { guard: 'isChecker', target: 'covered', actions: 'recordChecker' },
        reject: { guard: 'isReasonedChange', target: 'uncovered', actions: 'recordMaker' },
      },
    },
    covered: {
      on: {
        lapse: { guard: 'isReasonedChange', target: 'uncovered', actions: 'recordMaker' },
        cancel: { guard: 'isReasonedChange', target: 'uncovered', actions: 'recordMaker' },
        exhaust: { guard: 'hasReason', target: 'uncovered' },
        'lapse-unpaid': { guard: 'hasReason', target: 'uncovered' },
        expire: { guard: 'hasReason', target: 'uncovered' },
        renew: { guard: 'isPaidUp', target: 'covered' },
      },
    },
    uncovered: {
      on: {
        reopen: { guard: 'isReasonedChange', target: 'in-progress', actions: 'recordMaker' },
        reinstate: { guard: 'isChecker', target: 'covered', actions: 'recordChecker' },
      },
    },
  },
});

/** The machine's snapshot for a stored record. */
export function coverSnapshot(status: CoverStatus, context: CoverStatusContext) {
  return coverStatusMachine.resolveState({ value: status, context });
}

/** Where the event takes a record, or null when the chart refuses it (illegal or unauthorised). */
export function nextCoverStatus(
  status: CoverStatus,
  context: CoverStatusContext,
  event: CoverStatusEvent,
): { status: CoverStatus; context: CoverStatusContext } | null {
  const before = coverSnapshot(status, context);
  if (!before.can(event)) return null;
  const after = getNextSnapshot(coverStatusMachine, before, event);
  return { status: after.value as CoverStatus, context: after.context };
}

/** The moves a status has at all, whoever asks: what the UI may offer before permissions. */
export function movesFrom(status: CoverStatus): CoverAction[] {
  const node = coverStatusMachine.states[status];
  return Object.keys(node?.on ?? {}) as CoverAction[];
}

/** Why the chart refuses an event, for the 409/403 message. */
export function refusal(
  status: CoverStatus,
  context: CoverStatusContext,
  event: CoverStatusEvent,
): 'illegal' | 'same-user' | 'no-permission' | 'reason' | null {
  if (!movesFrom(status).includes(event.type)) return 'illegal';
  if (CHECKER_ACTIONS.includes(event.type) && 'by' in event) {
    const refused = checkerRefusal(context.makerIds, event.by);
    if (refused) return refused;
  }
  if (REASON_REQUIRED.includes(event.type) && !hasReason(event)) return 'reason';
  return nextCoverStatus(status, context, event) ? null : 'illegal';
}

/**
 * The moves to offer a staff user on a record: the chart's moves from its status that their role
 * allows, without the automatic ones, and never an approval of their own work.
 */
export function offeredMoves(
  status: CoverStatus,
  makerIds: readonly string[],
  user: { userId: string; permissions: readonly string[] },
  area: 'customers' | 'diasporas' | 'groups',
): CoverAction[] {
  const canChange = user.permissions.includes(`${area}.status`);
  const by = { userId: user.userId, canApprove: user.permissions.includes(`${area}.approve`) };
  const context = { creatorId: null, makerIds, checkerId: null };
  return movesFrom(status).filter((action) => {
    if (AUTOMATIC_ACTIONS.includes(action) || !canChange) return false;
    if (!CHECKER_ACTIONS.includes(action)) return true;
    return refusal(status, context, { type: action, by } as CoverStatusEvent) === null;
  });
}

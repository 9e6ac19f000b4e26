import { assign, getNextSnapshot, setup } from 'xstate';

/**
 * The cover status of a customer, a diaspora or a group (SPEC §4 tabs): in-progress, covered,
 * uncovered. The server applies every status change through this chart, so an illegal move is
 * refused in one place; the browser asks it which moves to offer.
 *
 * Maker-checker: approve and reinstate need the approve permission and a staff user other than
 * the one who created or last changed the record (the maker).
 */

export type CoverStatus = 'in-progress' | 'covered' | 'uncovered';

export type CoverAction = 'approve' | 'reject' | 'lapse' | 'cancel' | 'exhaust' | 'reopen' | 'reinstate';

/** Who asks for a change: their id, and whether their role carries the area's approve permission. */
export interface CoverActor {
  userId: string;
  canApprove: boolean;
}

export interface CoverStatusContext {
  /** The staff user who created or last changed the record; null for a public self-enrolment. */
  makerId: string | null;
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
  | { type: 'reopen'; by: CoverActor; reason: string };

/** The actions that need a reason, and the ones that need a second pair of eyes. */
export const REASON_REQUIRED: readonly CoverAction[] = ['reject', 'lapse', 'cancel', 'exhaust', 'reopen'];
export const CHECKER_ACTIONS: readonly CoverAction[] = ['approve', 'reinstate'];

const hasReason = (event: CoverStatusEvent) =>
  'reason' in event && typeof event.reason === 'string' && event.reason.trim().length >= 3;

const isActor = (by: unknown): by is CoverActor =>
  typeof by === 'object' && by !== null && typeof (by as CoverActor).userId === 'string';

export const coverStatusMachine = setup({
  types: {} as {
    context: CoverStatusContext;
    events: CoverStatusEvent;
    input: { status?: CoverStatus; makerId?: string | null; checkerId?: string | null };
  },
  guards: {
    /** A second staff user with the approve permission. */
    isChecker: ({ context, event }) =>
      'by' in event &&
      isActor(event.by) &&
      event.by.canApprove === true &&
      event.by.userId.length > 0 &&
      event.by.userId !== context.makerId,
    /** A staff change with a stated reason. */
    isReasonedChange: ({ event }) => 'by' in event && isActor(event.by) && hasReason(event),
    hasReason: ({ event }) => hasReason(event),
  },
  actions: {
    recordChecker: assign({
      checkerId: ({ event }) => ('by' in event && isActor(event.by) ? event.by.userId : null),
    }),
    recordMaker: assign({
      makerId: ({ event }) => ('by' in event && isActor(event.by) ? event.by.userId : null),
    }),
  },
}).createMachine({
  id: 'coverStatus',
  context: ({ input }) => ({ makerId: input?.makerId ?? null, checkerId: input?.checkerId ?? null }),
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
    if (!event.by.canApprove) return 'no-permission';
    if (event.by.userId === context.makerId) return 'same-user';
  }
  if (REASON_REQUIRED.includes(event.type) && !hasReason(event)) return 'reason';
  return nextCoverStatus(status, context, event) ? null : 'illegal';
}

/**
 * The moves to offer a staff user on a record: the chart's moves from its status that their role
 * allows, without the automatic exhaust, and never an approval of their own work.
 */
export function offeredMoves(
  status: CoverStatus,
  makerId: string | null,
  user: { userId: string; permissions: readonly string[] },
  area: 'customers' | 'diasporas' | 'groups',
): CoverAction[] {
  const canChange = user.permissions.includes(`${area}.status`);
  const by = { userId: user.userId, canApprove: user.permissions.includes(`${area}.approve`) };
  return movesFrom(status).filter((action) => {
    if (action === 'exhaust' || !canChange) return false;
    if (!CHECKER_ACTIONS.includes(action)) return true;
    return refusal(status, { makerId, checkerId: null }, { type: action, by } as CoverStatusEvent) === null;
  });
}

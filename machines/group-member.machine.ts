import { and, assign, setup } from 'xstate';
import { MAX_NEXT_OF_KIN } from '../src/domain/cover';
import { checkCustomerWithNextOfKin, type FieldErrors, MESSAGES } from '../src/domain/enrolment-rules';
import {
  type GroupMemberDetails,
  isMemberPosition,
  isValidGroupMember,
  type MemberPosition,
} from '../src/domain/schemas/group-member';
import { isValidNextOfKin, type NextOfKin } from '../src/domain/schemas/individual';

/**
 * Adding a member to a group (SPEC §2 Groups add-member, §3, §8): member information with the
 * position, then one or two next of kin, then Save, which exists on the last step only.
 * Effects (the request, toasts, closing the modal) are actions the app provides; outcomes come
 * back as events.
 */

export interface GroupMemberContext {
  member: GroupMemberDetails | null;
  /** The position the wizard was opened for (the URL's memberType). */
  position: MemberPosition;
  /** Leading positions already held in the group: the member cannot take them. */
  takenPositions: MemberPosition[];
  nextOfKins: NextOfKin[];
  /** Save was pressed with no next of kin: the list shows red. */
  kinRequired: boolean;
  /** Why the last next-of-kin change was refused (e.g. a duplicate id number). */
  kinError: string | null;
  /** The failed save's message, and the server's field messages. */
  error: string | null;
  fieldErrors: FieldErrors;
}

export interface GroupMemberInput {
  position?: unknown;
  takenPositions?: readonly unknown[];
}

export type MemberStep = 'step-one' | 'step-two';

export type GroupMemberEvent =
  | { type: 'member.submit'; member: GroupMemberDetails }
  | { type: 'kin.add'; kin: NextOfKin }
  | { type: 'kin.update'; index: number; kin: NextOfKin }
  | { type: 'kin.remove'; index: number }
  | { type: 'step.previous' }
  | { type: 'step.goto'; step: MemberStep }
  | { type: 'save' }
  | { type: 'submit.succeeded' }
  | { type: 'submit.failed'; message: string; fieldErrors?: FieldErrors }
  | { type: 'submit.retry' };

const INVALID_KIN = 'Please check the next of kin details';

/** The member information fields: a server message on one of them is fixed on step one. */
export const MEMBER_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'email',
  'mobile',
  'dob',
  'sex',
  'maritalStatus',
  'idType',
  'idNumber',
  'address',
  'idCopy',
  'photo',
  'position',
] as const;

/** Why a member with these next of kin cannot be saved, or null when they can. */
export function memberKinProblem(
  member: Pick<GroupMemberDetails, 'dob' | 'idNumber'> | null,
  kin: readonly (NextOfKin | undefined)[],
): string | null {
  if (kin.length > MAX_NEXT_OF_KIN) return MESSAGES.tooManyNextOfKin;
  if (!kin.every(isValidNextOfKin)) return INVALID_KIN;
  const errors = checkCustomerWithNextOfKin({
    dob: member?.dob ?? '2000-01-01',
    idNumber: member?.idNumber ?? '',
    nextOfKins: kin as NextOfKin[],
  });
  return Object.values(errors)[0] ?? null;
}

/** A member that may be saved: valid, in a free position. */
export const isSavableMember = (member: unknown, taken: readonly MemberPosition[]) =>
  isValidGroupMember(member, taken);

/** A lawful list: one or two valid next of kin, none sharing an id number with another or the member. */
export const areValidMemberKins = (
  member: GroupMemberDetails | null,
  kin: readonly (NextOfKin | undefined)[],
) => kin.length >= 1 && kin.length <= MAX_NEXT_OF_KIN && memberKinProblem(member, kin) === null;

const isIndex = (list: unknown[], index: unknown): index is number =>
  typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < list.length;

/** The list after a next-of-kin event, or undefined when the event is malformed. */
function kinAfter(context: GroupMemberContext, event: GroupMemberEvent) {
  if (event.type === 'kin.add') return [...context.nextOfKins, event.kin];
  if (event.type === 'kin.update' && isIndex(context.nextOfKins, event.index))
    return context.nextOfKins.map((existing, i) => (i === event.index ? event.kin : existing));
  return undefined;
}

/** The server refused a field of step one (e.g. 409 on position or idNumber). */
const refusesMemberField = (fieldErrors: unknown) =>
  typeof fieldErrors === 'object' &&
  fieldErrors !== null &&
  Object.keys(fieldErrors).some((field) => (MEMBER_FIELDS as readonly string[]).includes(field));

const goesTo = (step: MemberStep) => ({ type: 'goesTo', params: { step } }) as const;

const KIN_CHANGES = {
  'kin.add': [{ guard: 'canChangeKin', actions: 'applyKinChange' }, { actions: 'refuseKin' }],
  'kin.update': [{ guard: 'canChangeKin', actions: 'applyKinChange' }, { actions: 'refuseKin' }],
  'kin.remove': { guard: 'validIndex', actions: 'removeKin' },
} as const;

export const groupMemberMachine = setup({
  types: {} as {
    context: GroupMemberContext;
    events: GroupMemberEvent;
    input: GroupMemberInput;
  },
  actions: {
    /** POST the member; answer submit.succeeded or submit.failed. */
    submitMember: () => {},
    /** Refresh what shows the group's members and close the wizard. */
    finish: () => {},
    applyKinChange: assign({
      nextOfKins: ({ context, event }) => kinAfter(context, event) ?? context.nextOfKins,
      kinRequired: false,
      kinError: null,
    }),
    removeKin: assign({
      nextOfKins: ({ context, event }) =>
        context.nextOfKins.filter((_, i) => event.type !== 'kin.remove' || i !== event.index),
      kinError: null,
    }),
    refuseKin: assign({
      kinError: ({ context, event }) => {
        const list = kinAfter(context, event);
        return list ? (memberKinProblem(context.member, list) ?? INVALID_KIN) : INVALID_KIN;
      },
    }),
    markKinRequired: assign({ kinRequired: ({ context }) => context.nextOfKins.length === 0 }),
    recordFailure: assign(({ context, event }) => {
      if (event.type !== 'submit.failed') return {};
      const fieldErrors =
        typeof event.fieldErrors === 'object' && event.fieldErrors !== null ? event.fieldErrors : {};
      const refusedPosition = context.member?.position;
      // A leading position the server says is held is held: the member has to choose another.
      const positionHeld =
        typeof fieldErrors.position === 'string' && refusedPosition && refusedPosition !== 'member';
      return {
        error: typeof event.message === 'string' && event.message ? event.message : 'Failed',
        fieldErrors,
        takenPositions:
          positionHeld && !context.takenPositions.includes(refusedPosition)
            ? [...context.takenPositions, refusedPosition]
            : context.takenPositions,
      };
    }),
  },
  guards: {
    goesTo: ({ event }, params: { step: MemberStep }) =>
      event.type === 'step.goto' && event.step === params.step,
    memberValid: ({ context, event }) =>
      event.type === 'member.submit' &&
      isSavableMember(event.member, context.takenPositions) &&
      memberKinProblem(event.member, context.nextOfKins) === null,
    hasValidMember: ({ context }) => isSavableMember(context.member, context.takenPositions),
    canChangeKin: ({ context, event }) => {
      const list = kinAfter(context, event);
      return (
        list !== undefined &&
        list.length <= MAX_NEXT_OF_KIN &&
        memberKinProblem(context.member, list) === null
      );
    },
    validIndex: ({ context, event }) =>
      event.type === 'kin.remove' && isIndex(context.nextOfKins, event.index),
    canSave: ({ context }) =>
      isSavableMember(context.member, context.takenPositions) &&
      areValidMemberKins(context.member, context.nextOfKins),
    refusesMember: ({ event }) => event.type === 'submit.failed' && refusesMemberField(event.fieldErrors),
  },
}).createMachine({
  id: 'groupMember',
  context: ({ input }) => {
    const taken = (input?.takenPositions ?? []).filter(
      (position): position is MemberPosition => isMemberPosition(position) && position !== 'member',
    );
    return {
      member: null,
      position: isMemberPosition(input?.position) ? input.position : 'member',
      takenPositions: [...new Set(taken)],
      nextOfKins: [],
      kinRequired: false,
      kinError: null,
      error: null,
      fieldErrors: {},
    };
  },
  initial: 'memberInformation',
  states: {
    memberInformation: {
      meta: { route: 'step-one' },
      on: {
        'member.submit': {
          guard: 'memberValid',
          target: 'nextOfKin',
          actions: assign({
            member: ({ event }) => event.member,
            position: ({ event }) => event.member.position,
            fieldErrors: {},
            error: null,
          }),
        },
        'step.goto': { guard: and([goesTo('step-two'), 'hasValidMember']), target: 'nextOfKin' },
      },
    },
    nextOfKin: {
      meta: { route: 'step-two' },
      on: {
        ...KIN_CHANGES,
        'step.previous': 'memberInformation',
        'step.goto': { guard: goesTo('step-one'), target: 'memberInformation' },
        save: [{ guard: 'canSave', target: 'submitting' }, { actions: 'markKinRequired' }],
      },
    },
    submitting: {
      meta: { route: 'step-two' },
      entry: [assign({ error: null, fieldErrors: {} }), 'submitMember'],
      on: {
        'submit.succeeded': { target: 'done', actions: 'finish' },
        'submit.failed': [
          // A field of step one was refused: back there, with the message next to it.
          { guard: 'refusesMember', target: 'memberInformation', actions: 'recordFailure' },
          { target: 'failed', actions: 'recordFailure' },
        ],
      },
    },
    failed: {
      meta: { route: 'step-two' },
      on: {
        'submit.retry': { guard: 'canSave', target: 'submitting' },
        'step.previous': 'memberInformation',
        'step.goto': { guard: goesTo('step-one'), target: 'memberInformation' },
        'kin.add': { guard: 'canChangeKin', target: 'nextOfKin', actions: 'applyKinChange' },
        'kin.update': { guard: 'canChangeKin', target: 'nextOfKin', actions: 'applyKinChange' },
        'kin.remove': { guard: 'validIndex', target: 'nextOfKin', actions: 'removeKin' },
      },
    },
    done: {
      meta: { route: 'step-two' },
      type: 'final',
    },
  },
});

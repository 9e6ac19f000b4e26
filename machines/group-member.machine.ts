import { and, assign, setup } from 'xstate';
import type { FieldErrors } from '../src/domain/cross-field-rules';
import {
  type GroupMemberDetails,
  isMemberPosition,
  isValidGroupMember,
  type MemberPosition,
} from '../src/domain/schemas/group-member';
import {
  areLawfulKins,
  type KinContext,
  type KinEvent,
  kinChanges,
  kinImplementations,
  kinProblem,
  NO_KIN,
} from './wizard/next-of-kin';
import { failureOf, NO_FAILURE, type SubmitContext } from './wizard/submit';

/**
 * Adding a member to a group (SPEC §2 Groups add-member, §3, §8): member information with the
 * position, then one or two next of kin, then Save, which exists on the last step only.
 * Effects (the request, toasts, closing the modal) are actions the app provides; outcomes come
 * back as events.
 */

export interface GroupMemberContext extends KinContext, SubmitContext {
  member: GroupMemberDetails | null;
  /** The position the wizard was opened for (the URL's memberType). */
  position: MemberPosition;
  /** Leading positions already held in the group: the member cannot take them. */
  takenPositions: MemberPosition[];
}

export interface GroupMemberInput {
  position?: unknown;
  takenPositions?: readonly unknown[];
}

export type MemberStep = 'step-one' | 'step-two';

export type GroupMemberEvent =
  | { type: 'member.submit'; member: GroupMemberDetails }
  | KinEvent
  | { type: 'step.previous' }
  | { type: 'step.goto'; step: MemberStep }
  | { type: 'save' }
  | { type: 'submit.succeeded' }
  | { type: 'submit.failed'; message: string; fieldErrors?: FieldErrors }
  | { type: 'submit.retry' };

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

/** A member that may be saved: valid, in a free position. */
export const isSavableMember = (member: unknown, taken: readonly MemberPosition[]) =>
  isValidGroupMember(member, taken);

/** A lawful list: one or two valid next of kin, none sharing an id number with another or the member. */
export const areValidMemberKins = areLawfulKins;

/** The server refused a field of step one (e.g. 409 on position or idNumber). */
const refusesMemberField = (fieldErrors: unknown) =>
  typeof fieldErrors === 'object' &&
  fieldErrors !== null &&
  Object.keys(fieldErrors).some((field) => (MEMBER_FIELDS as readonly string[]).includes(field));

const goesTo = (step: MemberStep) => ({ type: 'goesTo', params: { step } }) as const;

const KIN_CHANGES = kinChanges([]);
const KIN = kinImplementations<GroupMemberContext, GroupMemberEvent>((context) => context.member);

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
    ...KIN.actions,
    clearFailure: assign(NO_FAILURE),
    recordFailure: assign(({ context, event }) => {
      if (event.type !== 'submit.failed') return {};
      const failure = failureOf(event);
      const refusedPosition = context.member?.position;
      // A leading position the server says is held is held: the member has to choose another.
      const positionHeld =
        typeof failure.fieldErrors.position === 'string' && refusedPosition && refusedPosition !== 'member';
      return {
        ...failure,
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
      kinProblem(event.member, context.nextOfKins) === null,
    hasValidMember: ({ context }) => isSavableMember(context.member, context.takenPositions),
    ...KIN.guards,
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
      ...NO_KIN,
      ...NO_FAILURE,
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
      entry: ['clearFailure', 'submitMember'],
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

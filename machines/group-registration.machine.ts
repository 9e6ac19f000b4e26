import { and, assign, setup } from 'xstate';
import type { FieldErrors } from '../src/domain/cross-field-rules';
import { type ChosenPolicy, isChosenPolicy } from '../src/domain/policy';
import {
  type GroupDetails,
  type GroupFormValues,
  hasAllLeaders,
  isLeaderSlot,
  isValidGroupDetails,
  isValidLeader,
  LEADER_SLOTS,
  type Leader,
  type LeaderSlot,
  type Leaders,
  leadersProblem,
} from '../src/domain/schemas/group';
import { doneState, failureOf, NO_FAILURE, type SubmitContext, submittingState } from './wizard/submit';

/**
 * Registering a group (SPEC §2 Groups add-group, §3, §4): general information with the group's
 * policy, then its three leaders, then submit. Effects (drafts, the request, toasts,
 * navigation) are actions the app provides; outcomes come back as events.
 */

export interface GroupRegistrationContext extends SubmitContext {
  details: GroupDetails | null;
  policy: ChosenPolicy | null;
  leaders: Leaders;
  /** Register was pressed with a position empty: the empty slots show red. */
  leadersRequired: boolean;
  /** Why the last leader change was refused (e.g. the same person twice). */
  leaderError: string | null;
}

export interface GroupRegistrationInput {
  details?: GroupDetails | null;
  policy?: ChosenPolicy | null;
  leaders?: Partial<Leaders>;
}

export type GroupRegistrationStep = 'basic-details' | 'leaders';

export type GroupRegistrationEvent =
  | { type: 'details.submit'; details: GroupDetails }
  /** The details form was changed after its details were confirmed: they are not confirmed any more. */
  | { type: 'details.change'; values?: GroupFormValues }
  | { type: 'policy.choose'; policy: ChosenPolicy }
  | { type: 'leader.set'; slot: LeaderSlot; leader: Leader }
  | { type: 'leader.remove'; slot: LeaderSlot }
  | { type: 'step.next' }
  | { type: 'step.previous' }
  | { type: 'step.goto'; step: GroupRegistrationStep }
  | { type: 'register' }
  | { type: 'submit.succeeded' }
  | { type: 'submit.failed'; message: string; fieldErrors?: FieldErrors }
  | { type: 'submit.retry' };

export const NO_LEADERS: Leaders = { chairperson: null, secretary: null, treasurer: null };

/** The leaders after a leader.set, or undefined when the event is malformed. */
function leadersAfter(context: GroupRegistrationContext, event: GroupRegistrationEvent) {
  if (event.type !== 'leader.set' || !isLeaderSlot(event.slot)) return undefined;
  return { ...context.leaders, [event.slot]: event.leader ?? null } as Leaders;
}

/** Only the leaders that are valid and distinct survive a restore (a draft edited by hand, say). */
function lawfulLeaders(leaders: Partial<Leaders> | undefined): Leaders {
  const kept: Leaders = { ...NO_LEADERS };
  for (const slot of LEADER_SLOTS) {
    const leader = leaders?.[slot];
    if (isValidLeader(leader) && leadersProblem({ ...kept, [slot]: leader }) === null) kept[slot] = leader;
  }
  return kept;
}

const isLeaderField = (field: string) => LEADER_SLOTS.some((slot) => field.startsWith(`${slot}.`));

/** The server's field messages without those a change has answered. */
const errorsWithout = (errors: FieldErrors, answered: (field: string) => boolean): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => !answered(field)));

const anyEmpty = (leaders: Leaders) => LEADER_SLOTS.some((slot) => leaders[slot] === null);

const goesTo = (step: GroupRegistrationStep) => ({ type: 'goesTo', params: { step } }) as const;

/** Returning to a step already reached (a reload, a link): only as far as the rules allow. */
const GOTO = {
  basicDetails: { guard: goesTo('basic-details'), target: '#groupRegistration.basicDetails' },
  leaders: {
    guard: and([goesTo('leaders'), 'hasValidDetails', 'hasPolicy']),
    target: '#groupRegistration.leaders',
  },
} as const;

export const groupRegistrationMachine = setup({
  types: {} as {
    context: GroupRegistrationContext;
    events: GroupRegistrationEvent;
    input: GroupRegistrationInput | undefined;
  },
  actions: {
    /** Persist the details form as it is typed, before Next confirms it (SPEC §3 drafts). */
    saveFormDraft: () => {},
    /** Persist what was entered (SPEC §3 drafts: group-form-details, group-leaders-form-details). */
    saveDraft: () => {},
    /** POST /groups with the registration's one Idempotency-Key; answer submit.succeeded or submit.failed. */
    submitGroup: () => {},
    /** Clear both drafts after a successful registration. */
    clearDrafts: () => {},
    /** Back to the groups list. */
    finish: () => {},
    applyLeader: assign({
      leaders: ({ context, event }) => leadersAfter(context, event) ?? context.leaders,
      leaderError: null,
      fieldErrors: ({ context, event }) =>
        event.type === 'leader.set'
          ? errorsWithout(context.fieldErrors, (field) => field.startsWith(`${event.slot}.`))
          : context.fieldErrors,
      leadersRequired: ({ context, event }) =>
        context.leadersRequired && anyEmpty(leadersAfter(context, event) ?? context.leaders),
    }),
    refuseLeader: assign({
      leaderError: ({ context, event }) => {
        const leaders = leadersAfter(context, event);
        return (leaders && leadersProblem(leaders)) ?? 'Please check the leader details';
      },
    }),
    removeLeader: assign({
      leaders: ({ context, event }) =>
        event.type === 'leader.remove' && isLeaderSlot(event.slot)
          ? { ...context.leaders, [event.slot]: null }
          : context.leaders,
      leaderError: null,
      fieldErrors: ({ context, event }) =>
        event.type === 'leader.remove'
          ? errorsWithout(context.fieldErrors, (field) => field.startsWith(`${event.slot}.`))
          : context.fieldErrors,
    }),
    markLeadersRequired: assign({ leadersRequired: ({ context }) => anyEmpty(context.leaders) }),
    clearFailure: assign(NO_FAILURE),
    recordFailure: assign(({ event }) => failureOf(event)),
  },
  guards: {
    goesTo: ({ event }, params: { step: GroupRegistrationStep }) =>
      event.type === 'step.goto' && event.step === params.step,
    detailsValid: ({ event }) => event.type === 'details.submit' && isValidGroupDetails(event.details),
    hasValidDetails: ({ context }) => isValidGroupDetails(context.details),
    policyValid: ({ event }) => event.type === 'policy.choose' && isChosenPolicy(event.policy),
    hasPolicy: ({ context }) => isChosenPolicy(context.policy),
    canSetLeader: ({ context, event }) => {
      const leaders = leadersAfter(context, event);
      return (
        leaders !== undefined &&
        event.type === 'leader.set' &&
        isValidLeader(event.leader) &&
        leadersProblem(leaders) === null
      );
    },
    canRemoveLeader: ({ context, event }) =>
      event.type === 'leader.remove' && isLeaderSlot(event.slot) && context.leaders[event.slot] !== null,
    canRegister: ({ context }) =>
      isValidGroupDetails(context.details) &&
      isChosenPolicy(context.policy) &&
      hasAllLeaders(context.leaders),
  },
}).createMachine({
  id: 'groupRegistration',
  context: ({ input }) => ({
    details: isValidGroupDetails(input?.details) ? input.details : null,
    policy: isChosenPolicy(input?.policy) ? input.policy : null,
    leaders: lawfulLeaders(input?.leaders),
    leadersRequired: false,
    leaderError: null,
    ...NO_FAILURE,
  }),
  initial: 'basicDetails',
  states: {
    basicDetails: {
      meta: { route: 'basic-details' },
      on: {
        // Until Next confirms them again, no later step opens (Forward, a link) on the old details.
        'details.change': { actions: [assign({ details: null }), 'saveFormDraft'] },
        // Valid details are kept either way; without a policy the step does not move on.
        'details.submit': [
          {
            guard: and(['detailsValid', 'hasPolicy']),
            target: 'leaders',
            actions: [
              assign({
                details: ({ event }) => event.details,
                fieldErrors: ({ context }) =>
                  errorsWithout(context.fieldErrors, (field) => !isLeaderField(field)),
              }),
              'saveDraft',
            ],
          },
          {
            guard: 'detailsValid',
            actions: [assign({ details: ({ event }) => event.details }), 'saveDraft'],
          },
        ],
        'policy.choose': {
          guard: 'policyValid',
          actions: [assign({ policy: ({ event }) => event.policy }), 'saveDraft'],
        },
        'step.next': { guard: and(['hasValidDetails', 'hasPolicy']), target: 'leaders' },
        'step.goto': GOTO.leaders,
      },
    },
    leaders: {
      meta: { route: 'leaders' },
      on: {
        'leader.set': [
          { guard: 'canSetLeader', actions: ['applyLeader', 'saveDraft'] },
          { actions: 'refuseLeader' },
        ],
        'leader.remove': { guard: 'canRemoveLeader', actions: ['removeLeader', 'saveDraft'] },
        'step.previous': 'basicDetails',
        'step.goto': GOTO.basicDetails,
        register: [{ guard: 'canRegister', target: 'submitting' }, { actions: 'markLeadersRequired' }],
      },
    },
    submitting: submittingState('leaders', 'submitGroup', ['clearDrafts', 'finish']),
    failed: {
      meta: { route: 'leaders' },
      on: {
        'submit.retry': { guard: 'canRegister', target: 'submitting' },
        'step.previous': 'basicDetails',
        // A field the server refused is fixed where it is entered, then Register again.
        'step.goto': GOTO.basicDetails,
        'leader.set': [
          { guard: 'canSetLeader', target: 'leaders', actions: ['applyLeader', 'saveDraft'] },
          { actions: 'refuseLeader' },
        ],
        'leader.remove': {
          guard: 'canRemoveLeader',
          target: 'leaders',
          actions: ['removeLeader', 'saveDraft'],
        },
      },
    },
    done: doneState('leaders'),
  },
});

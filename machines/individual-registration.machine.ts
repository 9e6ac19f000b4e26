import { and, assign, setup } from 'xstate';
import { MAX_NEXT_OF_KIN } from '../src/domain/cover';
import { checkCustomerWithNextOfKin, type FieldErrors, MESSAGES } from '../src/domain/enrolment-rules';
import { type ChosenPolicy, isChosenPolicy } from '../src/domain/policy';
import {
  type IndividualDetails,
  isValidIndividual,
  isValidNextOfKin,
  type NextOfKin,
} from '../src/domain/schemas/individual';

/**
 * Registering an individual customer (SPEC §2 Individuals, §3, §4): basic details, a
 * policy, one or two next of kin, submit. Editing a customer is the same chart: the app
 * provides the loaded customer as input and a PUT as `submitCustomer`. Effects (drafts,
 * the request, toasts, navigation) are actions the app provides; outcomes come back as events.
 */

export interface IndividualRegistrationContext {
  details: IndividualDetails | null;
  policy: ChosenPolicy | null;
  nextOfKins: NextOfKin[];
  /** Register was pressed with no next of kin: the section shows red. */
  kinRequired: boolean;
  /** Why the last next-of-kin change was refused (e.g. a duplicate id number). */
  kinError: string | null;
  /** The failed submit's message, and the server's field messages. */
  error: string | null;
  fieldErrors: FieldErrors;
}

export type IndividualRegistrationInput = Partial<
  Pick<IndividualRegistrationContext, 'details' | 'policy' | 'nextOfKins'>
>;

export type RegistrationStep = 'basic-details' | 'policy' | 'next-of-keens';

export type IndividualRegistrationEvent =
  | { type: 'details.submit'; details: IndividualDetails }
  /** The details form was changed after its details were confirmed: they are not confirmed any more. */
  | { type: 'details.change' }
  | { type: 'policy.choose'; policy: ChosenPolicy }
  | { type: 'kin.add'; kin: NextOfKin }
  | { type: 'kin.update'; index: number; kin: NextOfKin }
  | { type: 'kin.remove'; index: number }
  | { type: 'step.next' }
  | { type: 'step.previous' }
  | { type: 'step.goto'; step: RegistrationStep }
  | { type: 'register' }
  | { type: 'register.attempted' }
  | { type: 'submit.succeeded' }
  | { type: 'submit.failed'; message: string; fieldErrors?: FieldErrors }
  | { type: 'submit.retry' };

const INVALID_KIN = 'Please check the next of kin details';

/** Why a customer with these next of kin cannot be registered, or null when it can. */
export function kinProblem(details: IndividualDetails | null, kin: readonly (NextOfKin | undefined)[]) {
  if (kin.length > MAX_NEXT_OF_KIN) return MESSAGES.tooManyNextOfKin;
  if (!kin.every(isValidNextOfKin)) return INVALID_KIN;
  const errors = checkCustomerWithNextOfKin({
    dob: details?.dob ?? '2000-01-01',
    idNumber: details?.idNumber ?? '',
    nextOfKins: kin as NextOfKin[],
  });
  return Object.values(errors)[0] ?? null;
}

/** A lawful list: one or two valid next of kin, none sharing an id number with another or the customer. */
export const areValidNextOfKins = (
  details: IndividualDetails | null,
  kin: readonly (NextOfKin | undefined)[],
) => kin.length >= 1 && kin.length <= MAX_NEXT_OF_KIN && kinProblem(details, kin) === null;

const withAdded = (list: NextOfKin[], kin: NextOfKin) => [...list, kin];
const withReplaced = (list: NextOfKin[], index: number, kin: NextOfKin) =>
  list.map((existing, i) => (i === index ? kin : existing));
const isIndex = (list: unknown[], index: unknown): index is number =>
  typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < list.length;

/** The list after a next-of-kin event, or undefined when the event is malformed. */
function kinAfter(context: IndividualRegistrationContext, event: IndividualRegistrationEvent) {
  if (event.type === 'kin.add') return withAdded(context.nextOfKins, event.kin);
  if (event.type === 'kin.update' && isIndex(context.nextOfKins, event.index))
    return withReplaced(context.nextOfKins, event.index, event.kin);
  return undefined;
}

const goesTo = (step: RegistrationStep) => ({ type: 'goesTo', params: { step } }) as const;

/** Returning to a step already reached (a reload, a link): only as far as the rules allow. */
const GOTO = {
  basicDetails: { guard: goesTo('basic-details'), target: '#individualRegistration.basicDetails' },
  policy: { guard: and([goesTo('policy'), 'hasValidDetails']), target: '#individualRegistration.policy' },
  nextOfKin: {
    guard: and([goesTo('next-of-keens'), 'hasValidDetails', 'hasPolicy']),
    target: '#individualRegistration.nextOfKin',
  },
} as const;

const KIN_CHANGES = {
  'kin.add': [{ guard: 'canChangeKin', actions: ['applyKinChange', 'saveDraft'] }, { actions: 'refuseKin' }],
  'kin.update': [
    { guard: 'canChangeKin', actions: ['applyKinChange', 'saveDraft'] },
    { actions: 'refuseKin' },
  ],
  'kin.remove': { guard: 'validIndex', actions: ['removeKin', 'saveDraft'] },
} as const;

export const individualRegistrationMachine = setup({
  types: {} as {
    context: IndividualRegistrationContext;
    events: IndividualRegistrationEvent;
    input: IndividualRegistrationInput;
  },
  actions: {
    /** Persist what was entered (SPEC §3 drafts); editing keeps none. */
    saveDraft: () => {},
    /** POST (create) or PUT (edit) the customer; answer submit.succeeded or submit.failed. */
    submitCustomer: () => {},
    /** Clear the drafts after a successful registration. */
    clearDrafts: () => {},
    /** To the in-progress list (create) or back where the edit started. */
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
        return list ? (kinProblem(context.details, list) ?? INVALID_KIN) : INVALID_KIN;
      },
    }),
    markKinRequired: assign({ kinRequired: ({ context }) => context.nextOfKins.length === 0 }),
  },
  guards: {
    goesTo: ({ event }, params: { step: RegistrationStep }) =>
      event.type === 'step.goto' && event.step === params.step,
    detailsValid: ({ context, event }) =>
      event.type === 'details.submit' &&
      isValidIndividual(event.details) &&
      kinProblem(event.details, context.nextOfKins) === null,
    hasValidDetails: ({ context }) => isValidIndividual(context.details),
    policyValid: ({ event }) => event.type === 'policy.choose' && isChosenPolicy(event.policy),
    hasPolicy: ({ context }) => isChosenPolicy(context.policy),
    canChangeKin: ({ context, event }) => {
      const list = kinAfter(context, event);
      return (
        list !== undefined && list.length <= MAX_NEXT_OF_KIN && kinProblem(context.details, list) === null
      );
    },
    validIndex: ({ context, event }) =>
      event.type === 'kin.remove' && isIndex(context.nextOfKins, event.index),
    canRegister: ({ context }) =>
      isValidIndividual(context.details) &&
      isChosenPolicy(context.policy) &&
      areValidNextOfKins(context.details, context.nextOfKins),
  },
}).createMachine({
  id: 'individualRegistration',
  context: ({ input }) => ({
    details: input?.details ?? null,
    policy: input?.policy ?? null,
    nextOfKins: input?.nextOfKins ?? [],
    kinRequired: false,
    kinError: null,
    error: null,
    fieldErrors: {},
  }),
  initial: 'basicDetails',
  states: {
    basicDetails: {
      meta: { route: 'basic-details' },
      on: {
        // Until Next confirms them again, no later step opens (Forward, a link) on the old details.
        'details.change': { actions: assign({ details: null }) },
        'details.submit': {
          guard: 'detailsValid',
          target: 'policy',
          actions: [assign({ details: ({ event }) => event.details, fieldErrors: {} }), 'saveDraft'],
        },
        'step.next': { guard: 'hasValidDetails', target: 'policy' },
        'step.goto': [GOTO.policy, GOTO.nextOfKin],
      },
    },
    policy: {
      meta: { route: 'policy' },
      on: {
        'policy.choose': {
          guard: 'policyValid',
          actions: [assign({ policy: ({ event }) => event.policy }), 'saveDraft'],
        },
        'step.next': { guard: 'hasPolicy', target: 'nextOfKin' },
        'step.previous': 'basicDetails',
        'step.goto': [GOTO.basicDetails, GOTO.nextOfKin],
      },
    },
    nextOfKin: {
      meta: { route: 'next-of-keens' },
      on: {
        ...KIN_CHANGES,
        'step.previous': 'policy',
        'step.goto': [GOTO.basicDetails, GOTO.policy],
        register: [{ guard: 'canRegister', target: 'submitting' }, { actions: 'markKinRequired' }],
        'register.attempted': { actions: 'markKinRequired' },
      },
    },
    submitting: {
      meta: { route: 'next-of-keens' },
      entry: [assign({ error: null, fieldErrors: {} }), 'submitCustomer'],
      on: {
        'submit.succeeded': { target: 'done', actions: ['clearDrafts', 'finish'] },
        'submit.failed': {
          target: 'failed',
          actions: assign({
            error: ({ event }) => (typeof event.message === 'string' ? event.message : 'Failed'),
            fieldErrors: ({ event }) => event.fieldErrors ?? {},
          }),
        },
      },
    },
    failed: {
      meta: { route: 'next-of-keens' },
      on: {
        'submit.retry': { guard: 'canRegister', target: 'submitting' },
        'step.previous': 'policy',
        // A field the server refused is fixed on its own step, then Register again.
        'step.goto': [GOTO.basicDetails, GOTO.policy],
        'kin.update': {
          guard: 'canChangeKin',
          target: 'nextOfKin',
          actions: ['applyKinChange', 'saveDraft'],
        },
        'kin.remove': { guard: 'validIndex', target: 'nextOfKin', actions: ['removeKin', 'saveDraft'] },
      },
    },
    done: {
      meta: { route: 'next-of-keens' },
      type: 'final',
    },
  },
});

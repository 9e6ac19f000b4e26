import { and, assign, setup } from 'xstate';
import type { FieldErrors } from '../src/domain/cross-field-rules';
import { type ChosenPolicy, isChosenPolicy } from '../src/domain/policy';
import {
  type IndividualDetails,
  type IndividualFormValues,
  isValidIndividual,
} from '../src/domain/schemas/individual';
import {
  areLawfulKins,
  type KinContext,
  type KinEvent,
  kinChanges,
  kinImplementations,
  kinProblem,
} from './wizard/next-of-kin';
import { doneState, failureOf, NO_FAILURE, type SubmitContext, submittingState } from './wizard/submit';

/**
 * Registering an individual customer (SPEC §2 Individuals, §3, §4): basic details, a
 * policy, one or two next of kin, submit. Editing a customer is the same chart: the app
 * provides the loaded customer as input and a PUT as `submitCustomer`. Effects (drafts,
 * the request, toasts, navigation) are actions the app provides; outcomes come back as events.
 */

export interface IndividualRegistrationContext extends KinContext, SubmitContext {
  details: IndividualDetails | null;
  policy: ChosenPolicy | null;
}

export type IndividualRegistrationInput = Partial<
  Pick<IndividualRegistrationContext, 'details' | 'policy' | 'nextOfKins'>
>;

export type RegistrationStep = 'basic-details' | 'policy' | 'next-of-keens';

export type IndividualRegistrationEvent =
  | { type: 'details.submit'; details: IndividualDetails }
  /** The details form was changed after its details were confirmed: they are not confirmed any more. */
  | { type: 'details.change'; values?: IndividualFormValues }
  | { type: 'policy.choose'; policy: ChosenPolicy }
  | KinEvent
  | { type: 'step.next' }
  | { type: 'step.previous' }
  | { type: 'step.goto'; step: RegistrationStep }
  | { type: 'register' }
  | { type: 'register.attempted' }
  | { type: 'submit.succeeded' }
  | { type: 'submit.failed'; message: string; fieldErrors?: FieldErrors }
  | { type: 'submit.retry' };

/** A lawful list: one or two valid next of kin, none sharing an id number with another or the customer. */
export const areValidNextOfKins = areLawfulKins;

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

const KIN_CHANGES = kinChanges(['saveDraft']);
const KIN = kinImplementations<IndividualRegistrationContext, IndividualRegistrationEvent>(
  (context) => context.details,
);

export const individualRegistrationMachine = setup({
  types: {} as {
    context: IndividualRegistrationContext;
    events: IndividualRegistrationEvent;
    input: IndividualRegistrationInput;
  },
  actions: {
    /** Persist the details form as it is typed, before Next confirms it (SPEC §3 drafts). */
    saveFormDraft: () => {},
    /** Persist what was entered (SPEC §3 drafts); editing keeps none. */
    saveDraft: () => {},
    /** POST (create) or PUT (edit) the customer; answer submit.succeeded or submit.failed. */
    submitCustomer: () => {},
    /** Clear the drafts after a successful registration. */
    clearDrafts: () => {},
    /** To the in-progress list (create) or back where the edit started. */
    finish: () => {},
    ...KIN.actions,
    clearFailure: assign(NO_FAILURE),
    recordFailure: assign(({ event }) => failureOf(event)),
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
    ...KIN.guards,
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
    ...NO_FAILURE,
  }),
  initial: 'basicDetails',
  states: {
    basicDetails: {
      meta: { route: 'basic-details' },
      on: {
        // Until Next confirms them again, no later step opens (Forward, a link) on the old details.
        'details.change': { actions: [assign({ details: null }), 'saveFormDraft'] },
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
    submitting: submittingState('next-of-keens', 'submitCustomer', ['clearDrafts', 'finish']),
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
    done: doneState('next-of-keens'),
  },
});

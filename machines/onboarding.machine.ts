import { and, assign, not, or, setup } from 'xstate';
import { checkBeneficiaries, checkDiasporaHolder, type FamilyHolder } from '../src/domain/cross-field-rules';
import type { DeclaredMember, DiasporaDetails } from '../src/domain/diaspora';
import type { DiasporaDetailsFormValues } from '../src/domain/diaspora-form';
import { failureMessage } from './wizard/submit';

/**
 * The diaspora enrolment (SPEC §2, §4): terms and captcha, basic details, beneficiaries,
 * submit. The public flow and the staff flow share it; the staff flow provides
 * `captchaRequired: false`. Effects (trading the captcha token for an enrolment session,
 * saving drafts, posting, navigating) are actions the app provides, and their outcomes
 * come back as events.
 */

export interface OnboardingContext {
  termsAccepted: boolean;
  /** An enrolment session is held (the captcha was verified and traded). */
  sessionReady: boolean;
  details: DiasporaDetails | null;
  beneficiaries: DeclaredMember[];
  error: string | null;
}

export type OnboardingInput = Partial<Omit<OnboardingContext, 'error'>>;

export type OnboardingEvent =
  | { type: 'terms.toggle' }
  | { type: 'captcha.verified'; token: string }
  | { type: 'captcha.expired' }
  | { type: 'captcha.error' }
  | { type: 'session.started' }
  | { type: 'session.failed'; message: string }
  /** The enrolment session expired: back to the captcha, everything kept. */
  | { type: 'session.expired' }
  | { type: 'step.next' }
  | { type: 'step.previous' }
  | { type: 'step.goto'; step: OnboardingStep }
  | { type: 'details.submit'; details: DiasporaDetails }
  /** The details form was changed after its details were confirmed: they are not confirmed any more. */
  | { type: 'details.change'; values?: DiasporaDetailsFormValues }
  | { type: 'beneficiary.add'; beneficiary: DeclaredMember }
  | { type: 'beneficiary.update'; index: number; beneficiary: DeclaredMember }
  | { type: 'beneficiary.remove'; index: number }
  | { type: 'submit' }
  | { type: 'submit.succeeded' }
  | { type: 'submit.failed'; message: string }
  | { type: 'submit.retry' };

export type OnboardingStep = 'policy' | 'basic-details' | 'members-declaration' | 'conclusion';

// Guards treat a malformed event as refused: the chart never trusts its senders.
export const isValidDetails = (details: DiasporaDetails | null | undefined): details is DiasporaDetails =>
  Boolean(details) && Object.keys(checkDiasporaHolder(details as DiasporaDetails)).length === 0;

export const areValidBeneficiaries = (
  list: (DeclaredMember | undefined)[],
  holder: FamilyHolder | null = null,
): list is DeclaredMember[] =>
  list.length > 0 &&
  list.every(Boolean) &&
  Object.keys(checkBeneficiaries(list as DeclaredMember[], undefined, holder ?? {})).length === 0;

const withAdded = (list: DeclaredMember[], member: DeclaredMember) => [...list, member];
const withReplaced = (list: DeclaredMember[], index: number, member: DeclaredMember) =>
  list.map((existing, i) => (i === index ? member : existing));

const canLeavePolicy = and(['termsAccepted', or(['sessionReady', not('captchaRequired')])]);
const goesTo = (step: OnboardingStep) => ({ type: 'goesTo', params: { step } }) as const;

/** Returning to a step already reached (after a reload, or a link): only as far as the rules allow. */
const GOTO = {
  policy: { guard: and([goesTo('policy')]), target: '#onboarding.policy' },
  basicDetails: { guard: and([goesTo('basic-details'), canLeavePolicy]), target: '#onboarding.basicDetails' },
  beneficiaries: {
    guard: and([goesTo('members-declaration'), canLeavePolicy, 'hasValidDetails']),
    target: '#onboarding.beneficiaries',
  },
} as const;

export const onboardingMachine = setup({
  types: {} as { context: OnboardingContext; events: OnboardingEvent; input: OnboardingInput },
  actions: {
    /** Persist the details form as it is typed, before Next confirms it (SPEC §3 drafts). */
    saveFormDraft: () => {},
    /** Trade the captcha token for an enrolment session; answer session.started or session.failed. */
    startEnrolmentSession: (_, _params: { token: string }) => {},
    /** Reset the captcha widget so the visitor can verify again. */
    resetCaptcha: () => {},
    /** Persist what was entered (SPEC §3 drafts). */
    saveDraft: () => {},
    /** POST the enrolment; answer submit.succeeded, submit.failed or session.expired. */
    submitEnrolment: () => {},
    /** Clear the drafts after a successful enrolment. */
    clearDrafts: () => {},
    /** Public: to the conclusion page; staff: back to the diaspora list. */
    finish: () => {},
  },
  guards: {
    /** The staff flow provides false: staff are already signed in. */
    captchaRequired: () => true,
    termsAccepted: ({ context }) => context.termsAccepted,
    sessionReady: ({ context }) => context.sessionReady,
    goesTo: ({ event }, params: { step: OnboardingStep }) =>
      event.type === 'step.goto' && event.step === params.step,
    detailsValid: ({ event }) => event.type === 'details.submit' && isValidDetails(event.details),
    hasValidDetails: ({ context }) => isValidDetails(context.details),
    canAdd: ({ context, event }) =>
      event.type === 'beneficiary.add' &&
      areValidBeneficiaries(withAdded(context.beneficiaries, event.beneficiary), context.details),
    canUpdate: ({ context, event }) =>
      event.type === 'beneficiary.update' &&
      event.index >= 0 &&
      event.index < context.beneficiaries.length &&
      areValidBeneficiaries(
        withReplaced(context.beneficiaries, event.index, event.beneficiary),
        context.details,
      ),
    hasBeneficiaries: ({ context }) => areValidBeneficiaries(context.beneficiaries, context.details),
  },
}).createMachine({
  id: 'onboarding',
  context: ({ input }) => ({
    termsAccepted: input?.termsAccepted ?? false,
    sessionReady: input?.sessionReady ?? false,
    details: input?.details ?? null,
    beneficiaries: input?.beneficiaries ?? [],
    error: null,
  }),
  initial: 'policy',
  on: {
    'session.expired': {
      target: '.policy',
      actions: [assign({ sessionReady: false, error: null }), 'resetCaptcha'],
    },
  },
  states: {
    policy: {
      meta: { route: 'policy' },
      initial: 'idle',
      on: {
        'terms.toggle': {
          target: '.idle',
          // Unticking hides the captcha, so its verification goes with it.
          actions: [
            assign({
              termsAccepted: ({ context }) => !context.termsAccepted,
              sessionReady: false,
              error: null,
            }),
            'resetCaptcha',
            'saveDraft',
          ],
        },
        'captcha.expired': { target: '.idle', actions: [assign({ sessionReady: false }), 'resetCaptcha'] },
        'captcha.error': { target: '.idle', actions: [assign({ sessionReady: false }), 'resetCaptcha'] },
        'step.next': { guard: canLeavePolicy, target: 'basicDetails' },
        'step.goto': [GOTO.basicDetails, GOTO.beneficiaries],
      },
      states: {
        idle: {
          on: {
            // A held session is not traded again: one captcha, one enrolment session.
            'captcha.verified': {
              guard: and(['termsAccepted', not('sessionReady')]),
              target: 'verifying',
            },
          },
        },
        verifying: {
          entry: {
            type: 'startEnrolmentSession',
            params: ({ event }) => ({ token: event.type === 'captcha.verified' ? event.token : '' }),
          },
          on: {
            'session.started': {
              target: 'idle',
              actions: [assign({ sessionReady: true, error: null }), 'saveDraft'],
            },
            'session.failed': {
              target: 'idle',
              actions: [assign({ sessionReady: false, error: ({ event }) => event.message }), 'resetCaptcha'],
            },
          },
        },
      },
    },
    basicDetails: {
      meta: { route: 'basic-details' },
      on: {
        // Until Next confirms them again, no later step opens (Forward, a link) on the old details.
        'details.change': { actions: [assign({ details: null }), 'saveFormDraft'] },
        'details.submit': {
          guard: 'detailsValid',
          target: 'beneficiaries',
          actions: [assign({ details: ({ event }) => event.details }), 'saveDraft'],
        },
        'step.previous': 'policy',
        'step.goto': [GOTO.policy, GOTO.beneficiaries],
      },
    },
    beneficiaries: {
      meta: { route: 'members-declaration' },
      on: {
        'beneficiary.add': {
          guard: 'canAdd',
          actions: [
            assign({
              beneficiaries: ({ context, event }) => withAdded(context.beneficiaries, event.beneficiary),
            }),
            'saveDraft',
          ],
        },
        'beneficiary.update': {
          guard: 'canUpdate',
          actions: [
            assign({
              beneficiaries: ({ context, event }) =>
                withReplaced(context.beneficiaries, event.index, event.beneficiary),
            }),
            'saveDraft',
          ],
        },
        'beneficiary.remove': {
          actions: [
            assign({
              beneficiaries: ({ context, event }) =>
                context.beneficiaries.filter((_, i) => i !== event.index),
            }),
            'saveDraft',
          ],
        },
        'step.previous': 'basicDetails',
        'step.goto': [GOTO.policy, GOTO.basicDetails],
        submit: { guard: 'hasBeneficiaries', target: 'submitting' },
      },
    },
    submitting: {
      meta: { route: 'members-declaration' },
      entry: [assign({ error: null }), 'submitEnrolment'],
      on: {
        'submit.succeeded': { target: 'done', actions: ['clearDrafts', 'finish'] },
        'submit.failed': {
          target: 'failed',
          actions: assign({ error: ({ event }) => failureMessage(event) }),
        },
      },
    },
    failed: {
      meta: { route: 'members-declaration' },
      on: {
        'submit.retry': 'submitting',
        'step.previous': 'basicDetails',
        'beneficiary.remove': {
          target: 'beneficiaries',
          actions: [
            assign({
              beneficiaries: ({ context, event }) =>
                context.beneficiaries.filter((_, i) => i !== event.index),
            }),
            'saveDraft',
          ],
        },
      },
    },
    done: {
      meta: { route: 'conclusion' },
      type: 'final',
    },
  },
});

import { type OnboardingContext, onboardingMachine } from '@machines/onboarding.machine';
import type { Actor } from 'xstate';
import { type ApiClient, call } from '@/api/client';
import type { JsonBody } from '@/api/types';
import { describeFailure } from '@/domain/failures';
import type { LetterLanguage } from '@/domain/letter-language';
import { currentLanguage, errorText, i18n } from '@/i18n/index';
import { translateServerMessage } from '@/i18n/server-messages';
import { notify } from '@/ui/primitives/toaster';
import { submitWithToasts } from '@/ui/wizard/submit-toasts';
import {
  clearOnboardingDrafts,
  ensureSubmissionKey,
  forgetEnrolmentToken,
  isOwnDraft,
  readEnrolmentToken,
  readSelectedPolicy,
  rememberEnrolmentToken,
  restoreOnboarding,
  updatePolicyDraft,
  writeDetailsDraft,
  writeMembersDraft,
} from './onboarding-drafts';

export type OnboardingMode = 'public' | 'staff';
export type OnboardingActor = Actor<typeof onboardingMachine>;

const plain = (text: string) =>
  text
    .trim()
    .replace(/[.!\s]+$/, '')
    .toLowerCase();

/** The server's message under the toast's title (SPEC §8), unless it only says the title again. */
const otherWords = (title: string, message: string | undefined) =>
  message && plain(message) !== plain(title) ? message : undefined;

/**
 * What one tab holds of the enrolment it shows. The drafts are shared by every tab, and the
 * first tab to enrol clears them; another tab still sends the same key with the same session,
 * so the server answers it with the first result instead of a second enrolment.
 */
export interface EnrolmentHold {
  readonly submissionKey: string;
}

export function holdEnrolment(): EnrolmentHold {
  rememberEnrolmentToken(readEnrolmentToken());
  return { submissionKey: ensureSubmissionKey() };
}

export interface OnboardingEnvironment {
  mode: OnboardingMode;
  api: ApiClient;
  hold: EnrolmentHold;
  /** Where a successful enrolment leads. */
  finish: () => void;
  /** Remounts the captcha widget so it can be solved again. */
  resetCaptcha: () => void;
}

/** The enrolment as the server takes it: numbers for codes, URLs for files, no empty middle names. */
export function toEnrolmentPayload(
  context: OnboardingContext,
  policyId?: string,
  language?: LetterLanguage,
): JsonBody<'/diasporas', 'post'> {
  const details = context.details;
  if (!details) throw new Error('submitting without details');
  const { idCopy, middleName, ...rest } = details;
  return {
    ...rest,
    ...(middleName?.trim() ? { middleName: middleName.trim() } : {}),
    ...(idCopy ? { idCopy: idCopy.url } : {}),
    ...(policyId ? { policyId } : {}),
    ...(language ? { language } : {}),
    idType: Number(details.idType) as 1 | 2 | 3,
    beneficiaries: context.beneficiaries.map(({ copyOfProof, middleName: middle, ...member }) => ({
      ...member,
      ...(middle?.trim() ? { middleName: middle.trim() } : {}),
      ...(copyOfProof ? { copyOfProof: copyOfProof.url } : {}),
      relationship: Number(member.relationship) as 2 | 3,
    })),
  };
}

/** The onboarding statechart with the browser's effects; public and staff differ only here. */
export function onboardingLogic(env: OnboardingEnvironment) {
  const captchaRequired = env.mode === 'public';
  const { hold } = env;
  return onboardingMachine.provide({
    guards: { captchaRequired: () => captchaRequired },
    actions: {
      startEnrolmentSession: ({ self }, { token }) => {
        void call(env.api.POST('/enrolment-sessions', { body: { captchaToken: token } })).then((result) => {
          if (result.data) {
            rememberEnrolmentToken(result.data.data.token);
            updatePolicyDraft({
              enrolmentToken: result.data.data.token,
              enrolmentExpiresAt: result.data.data.expiresAt,
            });
            self.send({ type: 'session.started' });
          } else {
            self.send({ type: 'session.failed', message: describeFailure(result.error, errorText) });
          }
        });
      },
      resetCaptcha: () => {
        forgetEnrolmentToken();
        env.resetCaptcha();
      },
      saveFormDraft: ({ event }) => {
        if (event.type === 'details.change' && event.values) writeDetailsDraft(event.values);
      },
      saveDraft: ({ context }) => {
        updatePolicyDraft({ termsAccepted: context.termsAccepted, submissionKey: hold.submissionKey });
        if (context.details) writeDetailsDraft(context.details);
        writeMembersDraft(context.beneficiaries);
      },
      submitEnrolment: ({ context, self }) => {
        const request = env.api.POST('/diasporas', {
          // Staff may have picked the diaspora policy; the public flow takes the server's default.
          // The enrolee's letters follow the language they enrolled in; staff choose it on the form.
          body: captchaRequired
            ? toEnrolmentPayload(context, undefined, currentLanguage())
            : toEnrolmentPayload(context, readSelectedPolicy()?.policyId),
          params: { header: { 'Idempotency-Key': hold.submissionKey } },
        });
        submitWithToasts(call(request), self.send, {
          loading: i18n.t('onboarding.toasts.adding'),
          succeeded: (data) => {
            const title = i18n.t('onboarding.toasts.added');
            return {
              title,
              description: otherWords(
                title,
                data.respMsg && translateServerMessage(data.respMsg, currentLanguage()),
              ),
            };
          },
          failed: i18n.t('onboarding.toasts.failed'),
          // The enrolment session lapsed: back to the captcha, everything kept.
          handled: (failure, toast) => {
            if (failure.status !== 401 || !captchaRequired) return false;
            notify.error(i18n.t('onboarding.toasts.uploadExpired'), { id: toast });
            self.send({ type: 'session.expired' });
            return true;
          },
        });
      },
      clearDrafts: () => {
        if (isOwnDraft(hold.submissionKey)) clearOnboardingDrafts();
      },
      finish: () => env.finish(),
    },
  });
}

/** What the machine starts from: the drafts of an enrolment in progress, if any. */
export const onboardingInput = (mode: OnboardingMode) => restoreOnboarding(mode === 'public');

import {
  type IndividualRegistrationContext,
  individualRegistrationMachine,
} from '@machines/individual-registration.machine';
import type { Actor } from 'xstate';
import { type ApiClient, call } from '@/api/client';
import { personPayload } from '@/api/person-payload';
import type { JsonBody } from '@/api/types';
import type { CoverStatus } from '@/domain/cover';
import { CONTACT_FIELDS } from '@/domain/material-fields';
import { i18n } from '@/i18n/index';
import { submitWithToasts } from '@/ui/wizard/submit-toasts';
import {
  clearRegistrationDrafts,
  isOwnDraft,
  updatePolicyDraft,
  writeDetailsDraft,
  writeKinDraft,
} from './registration-drafts';

export type RegistrationActor = Actor<typeof individualRegistrationMachine>;

/** Create registers a new customer (POST, drafts kept); edit replaces one (PUT, no drafts). */
export type RegistrationMode = { kind: 'create' } | { kind: 'edit'; customerId: string };

/**
 * An edit of a covered customer whose material details wait for a second staff member (202): the
 * customer keeps its approved details, and its panel shows the waiting change.
 */
export interface ChangeWaiting {
  customerId: string;
  status: CoverStatus;
}

export interface RegistrationEnvironment {
  mode: RegistrationMode;
  api: ApiClient;
  /** Creating: the draft's submission key, held by this tab from the moment the wizard opened. */
  submissionKey: string | null;
  /** Where a saved customer leads; to the customer when its change waits for approval. */
  finish: (waiting: ChangeWaiting | null) => void;
}

type CustomerBody = JsonBody<'/customers', 'post'>;

/** The customer as the server takes it: numbers for codes, URLs for files, no empty optional fields. */
export function toCustomerPayload(context: IndividualRegistrationContext): CustomerBody {
  if (!context.details) throw new Error('submitting without details');
  return {
    ...personPayload(context.details),
    ...(context.policy ? { policyId: context.policy.policyId } : {}),
    nextOfKins: context.nextOfKins.map((kin) => ({
      ...personPayload(kin),
      relationship: Number(kin.relationship) as 1 | 2 | 3 | 4 | 5,
    })),
  };
}

/** Long enough to read that the change waits, and why the customer still shows its old details. */
const CHANGE_WAITS_TOAST_MS = 8000;

/**
 * The fields a covered customer's edit changes at once, in the reader's words: the one list of
 * src/domain/material-fields.ts, so the screens say what the server does.
 */
function contactFieldNames(): string {
  const { t, language } = i18n;
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(
    CONTACT_FIELDS.map((field) => t(`ui.change.fields.${field}`).toLocaleLowerCase(language)),
  );
}

/** The registration statechart with the browser's effects; create and edit differ only here. */
export function registrationLogic(env: RegistrationEnvironment) {
  const { mode, submissionKey } = env;
  const creating = mode.kind === 'create' && submissionKey !== null;
  let waiting: ChangeWaiting | null = null;
  return individualRegistrationMachine.provide({
    actions: {
      saveFormDraft: ({ event }) => {
        if (creating && event.type === 'details.change' && event.values) writeDetailsDraft(event.values);
      },
      saveDraft: ({ context }) => {
        if (!creating) return;
        if (context.details) writeDetailsDraft(context.details);
        updatePolicyDraft({ ...(context.policy ? { policy: context.policy } : {}), submissionKey });
        writeKinDraft(context.nextOfKins);
      },
      submitCustomer: ({ context, self }) => {
        const { t } = i18n;
        const body = toCustomerPayload(context);
        const request =
          mode.kind === 'create'
            ? env.api.POST('/customers', {
                params: { header: { 'Idempotency-Key': submissionKey ?? '' } },
                body,
              })
            : env.api.PUT('/customers/{customerId}', {
                params: { path: { customerId: mode.customerId } },
                body,
              });
        submitWithToasts(call(request), self.send, {
          loading: creating
            ? t('individualRegistration.toasts.adding')
            : t('individualRegistration.toasts.updating'),
          succeeded: (data, status) => {
            if (mode.kind === 'create' || status !== 202)
              return {
                title: creating
                  ? t('individualRegistration.toasts.added')
                  : t('individualRegistration.toasts.updated'),
              };
            // Four eyes: the new details wait for a second staff member (DESIGN 12).
            waiting = { customerId: mode.customerId, status: data.data.status };
            return {
              kind: 'blank',
              title: t('individualRegistration.changeWaits.toast'),
              description: t('individualRegistration.changeWaits.toastBody', {
                contactFields: contactFieldNames(),
              }),
              duration: CHANGE_WAITS_TOAST_MS,
            };
          },
          failed: creating
            ? t('individualRegistration.toasts.failed')
            : t('individualRegistration.toasts.updateFailed'),
          // A 409 on no field of an edit: a change to the customer already waits for approval.
          message: (failure) =>
            mode.kind === 'edit' && failure.status === 409 && Object.keys(failure.messages).length === 0
              ? t('individualRegistration.changeWaits.already', { contactFields: contactFieldNames() })
              : undefined,
        });
      },
      clearDrafts: () => {
        if (creating && isOwnDraft(submissionKey)) clearRegistrationDrafts();
      },
      finish: () => env.finish(waiting),
    },
  });
}

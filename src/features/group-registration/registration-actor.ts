import {
  type GroupRegistrationContext,
  groupRegistrationMachine,
} from '@machines/group-registration.machine';
import type { Actor } from 'xstate';
import { type ApiClient, call } from '@/api/client';
import type { JsonBody } from '@/api/types';
import { GROUP_DOCUMENTS, type GroupDocuments, type Leader } from '@/domain/schemas/group';
import { i18n } from '@/i18n/index';
import { submitWithToasts } from '@/ui/wizard/submit-toasts';
import {
  clearRegistrationDrafts,
  isOwnDraft,
  updateDetailsDraft,
  writeFormValues,
  writeLeadersDraft,
} from './registration-drafts';

export type GroupRegistrationActor = Actor<typeof groupRegistrationMachine>;

export interface GroupRegistrationEnvironment {
  api: ApiClient;
  /** The draft's submission key, held by this tab from the moment the wizard opened. */
  submissionKey: string;
  /** After the group is saved: refresh the group lists and go back to them. */
  finish: () => void;
}

type GroupBody = JsonBody<'/groups', 'post'>;
type LeaderBody = GroupBody['chairperson'];

function leaderPayload(leader: Leader): LeaderBody {
  const { idCopy, photo, middleName, email, ...rest } = leader;
  return {
    ...rest,
    ...(middleName?.trim() ? { middleName: middleName.trim() } : {}),
    ...(email?.trim() ? { email: email.trim() } : {}),
    ...(idCopy ? { idCopy: idCopy.url } : {}),
    ...(photo ? { photo: photo.url } : {}),
    idType: Number(leader.idType) as 1 | 2 | 3,
  };
}

function documentsPayload(documents: GroupDocuments) {
  const given = GROUP_DOCUMENTS.flatMap((kind) => {
    const document = documents[kind];
    return document ? [[kind, { url: document.url, name: document.name }] as const] : [];
  });
  return given.length > 0 ? { documents: Object.fromEntries(given) } : {};
}

/** The group as the server takes it: numbers for codes, URLs for files, documents with url and name. */
export function toGroupPayload(context: GroupRegistrationContext): GroupBody {
  const { details, policy, leaders } = context;
  if (!details || !policy || !leaders.chairperson || !leaders.secretary || !leaders.treasurer)
    throw new Error('submitting an incomplete group');
  return {
    name: details.name,
    membersCount: details.membersCount,
    address: details.address,
    accountNumber: details.accountNumber,
    ...(details.language ? { language: details.language } : {}),
    policyId: policy.policyId,
    ...documentsPayload(details.documents),
    chairperson: leaderPayload(leaders.chairperson),
    secretary: leaderPayload(leaders.secretary),
    treasurer: leaderPayload(leaders.treasurer),
  };
}

/** The group registration statechart with the browser's effects. */
export function groupRegistrationLogic(env: GroupRegistrationEnvironment) {
  const { submissionKey } = env;
  return groupRegistrationMachine.provide({
    actions: {
      saveFormDraft: ({ event }) => {
        if (event.type === 'details.change' && event.values) writeFormValues(event.values);
      },
      saveDraft: ({ context }) => {
        if (context.details) writeFormValues(context.details);
        updateDetailsDraft({ ...(context.policy ? { policy: context.policy } : {}), submissionKey });
        writeLeadersDraft(context.leaders);
      },
      submitGroup: ({ context, self }) => {
        const { t } = i18n;
        const request = env.api.POST('/groups', {
          params: { header: { 'Idempotency-Key': submissionKey } },
          body: toGroupPayload(context),
        });
        submitWithToasts(call(request), self.send, {
          loading: t('groupRegistration.toasts.adding'),
          succeeded: () => ({ title: t('groupRegistration.toasts.added') }),
          failed: t('groupRegistration.toasts.failed'),
        });
      },
      clearDrafts: () => {
        if (isOwnDraft(submissionKey)) clearRegistrationDrafts();
      },
      finish: () => env.finish(),
    },
  });
}

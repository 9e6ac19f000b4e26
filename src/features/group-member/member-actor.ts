import { type GroupMemberContext, groupMemberMachine } from '@machines/group-member.machine';
import type { Actor } from 'xstate';
import { type ApiClient, call } from '@/api/client';
import type { JsonBody } from '@/api/types';
import { describeFailure } from '@/domain/failures';
import type { GroupMemberDetails } from '@/domain/schemas/group-member';
import type { NextOfKin } from '@/domain/schemas/individual';
import { i18n } from '@/i18n/index';
import { notify } from '@/ui/primitives/toaster';

export type MemberActor = Actor<typeof groupMemberMachine>;

export interface MemberEnvironment {
  api: ApiClient;
  groupId: string;
  /** One key per opened wizard, so a retried or double-clicked Save adds the member once. */
  idempotencyKey: string;
  /** Refresh the group's members and close the wizard. */
  finish: () => void;
}

type MemberBody = JsonBody<'/groups/{groupId}/members', 'post'>;

/** A person as the server takes it: numbers for codes, URLs for files, no empty optional fields. */
function personPayload<P extends GroupMemberDetails | NextOfKin>(person: P) {
  const { idCopy, middleName, email, ...rest } = person;
  return {
    ...rest,
    ...(middleName?.trim() ? { middleName: middleName.trim() } : {}),
    ...(email?.trim() ? { email: email.trim() } : {}),
    ...(idCopy ? { idCopy: idCopy.url } : {}),
  };
}

/** The member as POST /groups/{groupId}/members takes it. */
export function toMemberPayload(context: GroupMemberContext): MemberBody {
  if (!context.member) throw new Error('saving a member without their details');
  const { photo, ...member } = personPayload(context.member);
  return {
    ...member,
    ...(photo ? { photo: photo.url } : {}),
    idType: Number(context.member.idType) as MemberBody['idType'],
    position: context.member.position,
    nextOfKins: context.nextOfKins.map((kin) => ({
      ...personPayload(kin),
      idType: Number(kin.idType) as 1 | 2 | 3,
      relationship: Number(kin.relationship) as 1 | 2 | 3 | 4 | 5,
    })),
  };
}

const catalogue = (key: 'errors.network' | 'errors.unexpected') => i18n.t(key);

/** Long enough to read that the member waits for approval, and where it shows. */
const MEMBER_WAITS_TOAST_MS = 8000;

/** The add-member statechart with the browser's effects: the request and its toasts, then closing. */
export function memberLogic(env: MemberEnvironment) {
  return groupMemberMachine.provide({
    actions: {
      submitMember: ({ context, self }) => {
        const t = i18n.t.bind(i18n);
        const toast = notify.loading(t('groupMember.toasts.adding'));
        const request = env.api.POST('/groups/{groupId}/members', {
          params: { path: { groupId: env.groupId }, header: { 'Idempotency-Key': env.idempotencyKey } },
          body: toMemberPayload(context),
        });
        void call(request).then((result) => {
          if (result.data && result.status === 202) {
            // A covered group: the member joins once a second staff member approves (DESIGN 12).
            notify.blank(t('groupMember.toasts.waits'), {
              id: toast,
              description: t('groupMember.toasts.waitsBody'),
              duration: MEMBER_WAITS_TOAST_MS,
            });
            self.send({ type: 'submit.succeeded' });
          } else if (result.data) {
            notify.success(t('groupMember.toasts.added'), { id: toast });
            self.send({ type: 'submit.succeeded' });
          } else {
            const message = describeFailure(result.error, catalogue);
            notify.error(t('groupMember.toasts.failed'), { id: toast, description: message });
            self.send({ type: 'submit.failed', message, fieldErrors: result.error.messages });
          }
        });
      },
      finish: () => env.finish(),
    },
  });
}

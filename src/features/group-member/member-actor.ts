import { type GroupMemberContext, groupMemberMachine } from '@machines/group-member.machine';
import type { Actor } from 'xstate';
import { type ApiClient, call } from '@/api/client';
import { personPayload } from '@/api/person-payload';
import type { JsonBody } from '@/api/types';
import { i18n } from '@/i18n/index';
import { submitWithToasts } from '@/ui/wizard/submit-toasts';

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

/** The member as POST /groups/{groupId}/members takes it. */
export function toMemberPayload(context: GroupMemberContext): MemberBody {
  if (!context.member) throw new Error('saving a member without their details');
  const { photo, ...member } = personPayload(context.member);
  return {
    ...member,
    ...(photo ? { photo: photo.url } : {}),
    position: context.member.position,
    nextOfKins: context.nextOfKins.map((kin) => ({
      ...personPayload(kin),
      relationship: Number(kin.relationship) as 1 | 2 | 3 | 4 | 5,
    })),
  };
}

/** Long enough to read that the member waits for approval, and where it shows. */
const MEMBER_WAITS_TOAST_MS = 8000;

/** The add-member statechart with the browser's effects: the request and its toasts, then closing. */
export function memberLogic(env: MemberEnvironment) {
  return groupMemberMachine.provide({
    actions: {
      submitMember: ({ context, self }) => {
        const { t } = i18n;
        const request = env.api.POST('/groups/{groupId}/members', {
          params: { path: { groupId: env.groupId }, header: { 'Idempotency-Key': env.idempotencyKey } },
          body: toMemberPayload(context),
        });
        submitWithToasts(call(request), self.send, {
          loading: t('groupMember.toasts.adding'),
          succeeded: (_data, status) =>
            status === 202
              ? // A covered group: the member joins once a second staff member approves (DESIGN 12).
                {
                  kind: 'blank',
                  title: t('groupMember.toasts.waits'),
                  description: t('groupMember.toasts.waitsBody'),
                  duration: MEMBER_WAITS_TOAST_MS,
                }
              : { title: t('groupMember.toasts.added') },
          failed: t('groupMember.toasts.failed'),
        });
      },
      finish: () => env.finish(),
    },
  });
}

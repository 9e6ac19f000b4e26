import type { MemberStep } from '@machines/group-member.machine';
import { routeInMeta } from '@machines/route-meta';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type NavigateOptions, useLocation } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { type ReactNode, useMemo, useState } from 'react';
import { useApi } from '@/api/api-context';
import { groupKeys, groupMembersQuery } from '@/api/groups';
import { useStaffUpload } from '@/api/use-file-upload';
import type { ClientConfig } from '@/config';
import { isMemberPosition, MEMBER_POSITIONS, type MemberPosition } from '@/domain/schemas/group-member';
import { useTranslation } from '@/i18n/use-translation';
import { LoadingLine } from '@/ui/primitives/load-states';
import { Modal, useModalClose } from '@/ui/primitives/modal';
import { useStepSync } from '@/ui/wizard/use-step-sync';
import { WizardFrame } from '@/ui/wizard/wizard-frame';
import { type MemberActor, memberLogic } from './member-actor';
import { MemberProvider, type MemberServices } from './member-context';

const STEP_NAMES: readonly MemberStep[] = ['step-one', 'step-two'];

/** Every step URL under `multistep-form`: a step, then the member's position (`step-two/treasurer`). */
const MEMBER_ROUTES: readonly string[] = STEP_NAMES.flatMap((step) =>
  MEMBER_POSITIONS.map((position) => `${step}/${position}`),
);

const stepOf = (route: string): MemberStep => (route.startsWith('step-two') ? 'step-two' : 'step-one');

/** The route the chart is on: its state's step, then the position chosen (or the one it was opened for). */
function routeOf(actor: MemberActor): string {
  const snapshot = actor.getSnapshot();
  return `${routeInMeta<MemberStep>(snapshot, 'step-one')}/${snapshot.context.position}`;
}

const goto = (actor: MemberActor, route: string) => actor.send({ type: 'step.goto', step: stepOf(route) });

/** The leading positions some member already holds. */
const heldPositions = (members: readonly { position: string }[] | undefined): MemberPosition[] =>
  (members ?? [])
    .map((member) => member.position)
    .filter((position): position is MemberPosition => isMemberPosition(position) && position !== 'member');

export interface AddMemberProps {
  config: ClientConfig;
  status: string;
  groupId: string;
  staffToken: () => string | null;
  onStaffUnauthorized?: () => void;
  /** The step route. */
  children: ReactNode;
}

/**
 * The add-member wizard (SPEC §2 Groups add-member): a route modal over the group overview. It
 * waits for the group's members (the positions they hold), then runs the statechart.
 */
export function AddMemberModal(props: AddMemberProps) {
  const { t } = useTranslation();
  const api = useApi();
  const { status, groupId } = props;
  const members = useQuery(groupMembersQuery(api, groupId));
  const overview = `/dashboard/customers/groups/${status}/${groupId}`;
  return (
    <Modal title={t('groupMember.title')} size="lg" closeTo={overview as NavigateOptions['to']}>
      {members.isPending ? (
        <LoadingLine text={t('groupMember.loading')} />
      ) : (
        // Should the members not load, the server still refuses a taken position on Save.
        <MemberFlow {...props} taken={heldPositions(members.data?.members)} />
      )}
    </Modal>
  );
}

function MemberFlow({
  config,
  status,
  groupId,
  taken,
  staffToken,
  onStaffUnauthorized,
  children,
}: AddMemberProps & { taken: MemberPosition[] }) {
  const { t } = useTranslation();
  const api = useApi();
  const { pathname } = useLocation();
  const close = useModalClose();
  const queryClient = useQueryClient();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const basePath = `/dashboard/customers/groups/${status}/${groupId}/add-member/multistep-form`;
  const urlStep = pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length + 1) : '';

  const actor = useActorRef(
    memberLogic({
      api,
      groupId,
      idempotencyKey,
      finish: () => {
        void queryClient.invalidateQueries({ queryKey: groupKeys.all });
        close();
      },
    }),
    { input: { position: urlStep.split('/')[1], takenPositions: taken } },
  );
  const route = useStepSync(actor, { basePath, pathname, steps: MEMBER_ROUTES, routeOf, goto });

  const upload = useStaffUpload({ apiBaseUrl: config.apiBaseUrl, staffToken, onStaffUnauthorized });
  const services = useMemo<MemberServices>(() => ({ actor, upload }), [actor, upload]);

  return (
    <WizardFrame
      stepsLabel={t('groupMember.stepsLabel')}
      steps={[
        { id: 'step-one', title: t('groupMember.steps.member') },
        { id: 'step-two', title: t('groupMember.steps.nextOfKin') },
      ]}
      step={stepOf(route)}
      stepsAt="top"
    >
      <MemberProvider value={services}>{children}</MemberProvider>
    </WizardFrame>
  );
}

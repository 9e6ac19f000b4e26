import type { MemberStep } from '@machines/group-member.machine';
import { routeInMeta } from '@machines/route-meta';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { MEMBER_POSITIONS } from '@/domain/schemas/group-member';
import { useWizardRoute } from '@/ui/wizard/use-wizard-route';
import type { MemberActor } from './member-actor';

const STEP_NAMES: readonly MemberStep[] = ['step-one', 'step-two'];

/** Every step URL under `multistep-form`: a step, then the member's position (`step-two/treasurer`). */
export const MEMBER_ROUTES: readonly string[] = STEP_NAMES.flatMap((step) =>
  MEMBER_POSITIONS.map((position) => `${step}/${position}`),
);

export const stepOf = (route: string): MemberStep => (route.startsWith('step-two') ? 'step-two' : 'step-one');

/** The route the chart is on: its state's step, then the position chosen (or the one it was opened for). */
export function currentMemberRoute(actor: MemberActor): string {
  const snapshot = actor.getSnapshot();
  const step = routeInMeta<MemberStep>(snapshot, 'step-one');
  return `${step}/${snapshot.context.position}`;
}

/** The add-member URL follows its statechart; a step it may not reach sends the user back. */
export function useMemberStepSync(actor: MemberActor, basePath: string, pathname: string): string {
  const route = useSelector(actor, () => currentMemberRoute(actor));
  const done = useSelector(actor, (s) => s.status === 'done');
  const goto = useCallback(
    (target: string) => {
      actor.send({ type: 'step.goto', step: stepOf(target) });
      return currentMemberRoute(actor);
    },
    [actor],
  );
  useWizardRoute({ route, pathname, basePath, steps: MEMBER_ROUTES, goto, frozen: done });
  return route;
}

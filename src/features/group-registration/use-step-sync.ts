import type { GroupRegistrationStep } from '@machines/group-registration.machine';
import { routeInMeta } from '@machines/route-meta';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useWizardRoute } from '@/ui/wizard/use-wizard-route';
import type { GroupRegistrationActor } from './registration-actor';

export const STEPS: GroupRegistrationStep[] = ['basic-details', 'leaders'];

export const currentRoute = (actor: GroupRegistrationActor): GroupRegistrationStep =>
  routeInMeta<GroupRegistrationStep>(actor.getSnapshot(), 'basic-details');

/** The registration's URL follows its statechart until the group is saved. */
export function useStepSync(
  actor: GroupRegistrationActor,
  basePath: string,
  pathname: string,
): GroupRegistrationStep {
  const route = useSelector(actor, () => currentRoute(actor));
  const done = useSelector(actor, (s) => s.status === 'done');
  const goto = useCallback(
    (step: GroupRegistrationStep) => {
      actor.send({ type: 'step.goto', step });
      return currentRoute(actor);
    },
    [actor],
  );
  useWizardRoute({ route, pathname, basePath, steps: STEPS, goto, frozen: done });
  return route;
}

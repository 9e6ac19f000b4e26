import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { GroupRegistrationStep } from '../../../machines/group-registration.machine';
import { useWizardRoute } from '../../ui/use-wizard-route';
import type { GroupRegistrationActor } from './registration-actor';

export const STEPS: GroupRegistrationStep[] = ['basic-details', 'leaders'];

export function currentRoute(actor: GroupRegistrationActor): GroupRegistrationStep {
  const meta = actor.getSnapshot().getMeta() as Record<string, { route?: GroupRegistrationStep } | undefined>;
  return Object.values(meta).find((m) => m?.route)?.route ?? 'basic-details';
}

/** The registration's URL follows its statechart until the group is saved. */
export function useStepSync(
  actor: GroupRegistrationActor,
  basePath: string,
  urlStep: string,
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
  useWizardRoute({ route, urlStep, basePath, steps: STEPS, goto, frozen: done });
  return route;
}

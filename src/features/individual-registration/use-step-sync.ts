import type { RegistrationStep } from '@machines/individual-registration.machine';
import { routeInMeta } from '@machines/route-meta';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useWizardRoute } from '@/ui/wizard/use-wizard-route';
import type { RegistrationActor } from './registration-actor';

export const STEPS: RegistrationStep[] = ['basic-details', 'policy', 'next-of-keens'];

export const currentRoute = (actor: RegistrationActor): RegistrationStep =>
  routeInMeta<RegistrationStep>(actor.getSnapshot(), 'basic-details');

/** The registration's URL follows its statechart until the customer is saved. */
export function useStepSync(actor: RegistrationActor, basePath: string, pathname: string): RegistrationStep {
  const route = useSelector(actor, () => currentRoute(actor));
  const done = useSelector(actor, (s) => s.status === 'done');
  const goto = useCallback(
    (step: RegistrationStep) => {
      actor.send({ type: 'step.goto', step });
      return currentRoute(actor);
    },
    [actor],
  );
  useWizardRoute({ route, pathname, basePath, steps: STEPS, goto, frozen: done });
  return route;
}

import type { OnboardingStep } from '@machines/onboarding.machine';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useWizardRoute } from '@/ui/wizard/use-wizard-route';
import type { OnboardingActor } from './onboarding-actor';
import { routeOf } from './step-access';
import { STEPS } from './steps';

export const currentRoute = (actor: OnboardingActor): OnboardingStep => routeOf(actor.getSnapshot());

/** The enrolment's URL follows its statechart; the conclusion page stands on its own (a reload keeps it). */
export function useStepSync(actor: OnboardingActor, basePath: string, pathname: string): OnboardingStep {
  const route = useSelector(actor, () => currentRoute(actor));
  const goto = useCallback(
    (step: OnboardingStep) => {
      actor.send({ type: 'step.goto', step });
      return currentRoute(actor);
    },
    [actor],
  );
  useWizardRoute({
    route,
    pathname,
    basePath,
    steps: STEPS,
    goto,
    frozen: route === 'conclusion' || pathname === `${basePath}/conclusion`,
  });
  return route;
}

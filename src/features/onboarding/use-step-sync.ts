import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { OnboardingStep } from '../../../machines/onboarding.machine';
import type { OnboardingActor } from './onboarding-actor';

export const STEPS: OnboardingStep[] = ['policy', 'basic-details', 'members-declaration'];

export function currentRoute(actor: OnboardingActor): OnboardingStep {
  const meta = actor.getSnapshot().getMeta() as Record<string, { route?: OnboardingStep } | undefined>;
  return Object.values(meta).find((m) => m?.route)?.route ?? 'policy';
}

/**
 * Keeps the URL and the statechart on the same step: when the machine moves, the app goes to
 * its route; when the URL changes (back button, a typed or reloaded URL), the machine is asked
 * to go there, and a step it has not reached sends the user back to the current one.
 */
export function useStepSync(actor: OnboardingActor, basePath: string, urlStep: string) {
  const navigate = useNavigate();
  const route = useSelector(actor, () => currentRoute(actor));
  const lastRoute = useRef(route);

  useEffect(() => {
    const go = (step: OnboardingStep) => void navigate({ href: `${basePath}/${step}`, replace: true });
    // The conclusion page stands on its own once an enrolment was saved (a reload keeps it).
    if (route === 'conclusion' || urlStep === 'conclusion') return;
    if (route !== lastRoute.current) {
      lastRoute.current = route;
      if (urlStep !== route) go(route);
      return;
    }
    if (urlStep === route) return;
    if ((STEPS as string[]).includes(urlStep))
      actor.send({ type: 'step.goto', step: urlStep as OnboardingStep });
    const settled = currentRoute(actor);
    lastRoute.current = settled;
    if (settled !== urlStep) go(settled);
  }, [actor, basePath, navigate, route, urlStep]);

  return route;
}

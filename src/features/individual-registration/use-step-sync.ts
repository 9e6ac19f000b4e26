import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { RegistrationStep } from '../../../machines/individual-registration.machine';
import type { RegistrationActor } from './registration-actor';

export const STEPS: RegistrationStep[] = ['basic-details', 'policy', 'next-of-keens'];

export function currentRoute(actor: RegistrationActor): RegistrationStep {
  const meta = actor.getSnapshot().getMeta() as Record<string, { route?: RegistrationStep } | undefined>;
  return Object.values(meta).find((m) => m?.route)?.route ?? 'basic-details';
}

/**
 * Keeps the URL and the statechart on the same step: when the machine moves, the app goes to
 * its route; when the URL changes (back button, a typed or reloaded URL), the machine is asked
 * to go there, and a step it has not reached sends the user back to the current one.
 */
export function useStepSync(actor: RegistrationActor, basePath: string, urlStep: string) {
  const navigate = useNavigate();
  const route = useSelector(actor, () => currentRoute(actor));
  const done = useSelector(actor, (s) => s.status === 'done');
  const lastRoute = useRef(route);

  useEffect(() => {
    if (done) return;
    const go = (step: RegistrationStep) => void navigate({ href: `${basePath}/${step}`, replace: true });
    if (route !== lastRoute.current) {
      lastRoute.current = route;
      if (urlStep !== route) go(route);
      return;
    }
    if (urlStep === route) return;
    if ((STEPS as string[]).includes(urlStep))
      actor.send({ type: 'step.goto', step: urlStep as RegistrationStep });
    const settled = currentRoute(actor);
    lastRoute.current = settled;
    if (settled !== urlStep) go(settled);
  }, [actor, basePath, navigate, route, urlStep, done]);

  return route;
}

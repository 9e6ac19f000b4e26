import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

export interface WizardRouteOptions<Step extends string> {
  /** The step the statechart is on. */
  route: Step;
  /** The step the URL names (the segment after `basePath`). */
  urlStep: string;
  basePath: string;
  steps: readonly Step[];
  /** Asks the statechart to go to `step`; answers the step it settled on. */
  goto: (step: Step) => Step;
  /** No more syncing: the wizard finished (or shows a page of its own). */
  frozen?: boolean;
}

/**
 * Keeps a wizard's URL and its statechart on the same step: when the machine moves, the app
 * goes to its route; when the URL changes (back button, a typed or reloaded URL), the machine
 * is asked to go there, and a step it may not reach sends the user back to the current one.
 */
export function useWizardRoute<Step extends string>(options: WizardRouteOptions<Step>): void {
  const { route, urlStep, basePath, steps, goto, frozen = false } = options;
  const navigate = useNavigate();
  const lastRoute = useRef(route);

  useEffect(() => {
    if (frozen) return;
    const go = (step: Step) => void navigate({ href: `${basePath}/${step}`, replace: true });
    if (route !== lastRoute.current) {
      lastRoute.current = route;
      if (urlStep !== route) go(route);
      return;
    }
    if (urlStep === route) return;
    const settled = (steps as readonly string[]).includes(urlStep) ? goto(urlStep as Step) : route;
    lastRoute.current = settled;
    if (settled !== urlStep) go(settled);
  }, [basePath, frozen, goto, navigate, route, steps, urlStep]);
}

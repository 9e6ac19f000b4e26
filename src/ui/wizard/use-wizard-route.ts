import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { rememberStep } from './wizard-resume';

export interface WizardRouteOptions<Step extends string> {
  /** The step the statechart is on. */
  route: Step;
  /** The browser's path now. */
  pathname: string;
  basePath: string;
  steps: readonly Step[];
  /** Asks the statechart to go to `step`; answers the step it settled on. */
  goto: (step: Step) => Step;
  /** No more syncing: the wizard finished (or shows a page of its own). */
  frozen?: boolean;
}

/** Whether `pathname` is one of the wizard's own pages. */
export const isInsideWizard = (pathname: string, basePath: string) =>
  pathname === basePath || pathname.startsWith(`${basePath}/`);

/** The step a path inside the wizard names: the step the rest of the path starts with, or its first segment. */
export function stepInPath(pathname: string, basePath: string, steps: readonly string[]): string {
  const rest = pathname.slice(basePath.length + 1);
  return steps.find((step) => rest === step || rest.startsWith(`${step}/`)) ?? rest.split('/')[0] ?? '';
}

/**
 * Keeps a wizard's URL and its statechart on the same step while the user is inside it: when the
 * machine moves, the app goes to its route as a new history entry (so Back returns to the step
 * before); when the URL changes (Back, Forward, a typed or reloaded URL), the machine is asked to
 * go there, and a step it may not reach is replaced by the current one. A path outside the wizard
 * is the user leaving: the wizard lets go and its draft stays for their return.
 */
export function useWizardRoute<Step extends string>(options: WizardRouteOptions<Step>): void {
  const { route, pathname, basePath, steps, goto, frozen = false } = options;
  const navigate = useNavigate();
  const lastRoute = useRef(route);
  const inside = isInsideWizard(pathname, basePath);
  const urlStep = stepInPath(pathname, basePath, steps);

  useEffect(() => {
    if (frozen || !inside) return;
    rememberStep(basePath, route);
    const go = (step: Step, replace: boolean) => void navigate({ href: `${basePath}/${step}`, replace });
    if (route !== lastRoute.current) {
      lastRoute.current = route;
      // From a step's own page a move is a new entry; from a dialog over it (a picker whose
      // closing is still under way), the dialog's entry is replaced, so Back reaches the step.
      if (urlStep !== route) go(route, pathname !== `${basePath}/${urlStep}`);
      return;
    }
    if (urlStep === route) return;
    const settled = (steps as readonly string[]).includes(urlStep) ? goto(urlStep as Step) : route;
    lastRoute.current = settled;
    if (settled !== urlStep) go(settled, true);
  }, [basePath, frozen, goto, inside, navigate, pathname, route, steps, urlStep]);
}

import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { AnyActorRef } from 'xstate';
import { useWizardRoute } from './use-wizard-route';

/** A wizard's running statechart, as far as its URL needs it: where it is, and whether it is done. */
export interface SteppingActor {
  getSnapshot(): { status: string };
  subscribe: AnyActorRef['subscribe'];
}

export interface StepSyncOptions<TActor extends SteppingActor, Route extends string> {
  basePath: string;
  pathname: string;
  steps: readonly Route[];
  /** The route the statechart's state names now. */
  routeOf: (actor: TActor) => Route;
  /** Asks the statechart to go to the step a route names (it goes only where its guards allow). */
  goto: (actor: TActor, route: Route) => void;
  /** Stops following beyond a finished statechart, e.g. on a page of the wizard's own. */
  frozen?: (route: Route) => boolean;
}

/**
 * One wizard's URL follows its statechart until it is done; a step the chart may not reach sends
 * the user back to the one it is on. Every wizard keeps its URL this way.
 */
export function useStepSync<TActor extends SteppingActor, Route extends string>(
  actor: TActor,
  { basePath, pathname, steps, routeOf, goto, frozen }: StepSyncOptions<TActor, Route>,
): Route {
  const route = useSelector(actor, () => routeOf(actor));
  const done = useSelector(actor, () => actor.getSnapshot().status === 'done');
  const gotoStep = useCallback(
    (target: Route) => {
      goto(actor, target);
      return routeOf(actor);
    },
    [actor, goto, routeOf],
  );
  useWizardRoute({
    route,
    pathname,
    basePath,
    steps,
    goto: gotoStep,
    frozen: done || (frozen?.(route) ?? false),
  });
  return route;
}

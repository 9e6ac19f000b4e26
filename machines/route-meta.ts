import type { AnyMachineSnapshot } from 'xstate';

/**
 * The route a wizard's statechart shows: the `meta.route` its wizards put on the states that are
 * steps, or `fallback` when the state it is in names none.
 */
export function routeInMeta<Route extends string>(snapshot: AnyMachineSnapshot, fallback: Route): Route {
  const meta = snapshot.getMeta() as Record<string, { route?: Route } | undefined>;
  return Object.values(meta).find((m) => m?.route)?.route ?? fallback;
}

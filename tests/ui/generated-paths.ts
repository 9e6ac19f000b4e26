/**
 * Choosing and checking the statecharts' generated paths for the screen journeys.
 *
 * xstate's `path.test` quietly passes over an event (or a state) that has no executor in the map it
 * is given: a journey would then skip a step the screens never took and still pass. `requireExecutors`
 * turns that into a failure before the path is replayed.
 */

interface PathLike {
  steps: readonly { event: { type: string }; state: { value: unknown; matches: (key: never) => boolean } }[];
  state: { value: unknown; context: unknown };
  description: string;
}

/** Fails, naming them, when a step's event or state has no executor in the test's maps. */
export function requireExecutors(
  path: PathLike,
  executors: { events: Record<string, unknown>; states: Record<string, unknown> },
): void {
  const missingEvents = path.steps
    .map((step) => step.event.type)
    .filter((type) => type !== 'xstate.init' && !(type in executors.events));
  // A state is checked when one of the map's keys matches it, as xstate's own matcher decides.
  const keys = Object.keys(executors.states);
  const missingStates = path.steps
    .filter(
      (step) =>
        !keys.includes('*') && !keys.some((key) => (step.state.matches as (k: string) => boolean)(key)),
    )
    .map((step) => JSON.stringify(step.state.value));
  if (missingEvents.length > 0 || missingStates.length > 0) {
    throw new Error(
      `no way on screen for ${[...new Set(missingEvents)].join(', ') || 'no event'}; no check of state ${
        [...new Set(missingStates)].join(', ') || 'none'
      } (in ${path.description})`,
    );
  }
}

/** Replays `path` with `params`, after checking every step has an executor there. */
export async function replayStrictly<T extends { states?: object; events?: object }>(
  path: PathLike & { test: (params: T) => Promise<unknown> },
  params: T,
): Promise<void> {
  requireExecutors(path, {
    events: (params.events ?? {}) as Record<string, unknown>,
    states: (params.states ?? {}) as Record<string, unknown>,
  });
  await path.test(params);
}

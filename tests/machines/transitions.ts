/**
 * A statechart's transitions named by state values and event type (`"policy" —step.next→
 * "basicDetails"`), as the screen-coverage check and the screen paths count them. A step that
 * leaves the chart as it was, value and context (an event the chart refused), is no transition.
 */

export type Snapshot = { value: unknown; context: unknown };

export const byStateAndContext = (s: Snapshot) => JSON.stringify([s.value, s.context]);

export const nameOf = (from: unknown, event: string, to: unknown) =>
  `${JSON.stringify(from)} —${event}→ ${JSON.stringify(to)}`;

export interface Walked {
  steps: readonly { event: { type: string }; state: Snapshot }[];
}

/** The transitions along the paths. */
export function transitionsWalked(paths: readonly Walked[]): string[] {
  return paths.flatMap((path) =>
    path.steps.slice(1).flatMap((step, i) => {
      const from = path.steps[i]?.state;
      if (!from || byStateAndContext(from) === byStateAndContext(step.state)) return [];
      return [nameOf(from.value, step.event.type, step.state.value)];
    }),
  );
}

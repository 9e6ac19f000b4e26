import { routeInMeta } from '@machines/route-meta';
import type { AnyStateMachine, EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';

/** A wizard step and the events of the shortest path the statechart takes from its start to it. */
export interface StepPath {
  step: string;
  index: number;
  events: string[];
}

/**
 * For each step of a wizard, in order, the shortest sequence of events (of the journey event set
 * its machine tests use) that reaches it, as the statechart itself decides: the browser tests
 * replay these, so a step the machine cannot reach, or reaches another way, changes the test.
 */
export function pathsToSteps<Context>(
  machine: AnyStateMachine,
  events: (context: Context) => EventObject[],
  steps: readonly string[],
): StepPath[] {
  const model = createTestModel(machine, {
    events: (snapshot) => events(snapshot.context as Context),
  });
  return steps.map((step, index) => {
    const found = model
      .getShortestPaths({ toState: (s) => s.status === 'active' && routeInMeta(s, '') === step })
      .map((path) => path.steps.slice(1).map((s) => s.event.type))
      .sort((a, b) => a.length - b.length)[0];
    if (!found) throw new Error(`The statechart cannot reach the step ${step}`);
    return { step, index, events: found };
  });
}

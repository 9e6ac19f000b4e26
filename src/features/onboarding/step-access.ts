import { type OnboardingStep, onboardingMachine } from '@machines/onboarding.machine';
import { routeInMeta } from '@machines/route-meta';
import { type AnyMachineSnapshot, getInitialSnapshot, getNextSnapshot } from 'xstate';
import { prepareRestore, restoreOnboarding } from './onboarding-drafts';

/** The step an enrolment statechart snapshot shows. */
export const routeOf = (snapshot: AnyMachineSnapshot): OnboardingStep =>
  routeInMeta<OnboardingStep>(snapshot, 'policy');

/**
 * The step a visitor opening the public enrolment at `requested` may see, as the statechart
 * restored from this tab's drafts decides it: asked before the step's code downloads, so a link
 * or reload that lands too far ahead costs neither that code nor a second render.
 */
export async function publicStepFor(requested: OnboardingStep): Promise<OnboardingStep> {
  await prepareRestore();
  const restored = getInitialSnapshot(onboardingMachine, restoreOnboarding(true));
  return routeOf(getNextSnapshot(onboardingMachine, restored, { type: 'step.goto', step: requested }));
}

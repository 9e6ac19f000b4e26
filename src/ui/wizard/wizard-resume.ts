import { readDraft, writeDraft } from './drafts';

type LeftSteps = Record<string, string>;

/** Remembers the step a wizard (named by its base path) is on, for the next time it is opened. */
export function rememberStep(basePath: string, step: string): void {
  const steps = readDraft<LeftSteps>('wizard-steps') ?? {};
  if (steps[basePath] !== step) writeDraft('wizard-steps', { ...steps, [basePath]: step });
}

/**
 * Where opening a wizard again takes the user: the step they left it on. The statechart, restored
 * from the drafts, still decides: a step the drafts no longer reach sends them to the first one.
 */
export function resumeHref(basePath: string, firstStep: string): string {
  const step = readDraft<LeftSteps>('wizard-steps')?.[basePath] ?? firstStep;
  return `${basePath}/${step}`;
}

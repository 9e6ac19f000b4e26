import type { ReactNode } from 'react';
import { LeaveGuard, type LeaveGuardProps } from './leave-guard';
import { stepStates } from './step-list';
import { WizardLayout } from './wizard-layout';

export interface WizardStep<Route extends string> {
  id: Route;
  title: string;
  description?: string;
}

export interface WizardFrameProps<Route extends string> {
  title: string;
  stepsLabel: string;
  /** The wizard's steps in order; the one its statechart is on shows as current. */
  steps: readonly WizardStep<Route>[];
  /** The step the statechart is on (useStepSync answers it). */
  route: Route;
  basePath: string;
  keeps: LeaveGuardProps['keeps'];
  /** The step the route renders. */
  children: ReactNode;
}

/**
 * A back-office wizard around the step its statechart is on: the title and step list, and the
 * guard that asks before a link leaves typed input behind.
 */
export function WizardFrame<Route extends string>({
  title,
  stepsLabel,
  steps,
  route,
  basePath,
  keeps,
  children,
}: WizardFrameProps<Route>) {
  const current = steps.findIndex((step) => step.id === route);
  return (
    <WizardLayout title={title} steps={stepStates(steps, current)} step={route} stepsLabel={stepsLabel}>
      <LeaveGuard basePath={basePath} keeps={keeps}>
        {children}
      </LeaveGuard>
    </WizardLayout>
  );
}

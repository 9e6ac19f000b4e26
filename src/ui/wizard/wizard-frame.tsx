import { Box, Flex, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LeaveGuard, type LeaveGuardProps } from './leave-guard';
import { StepList, stepStates } from './step-list';
import { useStepHeadingFocus } from './use-step-heading-focus';

export interface WizardStep<Step extends string> {
  id: Step;
  title: string;
  description?: string;
}

export interface WizardFrameProps<Step extends string> {
  /** The wizard's name above its steps, e.g. 'Register Individual'; the public enrolment has none. */
  title?: string | undefined;
  stepsLabel: string;
  /** The wizard's steps in order; the one its statechart is on shows as current. */
  steps: readonly WizardStep<Step>[];
  /** The step the statechart is on (useStepSync answers it); a page past the steps hides the list. */
  step: string;
  /** Where the step list stands: beside the step on a page (on top on phones), above it in a modal. */
  stepsAt?: 'side' | 'top';
  /** Asks before a link leaves typed input behind; a modal or a public page has none. */
  guard?: Omit<LeaveGuardProps, 'children'> | undefined;
  /** The step the route renders. */
  children: ReactNode;
}

/**
 * Every wizard around the step its statechart is on: its title and step list, the focus on the
 * new step's heading, and the guard that asks before a link leaves typed input behind.
 */
export function WizardFrame<Step extends string>({
  title,
  stepsLabel,
  steps,
  step,
  stepsAt = 'side',
  guard,
  children,
}: WizardFrameProps<Step>) {
  const stepArea = useStepHeadingFocus(step);
  const current = steps.findIndex((each) => each.id === step);
  const list = current >= 0 && (
    <Stack
      gap="4"
      {...(stepsAt === 'side'
        ? {
            minW: { md: '15rem' },
            position: { md: 'sticky' },
            top: { md: '6' },
            w: { base: 'full', md: 'auto' },
          }
        : {})}
    >
      {title && (
        <Heading as="h2" size="md" color="navy.900">
          {title}
        </Heading>
      )}
      <StepList steps={stepStates(steps, current)} label={stepsLabel} />
    </Stack>
  );
  const frame = (
    <Flex
      direction={stepsAt === 'side' ? { base: 'column', md: 'row' } : 'column'}
      gap={stepsAt === 'side' ? { base: '5', md: '10' } : '5'}
      align={stepsAt === 'side' ? 'flex-start' : 'stretch'}
    >
      {list}
      <Box ref={stepArea} flex="1" minW="0" w="full">
        {children}
      </Box>
    </Flex>
  );
  return guard ? <LeaveGuard {...guard}>{frame}</LeaveGuard> : frame;
}

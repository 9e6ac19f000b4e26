import { Box, Flex, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { StepList, type StepListItem } from './step-list';
import { useStepHeadingFocus } from './use-step-heading-focus';

export interface WizardLayoutProps {
  /** The wizard's name above its steps, e.g. 'Register Individual'. */
  title: string;
  steps: readonly StepListItem[];
  /** The step shown: when it changes, its heading takes the focus. */
  step: string;
  /** Names the step list for screen readers. */
  stepsLabel?: string;
  children: ReactNode;
}

/** A registration wizard: its title and step list on the left (on top on phones), the step beside it. */
export function WizardLayout({ title, steps, step, stepsLabel, children }: WizardLayoutProps) {
  const stepArea = useStepHeadingFocus(step);
  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '5', md: '10' }} align="flex-start">
      <Stack
        gap="4"
        minW={{ md: '15rem' }}
        position={{ md: 'sticky' }}
        top={{ md: '6' }}
        w={{ base: 'full', md: 'auto' }}
      >
        <Heading as="h2" size="md" color="navy.900">
          {title}
        </Heading>
        <StepList steps={steps} {...(stepsLabel ? { label: stepsLabel } : {})} />
      </Stack>
      <Box ref={stepArea} flex="1" minW="0" w="full">
        {children}
      </Box>
    </Flex>
  );
}

import { Box, Circle, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';

export type StepState = 'done' | 'current' | 'upcoming';

export interface StepListItem {
  id: string;
  title: string;
  description?: string;
  state: StepState;
}

export interface StepListProps {
  steps: readonly StepListItem[];
  /** Names the list for screen readers; 'Progress' by default. */
  label?: string;
}

/** Marks the steps before `currentIndex` done, that one current and the rest upcoming. */
export function stepStates<T extends { id: string; title: string; description?: string }>(
  steps: readonly T[],
  currentIndex: number,
): (T & { state: StepState })[] {
  return steps.map((step, index) => ({
    ...step,
    state: index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming',
  }));
}

const MARKER: Record<StepState, { bg: string; color: string; borderColor: string }> = {
  done: { bg: 'teal.solid', color: 'teal.contrast', borderColor: 'teal.solid' },
  current: { bg: 'navy.solid', color: 'navy.contrast', borderColor: 'navy.solid' },
  upcoming: { bg: 'bg', color: 'ink.muted', borderColor: 'border.emphasized' },
};

/** The wizard's step list: vertical beside the form on wide screens, a compact row on phones. */
export function StepList({ steps, label }: StepListProps) {
  const { t } = useTranslation();
  return (
    <Box as="nav" aria-label={label ?? t('ui.steps.label')}>
      <Flex
        as="ol"
        listStyleType="none"
        direction={{ base: 'row', md: 'column' }}
        gap={{ base: '2', md: '5' }}
      >
        {steps.map((step, index) => {
          const current = step.state === 'current';
          return (
            <Flex
              as="li"
              key={step.id}
              aria-current={current ? 'step' : undefined}
              data-state={step.state}
              align={{ base: 'center', md: 'flex-start' }}
              gap="3"
              flex={{ base: current ? '1' : '0 0 auto', md: 'initial' }}
            >
              <Circle
                size="8"
                borderWidth="2px"
                fontWeight="semibold"
                fontSize="sm"
                {...MARKER[step.state]}
                aria-hidden
              >
                {step.state === 'done' ? <Check size={16} /> : index + 1}
              </Circle>
              <Box srOnly={{ base: !current, md: false }}>
                <Text fontWeight={current ? 'bold' : 'medium'} color={current ? 'ink' : 'ink.muted'}>
                  {step.title}
                </Text>
                {step.description ? (
                  <Text fontSize="sm" color="ink.muted" hideBelow="md">
                    {step.description}
                  </Text>
                ) : null}
                <VisuallyHidden> {t(`ui.steps.${step.state}`)}</VisuallyHidden>
              </Box>
            </Flex>
          );
        })}
      </Flex>
    </Box>
  );
}

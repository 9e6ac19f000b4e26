import { Button, EmptyState, HStack, Spinner, Text, VStack } from '@chakra-ui/react';
import { CircleAlert, RotateCw, WifiOff } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { type ApiFailure, describeFailure, failureOf } from '@/domain/failures';
import { errorText } from '@/i18n/index';

/** One line while something small loads (a picker's options, a record to edit). */
export function LoadingLine({ text, ...rest }: { text: string } & ComponentProps<typeof HStack>) {
  return (
    <HStack role="status" {...rest}>
      <Spinner size="sm" />
      <Text>{text}</Text>
    </HStack>
  );
}

/** One line when that load failed: the caller's words around the SPEC §8 message. */
export function FailedLine({ error, text }: { error: unknown; text: (message: string) => ReactNode }) {
  return <Text color="red.600">{text(describeFailure(failureOf(error), errorText))}</Text>;
}

export interface FailureStateProps {
  failure: ApiFailure;
  retrying: boolean;
  onRetry: () => void;
  title: string;
  retry: string;
}

/** A list or a record could not be read: the SPEC §8 message and a way to ask again. */
export function FailureState({ failure, retrying, onRetry, title, retry }: FailureStateProps) {
  return (
    <EmptyState.Root size="md" role="alert">
      <EmptyState.Content>
        <EmptyState.Indicator color="red.500">
          {failure.kind === 'network' ? <WifiOff /> : <CircleAlert />}
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="1" maxW="32rem">
          <EmptyState.Title color="navy.900">{title}</EmptyState.Title>
          <EmptyState.Description color="ink.muted">
            {describeFailure(failure, errorText)}
          </EmptyState.Description>
        </VStack>
        <Button colorPalette="navy" size="sm" loading={retrying} onClick={onRetry}>
          <RotateCw aria-hidden size={16} />
          {retry}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

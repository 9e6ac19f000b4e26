import {
  Button,
  EmptyState,
  HStack,
  Skeleton,
  SkeletonCircle,
  SkeletonText,
  Stack,
  VStack,
} from '@chakra-ui/react';
import { ArrowLeft, CircleAlert, RotateCw, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { type ApiFailure, describeFailure } from '@/domain/failures';
import { errorText } from '@/i18n/index';
import { useSidePanelClose } from '@/ui/primitives/side-panel';

/** A details panel while its record loads: a header and one card per section (lines each). */
export function DetailsSkeleton({ label, sectionLines }: { label: string; sectionLines: readonly number[] }) {
  return (
    <Stack gap="6" aria-busy="true" aria-label={label} role="status">
      <HStack gap="4">
        <SkeletonCircle size="14" />
        <Stack flex="1" gap="2">
          <Skeleton height="5" width="60%" />
          <Skeleton height="4" width="45%" />
        </Stack>
      </HStack>
      {sectionLines.map((lines, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholders
        <Stack key={index} gap="3" bg="white" p="4" rounded="xl" borderWidth="1px">
          <Skeleton height="4" width="40%" />
          <SkeletonText noOfLines={lines} gap="3" />
        </Stack>
      ))}
    </Stack>
  );
}

/** The record does not exist: say so, with a way back to the list. */
export function DetailsNotFound({ title, body, back }: { title: string; body: string; back: string }) {
  const close = useSidePanelClose();
  return (
    <NotFoundState
      title={title}
      body={body}
      action={
        <Button variant="outline" colorPalette="navy" size="sm" onClick={close}>
          <ArrowLeft aria-hidden size={16} />
          {back}
        </Button>
      }
    />
  );
}

/** A record that does not exist, outside a panel too: `action` is the way back (a button or link). */
export function NotFoundState({ title, body, action }: { title: string; body: string; action: ReactNode }) {
  return (
    <EmptyState.Root size="md" role="alert">
      <EmptyState.Content>
        <EmptyState.Indicator color="navy.300">
          <UserX />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <EmptyState.Title color="navy.900">{title}</EmptyState.Title>
          <EmptyState.Description color="ink.muted">{body}</EmptyState.Description>
        </VStack>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

export interface DetailsFailedProps {
  failure: ApiFailure;
  retrying: boolean;
  onRetry: () => void;
  title: string;
  retry: string;
}

/** The record could not be read: the SPEC §8 message and a way to ask again. */
export function DetailsFailed({ failure, retrying, onRetry, title, retry }: DetailsFailedProps) {
  return (
    <EmptyState.Root size="md" role="alert">
      <EmptyState.Content>
        <EmptyState.Indicator color="red.500">
          <CircleAlert />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="1">
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

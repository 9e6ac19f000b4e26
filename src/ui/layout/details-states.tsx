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
import { ArrowLeft, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { failureOf } from '@/domain/failures';
import { FailureState } from '@/ui/primitives/load-states';
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

/** The way back from a missing record inside a side panel: closes the panel. */
export function PanelBackButton({ label }: { label: string }) {
  const close = useSidePanelClose();
  return (
    <Button variant="outline" colorPalette="navy" size="sm" onClick={close}>
      <ArrowLeft aria-hidden size={16} />
      {label}
    </Button>
  );
}

/** A record that does not exist: `action` is the way back (a button or link). */
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

/** What a details screen needs of its record's query (React Query's result has it all). */
export interface RecordQuery<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

export interface RecordLoadWords {
  loading: string;
  notFound: string;
  notFoundBody: string;
  /** The way back from a missing record. */
  back: string;
  failed: string;
  retry: string;
}

export interface RecordLoadProps<T> {
  query: RecordQuery<T>;
  words: RecordLoadWords;
  /** Lines of each section's placeholder while the record loads. */
  sectionLines: readonly number[];
  /** The way back from a missing record: closes the side panel unless given. */
  back?: (label: string) => ReactNode;
  /** Wraps the missing and failed states (a card outside a panel); none by default. */
  frame?: (state: ReactNode) => ReactNode;
  children: (record: T) => ReactNode;
}

/** A details screen's record: the record itself, or its loading, missing or failed state. */
export function RecordLoad<T>({
  query,
  words,
  sectionLines,
  back = (label) => <PanelBackButton label={label} />,
  frame = (state) => state,
  children,
}: RecordLoadProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (!query.isError) return <DetailsSkeleton label={words.loading} sectionLines={sectionLines} />;
  const failure = failureOf(query.error);
  // A malformed id (400) is as missing as an unknown one (404).
  if (failure.status === 404 || failure.status === 400)
    return frame(
      <NotFoundState title={words.notFound} body={words.notFoundBody} action={back(words.back)} />,
    );
  return frame(
    <FailureState
      failure={failure}
      retrying={query.isFetching}
      onRetry={() => void query.refetch()}
      title={words.failed}
      retry={words.retry}
    />,
  );
}

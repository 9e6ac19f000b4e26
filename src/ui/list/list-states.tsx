import { Box, Button, EmptyState, VStack } from '@chakra-ui/react';
import { SearchX, Users } from 'lucide-react';
import { failureOf } from '@/domain/failures';
import { FailureState, type FailureStateProps } from '@/ui/primitives/load-states';

const frame = {
  bg: 'white',
  borderWidth: '1px',
  rounded: 'xl',
  shadow: 'xs',
} as const;

export interface ListEmptyProps {
  /** The search in force; '' when the list itself is empty. */
  search: string;
  onClearSearch: () => void;
  title: string;
  body: string;
  /** Shown when a search found nothing. */
  searchTitle: string;
  searchBody: string;
  clearSearch: string;
}

/** No rows at all, or none matching the search (then with a way to clear it). */
export function ListEmpty({
  search,
  onClearSearch,
  title,
  body,
  searchTitle,
  searchBody,
  clearSearch,
}: ListEmptyProps) {
  return (
    <Box {...frame}>
      <EmptyState.Root size="md">
        <EmptyState.Content>
          <EmptyState.Indicator color="navy.300">{search ? <SearchX /> : <Users />}</EmptyState.Indicator>
          <VStack textAlign="center" gap="1">
            <EmptyState.Title color="navy.900">{search ? searchTitle : title}</EmptyState.Title>
            <EmptyState.Description color="ink.muted">{search ? searchBody : body}</EmptyState.Description>
          </VStack>
          {search && (
            <Button variant="outline" size="sm" onClick={onClearSearch}>
              {clearSearch}
            </Button>
          )}
        </EmptyState.Content>
      </EmptyState.Root>
    </Box>
  );
}

export interface ListErrorProps extends Omit<FailureStateProps, 'failure'> {
  error: unknown;
}

/** The list could not be read: the SPEC §8 message and a way to ask again. */
export function ListError({ error, ...rest }: ListErrorProps) {
  return (
    <Box {...frame}>
      <FailureState failure={failureOf(error)} {...rest} />
    </Box>
  );
}

import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** An error that carries an HTTP-like status, as a failed API call or a route loader throws it. */
export interface StatusError {
  status: number;
  data?: unknown;
}

export function isStatusError(error: unknown): error is StatusError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof (error as { status: unknown }).status === 'number'
  );
}

function describe(data: unknown): string {
  if (data === undefined || data === null) return '';
  if (typeof data === 'string') return data;
  if (typeof data === 'number' || typeof data === 'boolean') return String(data);
  try {
    return JSON.stringify(data);
  } catch {
    return String(data);
  }
}

export interface ErrorScreenProps {
  error: unknown;
  /** Optional screens for particular statuses, e.g. `{ 404: () => <NotFound /> }`. */
  statusHandlers?: Partial<Record<number, (error: StatusError) => ReactNode>>;
}

/**
 * The route error screen (SPEC §8): '{status} | {data}' for errors with a status,
 * otherwise the error's message, otherwise 'Unknown Error'.
 */
export function ErrorScreen({ error, statusHandlers }: ErrorScreenProps) {
  const { t } = useTranslation();

  if (isStatusError(error)) {
    const handler = statusHandlers?.[error.status];
    if (handler) return <>{handler(error)}</>;
  }

  let text: string;
  if (isStatusError(error)) {
    text = t('errors.withStatus', { status: error.status, data: describe(error.data) });
  } else if (error instanceof Error && error.message) {
    text = error.message;
  } else {
    text = t('errors.unknown');
  }

  return (
    <Box as="main" role="alert" minH="100dvh" display="grid" placeItems="center" p="6">
      <Heading as="h1" size="lg" textAlign="center">
        {text}
      </Heading>
    </Box>
  );
}

/**
 * The error catalogue of SPEC §8, as data: what went wrong, and which message to show.
 * The texts live in the i18n catalogue under `errors.*`; server messages are shown as sent.
 */
export interface ApiFailure {
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  kind: 'network' | 'http';
  /** The message to show: the first field message, else respMsg, else undefined (use the fallback). */
  message: string | undefined;
  /** Field path to message, for forms. */
  messages: Record<string, string>;
}

export class ApiError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.message ?? `Request failed with status ${failure.status}`);
  }
}

interface ErrorBodyLike {
  messages?: unknown;
  respMsg?: unknown;
}

let readersWords: (text: string) => string = (text) => text;

/**
 * How to show the server's English messages in the reader's language: handed in by the app at
 * start, since neither `src/domain` nor `src/api` imports the catalogue.
 */
export function showServerMessagesWith(translate: (text: string) => string): void {
  readersWords = translate;
}

export function failureFromResponse(status: number, body: unknown): ApiFailure {
  const { messages, respMsg } = (body && typeof body === 'object' ? body : {}) as ErrorBodyLike;
  const fieldMessages: Record<string, string> = {};
  if (messages && typeof messages === 'object') {
    for (const [field, text] of Object.entries(messages))
      if (typeof text === 'string') fieldMessages[field] = readersWords(text);
  }
  const first = Object.values(fieldMessages)[0];
  const message = first ?? (typeof respMsg === 'string' && respMsg ? readersWords(respMsg) : undefined);
  return { status, kind: 'http', message, messages: fieldMessages };
}

export const networkFailure = (): ApiFailure => ({
  status: 0,
  kind: 'network',
  message: undefined,
  messages: {},
});

/** The message for a failure: its own, or the catalogue's network or fallback text. */
export function describeFailure(
  failure: ApiFailure,
  t: (key: 'errors.network' | 'errors.unexpected') => string,
): string {
  if (failure.kind === 'network') return t('errors.network');
  return failure.message ?? t('errors.unexpected');
}

export const isClientError = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.failure.status >= 400 &&
  error.failure.status < 500 &&
  error.failure.status !== 429;

/** The failure behind a query's error; anything that is not an ApiError reads as a bare HTTP failure. */
export function failureOf(error: unknown): ApiFailure {
  return error instanceof ApiError
    ? error.failure
    : { status: 0, kind: 'http', message: undefined, messages: {} };
}

/** The message for anything a call may throw: an API failure's, else an Error's own, else undefined. */
export function messageOfError(
  error: unknown,
  t: (key: 'errors.network' | 'errors.unexpected') => string,
): string | undefined {
  if (error instanceof ApiError) return describeFailure(error.failure, t);
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}

/**
 * Fastify's error serializer: what an operator needs of an unexpected error (its kind, message,
 * stack, codes and, for a database error, the table, column and constraint), never the values it
 * carries. A database error brings the failing row (`detail`), the statement's values (`params`,
 * `parameters`, `where`) and often quotes the offending value in its message; validation errors
 * could carry the input. Only the fields below are kept, and their text is scrubbed.
 */
const KEPT_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'validationContext',
] as const;

const REDACTED = '[Redacted]';

/** An email address, anywhere in a text (a path with `/@scope/` in a stack is none). */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
/**
 * Seven digits or more standing alone, spaced or dashed or not: a mobile, an id or an account
 * number. Digits inside a word or a UUID (a file name, a line number, an id) are left alone.
 */
const LONG_NUMBER = /(?<![\w-])\+?[0-9](?:[ -]?[0-9]){6,}(?![\w-])/g;
/** A quoted SQL identifier as PostgreSQL writes one in a message; any other quoted text is a value. */
const QUOTED = /"([^"]*)"/g;
const IDENTIFIER = /^[a-z_][a-z0-9_$.]{0,126}$/;

/** A SQLSTATE code: the error came from the database. */
const isDatabaseError = (error: Record<string, unknown>) =>
  typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);

function scrubbed(text: string, database: boolean): string {
  const plain = text.replace(EMAIL, REDACTED).replace(LONG_NUMBER, REDACTED);
  return database
    ? plain.replace(QUOTED, (whole, inner: string) => (IDENTIFIER.test(inner) ? whole : `"${REDACTED}"`))
    : plain;
}

const MAX_DEPTH = 3;

/** An error as its log line keeps it. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

export function serializeError(error: Error): LoggedError {
  return loggedError(error, 0);
}

function loggedError(error: object, depth: number): LoggedError {
  const fields = error as Record<string, unknown>;
  const database = isDatabaseError(fields);
  const text = (value: unknown) => (typeof value === 'string' ? scrubbed(value, database) : '');
  const logged: LoggedError = {
    type: error.constructor?.name ?? 'Error',
    message: text(fields.message),
    stack: text(fields.stack),
  };
  for (const field of KEPT_FIELDS) {
    const value = fields[field];
    if (typeof value === 'number') logged[field] = value;
    else if (typeof value === 'string') logged[field] = text(value);
  }
  if (Array.isArray(fields.validation)) {
    // Where and which rule, never the params: an unknown property's name is the client's text.
    logged.validation = fields.validation.map((issue: Record<string, unknown>) => ({
      instancePath: text(issue.instancePath),
      keyword: issue.keyword,
    }));
  }
  if (depth < MAX_DEPTH) {
    if (fields.cause !== undefined) logged.cause = loggedValue(fields.cause, depth + 1);
    if (Array.isArray(fields.errors)) logged.errors = fields.errors.map((e) => loggedValue(e, depth + 1));
  }
  return logged;
}

/** A cause may be anything thrown: an error, or a bare value. */
function loggedValue(value: unknown, depth: number): unknown {
  if (value !== null && typeof value === 'object') return loggedError(value, depth);
  return typeof value === 'string' ? scrubbed(value, false) : value;
}

/**
 * Failures that mean the database cannot be reached or is going away, not that a statement was
 * wrong: a restart, a failover, a network cut, a full pool. The request that met one may succeed
 * in a moment, so it is answered 503 with Retry-After, never 500 (DESIGN decision 11).
 */

/** Socket errors of the connection to the server (its address, its route, its end). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going or not yet there: 57P01 admin_shutdown (a fast stop),
 * 57P02 crash_shutdown (another backend crashed), 57P03 cannot_connect_now (starting or
 * stopping), 53300 too_many_connections; class 08 is every connection exception.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres's and its pool's own words for a connection lost or never made. */
const DRIVER_MESSAGES = new Map([
  ['Connection terminated unexpectedly', 'connection lost'],
  ['Connection terminated', 'connection lost'],
  ['Client has encountered a connection error and is not queryable', 'connection lost'],
  ['Client was closed and is not queryable', 'connection lost'],
  ['Connection terminated due to connection timeout', 'connect timeout'],
  ['timeout exceeded when trying to connect', 'pool wait timeout'],
  ['timeout expired', 'connect timeout'],
]);

function ownReason(error: object): string | undefined {
  // The document store's SDK reports its own network errors with the same codes: not the database's.
  if ('$metadata' in error) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return code;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' ? DRIVER_MESSAGES.get(message) : undefined;
}

/**
 * Why the database is unavailable, as a short word safe for logs and metrics (a SQLSTATE, a
 * socket code, 'connection lost', 'connect timeout', 'pool wait timeout'), or undefined for any
 * other failure.
 */
export function databaseUnavailableReason(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const own = ownReason(error);
  if (own) return own;
  // Connecting to a name with several addresses fails with one error per address.
  if (error instanceof AggregateError) {
    for (const each of error.errors as unknown[]) {
      const reason = typeof each === 'object' && each !== null ? ownReason(each) : undefined;
      if (reason) return reason;
    }
  }
  return undefined;
}

import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { SERVER_MESSAGES } from '../src/domain/server-messages';
import type { Caller } from './auth/guard';
import type { Db } from './db/connect';
import type { Database } from './db/schema';
import { ApiError, badRequest, conflict, isUniqueViolation } from './errors';

export interface Outcome {
  status: number;
  body: unknown;
}

/** Idempotency keys are scoped to the caller, so one caller can never read another's result. */
function scopeOf(caller: Caller): string {
  if (caller.kind === 'staff') return `user:${caller.user.userId}`;
  if (caller.kind === 'enrolment') return `enrolment:${caller.sessionId}`;
  return 'public';
}

async function stored(db: Db, scope: string, key: string, operation: string, requestHash: string) {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['operation', 'request_hash', 'status_code', 'response'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.operation !== operation || row.request_hash !== requestHash) {
    throw conflict(SERVER_MESSAGES.idempotencyKeyReused, {
      'Idempotency-Key': SERVER_MESSAGES.idempotencyKeyNew,
    });
  }
  return { status: row.status_code, body: row.response } satisfies Outcome;
}

/** A create without its Idempotency-Key: the contract requires one, so nothing is stored twice. */
export const missingIdempotencyKey = () =>
  badRequest({ 'Idempotency-Key': SERVER_MESSAGES.idempotencyKeyMissing });

/**
 * Runs a create in one transaction. The key is required (the contract says so, and a create that
 * reaches here without one is refused the same way): the first result is stored in that same
 * transaction, and a repeat (sequential or concurrent) returns it instead of creating again.
 */
export async function runCreate(
  db: Db,
  options: { caller: Caller; key: string | undefined; operation: string; request: unknown },
  create: (trx: Transaction<Database>) => Promise<Outcome>,
): Promise<Outcome> {
  const { key, operation } = options;
  if (!key) throw missingIdempotencyKey();
  const scope = scopeOf(options.caller);
  const requestHash = createHash('sha256').update(JSON.stringify(options.request)).digest('hex');
  const previous = await stored(db, scope, key, operation, requestHash);
  if (previous) return previous;
  try {
    return await db.transaction().execute(async (trx) => {
      const outcome = await create(trx);
      await trx
        .insertInto('idempotency_keys')
        .values({
          scope,
          key,
          operation,
          request_hash: requestHash,
          status_code: outcome.status,
          response: JSON.stringify(outcome.body),
        })
        .execute();
      return outcome;
    });
  } catch (error) {
    // A concurrent twin may have committed first: answer with its result. The twin's create then
    // meets what the first made, as a unique index or as a rule refusing a second of it (409:
    // one claim per person, server/claims/one-per-person.ts).
    if (isUniqueViolation(error) || (error instanceof ApiError && error.status === 409)) {
      const winner = await stored(db, scope, key, operation, requestHash);
      if (winner) return winner;
    }
    throw error;
  }
}

/**
 * The id of the record a create under this key already made for this caller, if any: a save whose
 * answer was lost has created it, and the same submission asking again must not clash with itself.
 */
export async function createdWithKey(
  db: Db,
  caller: Caller,
  key: string,
  operation: string,
  idField: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['operation', 'response'])
    .where('scope', '=', scopeOf(caller))
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || row.operation !== operation) return undefined;
  const body = (typeof row.response === 'string' ? JSON.parse(row.response) : row.response) as {
    data?: Record<string, unknown>;
  };
  const id = body?.data?.[idField];
  return typeof id === 'string' ? id : undefined;
}

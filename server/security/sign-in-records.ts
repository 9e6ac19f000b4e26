import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../db/connect';
import type { Database, SignInScope } from '../db/schema';

/**
 * What the sign-in throttle keeps in the database, shared by every server process: failure
 * counts per (account, place) pair, per account and per place, and the places each account has
 * signed in from. Accounts and places are stored only as keyed hashes (HMAC-SHA256): an email
 * typed at the sign-in or a staff member's address is not readable from these tables, and an
 * IPv4 address cannot be found again by hashing all four billion of them without the key.
 */

export interface CountKey {
  scope: SignInScope;
  keyHash: string;
}

export interface StoredCount extends CountKey {
  failures: number;
  lastFailureAt: number;
}

type Executor = Kysely<Database> | Transaction<Database>;

/** The hashing key: random per database, made by whichever server process needs it first. */
export async function loadHashKey(db: Db): Promise<Buffer> {
  await db
    .insertInto('sign_in_hash_key')
    .values({ id: 1, secret: randomBytes(32).toString('base64') })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const row = await db
    .selectFrom('sign_in_hash_key')
    .select('secret')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.secret, 'base64');
}

/** The hashing key, read once per process; a failed read is tried again on the next call. */
export function cachedHashKey(db: Db): () => Promise<Buffer> {
  let hashKey: Promise<Buffer> | undefined;
  return () => {
    hashKey ??= loadHashKey(db).catch((error: unknown) => {
      hashKey = undefined;
      throw error;
    });
    return hashKey;
  };
}

export function keyedHash(key: Buffer, scope: SignInScope | 'rate', ...parts: string[]): string {
  // The scope is hashed in, so a pair, an account, a place and a rate limit never share a row.
  return createHmac('sha256', key)
    .update([scope, ...parts].join('\n'))
    .digest('base64url');
}

/**
 * Makes sure every counter exists, in a statement of its own, so the transaction that follows
 * only locks rows and always in the same order: two sign-ins sharing counters never deadlock.
 */
export async function ensureCounters(db: Db, keys: CountKey[], at: Date): Promise<void> {
  await db
    .insertInto('sign_in_failures')
    .values(
      sortedKeys(keys).map((key) => ({
        key_hash: key.keyHash,
        scope: key.scope,
        failures: 0,
        last_failure_at: at,
      })),
    )
    .onConflict((conflict) => conflict.column('key_hash').doNothing())
    .execute();
}

/** Reads the counters as they are now, without locking them: a first look before the locked one. */
export async function readCounters(db: Db, keys: CountKey[]): Promise<StoredCount[]> {
  const rows = await db
    .selectFrom('sign_in_failures')
    .select(['key_hash', 'scope', 'failures', 'last_failure_at'])
    .where(
      'key_hash',
      'in',
      keys.map((key) => key.keyHash),
    )
    .execute();
  return rows.map(storedCount);
}

/** Reads and locks the counters until the transaction ends, in key order. */
export async function lockCounters(trx: Transaction<Database>, keys: CountKey[]): Promise<StoredCount[]> {
  const rows = await trx
    .selectFrom('sign_in_failures')
    .select(['key_hash', 'scope', 'failures', 'last_failure_at'])
    .where(
      'key_hash',
      'in',
      keys.map((key) => key.keyHash),
    )
    .orderBy('key_hash')
    .forUpdate()
    .execute();
  return rows.map(storedCount);
}

function storedCount(row: {
  key_hash: string;
  scope: SignInScope;
  failures: number;
  last_failure_at: Date | string;
}): StoredCount {
  return {
    keyHash: row.key_hash,
    scope: row.scope,
    failures: row.failures,
    lastFailureAt: new Date(row.last_failure_at).getTime(),
  };
}

export async function writeCounters(
  trx: Transaction<Database>,
  counts: { key: CountKey; failures: number }[],
  at: Date,
): Promise<void> {
  const rows = counts
    .map(({ key, failures }) => ({ key_hash: key.keyHash, scope: key.scope, failures, last_failure_at: at }))
    .sort((a, b) => compare(a.key_hash, b.key_hash));
  await trx
    .insertInto('sign_in_failures')
    .values(rows)
    .onConflict((conflict) =>
      conflict.column('key_hash').doUpdateSet((eb) => ({
        failures: eb.ref('excluded.failures'),
        last_failure_at: eb.ref('excluded.last_failure_at'),
      })),
    )
    .execute();
}

/** Takes back an attempt counted in advance that turned out not to be a failure. */
export async function uncount(db: Executor, keys: CountKey[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .updateTable('sign_in_failures')
    .set((eb) => ({ failures: eb.fn('greatest', [eb('failures', '-', 1), eb.lit(0)]) }))
    .where(
      'key_hash',
      'in',
      keys.map((key) => key.keyHash),
    )
    .execute();
}

export async function forgetCounter(db: Executor, key: CountKey): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('key_hash', '=', key.keyHash).execute();
}

export async function isKnownPlace(db: Db, pairHash: string, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom('sign_in_known_places')
    .select('pair_hash')
    .where('pair_hash', '=', pairHash)
    .where('last_success_at', '>=', since)
    .executeTakeFirst();
  return row !== undefined;
}

export async function rememberPlace(db: Executor, pairHash: string, at: Date): Promise<void> {
  await db
    .insertInto('sign_in_known_places')
    .values({ pair_hash: pairHash, last_success_at: at })
    .onConflict((conflict) => conflict.column('pair_hash').doUpdateSet({ last_success_at: at }))
    .execute();
}

/** Deletes counters quiet since `failuresBefore` and places not signed in from since `placesBefore`. */
export async function pruneRecords(db: Db, failuresBefore: Date, placesBefore: Date): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('last_failure_at', '<', failuresBefore).execute();
  await db.deleteFrom('sign_in_known_places').where('last_success_at', '<', placesBefore).execute();
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const sortedKeys = (keys: CountKey[]) => [...keys].sort((a, b) => compare(a.keyHash, b.keyHash));

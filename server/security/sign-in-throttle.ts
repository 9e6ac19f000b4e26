import type { Db } from '../db/connect';
import type { SignInScope } from '../db/schema';
import { throttlePlace } from './client-address';
import {
  type CountKey,
  cachedHashKey,
  ensureCounters,
  forgetCounter,
  isKnownPlace,
  keyedHash,
  lockCounters,
  pruneRecords,
  readCounters,
  rememberPlace,
  type StoredCount,
  uncount,
  writeCounters,
} from './sign-in-records';

/**
 * Sign-in throttling that an attacker cannot turn against staff. Failures are counted three ways:
 *
 * - per (account, place) pair: a brute force from one place on one account. Past its free
 *   failures each further attempt must wait a delay that doubles with every failure, up to a cap;
 * - per account, from places the account has not signed in from lately: a guess spread over
 *   many places. Anyone anywhere can drive this count, so it never makes anyone wait: past its
 *   free failures an attempt from such a place must carry a solved captcha instead, and then goes
 *   through (and is counted). The owner at a new address solves one and signs in; the owner's
 *   known places are not held back by it at all;
 * - per place, on accounts that have not signed in from it lately: one place trying many
 *   accounts, held back by waits like the pair. Colleagues who sign in from that place (an
 *   office behind one NAT address) are not held back by it, and their own typing mistakes there
 *   do not count towards it.
 *
 * An attacker with solved captchas is still held back by the pair and the place, which only the
 * attacker's own places reach: neither can be driven against the owner's new address.
 *
 * The counts live in the database (see sign-in-records.ts), so every server process shares them.
 * An attempt is counted before the password is checked and taken back when it succeeds, so
 * parallel guesses gain nothing: past the free failures only one attempt at a time gets through.
 */

export interface BackoffPolicy {
  /** Failures allowed before any wait is imposed. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles with each further failure. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export interface SignInThrottleOptions {
  perPair: BackoffPolicy;
  /**
   * Past its free failures an attempt needs a solved captcha, never a wait; its delays only say
   * how long the count is remembered (twice the longest wait, as for the other scopes).
   */
  perAccount: BackoffPolicy;
  perPlace: BackoffPolicy;
  /** A place stays known to an account this long after its last successful sign-in there. */
  knownPlaceDays: number;
  /** The clock, injectable so tests need not sleep. */
  now?: () => number;
}

/** 'abandoned': the attempt ended in a fault of the server's, counted neither way. */
export type AttemptOutcome = 'succeeded' | 'failed' | 'abandoned';

export type Admission =
  | { allowed: true; settle: (outcome: AttemptOutcome) => Promise<void> }
  /** The pair or the place must wait this long first. */
  | { allowed: false; refusal: 'wait'; retryAfterMs: number }
  /**
   * The account's count from unknown places is past its free failures: the attempt needs a solved
   * captcha. `captchaRefused` when one was offered and the verifier refused it.
   */
  | { allowed: false; refusal: 'captcha'; captchaRefused: boolean };

/** Whether the attempt carries a captcha the verifier accepts; asked only when one is needed. */
export type CaptchaCheck = () => Promise<boolean>;

export interface SignInThrottle {
  /**
   * Asks to try a sign-in; when allowed, the caller must settle the attempt with its outcome.
   * `captcha` is the attempt's solved captcha, if it carries one.
   */
  admit(account: string, address: string, captcha?: CaptchaCheck): Promise<Admission>;
}

/** The wait imposed after `failures` failures. */
export function backoffDelay(policy: BackoffPolicy, failures: number): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures, 40);
  return Math.min(policy.baseDelayMs * 2 ** doublings, policy.maxDelayMs);
}

/** Failures are forgotten after a quiet time of twice the longest wait. */
const forgetAfter = (policy: BackoffPolicy) => 2 * policy.maxDelayMs;

/** How often one process deletes what is forgotten; any process may, the deletes are idempotent. */
const PRUNE_EVERY_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function createSignInThrottle(db: Db, options: SignInThrottleOptions): SignInThrottle {
  const now = options.now ?? Date.now;
  const policies: Record<SignInScope, BackoffPolicy> = {
    pair: options.perPair,
    account: options.perAccount,
    place: options.perPlace,
  };
  const knownFor = options.knownPlaceDays * DAY_MS;
  const longestMemory = Math.max(...Object.values(policies).map(forgetAfter));
  let prunedAt = Number.NEGATIVE_INFINITY;
  const keyOf = cachedHashKey(db);

  /** Failures still remembered; a quiet counter starts again from none. */
  const remembered = (row: StoredCount, at: number) =>
    at - row.lastFailureAt > forgetAfter(policies[row.scope]) ? 0 : row.failures;

  const waitFor = (row: StoredCount, at: number) => {
    // The account's count asks for a captcha instead of a wait.
    if (row.scope === 'account') return 0;
    const delay = backoffDelay(policies[row.scope], remembered(row, at));
    // Another process's clock may run a little ahead: no delay means no wait, whatever the stamp.
    return delay === 0 ? 0 : Math.max(0, Math.min(delay, row.lastFailureAt + delay - at));
  };

  /** What the counts ask of an attempt now: the longest wait, and whether it needs a captcha. */
  const judge = (rows: StoredCount[], at: number) => ({
    wait: Math.max(0, ...rows.map((row) => waitFor(row, at))),
    needsCaptcha: rows.some(
      (row) => row.scope === 'account' && remembered(row, at) >= policies.account.freeFailures,
    ),
  });

  type Counted = { wait: number; needsCaptcha: boolean };

  /**
   * Counts the attempt on every key when none of them must wait and a captcha, if needed, was
   * solved; otherwise what held it back, and nothing is counted.
   */
  async function countAttempt(keys: CountKey[], at: number, captchaSolved: boolean): Promise<Counted> {
    const atDate = new Date(at);
    await ensureCounters(db, keys, atDate);
    return db.transaction().execute(async (trx) => {
      const rows = await lockCounters(trx, keys);
      const verdict = judge(rows, at);
      if (verdict.wait > 0 || (verdict.needsCaptcha && !captchaSolved)) return verdict;
      const before = new Map(rows.map((row) => [row.keyHash, remembered(row, at)]));
      await writeCounters(
        trx,
        keys.map((key) => ({ key, failures: (before.get(key.keyHash) ?? 0) + 1 })),
        atDate,
      );
      return { wait: 0, needsCaptcha: false };
    });
  }

  async function pruneWhenDue(at: number): Promise<void> {
    if (at - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = at;
    await pruneRecords(db, new Date(at - longestMemory), new Date(at - knownFor));
  }

  return {
    async admit(account, address, captcha) {
      const at = now();
      await pruneWhenDue(at);
      const key = await keyOf();
      const place = throttlePlace(address);
      const pair: CountKey = { scope: 'pair', keyHash: keyedHash(key, 'pair', account, place) };
      const known = await isKnownPlace(db, pair.keyHash, new Date(at - knownFor));
      const spread: CountKey[] = known
        ? []
        : [
            { scope: 'account', keyHash: keyedHash(key, 'account', account) },
            { scope: 'place', keyHash: keyedHash(key, 'place', place) },
          ];
      const keys = [pair, ...spread];
      // A first look without locks: a wait refuses at once, and the captcha is verified (a call to
      // its provider) only when the counts ask for one, and never while counters are locked.
      const seen = judge(await readCounters(db, keys), at);
      if (seen.wait > 0) return { allowed: false, refusal: 'wait', retryAfterMs: seen.wait };
      let captchaSolved = false;
      if (seen.needsCaptcha) {
        captchaSolved = captcha !== undefined && (await captcha());
        if (!captchaSolved)
          return { allowed: false, refusal: 'captcha', captchaRefused: captcha !== undefined };
      }
      // The locked look decides: another attempt may have been counted meanwhile.
      const counted = await countAttempt(keys, at, captchaSolved);
      if (counted.wait > 0) return { allowed: false, refusal: 'wait', retryAfterMs: counted.wait };
      if (counted.needsCaptcha) return { allowed: false, refusal: 'captcha', captchaRefused: false };

      let settled = false;
      return {
        allowed: true,
        async settle(outcome) {
          if (settled) return;
          settled = true;
          // A failure was counted when the attempt was admitted.
          if (outcome === 'failed') return;
          if (outcome === 'abandoned') {
            await uncount(db, [pair, ...spread]);
            return;
          }
          // A success clears its pair and makes the place known. The account and place counts
          // only lose this attempt: the owner signing in must not reset a distributed guess.
          await db.transaction().execute(async (trx) => {
            await forgetCounter(trx, pair);
            await uncount(trx, spread);
            await rememberPlace(trx, pair.keyHash, new Date(now()));
          });
        },
      };
    },
  };
}

/**
 * Sign-in throttling, kept in this process's memory: failures are counted per account (the
 * normalised email) and per client address, and past a number of free failures each further
 * attempt must wait a delay that doubles with every failure, up to a cap.
 */

export interface BackoffPolicy {
  /** Failures allowed before any wait is imposed. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles with each further failure. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export interface SignInThrottleOptions {
  perAccount: BackoffPolicy;
  perAddress: BackoffPolicy;
  /** The clock, injectable so tests need not sleep. */
  now?: () => number;
  /** Keys kept at most per kind; the least recently failed are forgotten first past it. */
  maxEntries?: number;
}

/** 'abandoned': the attempt ended in a fault of the server's, counted neither way. */
export type AttemptOutcome = 'succeeded' | 'failed' | 'abandoned';

export type Admission =
  | { allowed: true; settle: (outcome: AttemptOutcome) => void }
  | { allowed: false; retryAfterMs: number };

interface Entry {
  failures: number;
  /** Attempts admitted whose outcome is not known yet. */
  pending: number;
  blockedUntil: number;
  lastFailureAt: number;
}

/** The wait imposed after `failures` failures. */
export function backoffDelay(policy: BackoffPolicy, failures: number): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures, 40);
  return Math.min(policy.baseDelayMs * 2 ** doublings, policy.maxDelayMs);
}

class FailureBook {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly policy: BackoffPolicy,
    private readonly maxEntries: number,
  ) {}

  /** Milliseconds the key must still wait, or 0 when it may try now. */
  waitFor(key: string, now: number): number {
    const entry = this.entries.get(key);
    if (!entry) return 0;
    if (entry.blockedUntil > now) return entry.blockedUntil - now;
    // Past the free failures only one attempt at a time, so parallel guesses gain nothing.
    if (entry.pending > 0 && entry.failures + entry.pending >= this.policy.freeFailures) {
      return Math.max(this.policy.baseDelayMs, 1000);
    }
    return 0;
  }

  begin(key: string): void {
    const entry = this.entries.get(key) ?? { failures: 0, pending: 0, blockedUntil: 0, lastFailureAt: 0 };
    entry.pending += 1;
    this.entries.set(key, entry);
  }

  fail(key: string, now: number): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.pending = Math.max(0, entry.pending - 1);
    entry.failures += 1;
    entry.lastFailureAt = now;
    entry.blockedUntil = now + backoffDelay(this.policy, entry.failures);
    // Re-inserting keeps the map ordered by last failure, oldest first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.trim(now);
  }

  /** The attempt ended without a failure to count. */
  end(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.pending = Math.max(0, entry.pending - 1);
    if (entry.pending === 0 && entry.failures === 0) this.entries.delete(key);
  }

  clear(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    if (entry.pending > 0) Object.assign(entry, { failures: 0, blockedUntil: 0, lastFailureAt: 0 });
    else this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Failures are forgotten after a quiet time of twice the longest wait. */
  private forgettable(entry: Entry, now: number): boolean {
    return entry.pending === 0 && now - entry.lastFailureAt > 2 * this.policy.maxDelayMs;
  }

  private trim(now: number): void {
    if (this.entries.size <= this.maxEntries) return;
    for (const [key, entry] of this.entries) {
      if (this.forgettable(entry, now)) this.entries.delete(key);
    }
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(key);
    }
  }

  sweep(now: number): void {
    for (const [key, entry] of this.entries) {
      if (this.forgettable(entry, now)) this.entries.delete(key);
    }
  }
}

export interface SignInThrottle {
  /** Asks to try a sign-in; when allowed, the caller must settle the attempt with its outcome. */
  admit(account: string, address: string): Admission;
  /** How many accounts and addresses are remembered (for tests and bounded memory). */
  size(): { accounts: number; addresses: number };
}

const SWEEP_EVERY = 1000;

export function createSignInThrottle(options: SignInThrottleOptions): SignInThrottle {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 100_000;
  const accounts = new FailureBook(options.perAccount, maxEntries);
  const addresses = new FailureBook(options.perAddress, maxEntries);
  let admitted = 0;

  return {
    admit(account, address) {
      const at = now();
      admitted += 1;
      if (admitted % SWEEP_EVERY === 0) {
        accounts.sweep(at);
        addresses.sweep(at);
      }
      const wait = Math.max(accounts.waitFor(account, at), addresses.waitFor(address, at));
      if (wait > 0) return { allowed: false, retryAfterMs: wait };
      accounts.begin(account);
      addresses.begin(address);
      let settled = false;
      return {
        allowed: true,
        settle(outcome) {
          if (settled) return;
          settled = true;
          if (outcome === 'failed') {
            const failedAt = now();
            accounts.fail(account, failedAt);
            addresses.fail(address, failedAt);
          } else if (outcome === 'abandoned') {
            accounts.end(account);
            addresses.end(address);
          } else {
            // A success clears the account; the address keeps its failures, so one valid
            // account cannot be used to reset guessing at others from the same address.
            accounts.end(account);
            accounts.clear(account);
            addresses.end(address);
          }
        },
      };
    },
    size: () => ({ accounts: accounts.size, addresses: addresses.size }),
  };
}

/** 'a few seconds' style wording for the retry time in a 429 message. */
export function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

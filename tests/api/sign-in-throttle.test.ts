import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttlePlace } from '../../server/security/client-address';
import {
  type Admission,
  backoffDelay,
  createSignInThrottle,
  type SignInThrottle,
} from '../../server/security/sign-in-throttle';
import { describeWait } from '../../src/domain/server-messages';
import { startTestServer, type TestServer } from './harness';
import { testClock } from './security-app';

const policy = (freeFailures: number) => ({ freeFailures, baseDelayMs: 1000, maxDelayMs: 60_000 });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

let accounts = 0;
/** An account of its own for each test: the counts live in the one database they share. */
const freshAccount = () => {
  accounts += 1;
  return `throttle${accounts}-${Date.now()}@bank.tz`;
};

function throttleWith(limits: { pair: number; account: number; place: number }, now?: () => number) {
  return createSignInThrottle(server.db, {
    perPair: policy(limits.pair),
    perAccount: policy(limits.account),
    perPlace: policy(limits.place),
    knownPlaceDays: 90,
    ...(now ? { now } : {}),
  });
}

function allowed(admission: Admission) {
  if (!admission.allowed) throw new Error(`refused: ${JSON.stringify(admission)}`);
  return admission;
}

function refusedFor(admission: Admission): number {
  if (admission.allowed || admission.refusal !== 'wait') {
    throw new Error(`expected a wait, got ${JSON.stringify(admission)}`);
  }
  return admission.retryAfterMs;
}

/** The refusal that asks for a captcha; whether a captcha offered was refused. */
function captchaAsked(admission: Admission): boolean {
  if (admission.allowed || admission.refusal !== 'captcha') {
    throw new Error(`expected a captcha to be asked for, got ${JSON.stringify(admission)}`);
  }
  return admission.captchaRefused;
}

/** A captcha check that answers `solved`, and counts how often it was asked. */
function captchaSolved(solved: boolean) {
  const check = Object.assign(
    async () => {
      check.asked += 1;
      return solved;
    },
    { asked: 0 },
  );
  return check;
}

async function attempt(
  throttle: SignInThrottle,
  account: string,
  place: string,
  outcome: 'failed' | 'succeeded',
  captcha?: () => Promise<boolean>,
) {
  await allowed(await throttle.admit(account, place, captcha)).settle(outcome);
}

describe('sign-in throttle', () => {
  it('doubles the wait after each failure past the free ones, up to the cap', () => {
    const delays = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 50].map((n) => backoffDelay(policy(3), n));
    expect(delays).toEqual([0, 0, 0, 1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });

  it('makes one account from one place wait after its free failures, and a success clears the pair', async () => {
    const clock = testClock();
    const throttle = throttleWith({ pair: 3, account: 100, place: 100 }, clock.now);
    const amina = freshAccount();
    for (let i = 0; i < 3; i += 1) await attempt(throttle, amina, '10.0.0.1', 'failed');

    expect(refusedFor(await throttle.admit(amina, '10.0.0.1'))).toBe(1000);
    // Only that pair: the same account from elsewhere, and another account from there, go on.
    await attempt(throttle, amina, '10.0.0.2', 'failed');
    await attempt(throttle, freshAccount(), '10.0.0.1', 'failed');
    clock.advance(400);
    expect(refusedFor(await throttle.admit(amina, '10.0.0.1'))).toBe(600);
    clock.advance(600);
    await attempt(throttle, amina, '10.0.0.1', 'failed');
    expect(refusedFor(await throttle.admit(amina, '10.0.0.1'))).toBe(2000);
    clock.advance(2000);
    await attempt(throttle, amina, '10.0.0.1', 'succeeded');

    for (let i = 0; i < 3; i += 1) await attempt(throttle, amina, '10.0.0.1', 'failed');
    expect(refusedFor(await throttle.admit(amina, '10.0.0.1'))).toBe(1000);
  });

  it('asks for a captcha, never a wait, past the free failures of an account guessed from many places', async () => {
    const clock = testClock();
    const throttle = throttleWith({ pair: 3, account: 4, place: 100 }, clock.now);
    const owner = freshAccount();
    await attempt(throttle, owner, '192.0.2.10', 'succeeded');
    for (let i = 0; i < 4; i += 1) await attempt(throttle, owner, `198.51.100.${i}`, 'failed');

    // A new place: not made to wait, asked for a captcha; one the verifier refuses is said so.
    expect(captchaAsked(await throttle.admit(owner, '198.51.100.50'))).toBe(false);
    const refused = captchaSolved(false);
    expect(captchaAsked(await throttle.admit(owner, '198.51.100.50', refused))).toBe(true);
    expect(refused.asked).toBe(1);
    // With a solved captcha the attempt goes through, and is counted: the next is asked again.
    const solved = captchaSolved(true);
    await attempt(throttle, owner, '198.51.100.50', 'failed', solved);
    expect(solved.asked).toBe(1);
    expect(captchaAsked(await throttle.admit(owner, '198.51.100.51'))).toBe(false);
    await attempt(throttle, owner, '198.51.100.52', 'succeeded', captchaSolved(true));

    // The owner's known places sign in through the distributed guess, and do not reset it.
    await attempt(throttle, owner, '192.0.2.10', 'succeeded');
    expect(captchaAsked(await throttle.admit(owner, '198.51.100.53'))).toBe(false);
    // The owner's typing mistakes at a known place do not feed the account's count either.
    await attempt(throttle, owner, '192.0.2.10', 'failed');
    await attempt(throttle, owner, '192.0.2.10', 'succeeded');
    // Quiet for twice the longest wait, the guess is forgotten.
    clock.advance(2 * 60_000 + 1);
    await attempt(throttle, owner, '198.51.100.54', 'failed');
  });

  it('asks the captcha of its verifier only when one is needed, and not while the pair must wait', async () => {
    const clock = testClock();
    const throttle = throttleWith({ pair: 2, account: 2, place: 100 }, clock.now);
    const owner = freshAccount();
    const unasked = captchaSolved(true);
    await attempt(throttle, owner, '198.51.100.60', 'failed', unasked);
    await attempt(throttle, owner, '198.51.100.61', 'failed', unasked);
    expect(unasked.asked).toBe(0);
    // Past the account's free failures it is asked; past the pair's, the wait answers first.
    const asked = captchaSolved(true);
    await attempt(throttle, owner, '198.51.100.61', 'failed', asked);
    expect(asked.asked).toBe(1);
    const waiting = captchaSolved(true);
    expect(refusedFor(await throttle.admit(owner, '198.51.100.61', waiting))).toBe(1000);
    expect(waiting.asked).toBe(0);
  });

  it('makes a place wait even for attempts that carry a solved captcha', async () => {
    const clock = testClock();
    const throttle = throttleWith({ pair: 100, account: 1, place: 3 }, clock.now);
    const place = '198.51.100.70';
    const owner = freshAccount();
    const solved = captchaSolved(true);
    for (let i = 0; i < 3; i += 1) await attempt(throttle, owner, place, 'failed', solved);
    // Past the first failure each attempt needed its captcha, and had it; the place waits all the same.
    expect(solved.asked).toBe(2);
    expect(refusedFor(await throttle.admit(owner, place, solved))).toBe(1000);
  });

  it('holds back a place trying many accounts, but not colleagues who signed in from it', async () => {
    const clock = testClock();
    const throttle = throttleWith({ pair: 3, account: 100, place: 4 }, clock.now);
    const office = '203.0.113.7';
    const colleague = freshAccount();
    await attempt(throttle, colleague, office, 'succeeded');
    for (let i = 0; i < 4; i += 1) await attempt(throttle, freshAccount(), office, 'failed');

    expect(refusedFor(await throttle.admit(freshAccount(), office))).toBe(1000);
    await attempt(throttle, colleague, office, 'failed');
    await attempt(throttle, colleague, office, 'succeeded');
    // The colleague's failure and success changed nothing for the place.
    expect(refusedFor(await throttle.admit(freshAccount(), office))).toBe(1000);
    await attempt(throttle, freshAccount(), '203.0.113.8', 'succeeded');
  });

  it('counts an attempt before its outcome, so parallel guesses get no more than the free ones', async () => {
    const throttle = throttleWith({ pair: 2, account: 100, place: 100 }, testClock().now);
    const amina = freshAccount();
    const admissions = await Promise.all(Array.from({ length: 5 }, () => throttle.admit(amina, '10.0.0.1')));
    expect(admissions.filter((admission) => admission.allowed)).toHaveLength(2);
    // Abandoned attempts (a server fault) count neither way.
    for (const admission of admissions) if (admission.allowed) await admission.settle('abandoned');
    await attempt(throttle, amina, '10.0.0.1', 'failed');
    await attempt(throttle, amina, '10.0.0.1', 'failed');
    expect(refusedFor(await throttle.admit(amina, '10.0.0.1'))).toBe(1000);
  });

  it('shares its counts between server processes on one database', async () => {
    const clock = testClock();
    const first = throttleWith({ pair: 2, account: 100, place: 100 }, clock.now);
    const second = throttleWith({ pair: 2, account: 100, place: 100 }, clock.now);
    const amina = freshAccount();
    await attempt(first, amina, '10.0.0.1', 'failed');
    await attempt(second, amina, '10.0.0.1', 'failed');
    expect(refusedFor(await first.admit(amina, '10.0.0.1'))).toBe(1000);
    expect(refusedFor(await second.admit(amina, '10.0.0.1'))).toBe(1000);
  });

  it('stores accounts and places only as hashes, and forgets quiet counts and old places', async () => {
    const clock = testClock(Date.UTC(2031, 0, 1));
    const throttle = throttleWith({ pair: 2, account: 2, place: 2 }, clock.now);
    const amina = freshAccount();
    await attempt(throttle, amina, '10.9.8.7', 'succeeded');
    await attempt(throttle, amina, '10.9.8.6', 'failed');
    const stored = JSON.stringify([
      await server.db.selectFrom('sign_in_failures').selectAll().execute(),
      await server.db.selectFrom('sign_in_known_places').selectAll().execute(),
    ]);
    expect(stored).not.toContain(amina);
    expect(stored).not.toContain('10.9.8.');

    const since = new Date(clock.now() - 1);
    const rowsSince = async () =>
      (
        await server.db
          .selectFrom('sign_in_failures')
          .select('key_hash')
          .where('last_failure_at', '>=', since)
          .execute()
      ).length;
    expect(await rowsSince()).toBeGreaterThan(0);
    // Twice the longest wait later the counts are forgotten and deleted.
    clock.advance(2 * 60_000 + 60_001);
    await attempt(throttle, freshAccount(), '10.9.9.9', 'succeeded');
    expect(
      await server.db
        .selectFrom('sign_in_failures')
        .select('key_hash')
        .where('last_failure_at', '>=', since)
        .where('last_failure_at', '<', new Date(clock.now() - 2 * 60_000))
        .execute(),
    ).toEqual([]);
    const knownBefore = await server.db.selectFrom('sign_in_known_places').select('pair_hash').execute();
    clock.advance(91 * 24 * 60 * 60 * 1000);
    await attempt(throttle, freshAccount(), '10.9.9.9', 'failed');
    const knownAfter = await server.db.selectFrom('sign_in_known_places').select('pair_hash').execute();
    expect(knownAfter.length).toBeLessThan(knownBefore.length);
  });

  it('counts an IPv6 host by its /64 network, and an IPv4-mapped address as IPv4', () => {
    expect(throttlePlace('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(throttlePlace('2001:0DB8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(throttlePlace('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(throttlePlace('::1')).toBe('0:0:0:0::/64');
    expect(throttlePlace('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(throttlePlace('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(throttlePlace('192.0.2.1')).toBe('192.0.2.1');
  });

  it('words the wait for people', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(1500)).toBe('2 seconds');
    expect(describeWait(59_000)).toBe('59 seconds');
    expect(describeWait(60_000)).toBe('1 minute');
    expect(describeWait(15 * 60_000)).toBe('15 minutes');
  });
});

import { describe, expect, it } from 'vitest';
import {
  type Admission,
  backoffDelay,
  createSignInThrottle,
  describeWait,
} from '../../server/security/sign-in-throttle';
import { testClock } from './security-app';

const policy = (freeFailures: number) => ({ freeFailures, baseDelayMs: 1000, maxDelayMs: 60_000 });

function allowed(admission: Admission) {
  if (!admission.allowed) throw new Error(`refused for ${admission.retryAfterMs} ms`);
  return admission;
}

function refusedFor(admission: Admission): number {
  if (admission.allowed) throw new Error('allowed, expected a refusal');
  return admission.retryAfterMs;
}

describe('sign-in throttle', () => {
  it('doubles the wait after each failure past the free ones, up to the cap', () => {
    const delays = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 50].map((n) => backoffDelay(policy(3), n));
    expect(delays).toEqual([0, 0, 0, 1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });

  it('makes an account wait after its free failures, and a success clears them', () => {
    const clock = testClock();
    const throttle = createSignInThrottle({ perAccount: policy(3), perAddress: policy(100), now: clock.now });
    for (let i = 0; i < 3; i += 1) allowed(throttle.admit('amina@bank.tz', '10.0.0.1')).settle('failed');

    expect(refusedFor(throttle.admit('amina@bank.tz', '10.0.0.1'))).toBe(1000);
    // The account is what is throttled, from any address.
    expect(refusedFor(throttle.admit('amina@bank.tz', '10.0.0.2'))).toBe(1000);
    clock.advance(400);
    expect(refusedFor(throttle.admit('amina@bank.tz', '10.0.0.1'))).toBe(600);
    clock.advance(600);
    allowed(throttle.admit('amina@bank.tz', '10.0.0.1')).settle('failed');
    expect(refusedFor(throttle.admit('amina@bank.tz', '10.0.0.1'))).toBe(2000);
    clock.advance(2000);
    allowed(throttle.admit('amina@bank.tz', '10.0.0.1')).settle('succeeded');

    for (let i = 0; i < 3; i += 1) allowed(throttle.admit('amina@bank.tz', '10.0.0.1')).settle('failed');
    expect(refusedFor(throttle.admit('amina@bank.tz', '10.0.0.1'))).toBe(1000);
    // Other accounts are not affected.
    allowed(throttle.admit('baraka@bank.tz', '10.0.0.1')).settle('succeeded');
  });

  it('makes an address wait after failures across many accounts, and a success elsewhere does not reset it', () => {
    const clock = testClock();
    const throttle = createSignInThrottle({ perAccount: policy(100), perAddress: policy(4), now: clock.now });
    for (let i = 0; i < 4; i += 1) allowed(throttle.admit(`guess${i}@bank.tz`, '10.0.0.9')).settle('failed');
    allowed(throttle.admit('own@bank.tz', '10.0.0.8')).settle('succeeded');

    expect(refusedFor(throttle.admit('someone@bank.tz', '10.0.0.9'))).toBe(1000);
    allowed(throttle.admit('someone@bank.tz', '10.0.0.8')).settle('succeeded');
    clock.advance(1000);
    allowed(throttle.admit('own@bank.tz', '10.0.0.9')).settle('succeeded');
    allowed(throttle.admit('next@bank.tz', '10.0.0.9')).settle('failed');
    // The wait kept doubling: the success in between did not reset the address.
    expect(refusedFor(throttle.admit('other@bank.tz', '10.0.0.9'))).toBe(2000);
  });

  it('lets no more attempts run at once than the failures still free', () => {
    const throttle = createSignInThrottle({ perAccount: policy(2), perAddress: policy(100) });
    const first = allowed(throttle.admit('amina@bank.tz', '10.0.0.1'));
    const second = allowed(throttle.admit('amina@bank.tz', '10.0.0.1'));
    expect(refusedFor(throttle.admit('amina@bank.tz', '10.0.0.1'))).toBeGreaterThan(0);
    first.settle('abandoned');
    second.settle('abandoned');
    // Abandoned attempts (a server fault) count neither way.
    allowed(throttle.admit('amina@bank.tz', '10.0.0.1')).settle('failed');
    allowed(throttle.admit('amina@bank.tz', '10.0.0.1')).settle('failed');
    expect(refusedFor(throttle.admit('amina@bank.tz', '10.0.0.1'))).toBe(1000);
  });

  it('forgets failures after a quiet time and keeps its memory bounded', () => {
    const clock = testClock();
    const throttle = createSignInThrottle({
      perAccount: policy(3),
      perAddress: policy(1000),
      now: clock.now,
      maxEntries: 50,
    });
    for (let i = 0; i < 200; i += 1) allowed(throttle.admit(`user${i}@bank.tz`, '10.0.0.1')).settle('failed');
    expect(throttle.size().accounts).toBeLessThanOrEqual(50);
    // Successes leave nothing behind.
    for (let i = 0; i < 200; i += 1)
      allowed(throttle.admit(`ok${i}@bank.tz`, `10.1.0.${i}`)).settle('succeeded');
    expect(throttle.size().addresses).toBe(1);
    clock.advance(2 * 60_000 + 1);
    allowed(throttle.admit('late@bank.tz', '10.0.0.1')).settle('failed');
    expect(throttle.size().accounts).toBe(1);
  });

  it('words the wait for people', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(1500)).toBe('2 seconds');
    expect(describeWait(59_000)).toBe('59 seconds');
    expect(describeWait(60_000)).toBe('1 minute');
    expect(describeWait(15 * 60_000)).toBe('15 minutes');
  });
});

import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  type ClaimCover,
  checkClaim,
  paymentDue,
  personalCover,
  remainingBenefit,
} from '@/domain/claim-rules';

const TODAY = DateTime.fromISO('2026-11-22T10:00:00Z', { zone: 'utc' }) as DateTime<true>;
const COVER: ClaimCover = {
  status: 'covered',
  coverStartDate: '2026-01-10',
  waitingPeriodEnd: '2026-04-10',
  maximumBenefit: 50_000_000,
  funeralLumpSum: 5_000_000,
  claimedSoFar: 0,
};
const holder = { relationship: 'holder' as const, dob: '1980-01-01' };
const check = (overrides: Partial<Parameters<typeof checkClaim>[0]>, cover: Partial<ClaimCover> = {}) =>
  checkClaim(
    { type: 'repatriation', eventDate: '2026-11-01', amount: 1_000_000, insured: holder, ...overrides },
    { ...COVER, ...cover },
    TODAY,
  );

describe('claim rules (SPEC §9)', () => {
  it('takes a claim notified on the 30th day after the event, not the 31st', () => {
    expect(check({ eventDate: '2026-10-23' })).toEqual({});
    expect(check({ eventDate: '2026-10-22' }).eventDate).toMatch(/within 30 days/);
  });

  it('refuses events before the waiting period ends, and takes the day it ends', () => {
    const recent = { coverStartDate: '2026-09-01', waitingPeriodEnd: '2026-12-01' };
    expect(check({ eventDate: '2026-11-20' }, recent).eventDate).toMatch(/waiting period/);
    expect(check({ eventDate: '2026-11-01' }, { waitingPeriodEnd: '2026-11-01' })).toEqual({});
  });

  it("runs a person's waiting period from the day they joined a cover that had started", () => {
    // Joined on 2026-09-01, after the cover's start on 2026-01-10: waiting until 2026-12-01.
    const member = { relationship: 'holder' as const, dob: '1980-01-01', joinedOn: '2026-09-01' };
    expect(personalCover(COVER, '2026-09-01')).toEqual({
      startDate: '2026-09-01',
      waitingPeriodEnd: '2026-12-01',
    });
    expect(check({ insured: member, eventDate: '2026-11-01' }).eventDate).toMatch(/waiting period/);
    const spouse = { relationship: 'spouse' as const, dob: '1985-01-01', joinedOn: '2026-08-01' };
    expect(check({ insured: spouse, eventDate: '2026-11-01' })).toEqual({});
    // Whoever joined before the cover started waits from its start, as a holder does.
    expect(personalCover(COVER, '2025-06-01')).toEqual({
      startDate: '2026-01-10',
      waitingPeriodEnd: '2026-04-10',
    });
    expect(check({ insured: { ...member, joinedOn: '2025-06-01' } })).toEqual({});
    expect(personalCover(COVER, null)).toEqual({ startDate: '2026-01-10', waitingPeriodEnd: '2026-04-10' });
    // An event before the person joined was not theirs to claim.
    expect(
      check({ insured: { ...member, joinedOn: '2026-11-05' }, eventDate: '2026-11-01' }).eventDate,
    ).toMatch(/before the cover started/);
  });

  it('covers a child up to 21 on the day of the event', () => {
    const child = (dob: string) => ({ relationship: 'child' as const, dob });
    // At 21 with the proof of schooling a child over 17 needs (the next case).
    expect(check({ insured: child('2005-11-01'), schoolingProof: true })).toEqual({});
    expect(check({ insured: child('2004-10-31') }).beneficiaryId).toMatch(/age of 21/);
  });

  it('covers a child over 17 and up to 21 only with proof of full-time schooling, up to 17 always (DESIGN 14)', () => {
    const child = (dob: string) => ({ relationship: 'child' as const, dob });
    // 17 on the day of the event (2026-11-01): no proof needed.
    expect(check({ insured: child('2008-11-02') })).toEqual({});
    // 18 that day, and 21: the proof decides.
    for (const dob of ['2008-11-01', '2005-11-01']) {
      expect(check({ insured: child(dob) }).schoolingProof).toBe(
        'A child over 17 is covered only with proof of full-time schooling',
      );
      expect(check({ insured: child(dob), schoolingProof: true })).toEqual({});
    }
    // Past 21 the proof does not help; a spouse or the holder never needs it.
    expect(check({ insured: child('2004-10-31'), schoolingProof: true }).beneficiaryId).toMatch(/age of 21/);
    expect(check({ insured: child('2004-10-31') }).schoolingProof).toBeUndefined();
    expect(check({ insured: { relationship: 'spouse', dob: '2006-01-01' } })).toEqual({});
  });

  it('keeps the amount within the funeral lump sum and the remaining benefit', () => {
    expect(check({ type: 'funeral', amount: 5_000_000 })).toEqual({});
    expect(check({ type: 'funeral', amount: 5_000_001 }).amount).toMatch(/Tsh 5,000,000/);
    expect(check({ amount: 10_000_001 }, { claimedSoFar: 40_000_000 }).amount).toMatch(/Tsh 10,000,000/);
    expect(remainingBenefit({ maximumBenefit: 50_000_000, claimedSoFar: 60_000_000 })).toBe(0);
  });

  it('needs a covered record, and the payment falls due 48 hours after the last document', () => {
    expect(check({}, { status: 'in-progress' }).holder).toMatch(/covered/);
    const last = new Date('2026-11-20T08:00:00Z');
    expect(paymentDue(last)?.toISOString()).toBe('2026-11-22T08:00:00.000Z');
    expect(paymentDue(null)).toBeNull();
  });
});

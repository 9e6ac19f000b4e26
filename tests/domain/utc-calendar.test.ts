import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { isoDate, plusDays, plusMonths, plusYears } from '../../server/db/utc-calendar';

// From 1900 to 2100: every date of birth, enrolment and cover date the portal stores.
const instant = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 11, 31) });
const utc = (ms: number) => DateTime.fromMillis(ms, { zone: 'utc' });

describe('UTC calendar arithmetic matches Luxon in the UTC zone', () => {
  it('adds and subtracts days', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -40_000, max: 40_000 }), (ms, days) => {
        expect(plusDays(ms, days)).toBe(utc(ms).plus({ days }).toMillis());
      }),
      { numRuns: 2_000 },
    );
  });

  it('adds months and years, clamping the day to the month (31 January + 1 month, 29 February + 1 year)', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -1_200, max: 1_200 }), (ms, months) => {
        expect(plusMonths(ms, months)).toBe(utc(ms).plus({ months }).toMillis());
      }),
      { numRuns: 5_000 },
    );
    fc.assert(
      fc.property(instant, fc.integer({ min: -100, max: 100 }), (ms, years) => {
        expect(plusYears(ms, years)).toBe(utc(ms).plus({ years }).toMillis());
      }),
      { numRuns: 5_000 },
    );
    expect(isoDate(plusMonths(Date.UTC(2024, 0, 31, 13), 1))).toBe('2024-02-29');
    expect(isoDate(plusYears(Date.UTC(2024, 1, 29), 1))).toBe('2025-02-28');
    expect(isoDate(plusYears(Date.UTC(2024, 1, 29), -4))).toBe('2020-02-29');
  });

  it('formats the UTC date', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        expect(isoDate(ms)).toBe(utc(ms).toFormat('yyyy-MM-dd'));
      }),
      { numRuns: 2_000 },
    );
  });
});

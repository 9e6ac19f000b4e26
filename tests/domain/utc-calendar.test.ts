import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { ageInYears, isPlausibleBirthDate } from '@/domain/age';
import { localIsoDate } from '@/domain/local-date';
import { dayOf, isoDate, plusDays, plusMonths, plusYears, todayIso } from '@/domain/utc-calendar';

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

describe('the age rules without Luxon agree with Luxon', () => {
  // Luxon's reading, as the rules were written before: whole years of the UTC days between.
  const luxonAge = (dob: string, on: string) =>
    Math.floor(
      DateTime.fromISO(on, { zone: 'utc' })
        .startOf('day')
        .diff(DateTime.fromISO(dob, { zone: 'utc' }).startOf('day'), 'years').years,
    );
  const day = instant.map((ms) => isoDate(ms));

  it('counts whole years between a birth date and a day, either way round', () => {
    fc.assert(
      fc.property(day, day, (dob, on) => {
        expect(ageInYears(dob, on)).toBe(luxonAge(dob, on));
      }),
      { numRuns: 5_000 },
    );
  });

  it('ages one born on 29 February on 28 February, as Luxon does, and on the birthday, not the day before', () => {
    expect(ageInYears('2000-02-29', '2001-02-28')).toBe(luxonAge('2000-02-29', '2001-02-28'));
    expect(ageInYears('2000-02-29', '2001-02-28')).toBe(1);
    expect(ageInYears('2000-02-29', '2001-02-27')).toBe(0);
    expect(ageInYears('2000-02-29', '2004-02-29')).toBe(4);
    expect(ageInYears('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageInYears('1990-06-15', '2026-06-15')).toBe(36);
  });

  it('reads a birth date as plausible exactly when Luxon read it as a real date from 1900 to the day', () => {
    const written = fc.oneof(
      day,
      fc
        .tuple(
          fc.integer({ min: 1850, max: 2100 }),
          fc.integer({ min: 0, max: 13 }),
          fc.integer({ min: 0, max: 32 }),
        )
        .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
    );
    fc.assert(
      fc.property(written, day, (dob, on) => {
        const birth = DateTime.fromISO(dob, { zone: 'utc' });
        const expected =
          birth.isValid && birth.year >= 1900 && birth <= DateTime.fromISO(on, { zone: 'utc' });
        expect(isPlausibleBirthDate(dob, on)).toBe(expected);
      }),
      { numRuns: 5_000 },
    );
  });

  it('refuses what is not a YYYY-MM-DD date', () => {
    for (const text of ['', '1990-02-30', '1990-13-01', '1990-00-10', '1990-1-1', 'yesterday', '1990-01-01x'])
      expect(isPlausibleBirthDate(text, '2026-01-01'), text).toBe(false);
    expect(Number.isNaN(ageInYears('1990-02-30', '2026-01-01'))).toBe(true);
    // Years below 100 are not read as 19xx.
    expect(dayOf('0099-03-01')).toBe(DateTime.fromISO('0099-03-01', { zone: 'utc' }).toMillis());
  });

  it('takes today as the UTC date', () => {
    expect(todayIso(Date.UTC(2026, 10, 27, 23, 59))).toBe('2026-11-27');
  });
});

describe('the local date a date input offers at most', () => {
  it('is the device calendar date, as Luxon writes it', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        expect(localIsoDate(new Date(ms))).toBe(DateTime.fromMillis(ms).toISODate());
      }),
      { numRuns: 2_000 },
    );
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { uniqueDigits } from '../api/fixtures';

/** The keys tests give their records (id, account and phone numbers, surnames) never meet in a run. */
describe("the tests' unique keys", () => {
  it('are distinct however many a file draws, even cut to six digits, and as long as asked', () => {
    const keys = Array.from({ length: 5_000 }, () => uniqueDigits(6));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((key) => /^\d{6}$/.test(key))).toBe(true);
    expect(uniqueDigits(20)).toMatch(/^\d{20}$/);
  });

  it('come from the file run and a counter, never from random digits or the clock', () => {
    const source = readFileSync('tests/api/fixtures.ts', 'utf8');
    const body = source.slice(
      source.indexOf('function fileRunNumber'),
      source.indexOf('export const paymentAccount'),
    );
    expect(body).toContain('uniqueDigits');
    expect(body).not.toMatch(/Math\.random|randomInt|Date\.now|performance\.now/);
  });
});

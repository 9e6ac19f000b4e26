import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MissingEnvironmentVariable, readClientConfig } from '@/config';
import { formatDate } from '@/domain/dates';
import { formatTsh } from '@/domain/money';

describe('display helpers', () => {
  it('formats dates as MMM DD, YYYY without shifting the day', () => {
    expect(formatDate('1990-03-05')).toBe('Mar 05, 1990');
    expect(formatDate('2026-01-31T23:30:00.000Z')).toBe('Jan 31, 2026');
    expect(formatDate('1990-03-05', 'long')).toBe('March 05, 1990');
    expect(formatDate('1990-03-05', 'longNoPad')).toBe('March 5, 1990');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('formats whole TZS with the Tsh label', () => {
    expect(formatTsh(50_000_000)).toBe('Tsh 50,000,000');
    expect(formatTsh(0)).toBe('Tsh 0');
  });

  it('groups and rounds money as the en-US number format does, without building one per call', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const amounts = fc.oneof(
      fc.integer({ min: -1e15, max: 1e15 }),
      fc.double({ min: -1e15, max: 1e15, noNaN: true }),
      fc.constantFrom(999, 1_000, 999_999, 1_000_000, 2.5, -2.5, 1e21, Number.POSITIVE_INFINITY),
    );
    fc.assert(
      fc.property(amounts, (amount) => {
        // Intl writes "-0" for a negative amount that rounds to nothing; money shows "Tsh 0".
        const expected = Math.round(Math.abs(amount)) === 0 ? '0' : intl.format(amount);
        expect(formatTsh(amount)).toBe(`Tsh ${expected}`);
      }),
      { numRuns: 2_000 },
    );
    expect(formatTsh(-0.4)).toBe('Tsh 0');
    expect(formatTsh(-1_234_567)).toBe('Tsh -1,234,567');
  });
});

describe('client configuration', () => {
  it('reads both required values, and the support email with its default', () => {
    expect(readClientConfig({ VITE_API_BASE_URL: '/api/v1/', VITE_CAPTCHA_SITE_KEY: 'development' })).toEqual(
      {
        apiBaseUrl: '/api/v1',
        captchaSiteKey: 'development',
        supportEmail: 'bancassurance@bank.co.tz',
      },
    );
    const configured = readClientConfig({
      VITE_API_BASE_URL: '/api/v1',
      VITE_CAPTCHA_SITE_KEY: 'development',
      VITE_SUPPORT_EMAIL: ' help@bank.example ',
    });
    expect(configured.supportEmail).toBe('help@bank.example');
  });

  it.each(['VITE_API_BASE_URL', 'VITE_CAPTCHA_SITE_KEY'])('stops with the name of a missing %s', (name) => {
    const env: Record<string, string> = {
      VITE_API_BASE_URL: '/api/v1',
      VITE_CAPTCHA_SITE_KEY: 'development',
    };
    env[name] = ' ';
    expect(() => readClientConfig(env)).toThrow(new MissingEnvironmentVariable(name));
    expect(() => readClientConfig(env)).toThrow(`Missing required environment variable: ${name}`);
  });
});

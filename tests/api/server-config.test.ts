import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';

describe('server configuration', () => {
  it('refuses short first passwords for the admin and the staff', () => {
    expect(() => readConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD must be at least 12/);
    expect(() => readConfig({ STAFF_PASSWORD: 'short' })).toThrow(/STAFF_PASSWORD must be at least 12/);
    expect(readConfig({ STAFF_PASSWORD: 'long-enough-password' }).staffPassword).toBe('long-enough-password');
    expect(readConfig({}).staffPassword).toBeUndefined();
  });

  it('refuses to start in production without a captcha secret', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/CAPTCHA_SECRET is required/);
  });
});

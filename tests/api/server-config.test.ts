import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';

const PRODUCTION = {
  NODE_ENV: 'production',
  CAPTCHA_SECRET: '0x4AAAAAAAAreal-looking-secret',
  CAPTCHA_HOSTNAMES: 'portal.bank.co.tz',
  ADMIN_PASSWORD: 'a-long-admin-passphrase',
  STAFF_PASSWORD: 'a-long-staff-passphrase',
  SMTP_URL: 'smtp://relay.bank.internal:587',
};

describe('server configuration', () => {
  it('refuses short first passwords for the admin and the staff', () => {
    expect(() => readConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD must be at least 12/);
    expect(() => readConfig({ STAFF_PASSWORD: 'short' })).toThrow(/STAFF_PASSWORD must be at least 12/);
    expect(readConfig({ STAFF_PASSWORD: 'long-enough-password' }).staffPassword).toBe('long-enough-password');
    expect(readConfig({}).staffPassword).toBeUndefined();
  });

  it('starts in production with its own secrets', () => {
    expect(readConfig(PRODUCTION).nodeEnv).toBe('production');
  });

  it('refuses to start in production without a captcha secret', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/CAPTCHA_SECRET is required/);
    expect(() => readConfig({ ...PRODUCTION, CAPTCHA_SECRET: '' })).toThrow(/CAPTCHA_SECRET is required/);
  });

  it.each([
    '1x0000000000000000000000000000000AA',
    '2x0000000000000000000000000000000AA',
    '3x0000000000000000000000000000000AA',
  ])('refuses the published Turnstile test secret %s in production', (secret) => {
    expect(() => readConfig({ ...PRODUCTION, CAPTCHA_SECRET: secret })).toThrow(
      /CAPTCHA_SECRET is one of Cloudflare's published Turnstile test secrets/,
    );
    // Development may use them.
    expect(readConfig({ CAPTCHA_SECRET: secret }).captchaSecret).toBe(secret);
  });

  it('refuses to start in production without the first passwords, rather than print generated ones', () => {
    expect(() => readConfig({ ...PRODUCTION, ADMIN_PASSWORD: '' })).toThrow(/ADMIN_PASSWORD is required/);
    expect(() => readConfig({ ...PRODUCTION, STAFF_PASSWORD: undefined })).toThrow(
      /STAFF_PASSWORD is required/,
    );
  });

  it.each(['admin-password-123', 'staff-password-123', 'e2e-admin-password', 'E2E-STAFF-PASSWORD'])(
    'refuses the published password %s in production',
    (password) => {
      expect(() => readConfig({ ...PRODUCTION, ADMIN_PASSWORD: password })).toThrow(
        /ADMIN_PASSWORD is a published example or test password/,
      );
      expect(() => readConfig({ ...PRODUCTION, STAFF_PASSWORD: password })).toThrow(
        /STAFF_PASSWORD is a published example or test password/,
      );
    },
  );

  it("refuses to start in production without the portal's hostnames for the captcha, naming it", () => {
    expect(() => readConfig({ ...PRODUCTION, CAPTCHA_HOSTNAMES: '' })).toThrow(
      /refusing to start in production:\n {2}- CAPTCHA_HOSTNAMES is required in production/,
    );
    expect(readConfig(PRODUCTION).captchaHostnames).toEqual(['portal.bank.co.tz']);
  });

  it('refuses to start in production without SMTP_URL, naming it', () => {
    expect(() => readConfig({ ...PRODUCTION, SMTP_URL: '' })).toThrow(
      /refusing to start in production:\n {2}- SMTP_URL is required in production/,
    );
    // Elsewhere the emails are written to the log instead.
    expect(readConfig({}).mail.smtpUrl).toBeUndefined();
  });

  it('reads and checks the mail settings', () => {
    expect(readConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: 'BancAssurance <bancassurance@bank.co.tz>',
      supportEmail: 'bancassurance@bank.co.tz',
      pollSeconds: 10,
    });
    const set = readConfig({
      SMTP_URL: 'smtps://user:secret@mail.example.co.tz:465',
      MAIL_FROM: 'Benki <barua@bank.co.tz>',
      SUPPORT_EMAIL: 'msaada@bank.co.tz',
      MAIL_POLL_SECONDS: '3',
    }).mail;
    expect(set).toEqual({
      smtpUrl: 'smtps://user:secret@mail.example.co.tz:465',
      from: 'Benki <barua@bank.co.tz>',
      supportEmail: 'msaada@bank.co.tz',
      pollSeconds: 3,
    });
    expect(readConfig({ SUPPORT_EMAIL: 'msaada@bank.co.tz' }).mail.from).toBe(
      'BancAssurance <msaada@bank.co.tz>',
    );
    expect(() => readConfig({ SMTP_URL: 'https://mail.example.co.tz' })).toThrow(/SMTP_URL must be an smtp/);
    expect(() => readConfig({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL must be an smtp/);
    expect(() => readConfig({ SUPPORT_EMAIL: 'support' })).toThrow(/SUPPORT_EMAIL must be an email address/);
    expect(() => readConfig({ MAIL_FROM: 'Benki <barua>' })).toThrow(/MAIL_FROM must be an email address/);
    expect(() => readConfig({ MAIL_POLL_SECONDS: '0' })).toThrow(/MAIL_POLL_SECONDS must be a positive/);
  });

  it('names every problem at once', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(
      /refusing to start in production:\n {2}- CAPTCHA_SECRET is required[^\n]*\n {2}- ADMIN_PASSWORD is required[^\n]*\n {2}- STAFF_PASSWORD is required/,
    );
  });

  it('has production-sane abuse limits outside tests, generous ones in tests, and reads overrides', () => {
    const production = readConfig(PRODUCTION).limits;
    expect(production.signIn.freeFailuresPerPair).toBeLessThanOrEqual(10);
    expect(production.signIn.freeFailuresPerAccount).toBeLessThanOrEqual(25);
    expect(production.signIn.freeFailuresPerAddress).toBeLessThanOrEqual(50);
    expect(production.publicEnrolmentsPerWindow).toBeLessThanOrEqual(50);
    expect(production.publicUploadsPerWindow).toBeLessThanOrEqual(200);
    expect(production.enrolmentUploadFiles).toBeLessThanOrEqual(20);
    expect(production.enrolmentUploadBytes).toBeLessThanOrEqual(100 * 1024 * 1024);
    expect(production.publicUploadsUnreferencedMaxBytes).toBeLessThanOrEqual(10 * 1024 * 1024 * 1024);
    expect(readConfig({}).limits).toEqual(production);
    expect(readConfig({ NODE_ENV: 'test' }).limits.signIn.freeFailuresPerAccount).toBeGreaterThan(10_000);

    const tuned = readConfig({
      SIGN_IN_FREE_FAILURES_PER_PAIR: '4',
      SIGN_IN_FREE_FAILURES_PER_ACCOUNT: '7',
      SIGN_IN_FREE_FAILURES_PER_ADDRESS: '30',
      SIGN_IN_BASE_DELAY_SECONDS: '3',
      SIGN_IN_MAX_DELAY_SECONDS: '600',
      SIGN_IN_KNOWN_ADDRESS_DAYS: '30',
      RATE_LIMIT_WINDOW_SECONDS: '60',
      ENROLMENT_SESSIONS_PER_WINDOW: '4',
      PUBLIC_ENROLMENTS_PER_WINDOW: '5',
      PUBLIC_UPLOADS_PER_WINDOW: '6',
      ENROLMENT_UPLOAD_MAX_FILES: '8',
      ENROLMENT_UPLOAD_MAX_BYTES: '9000000',
      PUBLIC_UPLOADS_UNREFERENCED_MAX_BYTES: '500000000',
    }).limits;
    expect(tuned).toEqual({
      signIn: {
        freeFailuresPerPair: 4,
        freeFailuresPerAccount: 7,
        freeFailuresPerAddress: 30,
        baseDelaySeconds: 3,
        maxDelaySeconds: 600,
        knownAddressDays: 30,
      },
      windowSeconds: 60,
      enrolmentSessionsPerWindow: 4,
      publicEnrolmentsPerWindow: 5,
      publicUploadsPerWindow: 6,
      enrolmentUploadFiles: 8,
      enrolmentUploadBytes: 9_000_000,
      publicUploadsUnreferencedMaxBytes: 500_000_000,
    });
    expect(() => readConfig({ PUBLIC_UPLOADS_PER_WINDOW: '0' })).toThrow(/PUBLIC_UPLOADS_PER_WINDOW must be/);
    expect(() => readConfig({ SIGN_IN_BASE_DELAY_SECONDS: '90', SIGN_IN_MAX_DELAY_SECONDS: '60' })).toThrow(
      /must not exceed/,
    );
  });

  it('trusts a proxy only when told to', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => readConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY must be true or false/);
  });
});

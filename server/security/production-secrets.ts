/**
 * Secrets production must not start without. A default is as good as none: anyone can read it
 * in the repository, in Cloudflare's documentation or in a test suite.
 */

/** Cloudflare Turnstile's published test secrets: they pass (or fail) every captcha. */
const TURNSTILE_TEST_SECRET = /^[123]x0+AA$/i;

/** Passwords printed in this repository's docs, examples and tests. */
const PUBLISHED_PASSWORDS = new Set([
  'admin-password-123',
  'staff-password-123',
  'checker-password-123',
  'e2e-admin-password',
  'e2e-staff-password',
  'change-me-please',
  'changemeplease',
  'password1234',
  'password12345',
  'password123456',
  'administrator',
  '123456789012',
]);

export function isPublishedPassword(password: string): boolean {
  return PUBLISHED_PASSWORDS.has(password.trim().toLowerCase());
}

export function isTurnstileTestSecret(secret: string): boolean {
  return TURNSTILE_TEST_SECRET.test(secret.trim());
}

interface Secrets {
  captchaSecret: string | undefined;
  captchaHostnames: readonly string[];
  adminPassword: string | undefined;
  staffPassword: string | undefined;
  smtpUrl: string | undefined;
}

/** Every reason production would be unsafe with these secrets; empty when all is well. */
export function productionSecretProblems(secrets: Secrets): string[] {
  const problems: string[] = [];
  if (!secrets.captchaSecret) {
    problems.push('CAPTCHA_SECRET is required in production: the development captcha is refused there');
  } else if (isTurnstileTestSecret(secrets.captchaSecret)) {
    problems.push(
      "CAPTCHA_SECRET is one of Cloudflare's published Turnstile test secrets: set the site's real secret",
    );
  }
  for (const [name, value] of [
    ['ADMIN_PASSWORD', secrets.adminPassword],
    ['STAFF_PASSWORD', secrets.staffPassword],
  ] as const) {
    if (!value) {
      problems.push(
        `${name} is required in production: generated passwords would be printed to the server's output`,
      );
    } else if (isPublishedPassword(value)) {
      problems.push(`${name} is a published example or test password: choose your own`);
    }
  }
  if (!secrets.smtpUrl) {
    problems.push(
      "SMTP_URL is required in production: without it the customers' emails would only be written to the log",
    );
  }
  if (secrets.captchaHostnames.length === 0) {
    problems.push(
      "CAPTCHA_HOSTNAMES is required in production: the portal's hostnames, so a captcha solved on another site is refused",
    );
  }
  return problems;
}

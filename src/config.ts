/**
 * Browser configuration, read once from Vite's environment and checked at start-up
 * (SPEC §5: a missing value stops the app with 'Missing required environment variable').
 */
export interface ClientConfig {
  apiBaseUrl: string;
  captchaSiteKey: string;
  /** Shown on the enrolment conclusion page. */
  supportEmail: string;
}

const DEFAULT_SUPPORT_EMAIL = 'bancassurance@bank.co.tz';

export class MissingEnvironmentVariable extends Error {
  constructor(readonly variable: string) {
    super(`Missing required environment variable: ${variable}`);
  }
}

type Env = Record<string, string | boolean | undefined>;

function required(env: Env, name: string): string {
  const value = env[name];
  if (typeof value !== 'string' || value.trim() === '') throw new MissingEnvironmentVariable(name);
  return value.trim();
}

export function readClientConfig(env: Env = import.meta.env): ClientConfig {
  return {
    apiBaseUrl: required(env, 'VITE_API_BASE_URL').replace(/\/+$/, ''),
    captchaSiteKey: required(env, 'VITE_CAPTCHA_SITE_KEY'),
    supportEmail:
      typeof env.VITE_SUPPORT_EMAIL === 'string' && env.VITE_SUPPORT_EMAIL.trim()
        ? env.VITE_SUPPORT_EMAIL.trim()
        : DEFAULT_SUPPORT_EMAIL,
  };
}

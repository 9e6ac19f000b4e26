import { DEVELOPMENT_CAPTCHA_TOKEN } from '../../src/domain/captcha';
import type { ServerConfig } from '../config';

export type CaptchaVerifier = (token: string, remoteIp: string) => Promise<boolean>;

const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** Turnstile's siteverify when a secret is configured, else the development captcha. */
export function captchaVerifier(config: Pick<ServerConfig, 'captchaSecret' | 'nodeEnv'>): CaptchaVerifier {
  const secret = config.captchaSecret;
  if (!secret) {
    if (config.nodeEnv === 'production') throw new Error('CAPTCHA_SECRET is required in production');
    return async (token) => token === DEVELOPMENT_CAPTCHA_TOKEN;
  }
  return async (token, remoteIp) => {
    const body = new URLSearchParams({ secret, response: token, remoteip: remoteIp });
    try {
      const response = await fetch(SITEVERIFY_URL, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(5000),
      });
      const outcome = (await response.json()) as { success?: boolean };
      return outcome.success === true;
    } catch {
      return false;
    }
  };
}

import { DEVELOPMENT_CAPTCHA_TOKEN } from '../../src/domain/captcha';
import type { ServerConfig } from '../config';

export type CaptchaVerifier = (token: string, remoteIp: string) => Promise<boolean>;

type VerifierConfig = Pick<
  ServerConfig,
  'captchaSecret' | 'nodeEnv' | 'captchaVerifyUrl' | 'captchaVerifyTimeoutMs'
>;

/**
 * Turnstile's siteverify when a secret is configured, else the development captcha. With a secret
 * every token, the development one included, is asked of siteverify; only a 2xx answer whose JSON
 * says `"success": true` passes. No answer in time, an error status or an unreadable answer refuses.
 */
export function captchaVerifier(config: VerifierConfig): CaptchaVerifier {
  const secret = config.captchaSecret;
  if (!secret) {
    if (config.nodeEnv === 'production') throw new Error('CAPTCHA_SECRET is required in production');
    return async (token) => token === DEVELOPMENT_CAPTCHA_TOKEN;
  }
  return async (token, remoteIp) => {
    const body = new URLSearchParams({ secret, response: token, remoteip: remoteIp });
    try {
      const response = await fetch(config.captchaVerifyUrl, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(config.captchaVerifyTimeoutMs),
      });
      if (!response.ok) return false;
      const outcome = (await response.json()) as { success?: unknown } | null;
      return outcome?.success === true;
    } catch {
      return false;
    }
  };
}

import { type CaptchaAction, DEVELOPMENT_CAPTCHA_TOKEN } from '../../src/domain/captcha';
import type { ServerConfig } from '../config';
import { isTurnstileTestSecret } from '../security/production-secrets';

/** Whether `token` is a captcha solved on one of the portal's own pages for `action`. */
export type CaptchaVerifier = (token: string, remoteIp: string, action: CaptchaAction) => Promise<boolean>;

type VerifierConfig = Pick<
  ServerConfig,
  'captchaSecret' | 'captchaHostnames' | 'nodeEnv' | 'captchaVerifyUrl' | 'captchaVerifyTimeoutMs'
>;

interface SiteverifyAnswer {
  success?: unknown;
  hostname?: unknown;
  action?: unknown;
}

/**
 * Turnstile's siteverify when a secret is configured, else the development captcha. With a secret
 * every token, the development one included, is asked of siteverify; only a 2xx answer whose JSON
 * says `"success": true`, for one of the portal's hostnames (CAPTCHA_HOSTNAMES) and for the action
 * expected here, passes. A token solved on another site that shares the site key, or for another
 * of the portal's forms, is refused. No answer in time, an error status or an unreadable answer
 * refuses. Cloudflare's test secrets (never in production) answer for a made-up hostname and no
 * action: with one of them only `success` is read.
 */
export function captchaVerifier(config: VerifierConfig): CaptchaVerifier {
  const secret = config.captchaSecret;
  if (!secret) {
    if (config.nodeEnv === 'production') throw new Error('CAPTCHA_SECRET is required in production');
    return async (token) => token === DEVELOPMENT_CAPTCHA_TOKEN;
  }
  const checksOrigin = !isTurnstileTestSecret(secret);
  const hostnames = new Set(config.captchaHostnames.map((hostname) => hostname.toLowerCase()));
  if (checksOrigin && hostnames.size === 0)
    throw new Error('CAPTCHA_HOSTNAMES is required with CAPTCHA_SECRET');
  const solvedHere = (outcome: SiteverifyAnswer, action: CaptchaAction) =>
    !checksOrigin ||
    (typeof outcome.hostname === 'string' &&
      hostnames.has(outcome.hostname.toLowerCase()) &&
      outcome.action === action);
  return async (token, remoteIp, action) => {
    const body = new URLSearchParams({ secret, response: token, remoteip: remoteIp });
    try {
      const response = await fetch(config.captchaVerifyUrl, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(config.captchaVerifyTimeoutMs),
      });
      if (!response.ok) return false;
      const outcome = (await response.json()) as SiteverifyAnswer | null;
      return outcome?.success === true && solvedHere(outcome, action);
    } catch {
      return false;
    }
  };
}

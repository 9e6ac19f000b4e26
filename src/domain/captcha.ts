/**
 * The development captcha stands in for Turnstile when no real keys are configured
 * (development, tests, machines without internet). The server accepts its token only
 * when it has no captcha secret and is not running in production.
 */
export const DEVELOPMENT_CAPTCHA_SITE_KEY = 'development';
export const DEVELOPMENT_CAPTCHA_TOKEN = 'development-captcha-token';

/**
 * The development captcha stands in for Turnstile when no real keys are configured
 * (development, tests, machines without internet). The server accepts its token only
 * when it has no captcha secret and is not running in production.
 */
export const DEVELOPMENT_CAPTCHA_SITE_KEY = 'development';
export const DEVELOPMENT_CAPTCHA_TOKEN = 'development-captcha-token';

/**
 * What a captcha is solved for: the browser's widget names it, Turnstile signs it into the token,
 * and the server accepts a token only for the action it expects, so a token solved for the public
 * enrolment cannot open a staff sign-in, nor the other way round.
 */
export const CAPTCHA_ACTIONS = {
  enrolment: 'enrolment',
  signIn: 'sign-in',
} as const;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[keyof typeof CAPTCHA_ACTIONS];

/** The sign-in's field that carries a solved captcha, and that its refusal names when one is needed. */
export const SIGN_IN_CAPTCHA_FIELD = 'captchaToken';

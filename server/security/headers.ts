import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The captcha provider (Cloudflare Turnstile): its script and its challenge frame. */
export const CAPTCHA_ORIGIN = 'https://challenges.cloudflare.com';

/**
 * Security headers for every response, API and SPA alike. The policy allows the app's own
 * origin and the captcha provider only. Styles allow 'unsafe-inline' because Emotion (Chakra
 * UI) writes <style> tags at run time; scripts do not, and the built index.html has none inline.
 */
export const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'", CAPTCHA_ORIGIN],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Document previews are blob: URLs; the bundled font's subsets are data: URLs.
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: [CAPTCHA_ORIGIN],
  // A PDF opened from a blob: URL inherits this policy and needs the browser's viewer.
  objectSrc: ['blob:'],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
};

export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  strictTransportSecurity: { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true },
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  xContentTypeOptions: true,
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
};

/**
 * Sets the headers on every response. Helmet's middleware is built once: the Fastify plugin
 * rebuilds it, parsing the whole policy again, on every request (a twentieth of a list call's CPU).
 */
export function addSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet(HELMET_OPTIONS);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
}

/** For the few answers the router gives before any hook runs: an error body, nothing to render. */
export const ROUTER_ERROR_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

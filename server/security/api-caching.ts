import type { FastifyInstance } from 'fastify';

/**
 * Every API answer may carry personal data or a token (a record, a search's results, a sign-in,
 * an enrolment session, even an error quoting a field), so no browser, proxy or CDN may keep a
 * copy: `Cache-Control: no-store` on all of them. Set before the handler runs, so errors, 404s
 * and 429s carry it too; a handler may only make it stricter (the files route adds `private`).
 */
export function forbidStoringApiAnswers(app: FastifyInstance, apiPrefix: string): void {
  const api = new RegExp(`^${apiPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:[/?;]|$)`);
  app.addHook('onRequest', (request, reply, done) => {
    if (api.test(request.url)) reply.header('cache-control', 'no-store');
    done();
  });
}

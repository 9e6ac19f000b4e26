import type { FastifyInstance } from 'fastify';

/** While requests go on being refused, one line this often says how many. */
const EVERY_MS = 10_000;

/**
 * The line an operator alerts on when requests are answered 503 because the database cannot be
 * reached: the first such answer is logged at once, then one line every ten seconds while they
 * go on, with how many there were and why; never who asked or what for.
 */
export function addDatabaseOutageLog(app: FastifyInstance, now: () => number = Date.now): void {
  let answers = 0;
  let lastLine = Number.NEGATIVE_INFINITY;
  app.addHook('onResponse', async (request) => {
    const reason = request.databaseUnavailable;
    if (!reason) return;
    answers += 1;
    const at = now();
    if (at - lastLine < EVERY_MS) return;
    app.log.error(
      { databaseUnavailable: { reason, answers } },
      'database unavailable: requests answered 503 with Retry-After',
    );
    lastLine = at;
    answers = 0;
  });
}

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like: anything else (spaces, line breaks, a megabyte) is not logged. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Each request's id, which Fastify puts on every log line of the request: the one a trusted
 * proxy sent, so one id follows the request from the balancer to the database, else a new one.
 */
export function requestIdGenerator(trustProxy: boolean) {
  return (request: IncomingMessage): string => {
    const sent = trustProxy ? request.headers[REQUEST_ID_HEADER] : undefined;
    return typeof sent === 'string' && SAFE_ID.test(sent) ? sent : randomUUID();
  };
}

/** Every answer names its request, so a user's report or a proxy's log finds the server's lines. */
export function addRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}

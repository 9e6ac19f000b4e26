import type { RateLimitOptions, RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { serverMessage } from '../../src/domain/server-messages';
import type { AbuseLimits } from '../config';
import type { Db } from '../db/connect';
import { ApiError } from '../errors';
import { databaseRateLimitStore } from './rate-limit-store';

/**
 * Per-address limits on what the public can do without signing in: start an enrolment
 * session, submit an enrolment and upload its documents. Staff are not limited here.
 * Counts live in the database, shared by every server process.
 */
export const rateLimitPluginOptions = (db: Db): RateLimitPluginOptions => ({
  global: false,
  store: databaseRateLimitStore(db),
  // The routes' own onRequest guard runs first, so the caller is known when counting.
  hook: 'onRequest',
  errorResponseBuilder: (_request, context) => new ApiError(429, serverMessage.tooManyRequests(context.ttl)),
});

const staffCaller = (request: FastifyRequest) => request.caller.kind === 'staff';

/** The rate limit of an operation, or undefined when it has none. */
export function publicRateLimit(operationId: string, limits: AbuseLimits): RateLimitOptions | undefined {
  const timeWindow = limits.windowSeconds * 1000;
  switch (operationId) {
    case 'startEnrolmentSession':
      return { max: limits.enrolmentSessionsPerWindow, timeWindow };
    case 'createDiaspora':
      return { max: limits.publicEnrolmentsPerWindow, timeWindow, allowList: staffCaller };
    case 'uploadFile':
      return { max: limits.publicUploadsPerWindow, timeWindow, allowList: staffCaller };
    default:
      return undefined;
  }
}

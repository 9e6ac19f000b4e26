import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffTokenCache } from '../auth/token-cache';
import type { CaptchaVerifier } from '../captcha/verify';
import type { ServerConfig } from '../config';
import type { JsonBodyOf, OperationId, PathOf, QueryOf } from '../contract-types';
import type { Db } from '../db/connect';
import type { FileStorage } from '../files/storage';

/** What every route handler may use; tests build it with their own database and storage. */
export interface ServiceContext {
  db: Db;
  config: ServerConfig;
  storage: FileStorage;
  verifyCaptcha: CaptchaVerifier;
  lifecycle: Lifecycle;
  /** Staff tokens' users this process remembers; a change it makes itself is forgotten at once. */
  staffTokens: StaffTokenCache;
  /** Starts this process's results-file work at once (an upload or an approval has just come). */
  wakeResultsWork: () => void;
}

/** Where the process is in its life: once draining, readiness fails and nothing new should come. */
export interface Lifecycle {
  draining: boolean;
}

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type Handlers = Partial<Record<OperationId, Handler>>;

/** Request parts, already validated against openapi.yaml, with their contract types. */
export const queryOf = <Op extends OperationId>(request: FastifyRequest, _op: Op) =>
  request.query as QueryOf<Op>;
export const pathOf = <Op extends OperationId>(request: FastifyRequest, _op: Op) =>
  request.params as PathOf<Op>;
export const bodyOf = <Op extends OperationId>(request: FastifyRequest, _op: Op) =>
  request.body as JsonBodyOf<Op>;
export const idempotencyKey = (request: FastifyRequest): string | undefined => {
  const value = request.headers['idempotency-key'];
  return typeof value === 'string' ? value : undefined;
};

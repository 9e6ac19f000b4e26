import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from '../../src/api/schema.gen';
import type { CaptchaVerifier } from '../captcha/verify';
import type { ServerConfig } from '../config';
import type { Db } from '../db/connect';
import type { FileStorage } from '../files/storage';

/** What every route handler may use; tests build it with their own database and storage. */
export interface ServiceContext {
  db: Db;
  config: ServerConfig;
  storage: FileStorage;
  verifyCaptcha: CaptchaVerifier;
}

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type OperationId = keyof operations;
export type Handlers = Partial<Record<OperationId, Handler>>;

export type Schemas = components['schemas'];
export type QueryOf<Op extends OperationId> = NonNullable<operations[Op]['parameters']['query']>;
export type PathOf<Op extends OperationId> = NonNullable<operations[Op]['parameters']['path']>;
export type JsonBodyOf<Op extends OperationId> = operations[Op] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

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

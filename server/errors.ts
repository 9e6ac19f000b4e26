import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type NotFoundThing, SERVER_MESSAGES, serverMessage } from '../src/domain/server-messages';
import { databaseUnavailableReason } from './db/unavailable';

declare module 'fastify' {
  interface FastifyRequest {
    /** Why the request was answered 503 for want of the database, for the operators' log and metrics. */
    databaseUnavailable?: string;
  }
}

/** The error body of SPEC §8: `respMsg` plus a `messages` map of field path to message. */
export interface ErrorBody {
  respMsg: string;
  messages: Record<string, string>;
  status: number;
}

export const UNEXPECTED = SERVER_MESSAGES.unexpected;

/** The seconds a client is asked to wait (`Retry-After`) while the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly respMsg: string,
    readonly messages: Record<string, string> = {},
  ) {
    super(respMsg);
  }
}

export const badRequest = (messages: Record<string, string>, respMsg?: string) =>
  new ApiError(400, respMsg ?? Object.values(messages)[0] ?? SERVER_MESSAGES.invalidRequest, messages);
export const notFound = (what: NotFoundThing) => new ApiError(404, serverMessage.notFound(what));
export const unauthorized = (respMsg: string = SERVER_MESSAGES.signInRequired) => new ApiError(401, respMsg);
export const forbidden = (respMsg: string = SERVER_MESSAGES.notPermitted) => new ApiError(403, respMsg);
export const conflict = (respMsg: string, messages: Record<string, string> = {}) =>
  new ApiError(409, respMsg, messages);

export function errorBody(status: number, respMsg: string, messages: Record<string, string> = {}): ErrorBody {
  return { respMsg, messages, status };
}

interface AjvIssue {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string | undefined;
}

const FIELD_LABELS: Record<string, string> = {
  dob: 'date of birth',
  idNumber: 'id number',
  idType: 'id type',
  idCopy: 'id copy',
  maritalStatus: 'marital status',
  accountNumber: 'account number',
  membersCount: 'members count',
  copyOfProof: 'proof of relationship',
  policyId: 'policy',
};

/** 'firstName' -> 'first name', with a few domain words spelled out. */
export function fieldLabel(path: string): string {
  const last = path.split('.').pop() ?? path;
  return FIELD_LABELS[last] ?? last.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

function typeOfValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Turns schema validation issues into the per-field messages of SPEC §5 and §8. */
export function messagesFromValidation(
  issues: AjvIssue[],
  context: string,
  input: unknown,
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const segments = issue.instancePath.split('/').filter(Boolean);
    let path = segments.join('.');
    let message: string;
    if (issue.keyword === 'required') {
      path = [...segments, String(issue.params.missingProperty)].join('.');
      message = SERVER_MESSAGES.required;
    } else if (issue.keyword === 'additionalProperties') {
      path = [...segments, String(issue.params.additionalProperty)].join('.');
      message = SERVER_MESSAGES.fieldNotAllowed;
    } else if (issue.keyword === 'type') {
      const actual = segments.reduce<unknown>(
        (value, key) =>
          value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
        input,
      );
      message = serverMessage.expectedType(String(issue.params.type), typeOfValue(actual));
    } else if (issue.keyword === 'format' && issue.params.format === 'email') {
      message = SERVER_MESSAGES.invalidEmail;
    } else if (issue.keyword === 'maxItems') {
      message = serverMessage.atMost(Number(issue.params.limit));
    } else if (issue.keyword === 'minItems') {
      message = serverMessage.atLeast(Number(issue.params.limit));
    } else {
      message = path ? serverMessage.provideAValid(fieldLabel(path)) : SERVER_MESSAGES.invalidRequest;
    }
    const key = path || context;
    if (!(key in messages)) messages[key] = message;
  }
  return messages;
}

const PG_UNIQUE_VIOLATION = '23505';
const PG_FOREIGN_KEY_VIOLATION = '23503';
const PG_CHECK_VIOLATION = '23514';

function pgCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

export const isForeignKeyViolation = (error: unknown): boolean => pgCode(error) === PG_FOREIGN_KEY_VIOLATION;

/**
 * Unique indexes a request can meet outside its own create, said in words: approving or reinstating
 * a diaspora flagged as a possible duplicate brings it under the one-record-per-id-number rule.
 */
const UNIQUE_CLASHES: Record<string, [field: string, message: string]> = {
  diasporas_id_number: ['idNumber', SERVER_MESSAGES.liveDiasporaHoldsId],
};

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (pgCode(error) !== PG_UNIQUE_VIOLATION) return false;
  return constraint === undefined || (error as { constraint?: string }).constraint === constraint;
}

export function errorHandler(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    return reply.status(error.status).send(errorBody(error.status, error.respMsg, error.messages));
  }
  const validation = (error as FastifyError).validation;
  // A response that breaks the contract is the server's fault, never the client's.
  if (validation && (error as FastifyError).code !== 'FST_RESPONSE_VALIDATION_FAILED_VALIDATION') {
    const context = (error as FastifyError).validationContext ?? 'body';
    const source =
      context === 'body' ? request.body : context === 'querystring' ? request.query : request.params;
    const messages = messagesFromValidation(validation as AjvIssue[], context, source);
    return reply
      .status(400)
      .send(errorBody(400, Object.values(messages)[0] ?? SERVER_MESSAGES.invalidRequest, messages));
  }
  // A restart, a failover or a full pool: the same request may well succeed in a moment.
  const unavailable = databaseUnavailableReason(error);
  if (unavailable) {
    request.databaseUnavailable = unavailable;
    return reply
      .status(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .send(errorBody(503, SERVER_MESSAGES.databaseUnavailable));
  }
  const code = pgCode(error);
  if (code === PG_UNIQUE_VIOLATION) {
    const clash = UNIQUE_CLASHES[(error as { constraint?: string }).constraint ?? ''];
    if (clash) return reply.status(409).send(errorBody(409, clash[1], { [clash[0]]: clash[1] }));
    return reply.status(409).send(errorBody(409, SERVER_MESSAGES.recordExists));
  }
  if (code === PG_FOREIGN_KEY_VIOLATION || code === PG_CHECK_VIOLATION) {
    return reply.status(400).send(errorBody(400, SERVER_MESSAGES.unknownReference));
  }
  const status = (error as FastifyError).statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    const respMsg =
      status === 413
        ? SERVER_MESSAGES.tooLarge
        : status === 415
          ? SERVER_MESSAGES.unsupportedContentType
          : SERVER_MESSAGES.invalidRequest;
    return reply.status(status).send(errorBody(status, respMsg));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(errorBody(500, UNEXPECTED));
}

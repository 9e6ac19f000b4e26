import type { FastifyRequest } from 'fastify';

/**
 * What never reaches the logs: tokens, passwords, identity and account numbers. Request bodies
 * and headers are not logged at all (see serializeRequest); these paths cover what a handler or
 * an error might carry. Explicit paths only: pino's wildcards cost ten times as much per line.
 */
const SECRET_FIELDS = ['password', 'token', 'captchaToken', 'idNumber', 'nidaNumber', 'accountNumber'];
const SECRET_HEADERS = ['authorization', 'x-enrolment-token', 'cookie', 'set-cookie'];

export const REDACT_PATHS = [
  ...['', 'body.', 'req.body.', 'data.', 'input.'].flatMap((prefix) =>
    SECRET_FIELDS.map((field) => `${prefix}${field}`),
  ),
  // @fastify/multipart logs the request's headers at trace level as busboyOptions.
  ...['headers', 'req.headers', 'res.headers', 'busboyOptions.headers'].flatMap((prefix) =>
    SECRET_HEADERS.map((header) => `${prefix}["${header}"]`),
  ),
  // A database error may quote the offending row or the statement's values.
  'err.detail',
  'err.parameters',
  'err.params',
  'err.where',
  'err.internalQuery',
];

/** Query parameters whose values may be a person's name or id number. */
const SENSITIVE_QUERY = new Set(['search', 'keyword', 'q']);

/**
 * Parameter names that carry a credential, however a client spells them: token, access_token,
 * enrolmentToken, Authorization, api_key, password, session, signature and the like.
 */
const CREDENTIAL_NAME = /token|auth|key|secret|pass|session|sig|credential/i;

/** The portal's own tokens (see server/auth/tokens.ts), wherever in the address they appear. */
const PORTAL_TOKEN = /(?<![A-Za-z0-9])(stf|enr)(?:_|%5f)[A-Za-z0-9_%-]+/gi;

/** A `name=value` after `?`, `&` or `;` (a path parameter too), up to the next separator. */
const PARAMETER = /([?&;])([^=&;?#]*)=([^&;#]*)/g;

function isSecretParameter(rawName: string): boolean {
  const name = decodeURIComponentSafely(rawName)
    .replace(/\[[^\]]*\]$/, '')
    .trim();
  return SENSITIVE_QUERY.has(name.toLowerCase()) || CREDENTIAL_NAME.test(name);
}

/**
 * The address as the logs keep it: a token in the query (or a path parameter) is hidden like an
 * Authorization header's, and so are searches, which may be a person's name or id number.
 */
export function redactUrl(url: string): string {
  return url
    .replace(PARAMETER, (whole, separator: string, name: string) =>
      isSecretParameter(name) ? `${separator}${name}=[Redacted]` : whole,
    )
    .replace(PORTAL_TOKEN, '$1_[Redacted]');
}

function decodeURIComponentSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Fastify's request serializer, with searches hidden. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

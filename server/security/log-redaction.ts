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
const SENSITIVE_QUERY = new Set(['search', 'keyword', 'q', 'token']);

export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      return SENSITIVE_QUERY.has(decodeURIComponentSafely(name)) ? `${name}=[Redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
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

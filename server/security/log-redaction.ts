import type { FastifyRequest } from 'fastify';

/**
 * What never reaches the logs: tokens, passwords, identity and account numbers. Request bodies
 * are not logged at all; these paths cover headers, errors and anything a handler might log.
 */
const SECRET_FIELDS = [
  'password',
  'token',
  'captchaToken',
  'idNumber',
  'nidaNumber',
  'nida',
  'accountNumber',
  'authorization',
  'x-enrolment-token',
  'cookie',
  'set-cookie',
];

const at = (prefix: string, field: string) =>
  /^[A-Za-z_$][\w$]*$/.test(field) ? `${prefix}.${field}` : `${prefix}["${field}"]`;

export const REDACT_PATHS = [
  ...SECRET_FIELDS.flatMap((field) => [
    field.includes('-') ? `["${field}"]` : field,
    at('*', field),
    at('*.*', field),
    at('req.headers', field),
    at('res.headers', field),
    at('req.body', field),
    at('body', field),
    at('data', field),
    at('*.data', field),
  ]),
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

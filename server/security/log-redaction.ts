import type { FastifyRequest } from 'fastify';
import { loadSpec } from '../openapi';
import { type LoggedRoute, loggedRoutes, routeOf, UUID } from './loggable-parameters';

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
  // @fastify/multipart logs the request's headers at trace level as busboyOptions.headers.
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

const REDACTED = '[Redacted]';

/** The portal's own tokens (see server/auth/tokens.ts), wherever in the address they appear. */
const PORTAL_TOKEN = /(?<![A-Za-z0-9])(stf|enr)(?:_|%5f)[A-Za-z0-9_%-]+/gi;

const API_PREFIX = ['api', 'v1'];

/**
 * A path segment or parameter name outside the contract (a client route, an asset, a mistyped
 * address) is kept only when it is an id the portal made or looks like a word: no `@`, no encoded
 * bytes, no run of four digits and at most six in all, so an email, a mobile, an id or an account
 * number never is.
 */
const WORD = /^[A-Za-z0-9._~-]{1,64}$/;
const looksLikeAWord = (text: string) =>
  UUID.test(text) || (WORD.test(text) && !/[0-9]{4}/.test(text) && (text.match(/[0-9]/g)?.length ?? 0) <= 6);

let routes: LoggedRoute[] | undefined;
const contractRoutes = () => {
  routes ??= loggedRoutes(loadSpec());
  return routes;
};

function decoded(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

function loggedPath(path: string, route: LoggedRoute | undefined): string {
  const segments = path.split('/');
  return segments
    .map((segment, at) => {
      if (at === 0 || segment === '') return segment;
      const expected = route?.segments[at - 1 - API_PREFIX.length];
      if (route && at > API_PREFIX.length) {
        if (typeof expected === 'string') return segment;
        return expected?.check?.(decoded(segment)) ? segment : REDACTED;
      }
      return looksLikeAWord(segment) ? segment : REDACTED;
    })
    .join('/');
}

/** Each `name=value` keeps its value only when the operation declares it harmless and it passes its check. */
function loggedQuery(query: string, route: LoggedRoute | undefined): string {
  return query
    .split(/([&;])/)
    .map((piece, at) => {
      if (at % 2 === 1 || piece === '') return piece;
      const equals = piece.indexOf('=');
      const name = equals < 0 ? piece : piece.slice(0, equals);
      const value = equals < 0 ? undefined : piece.slice(equals + 1);
      const declared = route?.query.has(name) === true;
      const shownName = declared || looksLikeAWord(name) ? name : REDACTED;
      if (value === undefined) return shownName;
      const keep = value === '' || route?.query.get(name)?.(decoded(value)) === true;
      return `${shownName}=${keep ? value : REDACTED}`;
    })
    .join('');
}

/**
 * The address as the logs keep it. The query keeps only the values the contract says are
 * harmless (paging, statuses, kinds, months: `server/security/loggable-parameters.ts`); every
 * other value is hidden, searches and id numbers first. A path keeps its words and the ids the
 * portal made; a segment that is neither (a mobile where an id belongs, an email in a mistyped
 * address) is hidden, and so are the portal's tokens wherever they appear.
 */
export function redactUrl(url: string, method = 'GET'): string {
  const hash = url.indexOf('#');
  const address = hash < 0 ? url : url.slice(0, hash);
  const question = address.indexOf('?');
  const path = question < 0 ? address : address.slice(0, question);
  const segments = path.split('/').slice(1);
  const underApi = API_PREFIX.every((word, at) => segments[at] === word);
  const verb = method === 'HEAD' ? 'GET' : method;
  const route = underApi ? routeOf(contractRoutes(), verb, segments.slice(API_PREFIX.length)) : undefined;
  const queryRoute = route?.method === verb ? route : undefined;
  const logged =
    loggedPath(path, route) +
    (question < 0 ? '' : `?${loggedQuery(address.slice(question + 1), queryRoute)}`) +
    (hash < 0 ? '' : `#${REDACTED}`);
  return logged.replace(PORTAL_TOKEN, `$1_${REDACTED}`);
}

/** Fastify's request serializer: the address with every personal value hidden, never the headers or body. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url, request.method),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

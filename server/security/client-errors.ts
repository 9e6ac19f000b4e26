import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { errorBody } from '../errors';
import { ROUTER_ERROR_HEADERS } from './headers';

/**
 * Requests Node refuses before Fastify sees them (an address or headers over Node's 16 KB, a
 * request that is not HTTP, one too slow to arrive) answer with the SPEC §8 error body and the
 * security headers, instead of Fastify's own body. The connection is closed after it: what
 * follows on it cannot be read as a request.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A connection the client reset has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, respMsg] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, SERVER_MESSAGES.headersTooLong]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, SERVER_MESSAGES.requestTooSlow]
        : [400, SERVER_MESSAGES.notHttp];
  const body = JSON.stringify(errorBody(status, respMsg));
  const headers: Record<string, string> = {
    ...ROUTER_ERROR_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  if (socket.writable) {
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let port: number;
beforeAll(async () => {
  server = await startTestServer();
  // Node refuses these before Fastify's inject could see them: only a real socket shows the answer.
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await server.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as they are and reads the answer until the server closes the connection. */
function sendRaw(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close while the rest of an oversized request is still being written.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(request);
  });
}

function expectErrorAnswer(answer: RawAnswer, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['cache-control']).toBe('no-store');
  const body = JSON.parse(answer.body) as { respMsg: unknown; messages: unknown; status: unknown };
  expect(body).toEqual({ respMsg: expect.any(String), messages: {}, status });
  expect(String(body.respMsg).length).toBeGreaterThan(0);
}

describe('requests Node refuses before the app', () => {
  it('answer an over-long address with 431 and the SPEC §8 error body', async () => {
    const answer = await sendRaw(
      `GET /api/v1/health?pad=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expectErrorAnswer(answer, 431);
    expect(JSON.parse(answer.body).respMsg).toMatch(/too long/);
  });

  it('answer over-long headers with 431 and the SPEC §8 error body', async () => {
    const answer = await sendRaw(
      `GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'b'.repeat(20_000)}\r\n\r\n`,
    );
    expectErrorAnswer(answer, 431);
  });

  it('answer bytes that are not HTTP with 400 and the SPEC §8 error body', async () => {
    expectErrorAnswer(await sendRaw('HELLO THERE\r\n\r\n'), 400);
  });

  it('still answer a request of ordinary size', async () => {
    const answer = await sendRaw(
      'GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(200);
  });
});

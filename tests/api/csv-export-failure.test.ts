import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_CHUNK, sendCsv } from '../../server/exports/csv';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { expectErrorBody, startTestServer, type TestServer } from './harness';

/** An export over a real connection whose chunk reader fails on the chunk named, the log kept. */
async function exportFailingAt(failingChunk: number) {
  const logged: string[] = [];
  const app: FastifyInstance = Fastify({
    logger: {
      level: 'error',
      stream: new Writable({
        write(line, _encoding, done) {
          logged.push(String(line));
          done();
        },
      }),
    },
  });
  let chunk = 0;
  app.get('/export', (_request, reply) =>
    sendCsv(reply, {
      filename: 'export.csv',
      header: ['reference'],
      fetchChunk: async () => {
        chunk += 1;
        if (chunk === failingChunk) throw new Error('the connection to the database was lost');
        // Full chunks, so that the export asks for the next one.
        return Array.from({ length: EXPORT_CHUNK }, (_, index) => ({ id: `${chunk}-${index}` }));
      },
      toCells: (row) => [row.id],
    }),
  );
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, logged, response: await fetch(`${address}/export`) };
}

describe('a streamed CSV export that fails', () => {
  it('after its first bytes is aborted, so the consumer reads a failure, and is logged', async () => {
    const { app, logged, response } = await exportFailingAt(2);
    try {
      // The status went with the first bytes; the body must not end as if it were whole.
      expect(response.status).toBe(200);
      await expect(response.text()).rejects.toThrow();
      expect(logged.some((line) => line.includes('CSV export failed part way'))).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('on its first chunk answers an error before any byte of the file', async () => {
    const { app, response } = await exportFailingAt(1);
    try {
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).not.toContain('text/csv');
      await response.text();
    } finally {
      await app.close();
    }
  });
});

describe("the debit file's month", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('is refused with a 400 naming the month when no calendar has it, before any byte is sent', async () => {
    for (const month of ['0000-01', '9999-12']) {
      const response = await server.request({
        method: 'GET',
        url: `/api/v1/premiums/debits?month=${month}`,
        headers: server.as('admin'),
      });
      expect(response.headers['content-type']).not.toContain('text/csv');
      expect(expectErrorBody(response, 400)).toEqual({ month: SERVER_MESSAGES.invalidMonth });
    }
  });
});

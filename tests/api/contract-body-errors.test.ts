import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadSpec } from '../../server/openapi';
import { expectErrorBody, startTestServer, type TestServer } from './harness';

const spec = loadSpec();
/** Each operation's declared response codes, read from the contract itself. */
const declared = (path: string, method: string): string[] => {
  const operation = (spec.paths[path] as Record<string, { responses?: Record<string, unknown> }>)[
    method.toLowerCase()
  ];
  return Object.keys(operation?.responses ?? {});
};
const jsonOperations = listOperations(spec).filter((op) => op.bodyTypes.includes('application/json'));
const ANY_ID = '00000000-0000-4000-8000-000000000000';
/** Over the server's 1 MiB JSON limit. */
const OVERSIZED = JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 16) });

describe('every operation that takes a JSON body', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('is more than a handful, so the loops below check something', () => {
    expect(jsonOperations.length).toBeGreaterThanOrEqual(13);
  });

  for (const op of jsonOperations) {
    const url = `/api/v1${op.path.replace(/{\w+}/g, ANY_ID)}`;
    const headers = () => (op.security.length > 0 ? server.as('admin') : {});

    it(`${op.operationId}: answers a body over the limit with the declared 413`, async () => {
      const response = await server.request({
        method: op.method as 'POST',
        url,
        headers: { ...headers(), 'content-type': 'application/json' },
        payload: OVERSIZED,
      });
      expectErrorBody(response, 413);
      expect(declared(op.path, op.method)).toContain('413');
    });

    it(`${op.operationId}: answers a body of another media type with the declared 415`, async () => {
      const response = await server.request({
        method: op.method as 'POST',
        url,
        headers: { ...headers(), 'content-type': 'text/plain' },
        payload: 'not json',
      });
      expectErrorBody(response, 415);
      expect(declared(op.path, op.method)).toContain('415');
    });
  }
});

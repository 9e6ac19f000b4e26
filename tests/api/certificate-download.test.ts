import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { move, newDiasporaFamily, newIndividual, readPdf } from './certificate-fixtures';
import { startTestServer, type TestServer } from './harness';

/** Staff download a record's certificate of cover: the same PDF the approval email carries. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const download = (path: string, role: 'admin' | 'officer' | 'viewer' = 'viewer') =>
  server.request({ method: 'GET', url: `/api/v1${path}`, headers: server.as(role) });

describe('the certificate of cover, for staff', () => {
  it('is a one-page PDF in the customer’s language, or in the one asked for', async () => {
    const diasporaId = await newDiasporaFamily(server);
    await move(server, 'diasporas', diasporaId, 'approve');

    const english = await download(`/diasporas/${diasporaId}/certificate`);
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    expect(english.headers['cache-control']).toBe('private, no-store');
    const shown = await readPdf(english.rawPayload);
    expect(shown.pages).toBe(1);
    expect(shown.text).toContain('Certificate of cover');
    expect(shown.text).toContain('Elia Baraka Kimaro');
    expect(shown.text).toContain(diasporaId);

    const swahili = await readPdf(
      (await download(`/diasporas/${diasporaId}/certificate?language=sw`)).rawPayload,
    );
    expect(swahili.text).toContain('Cheti cha Bima');
    expect(swahili.text).toContain('Elia Baraka Kimaro');
  });

  it('is refused, in the error shape, to a record not covered or not there', async () => {
    const inProgress = await newIndividual(server, undefined);
    const refused = await download(`/customers/${inProgress}/certificate`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ respMsg: expect.stringContaining('covered') });

    const missing = await download('/groups/3f1c2a9e-7b5d-4c1e-9a2f-0d6b8e4c1a77/certificate');
    expect(missing.statusCode).toBe(404);
    expect((await download('/diasporas/not-an-id/certificate')).statusCode).toBe(400);
    expect((await download(`/customers/${inProgress}/certificate?language=fr`)).statusCode).toBe(400);
  });

  it('needs a signed-in staff member', async () => {
    const diasporaId = await newDiasporaFamily(server);
    const anonymous = await server.request({
      method: 'GET',
      url: `/api/v1/diasporas/${diasporaId}/certificate`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

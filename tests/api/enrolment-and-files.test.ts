import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody, multipart, SAMPLE_FILES, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const upload = (headers: Record<string, string>, name: string, type: string, content: Buffer) => {
  const body = multipart('file', name, type, content);
  return server.request({
    method: 'POST',
    url: '/api/v1/files',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

describe('enrolment sessions', () => {
  it('trades the development captcha token for an enrolment token', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/v1/enrolment-sessions',
      payload: { captchaToken: 'development-captcha-token' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.token).toMatch(/^enr_/);
    const expires = new Date(response.json().data.expiresAt).getTime() - Date.now();
    expect(expires).toBeGreaterThan(110 * 60_000);
    expect(expires).toBeLessThanOrEqual(120 * 60_000);
  });

  it('refuses a captcha token that does not verify', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/v1/enrolment-sessions',
      payload: { captchaToken: 'forged' },
    });
    expect(expectErrorBody(response, 400).captchaToken).toMatch(/captcha/i);
  });

  it('answers 401 for an expired enrolment token and tells the client to redo the captcha', async () => {
    const token = await server.enrolmentToken();
    await server.db
      .updateTable('enrolment_sessions')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .execute();
    const response = await upload({ 'x-enrolment-token': token }, 'id.png', 'image/png', SAMPLE_FILES.png);
    expect(expectErrorBody(response, 401).captcha).toBeDefined();
  });
});

describe('uploads', () => {
  it('stores a PNG for a public visitor with an enrolment token under a random id', async () => {
    const token = await server.enrolmentToken();
    const response = await upload(
      { 'x-enrolment-token': token },
      '../../etc/passwd.png',
      'image/png',
      SAMPLE_FILES.png,
    );
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.contentType).toBe('image/png');
    expect(data.url).toBe(`/api/v1/files/${data.fileId}`);
    expect(data.name).toBe('passwd.png');
    expect(data.size).toBe(SAMPLE_FILES.png.length);
  });

  it('stores a PDF for staff and serves it back to staff only, with its sniffed type', async () => {
    const response = await upload(
      server.as('officer'),
      'proof.bin',
      'application/octet-stream',
      SAMPLE_FILES.pdf,
    );
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.contentType).toBe('application/pdf');

    const download = await server.request({ method: 'GET', url: data.url, headers: server.as('viewer') });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);

    expectErrorBody(await server.request({ method: 'GET', url: data.url }), 401);
    const token = await server.enrolmentToken();
    expectErrorBody(
      await server.request({ method: 'GET', url: data.url, headers: { 'x-enrolment-token': token } }),
      401,
    );
  });

  it('refuses content that is not an allowed type even when the name and header lie', async () => {
    const response = await upload(
      server.as('admin'),
      'photo.png',
      'image/png',
      Buffer.from('<script>alert(1)</script>'),
    );
    expect(expectErrorBody(response, 415).file).toMatch(/PDF, PNG, JPEG or WebP/);
    const files = await server.db
      .selectFrom('files')
      .select('id')
      .where('original_name', '=', 'photo.png')
      .execute();
    expect(files).toHaveLength(0);
  });

  it('refuses a file over the size limit with 413, storing nothing', async () => {
    const keys = await server.storedKeys();
    const big = Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(server.config.maxUploadBytes + 10)]);
    expectErrorBody(await upload(server.as('admin'), 'big.png', 'image/png', big), 413);
    const rows = await server.db
      .selectFrom('files')
      .select('id')
      .where('original_name', '=', 'big.png')
      .execute();
    expect(rows).toHaveLength(0);
    expect(await server.storedKeys()).toEqual(keys);
  });

  it('refuses an empty request and a wrong field name with 400 naming the file field', async () => {
    const wrongField = multipart('document', 'a.png', 'image/png', SAMPLE_FILES.png);
    const response = await server.request({
      method: 'POST',
      url: '/api/v1/files',
      headers: { ...server.as('admin'), ...wrongField.headers },
      payload: wrongField.payload,
    });
    expect(expectErrorBody(response, 400).file).toBe('Required');
    const json = await server.request({
      method: 'POST',
      url: '/api/v1/files',
      headers: server.as('admin'),
      payload: {},
    });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
  });

  it('needs a token and the files.create permission', async () => {
    expectErrorBody(await upload({}, 'a.png', 'image/png', SAMPLE_FILES.png), 401);
  });

  it('answers 404 for an unknown file and 400 for a malformed id', async () => {
    const headers = server.as('admin');
    expectErrorBody(
      await server.request({
        method: 'GET',
        url: '/api/v1/files/00000000-0000-4000-8000-000000000000',
        headers,
      }),
      404,
    );
    expectErrorBody(await server.request({ method: 'GET', url: '/api/v1/files/not-a-uuid', headers }), 400);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { heldPublicUploadBytes } from '../../server/files/public-upload-room';
import { sweepUnreferencedFiles } from '../../server/files/unreferenced-files';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { diaspora } from './fixtures';
import { expectErrorBody, multipart, SAMPLE_FILES, startTestServer, type TestServer } from './harness';
import { type SecurityApp, securityApp } from './security-app';

/**
 * One bound on what public uploads no record refers to may hold, for every server together:
 * past it a public upload is refused before anything is stored, staff uploads go on, the sweep's
 * deletions free room again, and operators see the count, the refusals and a warning.
 */
const FILE_BYTES = 1000;
const CEILING = 2500;
const METRICS_TOKEN = 'metrics-token-for-the-upload-room-tests';
let server: TestServer;
let small: SecurityApp;
const lines: string[] = [];
beforeAll(async () => {
  server = await startTestServer();
  small = await securityApp(server, {
    limits: { publicUploadsUnreferencedMaxBytes: CEILING },
    config: { metrics: { token: METRICS_TOKEN, addresses: [] }, logLevel: 'warn' },
    app: { logStream: { write: (line) => lines.push(line) } },
  });
});
afterAll(async () => {
  await small.close();
  await server.close();
});

/** A PNG of the given size: the real magic number, padded. */
const png = (bytes: number) =>
  Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(bytes - SAMPLE_FILES.png.length)]);

const upload = (headers: Record<string, string>, bytes = FILE_BYTES) => {
  const body = multipart('file', 'proof.png', 'image/png', png(bytes));
  return small.request({
    method: 'POST',
    url: '/api/v1/files',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

const counts = async () => ({
  rows: Number(
    (
      await server.db
        .selectFrom('files')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  // Documents only: on disk the listing holds their folders too.
  documents: (await server.storedKeys()).filter((key) => /^[0-9a-f]{2}\/[0-9a-f-]{36}$/.test(key)).length,
});

/** Everything public uploads hold now, as if uploaded past the grace period, then swept. */
async function sweepEverythingUnreferenced() {
  await sql`UPDATE files SET created_at = now() - interval '25 hours'`.execute(server.db);
  return sweepUnreferencedFiles(server.db, server.storage, { graceHours: 24 });
}

describe('the room public uploads share', () => {
  it('refuses a public upload once unreferenced ones hold the ceiling, storing nothing, and takes staff uploads', async () => {
    const token = await small.enrolmentToken();
    expect((await upload({ 'x-enrolment-token': token })).statusCode).toBe(201);
    expect((await upload({ 'x-enrolment-token': await small.enrolmentToken() })).statusCode).toBe(201);
    expect(await heldPublicUploadBytes(server.db)).toBe(2 * FILE_BYTES);

    const before = await counts();
    const refused = await upload({ 'x-enrolment-token': await small.enrolmentToken() });
    const messages = expectErrorBody(refused, 507);
    expect(refused.json().respMsg).toBe(SERVER_MESSAGES.uploadRoomFull);
    expect(messages).toEqual({ file: SERVER_MESSAGES.uploadRoomFull });
    expect(refused.headers['retry-after']).toBe(
      String(server.config.unreferencedFiles.sweepIntervalMinutes * 60),
    );
    expect(await counts()).toEqual(before);
    expect(await heldPublicUploadBytes(server.db)).toBe(2 * FILE_BYTES);

    const staff = await upload(server.as('officer'));
    expect(staff.statusCode, staff.body).toBe(201);
    expect(await heldPublicUploadBytes(server.db)).toBe(2 * FILE_BYTES);
  });

  it('shows operators the bytes held, the ceiling and the refusals, and warns without naming anyone', async () => {
    const scraped = await small.request({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toMatch(/^portal_unreferenced_upload_bytes 2000$/m);
    expect(scraped.body).toMatch(new RegExp(`^portal_unreferenced_upload_ceiling_bytes ${CEILING}$`, 'm'));
    expect(scraped.body).toMatch(/^portal_public_uploads_refused_total 1$/m);

    const warnings = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      msg: 'public uploads refused: unreferenced uploads reached PUBLIC_UPLOADS_UNREFERENCED_MAX_BYTES',
      publicUploadRoom: { heldBytes: 2 * FILE_BYTES, ceilingBytes: CEILING, refused: 1 },
    });
    // The line's own fields: no address, session, file name or request.
    expect(Object.keys(warnings[0]).sort()).toEqual(
      ['hostname', 'level', 'msg', 'pid', 'publicUploadRoom', 'reqId', 'time'].sort(),
    );
  });

  it('has room again once the sweep deletes what no record refers to, and counts a stored enrolment out', async () => {
    await sweepEverythingUnreferenced();
    expect(await heldPublicUploadBytes(server.db)).toBe(0);

    const token = await small.enrolmentToken();
    const idCopy = await upload({ 'x-enrolment-token': token });
    expect(idCopy.statusCode, idCopy.body).toBe(201);
    const enrolled = await small.request({
      method: 'POST',
      url: '/api/v1/diasporas',
      headers: { 'x-enrolment-token': token },
      payload: diaspora({ idCopy: idCopy.json().data.url }),
    });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    expect((await upload({ 'x-enrolment-token': await small.enrolmentToken() })).statusCode).toBe(201);
    expect(await heldPublicUploadBytes(server.db)).toBe(2 * FILE_BYTES);

    // The enrolment's id copy is referenced: the sweep keeps it and no longer counts it.
    const report = await sweepEverythingUnreferenced();
    expect(report.publicUnreferencedBytes).toBe(0);
    expect(await heldPublicUploadBytes(server.db)).toBe(0);
    const kept = await server.db
      .selectFrom('files')
      .select('id')
      .where('id', '=', idCopy.json().data.fileId)
      .executeTakeFirst();
    expect(kept).toBeDefined();
  });

  it('never counts past the ceiling when public uploads arrive together; a refused one leaves nothing', async () => {
    await sweepEverythingUnreferenced();
    const before = await counts();
    const tokens = await Promise.all(Array.from({ length: 6 }, () => small.enrolmentToken()));
    const answers = await Promise.all(tokens.map((token) => upload({ 'x-enrolment-token': token })));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // Two fit in the ceiling; every other one is refused, whether before or after it streamed.
    expect(statuses).toEqual([201, 201, 507, 507, 507, 507]);
    for (const answer of answers.filter((a) => a.statusCode === 507)) expectErrorBody(answer, 507);
    expect(await heldPublicUploadBytes(server.db)).toBe(2 * FILE_BYTES);
    expect(await counts()).toEqual({ rows: before.rows + 2, documents: before.documents + 2 });
  });
});

describe('its ceiling', () => {
  it('keeps a small server safe by default, is out of reach in tests, and reads PUBLIC_UPLOADS_UNREFERENCED_MAX_BYTES', () => {
    const production = readConfig({}).limits.publicUploadsUnreferencedMaxBytes;
    expect(production).toBe(2 * 1024 * 1024 * 1024);
    expect(readConfig({ NODE_ENV: 'test' }).limits.publicUploadsUnreferencedMaxBytes).toBeGreaterThanOrEqual(
      1e12,
    );
    expect(
      readConfig({ PUBLIC_UPLOADS_UNREFERENCED_MAX_BYTES: '1048576' }).limits
        .publicUploadsUnreferencedMaxBytes,
    ).toBe(1048576);
    expect(() => readConfig({ PUBLIC_UPLOADS_UNREFERENCED_MAX_BYTES: '0' })).toThrow(
      /PUBLIC_UPLOADS_UNREFERENCED_MAX_BYTES must be/,
    );
  });
});

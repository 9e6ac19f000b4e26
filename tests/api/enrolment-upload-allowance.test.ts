import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/tokens';
import { readConfig } from '../../server/config';
import { beneficiary, diaspora } from './fixtures';
import { expectErrorBody, multipart, SAMPLE_FILES, startTestServer, type TestServer } from './harness';
import { type SecurityApp, securityApp } from './security-app';

/** One enrolment session uploads what one enrolment needs, and nothing once it is submitted. */
let server: TestServer;
let limited: SecurityApp;
const FILE_BYTES = 1000;
beforeAll(async () => {
  server = await startTestServer();
  // Three files or 2,500 bytes per session, whichever comes first.
  limited = await securityApp(server, { limits: { enrolmentUploadFiles: 3, enrolmentUploadBytes: 2500 } });
});
afterAll(async () => {
  await limited.close();
  await server.close();
});

/** A PNG of the given size: the real magic number, padded. */
const png = (bytes: number) =>
  Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(bytes - SAMPLE_FILES.png.length)]);

const upload = (headers: Record<string, string>, bytes = FILE_BYTES) => {
  const body = multipart('file', 'proof.png', 'image/png', png(bytes));
  return limited.request({
    method: 'POST',
    url: '/api/v1/files',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

/** What the session has stored: its file rows and the documents in storage. */
async function storedBy(token: string) {
  const rows = await server.db
    .selectFrom('files as f')
    .innerJoin('enrolment_sessions as s', 's.id', 'f.uploaded_by_enrolment')
    .select(['f.id'])
    .where('s.token_hash', '=', hashToken(token))
    .execute();
  const stored = await server.storedKeys();
  const onDisk = rows.filter((row) => stored.includes(`${row.id.slice(0, 2)}/${row.id}`));
  return { rows: rows.length, onDisk: onDisk.length };
}

describe("an enrolment session's uploads", () => {
  it('are refused past the number of files with 413, storing nothing', async () => {
    const token = await limited.enrolmentToken();
    for (let i = 0; i < 3; i += 1)
      expect((await upload({ 'x-enrolment-token': token }, 600)).statusCode).toBe(201);
    const messages = expectErrorBody(await upload({ 'x-enrolment-token': token }, 600), 413);
    expect(messages.file).toMatch(/at most 3 files/);
    expect(await storedBy(token)).toEqual({ rows: 3, onDisk: 3 });
    // Another session has its own allowance.
    expect((await upload({ 'x-enrolment-token': await limited.enrolmentToken() })).statusCode).toBe(201);
  });

  it('are refused past the number of bytes with 413, while a file that still fits is taken', async () => {
    const token = await limited.enrolmentToken();
    expect((await upload({ 'x-enrolment-token': token })).statusCode).toBe(201);
    expect((await upload({ 'x-enrolment-token': token })).statusCode).toBe(201);
    expectErrorBody(await upload({ 'x-enrolment-token': token }), 413);
    expect((await upload({ 'x-enrolment-token': token }, 400)).statusCode).toBe(201);
    expect(await storedBy(token)).toEqual({ rows: 3, onDisk: 3 });
  });

  it('count exactly the allowance when sent at once', async () => {
    const token = await limited.enrolmentToken();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => upload({ 'x-enrolment-token': token }, 500)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 413, 413, 413]);
    expect(await storedBy(token)).toEqual({ rows: 3, onDisk: 3 });
  });

  it('stop once its enrolment is stored (409), storing nothing', async () => {
    const token = await limited.enrolmentToken();
    const proof = (await upload({ 'x-enrolment-token': token })).json().data.url as string;
    const enrolled = await limited.request({
      method: 'POST',
      url: '/api/v1/diasporas',
      headers: { 'x-enrolment-token': token },
      payload: diaspora({ beneficiaries: [beneficiary({ copyOfProof: proof })] }),
    });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    expect(expectErrorBody(await upload({ 'x-enrolment-token': token }, 300), 409).file).toMatch(
      /already submitted/,
    );
    expect(await storedBy(token)).toEqual({ rows: 1, onDisk: 1 });
  });

  it('leave staff uploads alone', async () => {
    for (let i = 0; i < 5; i += 1) expect((await upload(server.as('officer'))).statusCode).toBe(201);
  });

  it('are allowed an id copy and five proofs, with room to upload a few again, by default', () => {
    const { enrolmentUploadFiles, enrolmentUploadBytes } = readConfig({}).limits;
    const maxUpload = readConfig({}).maxUploadBytes;
    expect(enrolmentUploadFiles).toBeGreaterThanOrEqual(6 + 3);
    expect(enrolmentUploadFiles).toBeLessThanOrEqual(20);
    expect(enrolmentUploadBytes).toBeGreaterThanOrEqual(6 * maxUpload);
    expect(enrolmentUploadBytes).toBeLessThanOrEqual(enrolmentUploadFiles * maxUpload);
    const configured = readConfig({
      ENROLMENT_UPLOAD_MAX_FILES: '7',
      ENROLMENT_UPLOAD_MAX_BYTES: '9000000',
    }).limits;
    expect([configured.enrolmentUploadFiles, configured.enrolmentUploadBytes]).toEqual([7, 9_000_000]);
  });
});

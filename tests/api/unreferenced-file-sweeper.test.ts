import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { type Db, openDatabase } from '../../server/db/connect';
import type { FileStorage } from '../../server/files/storage';
import {
  FILE_REFERENCE_COLUMNS,
  sweepAndReport,
  sweepUnreferencedFiles,
} from '../../server/files/unreferenced-files';
import { beneficiary, diaspora } from './fixtures';
import { multipart, SAMPLE_FILES, startTestServer, type TestServer } from './harness';

/** Uploads no record refers to are deleted after the grace period, by any number of servers at once. */
let server: TestServer;
let storage: FileStorage;
beforeAll(async () => {
  server = await startTestServer();
  storage = server.storage;
});
afterAll(() => server.close());

const GRACE = { graceHours: 24 };

async function upload(headers: Record<string, string> = server.as('officer')) {
  const body = multipart('file', 'proof.pdf', 'application/pdf', SAMPLE_FILES.pdf);
  const response = await server.request({
    method: 'POST',
    url: '/api/v1/files',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { fileId, url } = response.json().data as { fileId: string; url: string };
  return { id: fileId, url };
}

const uploadedHoursAgo = (ids: string[], hours: number) =>
  sql`UPDATE files SET created_at = now() - make_interval(hours => ${hours}) WHERE id = ANY(${ids}::uuid[])`.execute(
    server.db,
  );

/** Whether the row and the stored document are both still there (or both gone). */
async function kept(id: string): Promise<boolean> {
  const row = await server.db.selectFrom('files').select('id').where('id', '=', id).executeTakeFirst();
  const content = await storage.get(id);
  content?.destroy();
  expect(row !== undefined).toBe(content !== undefined);
  return row !== undefined;
}

describe('the sweeper of unreferenced uploads', () => {
  it('deletes old unreferenced uploads, and keeps young ones and every referenced one', async () => {
    const abandoned = await upload({ 'x-enrolment-token': await server.enrolmentToken() });
    const young = await upload();
    const idCopy = await upload();
    const proof = await upload();
    const waitingChange = await upload();
    const decidedChange = await upload();

    const enrolled = await server.request({
      method: 'POST',
      url: '/api/v1/diasporas',
      headers: server.as('officer'),
      payload: diaspora({ idCopy: idCopy.url, beneficiaries: [beneficiary({ copyOfProof: proof.url })] }),
    });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    const officer = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'officer@bancassurance.local')
      .executeTakeFirstOrThrow();
    const change = (fileId: string, status: 'waiting' | 'rejected') => ({
      record_kind: 'diaspora' as const,
      record_id: enrolled.json().data.diasporaId as string,
      change_kind: 'details' as const,
      payload: '{}',
      diff: '[]',
      file_ids: [fileId],
      proposed_by: officer.id,
      status,
      decided_by: status === 'waiting' ? null : officer.id,
    });
    await server.db
      .insertInto('pending_changes')
      .values([change(waitingChange.id, 'waiting'), change(decidedChange.id, 'rejected')])
      .execute();

    const old = [abandoned, idCopy, proof, waitingChange, decidedChange].map((file) => file.id);
    await uploadedHoursAgo(old, 25);
    await uploadedHoursAgo([young.id], 23);

    const report = await sweepUnreferencedFiles(server.db, storage, GRACE);
    expect(await kept(abandoned.id)).toBe(false);
    expect(await kept(decidedChange.id)).toBe(false);
    for (const file of [young, idCopy, proof, waitingChange]) expect(await kept(file.id)).toBe(true);
    expect(report.deletedFiles).toBeGreaterThanOrEqual(2);
    expect(report.deletedBytes).toBeGreaterThanOrEqual(2 * SAMPLE_FILES.pdf.length);
    expect(report.unreferencedFiles).toBeGreaterThanOrEqual(1);
    expect(report.unreferencedBytes).toBeGreaterThanOrEqual(SAMPLE_FILES.pdf.length);
  });

  it('logs what each run deleted and the disk unreferenced uploads still use', async () => {
    const lines: { message: string; fields: Record<string, unknown> }[] = [];
    const record = (fields: object, message: string) => {
      lines.push({ message, fields: fields as Record<string, unknown> });
    };
    const old = await upload();
    await uploadedHoursAgo([old.id], 48);
    await sweepAndReport(server.db, storage, GRACE, { info: record, warn: record, error: record });
    expect(lines).toEqual([
      {
        message: 'unreferenced uploads swept',
        fields: {
          unreferencedUploads: {
            deletedFiles: 1,
            deletedBytes: SAMPLE_FILES.pdf.length,
            unreferencedFiles: expect.any(Number),
            unreferencedBytes: expect.any(Number),
            publicUnreferencedBytes: expect.any(Number),
          },
        },
      },
    ]);
  });

  it('deletes each file once when two servers sweep at the same time', async () => {
    const files = [];
    for (let i = 0; i < 30; i += 1) files.push(await upload());
    await uploadedHoursAgo(
      files.map((file) => file.id),
      30,
    );
    // A second server process has a database connection (pool) of its own.
    const other: Db = server.postgresUrl ? (await openDatabase({ url: server.postgresUrl })).db : server.db;
    try {
      const [first, second] = await Promise.all([
        sweepUnreferencedFiles(server.db, storage, GRACE),
        sweepUnreferencedFiles(other, storage, GRACE),
      ]);
      expect(first.deletedFiles + second.deletedFiles).toBe(30);
    } finally {
      if (other !== server.db) await other.destroy();
    }
    for (const file of files) expect(await kept(file.id)).toBe(false);
  });

  it('deletes the pending row of an upload cut short by a crash, and what reached storage', async () => {
    // The process died while streaming: its row is pending (no digest, not stored) and part of
    // the document may be in storage (on disk, the partial write beside where it would go).
    const officer = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'officer@bancassurance.local')
      .executeTakeFirstOrThrow();
    const crashed = randomUUID();
    const streaming = randomUUID();
    const pending = (id: string) => ({
      id,
      content_type: 'application/pdf',
      size: 4100,
      original_name: 'cut-short.pdf',
      sha256: null,
      stored_at: null,
      uploaded_by_user: officer.id,
    });
    await server.db
      .insertInto('files')
      .values([pending(crashed), pending(streaming)])
      .execute();
    await storage.put(crashed, SAMPLE_FILES.pdf.subarray(0, 20));
    if (!server.config.s3) {
      const partial = path.join(server.config.filesDir, crashed.slice(0, 2), `${crashed}.part`);
      await fs.writeFile(partial, SAMPLE_FILES.pdf.subarray(0, 10));
    }
    await uploadedHoursAgo([crashed], 25);

    const report = await sweepUnreferencedFiles(server.db, storage, GRACE);
    expect(report.deletedFiles).toBeGreaterThanOrEqual(1);
    const left = await server.db
      .selectFrom('files')
      .select('id')
      .where('id', 'in', [crashed, streaming])
      .execute();
    // An upload still within the grace period may still be streaming: it is left alone.
    expect(left.map((row) => row.id)).toEqual([streaming]);
    expect(await storage.get(crashed)).toBeUndefined();
    expect((await server.storedKeys()).filter((key) => key.includes(crashed))).toEqual([]);
  });

  it('waits 24 hours and looks every hour by default, as configured otherwise', () => {
    expect(readConfig({}).unreferencedFiles).toEqual({ graceHours: 24, sweepIntervalMinutes: 60 });
    expect(
      readConfig({ UNREFERENCED_FILE_GRACE_HOURS: '72', UNREFERENCED_FILE_SWEEP_MINUTES: '15' })
        .unreferencedFiles,
    ).toEqual({ graceHours: 72, sweepIntervalMinutes: 15 });
    expect(() => readConfig({ UNREFERENCED_FILE_GRACE_HOURS: '0' })).toThrow(/UNREFERENCED_FILE_GRACE_HOURS/);
  });

  it('knows every column that refers to an uploaded file', async () => {
    const { rows } = await sql<{ table: string; column: string }>`
      SELECT c.conrelid::regclass::text AS table, a.attname AS column
      FROM pg_constraint c
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
      WHERE c.contype = 'f' AND c.confrelid = 'files'::regclass`.execute(server.db);
    const known = FILE_REFERENCE_COLUMNS.map(([table, column]) => `${table}.${column}`).sort();
    expect(rows.map((row) => `${row.table}.${row.column}`).sort()).toEqual(known);
  });
});

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../server/db/connect';
import { migrations } from '../../server/db/migrations';
import { s3Client, s3Storage } from '../../server/files/s3-storage';
import type { FileStorage } from '../../server/files/storage';
import { diaspora } from './fixtures';
import {
  expectErrorBody,
  freshPostgresDatabase,
  multipart,
  SAMPLE_FILES,
  startTestServer,
  TARGET,
  type TestServer,
} from './harness';
import { type SecurityApp, securityApp } from './security-app';

/**
 * Uploads go to storage as they arrive, never whole in memory: a file bigger than one S3 part goes
 * up as a multipart upload (in the api-s3 project), and a failed upload leaves nothing behind.
 */
let server: TestServer;
let large: SecurityApp;
const MiB = 1024 * 1024;
/** What the app's storage was handed: the chunks of each put, and the S3 commands sent. */
const puts: { chunks: number; largest: number }[] = [];
const commands: string[] = [];
/** The encryption each S3 command asked for, by command name. */
const encryption = new Map<string, string | undefined>();

/** The harness's storage backend, on an S3 client that notes each command it sends. */
function recordedBackend(): FileStorage {
  const settings = server.config.s3;
  if (!settings) return server.storage;
  const client = s3Client(settings);
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const name = String(context.commandName);
      commands.push(name);
      const headers = (args.request as { headers: Record<string, string> }).headers;
      encryption.set(name, headers['x-amz-server-side-encryption']);
      return next(args);
    },
    { step: 'finalizeRequest' },
  );
  return s3Storage(settings, client);
}

/**
 * The storage with the chunks of each stream it is handed counted as they are pushed. The stream
 * itself goes on to storage untouched: a wrapper would hide how the S3 upload sizes it.
 */
function watched(storage: FileStorage): FileStorage {
  return {
    ...storage,
    async put(id, content) {
      if (Buffer.isBuffer(content)) return storage.put(id, content);
      const seen = { chunks: 0, largest: 0 };
      puts.push(seen);
      const push = content.push.bind(content);
      content.push = (chunk: Buffer | null, encoding?: BufferEncoding) => {
        if (chunk) {
          seen.chunks += 1;
          seen.largest = Math.max(seen.largest, chunk.length);
        }
        return push(chunk, encoding);
      };
      return storage.put(id, content);
    },
  };
}

beforeAll(async () => {
  server = await startTestServer();
  // A limit above one S3 part (5 MiB), on the harness's database and document storage.
  large = await securityApp(server, {
    config: { maxUploadBytes: 12 * MiB },
    app: { storage: watched(recordedBackend()) },
  });
});
afterAll(async () => {
  await large.close();
  await server.close();
});

/** A body as a network delivers it: in chunks of 64 KiB, not as one buffer. */
function inChunks(body: Buffer): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0; at < body.length; at += 64 * 1024) chunks.push(body.subarray(at, at + 64 * 1024));
  return Readable.from(chunks);
}

const send = (app: { request: SecurityApp['request'] }, content: Buffer, name = 'scan.pdf') => {
  const body = multipart('file', name, 'application/pdf', content);
  return app.request({
    method: 'POST',
    url: '/api/v1/files',
    headers: { ...server.as('officer'), ...body.headers },
    payload: inChunks(body.payload),
  });
};

/** A PDF of the given size: the real magic number, then random bytes. */
const pdf = (bytes: number) =>
  Buffer.concat([SAMPLE_FILES.pdf, randomBytes(bytes - SAMPLE_FILES.pdf.length)]);

/** How many file rows carry this display name. */
async function leftBy(name: string) {
  const rows = await server.db.selectFrom('files').select('id').where('original_name', '=', name).execute();
  return rows.length;
}

/** Stored keys (and, on disk, partial writes) that no file row accounts for. */
async function strayDocuments(): Promise<string[]> {
  const ids = new Set((await server.db.selectFrom('files').select('id').execute()).map((row) => row.id));
  return (await server.storedKeys()).filter((key) => {
    const id = /[0-9a-f-]{36}/.exec(key)?.[0];
    return id !== undefined && !ids.has(id);
  });
}

describe('a streamed upload', () => {
  it('stores a file bigger than one S3 part as it arrives, and gives it back byte for byte', async () => {
    const content = pdf(11 * MiB + 12_345);
    commands.length = 0;
    puts.length = 0;
    const response = await send(large, content);
    expect(response.statusCode, response.body).toBe(201);
    const { fileId, url, size } = response.json().data as { fileId: string; url: string; size: number };
    expect(size).toBe(content.length);

    const row = await server.db
      .selectFrom('files')
      .select(['size', 'sha256', 'stored_at'])
      .where('id', '=', fileId)
      .executeTakeFirstOrThrow();
    expect(row.size).toBe(content.length);
    expect(row.sha256).toBe(createHash('sha256').update(content).digest('hex'));
    expect(row.stored_at).not.toBeNull();

    const download = await server.request({ method: 'GET', url, headers: server.as('viewer') });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);

    // Storage was handed a stream of many small chunks, never the file as one buffer.
    expect(puts).toHaveLength(1);
    expect(puts[0]?.chunks).toBeGreaterThan(10);
    expect(puts[0]?.largest).toBeLessThan(MiB);
    if (server.config.s3) {
      expect(commands).toContain('CreateMultipartUploadCommand');
      expect(commands.filter((name) => name === 'UploadPartCommand')).toHaveLength(3);
      expect(commands).toContain('CompleteMultipartUploadCommand');
      expect(commands).not.toContain('PutObjectCommand');
      // The object is asked to be encrypted as a single PUT would be.
      expect(encryption.get('CreateMultipartUploadCommand')).toBe('AES256');
    }
  });

  it('sends a small file to S3 as one PUT', async () => {
    commands.length = 0;
    expect((await send(large, SAMPLE_FILES.pdf)).statusCode).toBe(201);
    if (server.config.s3) expect(commands).toEqual(['PutObjectCommand']);
  });

  it('stores nothing of a file cut by the size limit, even once parts of it went up', async () => {
    commands.length = 0;
    const response = await send(large, pdf(13 * MiB), 'too-big.pdf');
    expectErrorBody(response, 413);
    expect(await leftBy('too-big.pdf')).toBe(0);
    expect(await strayDocuments()).toEqual([]);
    // The multipart upload begun is aborted (the test object store answers the abort with an
    // error, as it does not implement it; real S3 drops the parts).
    if (server.config.s3) expect(commands).toContain('AbortMultipartUploadCommand');
  });

  it('stores nothing of an upload the client stops part-way (400, as any broken form)', async () => {
    const body = multipart('file', 'cut.pdf', 'application/pdf', pdf(300_000));
    const cut = inChunks(body.payload.subarray(0, 200_000));
    const response = await large.request({
      method: 'POST',
      url: '/api/v1/files',
      headers: { ...server.as('officer'), ...body.headers },
      payload: cut,
    });
    expect(expectErrorBody(response, 400).file).toBe('The upload is not a valid multipart form');
    expect(await leftBy('cut.pdf')).toBe(0);
    expect(await strayDocuments()).toEqual([]);
  });

  it('stores nothing when a second file follows the first', async () => {
    const first = multipart('file', 'first.pdf', 'application/pdf', pdf(20_000));
    const boundary = /boundary=(.+)$/.exec(first.headers['content-type'])?.[1] ?? '';
    const second = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="second.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n${SAMPLE_FILES.pdf.toString('latin1')}\r\n--${boundary}--\r\n`,
      'latin1',
    );
    const payload = Buffer.concat([first.payload.subarray(0, -`--${boundary}--\r\n`.length), second]);
    const response = await large.request({
      method: 'POST',
      url: '/api/v1/files',
      headers: { ...server.as('officer'), ...first.headers },
      payload,
    });
    expect(expectErrorBody(response, 400).file).toMatch(/exactly one file/);
    expect(await leftBy('first.pdf')).toBe(0);
    expect(await strayDocuments()).toEqual([]);
  });

  it('answers a storage failure part-way with 500 and leaves no row', async () => {
    const failing: FileStorage = {
      ...server.storage,
      async put(_id, content: Readable | Buffer) {
        if (!Buffer.isBuffer(content)) for await (const _chunk of content) break;
        throw new Error('the disk is full');
      },
    };
    const broken = await securityApp(server, { app: { storage: failing } });
    try {
      expectErrorBody(await send(broken, pdf(100_000), 'unstored.pdf'), 500);
      expect(await leftBy('unstored.pdf')).toBe(0);
      // The app still answers the next upload.
      expect((await send(large, SAMPLE_FILES.pdf)).statusCode).toBe(201);
    } finally {
      await broken.close();
    }
  });

  it('counts a session past its allowance once streamed, leaving nothing of the uploads refused', async () => {
    const limited = await securityApp(server, { limits: { enrolmentUploadFiles: 1 } });
    try {
      const token = await limited.enrolmentToken();
      const upload = () => {
        const body = multipart('file', 'racing.pdf', 'application/pdf', pdf(50_000));
        return limited.request({
          method: 'POST',
          url: '/api/v1/files',
          headers: { 'x-enrolment-token': token, ...body.headers },
          payload: body.payload,
        });
      };
      const answers = await Promise.all([upload(), upload(), upload()]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 413, 413]);
      expect(await leftBy('racing.pdf')).toBe(1);
      expect(await strayDocuments()).toEqual([]);
      // Now the cheap look refuses before anything is streamed.
      expectErrorBody(await upload(), 413);
    } finally {
      await limited.close();
    }
  });
});

describe('a pending upload (its row written, its document not wholly stored)', () => {
  it('is neither downloadable nor referable by a record', async () => {
    const id = randomUUID();
    const officer = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'officer@bancassurance.local')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('files')
      .values({
        id,
        content_type: 'application/pdf',
        size: SAMPLE_FILES.pdf.length,
        original_name: 'pending.pdf',
        sha256: null,
        stored_at: null,
        uploaded_by_user: officer.id,
      })
      .execute();
    await server.storage.put(id, SAMPLE_FILES.pdf);
    const url = `/api/v1/files/${id}`;
    expectErrorBody(await server.request({ method: 'GET', url, headers: server.as('viewer') }), 404);
    const enrolled = await server.request({
      method: 'POST',
      url: '/api/v1/diasporas',
      headers: server.as('officer'),
      payload: diaspora({ idCopy: url }),
    });
    expect(expectErrorBody(enrolled, 400).idCopy).toBe('Please upload the file again');
  });
});

describe('the migration that adds the mark of a stored upload', () => {
  it('marks every file already uploaded as stored when it was uploaded', async () => {
    const postgres = TARGET === 'postgres' ? await freshPostgresDatabase() : undefined;
    const { db } = await openDatabase(postgres ? { url: postgres.url } : { dataDir: 'memory://' });
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0017_public_rate_limits')).error).toBeUndefined();
      const id = randomUUID();
      await sql`INSERT INTO enrolment_sessions (id, token_hash, expires_at)
        VALUES (${id}, 'a-hash', now() + interval '1 hour')`.execute(db);
      await sql`INSERT INTO files (id, content_type, size, original_name, sha256, uploaded_by_enrolment, created_at)
        VALUES (${id}, 'application/pdf', 10, 'old.pdf', ${'ab'.repeat(32)}, ${id}, '2024-05-01T10:00:00Z')`.execute(
        db,
      );
      await migrateToLatest(db);
      const row = await db
        .selectFrom('files')
        .select(['created_at', 'stored_at', 'sha256'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.stored_at).toEqual(row.created_at);
      expect(row.sha256).toBe('ab'.repeat(32));
      // A stored upload always has its digest.
      await expect(sql`UPDATE files SET sha256 = NULL WHERE id = ${id}`.execute(db)).rejects.toThrow();
      // The previous release, still serving during a rolling upgrade, writes whole uploads with no
      // stored_at: they must count as stored, or this release would refuse and hide them.
      const fromPreviousRelease = randomUUID();
      await sql`INSERT INTO files (id, content_type, size, original_name, sha256, uploaded_by_enrolment)
        VALUES (${fromPreviousRelease}, 'application/pdf', 10, 'new.pdf', ${'cd'.repeat(32)}, ${id})`.execute(
        db,
      );
      const written = await db
        .selectFrom('files')
        .select('stored_at')
        .where('id', '=', fromPreviousRelease)
        .executeTakeFirstOrThrow();
      expect(written.stored_at).not.toBeNull();
    } finally {
      await db.destroy();
      await postgres?.drop();
    }
  });
});

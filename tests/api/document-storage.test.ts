import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { openStorage } from '../../server/files/open-storage';
import { s3Client, s3Storage } from '../../server/files/s3-storage';
import type { FileStorage } from '../../server/files/storage';
import { startObjectStore, storedKeys } from './object-store';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

interface Backend {
  storage: FileStorage;
  filesDir: string;
  objectStoreDirectory: string | undefined;
  /** The same backend with nowhere to write: a folder under a file, a bucket that does not exist. */
  unusable: FileStorage;
  env: NodeJS.ProcessEnv;
}

async function backend(kind: 'disk' | 's3'): Promise<Backend> {
  const filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-storage-'));
  cleanups.push(() => fs.rm(filesDir, { recursive: true, force: true }));
  const blocked = path.join(filesDir, 'a-file');
  await fs.writeFile(blocked, '');
  if (kind === 'disk') {
    return {
      storage: openStorage(readConfig({ NODE_ENV: 'test', FILES_DIR: filesDir })),
      filesDir,
      objectStoreDirectory: undefined,
      unusable: openStorage(readConfig({ NODE_ENV: 'test', FILES_DIR: path.join(blocked, 'files') })),
      env: {},
    };
  }
  const store = await startObjectStore();
  cleanups.push(store.close);
  return {
    storage: openStorage(readConfig({ NODE_ENV: 'test', FILES_DIR: filesDir, ...store.env })),
    filesDir,
    objectStoreDirectory: store.directory,
    unusable: openStorage(readConfig({ NODE_ENV: 'test', ...store.env, S3_BUCKET: 'no-such-bucket' })),
    env: store.env,
  };
}

/** A stored document read to its end; undefined when there is none. */
async function readAll(stream: Readable | undefined): Promise<Buffer | undefined> {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe.each(['disk', 's3'] as const)('document storage on %s', (kind) => {
  let subject: Backend;
  beforeAll(async () => {
    subject = await backend(kind);
  });

  it('gives back what it stored, byte for byte, and nothing for an id it never stored', async () => {
    const id = randomUUID();
    const content = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0a]);
    await subject.storage.put(id, content);
    expect(await readAll(await subject.storage.get(id))).toEqual(content);
    expect(await subject.storage.get(randomUUID())).toBeUndefined();
    expect(await storedKeys(subject.filesDir, subject.objectStoreDirectory)).toContain(
      `${id.slice(0, 2)}/${id}`,
    );
  });

  it('stores a stream as it is read, and keeps nothing of one that fails part-way', async () => {
    const id = randomUUID();
    const content = randomBytes(300_000);
    const chunks = [0, 100_000, 200_000].map((at) => content.subarray(at, at + 100_000));
    await subject.storage.put(id, Readable.from(chunks));
    expect(await readAll(await subject.storage.get(id))).toEqual(content);

    const failed = randomUUID();
    const cut = new Readable({ read: () => undefined });
    cut.push(content.subarray(0, 1000));
    setImmediate(() => cut.destroy(new Error('the client went away')));
    await expect(subject.storage.put(failed, cut)).rejects.toThrow('the client went away');
    expect(await subject.storage.get(failed)).toBeUndefined();
    const keys = await storedKeys(subject.filesDir, subject.objectStoreDirectory);
    expect(keys.filter((key) => key.includes(failed))).toEqual([]);
  });

  it('removes a document, and a second removal is no error', async () => {
    const id = randomUUID();
    await subject.storage.put(id, Buffer.from('gone soon'));
    await subject.storage.remove(id);
    await subject.storage.remove(id);
    expect(await subject.storage.get(id)).toBeUndefined();
  });

  it('refuses an id that is not a file id, so no key or path can be chosen by a caller', async () => {
    await expect(subject.storage.put('../../etc/passwd', Buffer.from('x'))).rejects.toThrow(/unsafe file id/);
    await expect(subject.storage.get('a/../../b')).rejects.toThrow(/unsafe file id/);
  });

  it('passes its readiness check, and fails it where it cannot store', async () => {
    await expect(subject.storage.check()).resolves.toBeUndefined();
    await expect(subject.unusable.check()).rejects.toThrow();
  });

  if (kind === 's3') {
    it('keeps documents in the object store only, asking it to encrypt each one', async () => {
      const settings = readConfig({ NODE_ENV: 'test', ...subject.env }).s3;
      if (!settings) throw new Error('the S3 settings were not read');
      // The storage as configured, on a client that notes the headers of each request it sends.
      const client = s3Client(settings);
      const sent: Record<string, string>[] = [];
      client.middlewareStack.add(
        (next) => async (args) => {
          sent.push({ ...(args.request as { headers: Record<string, string> }).headers });
          return next(args);
        },
        { step: 'finalizeRequest' },
      );
      const storage = s3Storage(settings, client);
      const id = randomUUID();
      await storage.put(id, Buffer.from('in the bucket'));
      expect(sent.at(-1)?.['x-amz-server-side-encryption']).toBe('AES256');
      expect(await storedKeys(subject.filesDir, subject.objectStoreDirectory)).toContain(
        `${id.slice(0, 2)}/${id}`,
      );
      // Nothing on the server's own disk: its files folder holds only the test's blocked file.
      expect(await fs.readdir(subject.filesDir)).toEqual(['a-file']);
    });
  }
});

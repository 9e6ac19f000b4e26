import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

/** Where this run keeps documents: the local folder by default, an S3-compatible store in the api-s3 project. */
export const STORAGE_TARGET = process.env.API_TEST_STORAGE === 's3' ? 's3' : 'disk';

export const TEST_BUCKET = 'portal-documents';

/**
 * A real S3-compatible server on loopback (s3rver: S3's REST protocol over a folder), started for
 * one test file. The SDK finds its credentials in the environment, as it would in production.
 */
export async function startObjectStore(): Promise<{
  env: NodeJS.ProcessEnv;
  directory: string;
  close: () => Promise<void>;
}> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  return {
    env: {
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_PREFIX: 'documents/',
    },
    directory,
    close: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * What a storage backend holds, as keys like "72/72e9…" (and, on disk, the two-letter folders):
 * read from the disk folder, or from the test object store's own folder, where each object is a
 * file named after its key.
 */
export async function storedKeys(
  filesDir: string,
  objectStoreDirectory: string | undefined,
): Promise<string[]> {
  if (!objectStoreDirectory) {
    return (await fs.readdir(filesDir, { recursive: true })).map((entry) => entry.replace(/\\/g, '/'));
  }
  const bucket = path.join(objectStoreDirectory, TEST_BUCKET, 'documents');
  const entries = await fs.readdir(bucket, { recursive: true }).catch(() => [] as string[]);
  return entries
    .map((entry) => entry.replace(/\\/g, '/'))
    .filter((entry) => entry.endsWith('._S3rver_object'))
    .map((entry) => entry.slice(0, -'._S3rver_object'.length))
    .filter((key) => key !== '.readiness');
}

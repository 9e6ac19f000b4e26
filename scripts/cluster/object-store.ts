import fs from 'node:fs';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

export const BUCKET = 'portal-documents';

/** A real S3-protocol server on loopback (s3rver): the object store both instances share. */
export async function startObjectStore(workDir: string) {
  const directory = path.join(workDir, 's3');
  fs.mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    /** Whether the store holds the document of this file id. */
    holds: (fileId: string) =>
      fs.existsSync(path.join(directory, BUCKET, fileId.slice(0, 2), `${fileId}._S3rver_object`)),
    close: () => server.close(),
  };
}

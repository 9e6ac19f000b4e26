import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../config';
import type { FileStorage } from './storage';

const SAFE_ID = /^[0-9a-f-]{36}$/;

/**
 * A stream as a body whose length the upload cannot guess: lib-storage takes a `byteLength`,
 * `length` or `size` field of the body for its whole length, which a stream's field is not. A
 * failure of the stream still fails the upload (the pipeline destroys the copy with its error).
 */
function unsized(content: Readable | Buffer): Readable | Buffer {
  if (Buffer.isBuffer(content)) return content;
  const body = new PassThrough();
  pipeline(content, body).catch(() => undefined);
  return body;
}

/** The SDK client for the settings; credentials come from the SDK's usual chain. */
export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    // Checksums only where S3 requires them: several S3-compatible stores reject the newer
    // streaming checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Documents in an S3-compatible object store, shared by every server process. Credentials come
 * from the SDK's usual chain (environment, profile, instance role). Objects are private: they
 * are read only through the staff-only file route.
 */
export function s3Storage(settings: S3Settings, s3: S3Client = s3Client(settings)): FileStorage {
  const key = (id: string) => {
    if (!SAFE_ID.test(id)) throw new Error('unsafe file id');
    return `${settings.prefix}${id.slice(0, 2)}/${id}`;
  };
  const marker = `${settings.prefix}.readiness`;
  const encryption = settings.serverSideEncryption
    ? { ServerSideEncryption: settings.serverSideEncryption }
    : {};
  return {
    async put(id, content) {
      // A body of unknown length goes up in parts, one at a time (queueSize 1: one part in memory);
      // one no longer than a part goes as a single PUT. A failed multipart upload is aborted.
      const upload = new Upload({
        client: s3,
        params: { Bucket: settings.bucket, Key: key(id), Body: unsized(content), ...encryption },
        queueSize: 1,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async get(id) {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key(id) }));
        // In Node the body is the HTTP response itself: it streams on to the client.
        return object.Body instanceof Readable ? object.Body : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async remove(id) {
      // S3 answers a delete of a missing key with success: a second sweep is no error.
      await s3.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key(id) }));
    },
    async check() {
      // A HEAD of a marker needs no list permission; the first check writes the marker.
      try {
        await s3.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: marker }));
      } catch (error) {
        if (!(error instanceof NotFound)) throw error;
        await s3.send(
          new PutObjectCommand({ Bucket: settings.bucket, Key: marker, Body: '', ...encryption }),
        );
      }
    },
  };
}

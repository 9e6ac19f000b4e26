import { createHash } from 'node:crypto';
import { type Readable, Transform, type TransformCallback } from 'node:stream';

/**
 * Counts and hashes an upload's bytes as they pass on to storage, and keeps its first bytes apart
 * so its type can be sniffed before anything is stored. Nothing is held but those first bytes.
 */
export class UploadMeter extends Transform {
  /**
   * The bytes that have passed so far. Not named `size` or `length`: the S3 upload reads either
   * as the length of the whole body, and would cut a large one to a single part.
   */
  receivedBytes = 0;
  /** The sha256 of every byte, hex, once the upload has ended. */
  sha256: string | undefined;
  /** The first `headBytes` bytes, or all of a shorter upload; rejects when the meter fails first. */
  readonly head: Promise<Buffer>;
  private readonly hash = createHash('sha256');
  private headChunks: Buffer[] | undefined = [];
  private settleHead: (head: Buffer) => void = () => undefined;
  private failHead: (error: Error) => void = () => undefined;

  constructor(private readonly headBytes: number) {
    super();
    this.head = new Promise((resolve, reject) => {
      this.settleHead = resolve;
      this.failHead = reject;
    });
    // A failure once the head is read, or with no one waiting for it, is answered elsewhere.
    this.head.catch(() => undefined);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.receivedBytes += chunk.length;
    this.hash.update(chunk);
    if (this.headChunks) {
      this.headChunks.push(chunk);
      if (this.receivedBytes >= this.headBytes) this.resolveHead();
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    this.resolveHead();
    this.sha256 = this.hash.digest('hex');
    done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.failHead(error ?? new Error('The upload stopped before its first bytes were read'));
    done(error);
  }

  private resolveHead(): void {
    if (!this.headChunks) return;
    this.settleHead(Buffer.concat(this.headChunks).subarray(0, this.headBytes));
    this.headChunks = undefined;
  }
}

/**
 * What ended the feeding of an upload into its meter: the upload's whole end; the size limit or
 * the upload's own failure (both the client's doing); or the meter stopping first (the upload was
 * refused, or the storage failed).
 */
export type FeedEnd = 'ended' | 'too-large' | 'cut-short' | 'stopped';

/** A multipart file stream: busboy emits 'limit' and marks it truncated at the size limit. */
export interface UploadSource extends Readable {
  truncated: boolean;
}

/**
 * Pipes an upload into its meter and settles with whatever ends that first. The upload itself is
 * never destroyed here: once the meter is failed or stops, the rest of the upload is read to
 * nothing, so the request is still read to its end and its connection stays usable.
 */
export function feedUpload(upload: UploadSource, meter: UploadMeter): Promise<FeedEnd> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (end: FeedEnd, failure?: Error) => {
      if (settled) return;
      settled = true;
      upload.unpipe(meter);
      if (end === 'ended') meter.end();
      else meter.destroy(failure);
      if (end !== 'ended') upload.resume();
      resolve(end);
    };
    const tooLarge = () => settle('too-large', new Error('The upload is over the size limit'));
    const cutShort = () => settle('cut-short', new Error('The upload stopped before its end'));
    meter.on('error', () => settle('stopped'));
    meter.on('close', () => settle('stopped'));
    // Busboy may have parsed the whole part before it reached us: its 'limit' and its failure
    // are then already past, and show only as marks on the stream.
    if (upload.truncated) return tooLarge();
    if (upload.destroyed) return cutShort();
    upload.on('limit', tooLarge);
    upload.on('end', () => (upload.truncated ? tooLarge() : settle('ended')));
    upload.on('error', (error) => settle('cut-short', error));
    upload.on('close', cutShort);
    upload.pipe(meter, { end: false });
  });
}

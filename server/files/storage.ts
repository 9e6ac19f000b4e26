import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where uploaded documents live: a local folder, or an object store (s3-storage.ts). */
export interface FileStorage {
  /**
   * Stores the document as it is read, never whole in memory. Rejects, having kept nothing, when
   * the content fails part-way (the caller destroys it) or the store does.
   */
  put(id: string, content: Readable | Buffer): Promise<void>;
  /** The document as a stream, read as it is sent (never whole in memory), or undefined when none is stored. */
  get(id: string): Promise<Readable | undefined>;
  /** Removes the document; one already gone is no error (two sweepers, or a retry). */
  remove(id: string): Promise<void>;
  /** Throws unless documents can be stored and read now (the readiness check). */
  check(): Promise<void>;
}

const SAFE_ID = /^[0-9a-f-]{36}$/;

export function diskStorage(root: string): FileStorage {
  const locate = (id: string) => {
    if (!SAFE_ID.test(id)) throw new Error('unsafe file id');
    return path.join(root, id.slice(0, 2), id);
  };
  return {
    async put(id, content) {
      const target = locate(id);
      const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
      // A failure of the content while the folder is made is the put's: the pipeline finds it.
      const heldOver = () => undefined;
      source.on('error', heldOver);
      try {
        await fs.mkdir(path.dirname(target), { recursive: true });
      } finally {
        source.off('error', heldOver);
      }
      const temporary = `${target}.part`;
      try {
        await pipeline(source, createWriteStream(temporary, { flags: 'wx' }));
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async get(id) {
      try {
        const file = await fs.open(locate(id));
        return file.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(id) {
      const target = locate(id);
      // A process that died while writing left the partial write beside it.
      await fs.rm(`${target}.part`, { force: true });
      await fs.rm(target, { force: true });
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.R_OK | fs.constants.W_OK);
    },
  };
}

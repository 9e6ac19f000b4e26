import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded documents live. Disk today; an object store can implement the same interface. */
export interface FileStorage {
  put(id: string, content: Buffer): Promise<void>;
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
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.part`;
      await fs.writeFile(temporary, content, { flag: 'wx' });
      await fs.rename(temporary, target);
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
      await fs.rm(locate(id), { force: true });
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.R_OK | fs.constants.W_OK);
    },
  };
}

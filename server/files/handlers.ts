import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest, notFound } from '../errors';
import { type Handlers, pathOf, type ServiceContext } from '../routes/context';
import { countEnrolmentUpload } from './enrolment-upload-allowance';
import { fileUrl } from './references';
import { sniffContentType } from './sniff';

/** A display name only: it never becomes a path on disk. */
function displayName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = Array.from(base)
    .filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127)
    .join('')
    .trim()
    .slice(0, 255);
  return clean || 'document';
}

const ONE_FILE = 'Send exactly one file, in the field named file';

/**
 * The one file of a multipart upload. A form with other parts, or one that is not valid
 * multipart (no boundary, cut short), is the client's mistake, never a server error.
 */
async function readOneFile(request: FastifyRequest, maxBytes: number) {
  let file: { filename: string; content: Buffer } | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: maxBytes, files: 2, fields: 1, parts: 2 } });
    for await (const part of parts) {
      if (file) throw badRequest({ file: ONE_FILE });
      if (part.type !== 'file' || part.fieldname !== 'file') throw badRequest({ file: 'Required' });
      file = { filename: part.filename, content: await part.toBuffer() };
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw error;
    throw badRequest({ file: 'The upload is not a valid multipart form' });
  }
  if (!file) throw badRequest({ file: 'Required' });
  return file;
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

export function fileHandlers({ db, config, storage }: ServiceContext): Handlers {
  return {
    async uploadFile(request, reply) {
      if (!request.isMultipart())
        throw new ApiError(415, 'Send the file as multipart/form-data', { file: 'Required' });
      const part = await readOneFile(request, config.maxUploadBytes);
      const content = part.content;
      if (content.length === 0) throw badRequest({ file: 'The file is empty' });
      const contentType = await sniffContentType(content);
      if (!contentType) {
        throw new ApiError(415, 'Only PDF, PNG, JPEG or WebP files are accepted', {
          file: 'Only PDF, PNG, JPEG or WebP files are accepted',
        });
      }
      const id = randomUUID();
      const name = displayName(part.filename);
      const caller = request.caller;
      // One transaction: an upload over the session's allowance, or one that fails, stores nothing.
      await db.transaction().execute(async (trx) => {
        if (caller.kind === 'enrolment')
          await countEnrolmentUpload(trx, caller.sessionId, content.length, config.limits);
        await trx
          .insertInto('files')
          .values({
            id,
            content_type: contentType,
            size: content.length,
            original_name: name,
            sha256: createHash('sha256').update(content).digest('hex'),
            uploaded_by_user: caller.kind === 'staff' ? caller.user.userId : null,
            uploaded_by_enrolment: caller.kind === 'enrolment' ? caller.sessionId : null,
          })
          .execute();
        await storage.put(id, content);
      });
      return reply.status(201).send({
        data: { fileId: id, url: fileUrl(id), name, contentType, size: content.length },
      });
    },

    async downloadFile(request, reply) {
      const { fileId } = pathOf(request, 'downloadFile');
      const row = await db
        .selectFrom('files')
        .select(['id', 'content_type', 'original_name', 'size'])
        .where('id', '=', fileId)
        .executeTakeFirst();
      const content = row ? await storage.get(row.id) : undefined;
      if (!row || !content) throw notFound('File');
      const asciiName = row.original_name.replace(/[^\x20-\x7e]|["\\]/g, '_');
      const extension = EXTENSIONS[row.content_type] ?? 'bin';
      const filename = asciiName.toLowerCase().endsWith(`.${extension}`)
        ? asciiName
        : `${asciiName}.${extension}`;
      return reply
        .header('content-type', row.content_type)
        .header('content-disposition', `inline; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-length', String(row.size))
        .send(content);
    },
  };
}

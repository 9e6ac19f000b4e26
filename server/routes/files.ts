import { createHash, randomUUID } from 'node:crypto';
import { ApiError, badRequest, notFound } from '../errors';
import { fileUrl } from '../files/references';
import { sniffContentType } from '../files/sniff';
import { type Handlers, pathOf, type ServiceContext } from './context';

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
      const part = await request.file({ limits: { fileSize: config.maxUploadBytes, files: 1, fields: 0 } });
      if (part?.fieldname !== 'file') throw badRequest({ file: 'Required' });
      const content = await part.toBuffer();
      if (content.length === 0) throw badRequest({ file: 'The file is empty' });
      const contentType = await sniffContentType(content);
      if (!contentType) {
        throw new ApiError(415, 'Only PDF, PNG, JPEG or WebP files are accepted', {
          file: 'Only PDF, PNG, JPEG or WebP files are accepted',
        });
      }
      const id = randomUUID();
      const name = displayName(part.filename);
      await storage.put(id, content);
      const caller = request.caller;
      await db
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
      return reply.status(201).send({
        data: { fileId: id, url: fileUrl(id), name, contentType, size: content.length },
      });
    },

    async downloadFile(request, reply) {
      const { fileId } = pathOf(request, 'downloadFile');
      const row = await db
        .selectFrom('files')
        .select(['id', 'content_type', 'original_name'])
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
        .send(content);
    },
  };
}

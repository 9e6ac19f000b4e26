import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { ApiError, notFound } from '../errors';
import { type Handlers, pathOf, type ServiceContext } from '../routes/context';
import { PublicUploadRoomFull, roomFullWarnings } from './public-upload-room';
import { fileUrl } from './references';
import { receiveUpload } from './upload';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

export function fileHandlers(context: ServiceContext): Handlers {
  const { db, storage } = context;
  const warnRoomFull = roomFullWarnings(context.config.limits.publicUploadsUnreferencedMaxBytes);
  return {
    async uploadFile(request, reply) {
      if (!request.isMultipart())
        throw new ApiError(415, SERVER_MESSAGES.uploadAsMultipart, { file: SERVER_MESSAGES.required });
      const { id, name, contentType, size } = await receiveUpload(context, request).catch(
        (error: unknown) => {
          if (error instanceof PublicUploadRoomFull) {
            reply.header('retry-after', String(error.retryAfterSeconds));
            warnRoomFull(request.log, error.heldBytes);
          }
          throw error;
        },
      );
      return reply.status(201).send({ data: { fileId: id, url: fileUrl(id), name, contentType, size } });
    },

    async downloadFile(request, reply) {
      const { fileId } = pathOf(request, 'downloadFile');
      const row = await db
        .selectFrom('files')
        .select(['id', 'content_type', 'original_name', 'size'])
        .where('id', '=', fileId)
        // A pending upload is not wholly stored yet, or was cut short: it is no file.
        .where('stored_at', 'is not', null)
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

import { randomUUID } from 'node:crypto';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import type { Caller } from '../auth/guard';
import type { ServerConfig } from '../config';
import type { Db } from '../db/connect';
import { ApiError, badRequest } from '../errors';
import { documentName } from './document-name';
import { checkEnrolmentUpload, countEnrolmentUpload } from './enrolment-upload-allowance';
import { checkPublicUploadRoom, claimPublicUploadRoom, roomLimits } from './public-upload-room';
import { type AllowedContentType, SNIFF_BYTES, sniffContentType } from './sniff';
import type { FileStorage } from './storage';
import { type FeedEnd, feedUpload, UploadMeter } from './upload-stream';

interface UploadContext {
  db: Db;
  config: Pick<ServerConfig, 'maxUploadBytes' | 'limits' | 'unreferencedFiles'>;
  storage: FileStorage;
}

/** One document, wholly in storage and its row complete. */
export interface StoredUpload {
  id: string;
  name: string;
  contentType: AllowedContentType;
  size: number;
}

const NOT_MULTIPART = SERVER_MESSAGES.uploadNotMultipart;
const ONE_FILE = SERVER_MESSAGES.uploadOneFile;
const NOT_ALLOWED = SERVER_MESSAGES.uploadFileTypes;

/** A display name only: it never becomes a path on disk, and keeps no folder. */
const displayName = (raw: string | undefined): string => documentName((raw ?? '').split(/[\\/]/).pop() ?? '');

/** The form's next part. A form that is not valid multipart (no boundary, cut short) is the client's mistake. */
export async function nextPart(parts: AsyncIterator<Multipart>): Promise<Multipart | undefined> {
  try {
    const next = await parts.next();
    return next.done ? undefined : next.value;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw error;
    throw badRequest({ file: NOT_MULTIPART });
  }
}

/** The answer to an upload that ended before it was whole: over the size limit (413) or cut short (400). */
function clientFailure(request: FastifyRequest, end: FeedEnd): Error | undefined {
  if (end === 'too-large') return new request.server.multipartErrors.RequestFileTooLargeError();
  if (end === 'cut-short') return badRequest({ file: NOT_MULTIPART });
  return undefined;
}

/**
 * Best effort, never throwing: the stored document first, then the pending row, so a failure
 * leaves the row for the unreferenced-file sweeper to finish.
 */
async function discardUpload({ db, storage }: UploadContext, id: string, log: FastifyBaseLogger) {
  try {
    await storage.remove(id);
    await db.deleteFrom('files').where('id', '=', id).where('stored_at', 'is', null).execute();
  } catch (error) {
    log.error({ err: error, fileId: id }, 'a failed upload is left to the unreferenced-file sweeper');
  }
}

/** The refusals known from the first bytes, before anything is stored. */
async function refuseEarly(
  { db, config }: UploadContext,
  caller: Caller,
  head: Buffer,
): Promise<AllowedContentType> {
  if (head.length === 0) throw badRequest({ file: SERVER_MESSAGES.uploadEmpty });
  const contentType = await sniffContentType(head);
  if (!contentType) throw new ApiError(415, NOT_ALLOWED, { file: NOT_ALLOWED });
  if (caller.kind === 'enrolment') {
    await checkEnrolmentUpload(db, caller.sessionId, head.length, config.limits);
    await checkPublicUploadRoom(db, head.length, roomLimits(config));
  }
  return contentType;
}

/**
 * Refuses what the first bytes tell, else writes the upload's row, pending: committed before any
 * byte is stored, so a crash part-way leaves a row the sweeper finds.
 */
async function startUpload(
  context: UploadContext,
  caller: Caller,
  part: MultipartFile,
  head: Buffer,
): Promise<StoredUpload> {
  const upload: StoredUpload = {
    id: randomUUID(),
    name: displayName(part.filename),
    contentType: await refuseEarly(context, caller, head),
    size: head.length,
  };
  await context.db
    .insertInto('files')
    .values({
      id: upload.id,
      content_type: upload.contentType,
      size: upload.size,
      original_name: upload.name,
      sha256: null,
      stored_at: null,
      uploaded_by_user: caller.kind === 'staff' ? caller.user.userId : null,
      uploaded_by_enrolment: caller.kind === 'enrolment' ? caller.sessionId : null,
    })
    .execute();
  return upload;
}

/**
 * Streams the file part into storage under a pending row, sniffing its first bytes before anything
 * is stored. On any failure the row and the document are removed before the error is thrown.
 */
async function storeFilePart(
  context: UploadContext,
  request: FastifyRequest,
  part: MultipartFile,
): Promise<StoredUpload & { sha256: string }> {
  const meter = new UploadMeter(SNIFF_BYTES);
  const feeding = feedUpload(part.file, meter);
  const head = await meter.head.catch(async () => {
    throw clientFailure(request, await feeding) ?? new Error('The upload stopped unread');
  });
  const upload = await startUpload(context, request.caller, part, head).catch((error: unknown) => {
    // Nothing is stored: the rest of the upload is read to nothing.
    meter.destroy();
    throw error;
  });
  const stored = await context.storage.put(upload.id, meter).then(
    () => undefined,
    (error: unknown) => {
      meter.destroy();
      return { error };
    },
  );
  const end = await feeding;
  if (end !== 'ended' || stored || meter.sha256 === undefined) {
    await discardUpload(context, upload.id, request.log);
    throw clientFailure(request, end) ?? stored?.error ?? new Error('The upload stopped unstored');
  }
  return { ...upload, size: meter.receivedBytes, sha256: meter.sha256 };
}

/**
 * The authoritative counts (the session's allowance, and for a public upload the room all public
 * uploads share) and the completion mark, in one transaction: a refused upload counts for nothing.
 */
async function completeUpload(
  { db, config }: UploadContext,
  caller: Caller,
  upload: StoredUpload & { sha256: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (caller.kind === 'enrolment')
      await countEnrolmentUpload(trx, caller.sessionId, upload.size, config.limits);
    const completed = await trx
      .updateTable('files')
      .set({ size: upload.size, sha256: upload.sha256, stored_at: sql<Date>`now()` })
      .where('id', '=', upload.id)
      .where('stored_at', 'is', null)
      .executeTakeFirst();
    if (completed.numUpdatedRows !== 1n) throw new Error(`The pending upload ${upload.id} is gone`);
    // Last, so the one row every public upload counts on is held only for the commit.
    if (caller.kind === 'enrolment') await claimPublicUploadRoom(trx, upload.size, roomLimits(config));
  });
}

/**
 * The one file of a multipart upload, streamed to storage (never whole in memory). Its row is
 * written first, pending, so a crash part-way leaves something the sweeper finds; it is completed
 * once the document is stored and counted. A refused or failed upload leaves no row and no document.
 */
export async function receiveUpload(context: UploadContext, request: FastifyRequest): Promise<StoredUpload> {
  const { maxUploadBytes } = context.config;
  const parts = request.parts({ limits: { fileSize: maxUploadBytes, files: 2, fields: 1, parts: 2 } });
  const part = await nextPart(parts);
  if (part?.type !== 'file' || part.fieldname !== 'file')
    throw badRequest({ file: SERVER_MESSAGES.required });
  const upload = await storeFilePart(context, request, part);
  try {
    if (await nextPart(parts)) throw badRequest({ file: ONE_FILE });
    await completeUpload(context, request.caller, upload);
  } catch (error) {
    await discardUpload(context, upload.id, request.log);
    throw error;
  }
  return upload;
}

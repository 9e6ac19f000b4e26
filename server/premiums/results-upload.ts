import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES, serverMessage } from '../../src/domain/server-messages';
import type { StaffUser } from '../auth/staff';
import type { PremiumResultsSettings } from '../config';
import type { Db } from '../db/connect';
import type { PremiumResultRowsTable } from '../db/schema';
import { ApiError, badRequest, isUniqueViolation } from '../errors';
import { nextPart } from '../files/upload';
import { type FeedEnd, feedUpload, UploadMeter } from '../files/upload-stream';
import { type ParsedRow, ResultsFileError, readResultRows } from './results-file';

/** What an upload became: a file now being checked, or the same file received before. */
export interface ReceivedResults {
  fileId: string;
  alreadyUploaded: boolean;
}

type StagedRow = Omit<PremiumResultRowsTable, 'premium_id' | 'amount'> & {
  premium_id: number | null;
  amount: number | null;
};

/** The bound in MB as people read it: 30, or 0.01 for a small one (rounded up, never to 0). */
const megabytes = (bytes: number) => Math.ceil((bytes / 1_048_576) * 100) / 100;

const tooManyBytes = (settings: PremiumResultsSettings) => {
  const message = serverMessage.resultsTooManyBytes(megabytes(settings.maxBytes));
  return new ApiError(413, message, { file: message });
};

const tooManyRows = (settings: PremiumResultsSettings) => {
  const message = serverMessage.resultsTooManyRows(settings.maxRows);
  return new ApiError(413, message, { file: message });
};

/** A row as staged: read and waiting for its check, or malformed and refused already. */
function staged(fileId: string, row: ParsedRow): StagedRow {
  const empty = {
    file_id: fileId,
    line: row.line,
    reference: row.reference,
    record_kind: null,
    record_id: null,
  };
  if ('malformed' in row)
    return {
      ...empty,
      premium_id: null,
      account: null,
      amount: null,
      day: null,
      result: null,
      failure_reason: null,
      bank_reference: null,
      outcome: 'refused',
      reason: row.malformed,
    };
  return {
    ...empty,
    premium_id: row.premiumId,
    account: row.account,
    amount: row.amount,
    day: row.date,
    result: row.result,
    failure_reason: row.reason,
    bank_reference: row.bankReference,
    outcome: 'pending',
    reason: null,
  };
}

/** Why the upload itself ended early, when it did: over its size (413) or cut short (400). */
function uploadFailure(end: FeedEnd, settings: PremiumResultsSettings): ApiError | undefined {
  if (end === 'too-large') return tooManyBytes(settings);
  if (end === 'cut-short') return badRequest({ file: SERVER_MESSAGES.uploadNotMultipart });
  return undefined;
}

/**
 * Reads the file part as it arrives (never whole in memory), bounded in bytes and rows, and writes
 * its rows to the staging table a batch at a time, each batch one short statement: a slow client
 * never holds a transaction open. Answers the file's SHA-256 and its counts.
 */
async function stageRows(
  db: Db,
  fileId: string,
  part: MultipartFile,
  settings: PremiumResultsSettings,
): Promise<{ sha256: string; rows: number; bytes: number }> {
  const meter = new UploadMeter(0);
  const feeding = feedUpload(part.file, meter);
  let rows = 0;
  let batch: StagedRow[] = [];
  const flush = async () => {
    if (batch.length > 0) await db.insertInto('premium_result_rows').values(batch).execute();
    batch = [];
  };
  try {
    for await (const row of readResultRows(meter, settings)) {
      rows += 1;
      if (rows > settings.maxRows) throw tooManyRows(settings);
      batch.push(staged(fileId, row));
      if (batch.length >= settings.batchRows) await flush();
    }
    await flush();
  } catch (error) {
    // The rest of the upload is read to nothing; the size limit or a cut says what happened first.
    meter.destroy();
    const failure = uploadFailure(await feeding, settings);
    if (failure) throw failure;
    if (error instanceof ResultsFileError) throw badRequest({ file: error.message });
    throw error;
  }
  const end = await feeding;
  const failure = uploadFailure(end, settings);
  if (failure) throw failure;
  if (end !== 'ended' || meter.sha256 === undefined) throw new Error('The results file stopped unread');
  return { sha256: meter.sha256, rows, bytes: meter.receivedBytes };
}

/** Best effort, never throwing: a file still receiving goes with its rows; the work loop sweeps what stays. */
async function discardReceipt(db: Db, fileId: string, log: FastifyBaseLogger): Promise<void> {
  try {
    await db
      .deleteFrom('premium_result_files')
      .where('id', '=', fileId)
      .where('status', '=', 'receiving')
      .execute();
  } catch (error) {
    log.error({ err: error, resultFileId: fileId }, 'a refused results file is left for the sweep');
  }
}

const firstWithHash = (db: Db, sha256: string) =>
  db.selectFrom('premium_result_files').select('id').where('sha256', '=', sha256).executeTakeFirst();

/**
 * The file is whole: it goes to checking under its SHA-256, unless the same file came before (by
 * another upload, even at the same moment): then this one goes, and the first one answers.
 */
async function completeReceipt(
  db: Db,
  fileId: string,
  received: { sha256: string; rows: number; bytes: number },
  log: FastifyBaseLogger,
): Promise<ReceivedResults> {
  const before = await firstWithHash(db, received.sha256);
  if (!before) {
    try {
      await db
        .updateTable('premium_result_files')
        .set({
          sha256: received.sha256,
          status: 'checking',
          row_count: received.rows,
          byte_count: received.bytes,
        })
        .where('id', '=', fileId)
        .where('status', '=', 'receiving')
        .execute();
      return { fileId, alreadyUploaded: false };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  const first = before ?? (await firstWithHash(db, received.sha256));
  if (!first) throw new Error('A results file clashed with one that is gone');
  await discardReceipt(db, fileId, log);
  return { fileId: first.id, alreadyUploaded: true };
}

/**
 * Receives a results file from core banking: one multipart part named `file`, staged row by row
 * under a row of its own ('receiving', seen by no one), then handed to checking. An upload past a
 * bound, unreadable or cut short leaves nothing behind.
 */
export async function receiveResultsFile(
  db: Db,
  settings: PremiumResultsSettings,
  request: FastifyRequest,
  user: StaffUser,
): Promise<ReceivedResults> {
  const parts = request.parts({ limits: { fileSize: settings.maxBytes, files: 2, fields: 1, parts: 2 } });
  const part = await nextPart(parts);
  if (part?.type !== 'file' || part.fieldname !== 'file')
    throw badRequest({ file: SERVER_MESSAGES.uploadOneFile });
  const fileId = randomUUID();
  const fileName = (part.filename || 'results.csv').slice(0, 255);
  await db
    .insertInto('premium_result_files')
    .values({ id: fileId, file_name: fileName, uploaded_by: user.userId, sha256: null, report: null })
    .execute();
  try {
    const received = await stageRows(db, fileId, part, settings);
    if (await nextPart(parts)) throw badRequest({ file: SERVER_MESSAGES.uploadOneFile });
    return await completeReceipt(db, fileId, received, request.log);
  } catch (error) {
    await discardReceipt(db, fileId, request.log);
    throw error;
  }
}

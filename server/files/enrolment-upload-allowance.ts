import { type Kysely, sql, type Transaction } from 'kysely';
import { SERVER_MESSAGES, serverMessage } from '../../src/domain/server-messages';
import type { AbuseLimits } from '../config';
import type { Database } from '../db/schema';
import { ApiError, conflict } from '../errors';

type Limits = Pick<AbuseLimits, 'enrolmentUploadFiles' | 'enrolmentUploadBytes'>;

/** A session's uploads with the one at hand counted in, and whether its enrolment is stored. */
interface Counted {
  uploaded_files: number;
  uploaded_bytes: number | string;
  submitted: boolean;
}

/** Whether the session (aliased s) has its enrolment stored: its documents can no longer change. */
const submitted = sql<boolean>`EXISTS (SELECT 1 FROM diasporas d WHERE d.enrolment_session = s.id)`;

/** Refuses an upload the session may not make: 401 with no session, 409 once submitted, 413 past the allowance. */
function refuseOver(counted: Counted | undefined, limits: Limits): void {
  if (!counted) throw new ApiError(401, SERVER_MESSAGES.enrolmentSessionExpired);
  if (counted.submitted) {
    throw conflict(SERVER_MESSAGES.enrolmentSubmittedDocuments, {
      file: SERVER_MESSAGES.enrolmentSubmitted,
    });
  }
  const tooMany = counted.uploaded_files > limits.enrolmentUploadFiles;
  if (tooMany || Number(counted.uploaded_bytes) > limits.enrolmentUploadBytes) {
    const megabytes = Math.floor(limits.enrolmentUploadBytes / (1024 * 1024));
    const message = serverMessage.uploadAllowance(limits.enrolmentUploadFiles, megabytes);
    throw new ApiError(413, message, { file: message });
  }
}

/**
 * The cheap look before an upload is streamed: refuses, as `countEnrolmentUpload` would, a session
 * already submitted or with no file or bytes left for the bytes already received. It counts nothing:
 * the count after the upload is the one that holds.
 */
export async function checkEnrolmentUpload(
  db: Kysely<Database>,
  sessionId: string,
  bytesSoFar: number,
  limits: Limits,
): Promise<void> {
  const session = await db
    .selectFrom('enrolment_sessions as s')
    .select(['s.uploaded_files', 's.uploaded_bytes', submitted.as('submitted')])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
  refuseOver(
    session && {
      uploaded_files: session.uploaded_files + 1,
      uploaded_bytes: Number(session.uploaded_bytes) + bytesSoFar,
      submitted: session.submitted,
    },
    limits,
  );
}

/**
 * Counts one upload against its enrolment session's allowance, or refuses it: once the session's
 * enrolment is stored (409), and past the session's files or bytes (413). The session's row is
 * updated in the upload's own transaction, so concurrent uploads of one session queue on it, every
 * server process sees the same count, and a refused or failed upload counts for nothing.
 */
export async function countEnrolmentUpload(
  trx: Transaction<Database>,
  sessionId: string,
  bytes: number,
  limits: Limits,
): Promise<void> {
  const counted = await trx
    .updateTable('enrolment_sessions as s')
    .set((eb) => ({
      uploaded_files: eb('s.uploaded_files', '+', 1),
      uploaded_bytes: eb('s.uploaded_bytes', '+', bytes),
    }))
    .where('s.id', '=', sessionId)
    .returning(['s.uploaded_files', 's.uploaded_bytes', submitted.as('submitted')])
    .executeTakeFirst();
  refuseOver(counted, limits);
}

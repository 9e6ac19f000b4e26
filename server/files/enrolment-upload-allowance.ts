import { sql, type Transaction } from 'kysely';
import type { AbuseLimits } from '../config';
import type { Database } from '../db/schema';
import { ApiError, conflict } from '../errors';

const mebibytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

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
  limits: Pick<AbuseLimits, 'enrolmentUploadFiles' | 'enrolmentUploadBytes'>,
): Promise<void> {
  const counted = await trx
    .updateTable('enrolment_sessions as s')
    .set((eb) => ({
      uploaded_files: eb('s.uploaded_files', '+', 1),
      uploaded_bytes: eb('s.uploaded_bytes', '+', bytes),
    }))
    .where('s.id', '=', sessionId)
    .returning((eb) => [
      's.uploaded_files',
      's.uploaded_bytes',
      eb
        .exists(
          eb
            .selectFrom('diasporas as d')
            .select(sql`1`.as('one'))
            .whereRef('d.enrolment_session', '=', 's.id'),
        )
        .as('submitted'),
    ])
    .executeTakeFirst();
  if (!counted)
    throw new ApiError(401, 'Your enrolment session has expired. Please verify the captcha again');
  if (counted.submitted) {
    throw conflict('This enrolment was already submitted: its documents can no longer change', {
      file: 'This enrolment was already submitted',
    });
  }
  const tooMany = counted.uploaded_files > limits.enrolmentUploadFiles;
  if (tooMany || Number(counted.uploaded_bytes) > limits.enrolmentUploadBytes) {
    const allowance = `${limits.enrolmentUploadFiles} files and ${mebibytes(limits.enrolmentUploadBytes)}`;
    const message = `One enrolment may upload at most ${allowance} in all`;
    throw new ApiError(413, message, { file: message });
  }
}

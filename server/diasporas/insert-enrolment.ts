import { type Insertable, sql, type Transaction } from 'kysely';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import type { Database, DiasporasTable } from '../db/schema';
import { conflict } from '../errors';
import {
  type DuplicateMatch,
  type EnrolledPerson,
  findPossibleDuplicates,
  sharesDiasporaIdNumber,
} from './possible-duplicates';

export const ALREADY_ENROLLED_MESSAGE = SERVER_MESSAGES.alreadyEnrolled;

type DiasporaValues = Omit<Insertable<DiasporasTable>, 'possible_duplicate' | 'duplicate_of'>;

/**
 * Inserts a diaspora enrolment, flagged for staff when it shares an id number, account number or
 * email with a live diaspora or customer. Staff are told at once (409) when a live diaspora holds
 * the id number; the public never is (DESIGN decision 14): a public enrolment takes the same steps
 * whatever it matches, is stored beside the record it may duplicate, and is answered as any other.
 */
export async function insertDiasporaEnrolment(
  trx: Transaction<Database>,
  values: DiasporaValues,
  person: EnrolledPerson,
  audience: 'staff' | 'public',
) {
  const matches = await findPossibleDuplicates(trx, person);
  const insert = (found: DuplicateMatch[], flagged = found.length > 0) =>
    trx
      .insertInto('diasporas')
      .values({ ...values, possible_duplicate: flagged, duplicate_of: JSON.stringify(found) })
      .returning(['id', 'status', 'created_at']);
  if (audience === 'staff') {
    if (sharesDiasporaIdNumber(matches))
      throw conflict(ALREADY_ENROLLED_MESSAGE, { idNumber: ALREADY_ENROLLED_MESSAGE });
    // A twin committed since the look-up still meets the unique index: the caller's 409.
    return insert(matches).executeTakeFirstOrThrow();
  }
  const stored = await insert(matches)
    .onConflict((conflicting) =>
      conflicting
        .columns(['id_type', 'id_number'])
        .where(sql<boolean>`deleted_at IS NULL AND NOT possible_duplicate`)
        .doNothing(),
    )
    .executeTakeFirst();
  if (stored) return stored;
  // An enrolment of the same id number committed while this one looked: it shows now, and this
  // one waits beside it, flagged, rather than telling the visitor anything.
  return insert(await findPossibleDuplicates(trx, person), true).executeTakeFirstOrThrow();
}

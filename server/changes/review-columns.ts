import { sql } from 'kysely';
import { makerIdsJson } from '../cover/makers';
import { type RecordKind, waitingChangeJson } from './pending-store';

/**
 * What a record's reviewer needs beside its details, as two more columns of the statement that
 * reads the record (`maker_ids`, and `waiting_change` for `toPendingChange`), so the details stay one round trip.
 * `idColumn` is the record's id in that statement, such as 'd.id'.
 */
export function reviewColumns(kind: RecordKind, idColumn: string) {
  const id = sql<string>`${sql.ref(idColumn)}`;
  return [makerIdsJson(kind, id).as('maker_ids'), waitingChangeJson(kind, id).as('waiting_change')] as const;
}

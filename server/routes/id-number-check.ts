import type { Kysely } from 'kysely';
import { normaliseIdNumber } from '../../src/domain/identity';
import type { Database } from '../db/schema';

export interface IdNumberQuery {
  idType: number;
  idNumber: string;
  /** The record being edited: its own id number is not a clash. */
  except?: string | undefined;
}

/**
 * Whether a live record already holds the id number, as the unique indexes compare it (after the
 * dashes and spaces are taken out). Individual customers clash with each other only, not with
 * group members, as `customers_individual_id_number` does.
 */
export async function idNumberRegistered(
  db: Kysely<Database>,
  table: 'customers' | 'diasporas',
  { idType, idNumber, except }: IdNumberQuery,
): Promise<boolean> {
  let query = db
    .selectFrom(table)
    .select('id')
    .where('id_type', '=', idType)
    .where('id_number', '=', normaliseIdNumber(idNumber))
    .where('deleted_at', 'is', null);
  if (table === 'customers') query = query.where('group_id', 'is', null);
  if (except) query = query.where('id', '<>', except);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

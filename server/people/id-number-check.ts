import type { Kysely } from 'kysely';
import { normaliseIdNumber } from '../../src/domain/identity';
import type { Caller } from '../auth/guard';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { createdWithKey } from '../idempotency';

type Kind = 'customers' | 'diasporas';

export interface IdNumberQuery {
  idType: number;
  idNumber: string;
  /** The record being edited: its own id number is not a clash. */
  except?: string | undefined;
}

/** The create each kind's records come from, and the field its answer names the new record by. */
const CREATED_BY: Record<Kind, [operation: string, idField: string]> = {
  customers: ['createCustomer', 'customerId'],
  diasporas: ['createDiaspora', 'diasporaId'],
};

/**
 * Whether a live record already holds the id number, as the unique indexes compare it (after the
 * dashes and spaces are taken out). Individual customers clash with each other only, not with
 * group members, as `customers_individual_id_number` does.
 */
export async function idNumberRegistered(
  db: Kysely<Database>,
  table: Kind,
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

/** The id number check's answer; the record this very submission already made (its answer lost) is no clash. */
export async function answerIdNumberCheck(
  db: Db,
  asker: { caller: Caller; idempotencyKey: string | undefined },
  kind: Kind,
  query: IdNumberQuery,
) {
  const key = asker.idempotencyKey;
  const [operation, idField] = CREATED_BY[kind];
  const own = key ? await createdWithKey(db, asker.caller, key, operation, idField) : undefined;
  const registered = await idNumberRegistered(db, kind, { ...query, except: query.except ?? own });
  return { data: { registered } };
}

import { type Kysely, type SqlBool, sql } from 'kysely';
import { toPendingChange } from '../changes/pending-store';
import { reviewColumns } from '../changes/review-columns';
import { claimSummariesJson } from '../claims/summary';
import { claimTotal } from '../claims/totals';
import type { Schemas } from '../contract-types';
import { jsonArray } from '../db/json-array';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import { toDiaspora } from './mappers';
import { describeDuplicates } from './possible-duplicates';

/** A diaspora customer's row with its policy, claim total, beneficiaries, claims, makers and waiting change, in one round trip. */
export const diasporaDetailQuery = (db: Kysely<Database>, diasporaId: string) =>
  db
    .selectFrom('diasporas as d')
    .leftJoin('policies as p', 'p.id', 'd.policy_id')
    .selectAll('d')
    .select((eb) => [
      'p.name as policy_name',
      claimTotal('diaspora_id', 'd.id').as('total_claim'),
      // The beneficiaries and claims come as JSON arrays beside the row.
      jsonArray(
        eb
          .selectFrom('beneficiaries as b')
          .select([
            'b.id',
            'b.ordinal',
            'b.first_name',
            'b.middle_name',
            'b.last_name',
            'b.sex',
            'b.dob',
            'b.relationship',
            'b.copy_of_proof_file',
            'b.joined_on',
          ])
          .whereRef('b.diaspora_id', '=', 'd.id'),
        sql`r.ordinal`,
      ).as('beneficiaries'),
      claimSummariesJson(sql<SqlBool>`claims.diaspora_id = ${sql.ref('d.id')}`).as('claims'),
      ...reviewColumns('diaspora', 'd.id'),
    ])
    .where('d.id', '=', diasporaId)
    .where('d.deleted_at', 'is', null);

export const diasporaDetailRow = (db: Kysely<Database>, diasporaId: string) =>
  diasporaDetailQuery(db, diasporaId).executeTakeFirst();

export type DiasporaDetailRow = NonNullable<Awaited<ReturnType<typeof diasporaDetailRow>>>;

/** A diaspora customer as the contract shows one, with the records it may duplicate. */
export async function loadDiaspora(
  db: Kysely<Database>,
  diasporaId: string,
): Promise<Schemas['DiasporaDetail']> {
  const row = await diasporaDetailRow(db, diasporaId);
  if (!row) throw notFound('Diaspora customer');
  const duplicates = await describeDuplicates(db, row.duplicate_of);
  return toDiaspora(row, row.maker_ids, toPendingChange(row.waiting_change), duplicates);
}

import type { Kysely, Transaction } from 'kysely';
import type { Schemas } from '../contract-types';
import { claimMakersOf } from '../cover/makers';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import { toClaim } from './mappers';

type Db = Kysely<Database> | Transaction<Database>;

/** A claim's row with the names of its holder, insured person and the staff who acted on it. */
export const claimRow = (db: Db, claimId: string) =>
  db
    .selectFrom('claims as c')
    .leftJoin('users as s', 's.id', 'c.submitted_by')
    .leftJoin('users as d', 'd.id', 'c.decided_by')
    .leftJoin('customers as cu', 'cu.id', 'c.customer_id')
    .leftJoin('diasporas as di', 'di.id', 'c.diaspora_id')
    .leftJoin('groups as g', 'g.id', 'c.group_id')
    .leftJoin('beneficiaries as b', 'b.id', 'c.beneficiary_id')
    .selectAll('c')
    .select([
      's.first_name as s_first',
      's.last_name as s_last',
      'd.first_name as d_first',
      'd.last_name as d_last',
      'cu.first_name as cu_first',
      'cu.last_name as cu_last',
      'di.first_name as di_first',
      'di.last_name as di_last',
      'g.name as group_name',
      'b.relationship as b_relationship',
    ])
    .where('c.id', '=', claimId)
    .executeTakeFirst();

export type ClaimRow = NonNullable<Awaited<ReturnType<typeof claimRow>>>;

/** A claim's documents, oldest first. */
export const claimDocuments = (db: Db, claimId: string) =>
  db
    .selectFrom('claim_documents')
    .select(['id', 'kind', 'file_id', 'name', 'added_at'])
    .where('claim_id', '=', claimId)
    .orderBy('added_at')
    .execute();

export type ClaimDocumentRow = Awaited<ReturnType<typeof claimDocuments>>[number];

/** One claim with its documents and the names of the staff who acted on it. */
export async function loadClaim(db: Db, claimId: string): Promise<Schemas['Claim']> {
  const row = await claimRow(db, claimId);
  if (!row) throw notFound('Claim');
  const documents = await claimDocuments(db, claimId);
  return toClaim(row, documents, await claimMakersOf(db, claimId));
}

export async function lockClaim(trx: Transaction<Database>, claimId: string) {
  const claim = await trx
    .selectFrom('claims')
    .selectAll()
    .where('id', '=', claimId)
    .forUpdate()
    .executeTakeFirst();
  if (!claim) throw notFound('Claim');
  return claim;
}

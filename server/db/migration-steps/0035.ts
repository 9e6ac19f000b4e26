import { type Migration, sql } from 'kysely';
import { run } from '../migration-sql';

/** The live claims of a person: not rejected, for a customer or a diaspora holder or beneficiary. */
const LIVE_PERSON_CLAIM = sql`status <> 'rejected' AND group_id IS NULL`;

/** Migration 0035. Never edit one that has shipped: add a new one. */
export const migrations0035: Record<string, Migration> = {
  '0035_one_claim_per_person': {
    async up(db) {
      await run(db, [
        // A claim repeating an earlier one for the same person, found when this rule arrived: it
        // names the claim that stands, and stays outside the rule below until staff settle it.
        sql`ALTER TABLE claims ADD COLUMN duplicate_of uuid REFERENCES claims (id)`,
        // Claims stored before the rule may repeat one another. Of each person's live claims the
        // one furthest along (paid, then approved, then submitted), the earliest of those, stands;
        // the others are marked as its duplicates rather than changed or refused, so no money's
        // trail is rewritten and the migration never stops on old data (server/claims/duplicates.ts
        // keeps a marked one from being approved or paid while the standing claim is live).
        sql`WITH live AS (
            SELECT id, customer_id, diaspora_id, beneficiary_id,
              row_number() OVER (
                PARTITION BY customer_id, diaspora_id, beneficiary_id
                ORDER BY CASE status WHEN 'paid' THEN 0 WHEN 'approved' THEN 1 ELSE 2 END, created_at, id
              ) AS rank
            FROM claims WHERE ${LIVE_PERSON_CLAIM}
          ),
          standing AS (SELECT * FROM live WHERE rank = 1)
          UPDATE claims SET duplicate_of = standing.id
          FROM live JOIN standing
            ON standing.customer_id IS NOT DISTINCT FROM live.customer_id
            AND standing.diaspora_id IS NOT DISTINCT FROM live.diaspora_id
            AND standing.beneficiary_id IS NOT DISTINCT FROM live.beneficiary_id
          WHERE claims.id = live.id AND live.rank > 1`,
        // One person, one death: one live claim per insured person (a customer, which a group
        // member is too, a diaspora holder, or one of their declared beneficiaries). A rejected
        // claim leaves it, so the person may be claimed for again (a rejection for missing papers
        // is not the end). Concurrent claims for one person meet here, whatever the code does.
        sql`CREATE UNIQUE INDEX claims_one_per_person
          ON claims (customer_id, diaspora_id, beneficiary_id) NULLS NOT DISTINCT
          WHERE ${LIVE_PERSON_CLAIM} AND duplicate_of IS NULL`,
        sql`CREATE INDEX claims_duplicates ON claims (duplicate_of) WHERE duplicate_of IS NOT NULL`,
      ]);
    },
  },
};

import { type Migration, sql } from 'kysely';
import { run } from '../migration-sql';

/** Migration 0033. Never edit one that has shipped: add a new one. */
export const migrations0033: Record<string, Migration> = {
  '0033_payment_accounts': {
    async up(db) {
      await run(db, [
        // The bank account an individual's or a group's premiums are debited from (diaspora
        // customers have had theirs from the start). Records from before this migration have none:
        // they are left empty for staff to complete, never guessed, and the debit file leaves out
        // a premium whose record has no account rather than write a row no bank can debit.
        sql`ALTER TABLE customers ADD COLUMN account_number text`,
        sql`ALTER TABLE groups ADD COLUMN account_number text`,
        // "Which individuals and groups still need their account": read by the premiums page.
        sql`CREATE INDEX customers_without_account ON customers (created_at, id)
          WHERE account_number IS NULL AND deleted_at IS NULL AND group_id IS NULL`,
        sql`CREATE INDEX groups_without_account ON groups (created_at, id)
          WHERE account_number IS NULL AND deleted_at IS NULL`,
      ]);
    },
  },
};

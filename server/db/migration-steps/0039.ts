import { type Migration, sql } from 'kysely';
import { run } from '../migration-sql';

/** Migration 0039. Never edit one that has shipped: add a new one. */
export const migrations0039: Record<string, Migration> = {
  '0039_payment_account_search': {
    async up(db) {
      await run(db, [
        // A search that is one whole account number finds its individual customer or group by
        // equality, as the diasporas' does (0014's diasporas_live_account_number), never by a scan.
        sql`CREATE INDEX customers_live_account_number ON customers (account_number)
          WHERE deleted_at IS NULL AND account_number IS NOT NULL`,
        sql`CREATE INDEX groups_live_account_number ON groups (account_number)
          WHERE deleted_at IS NULL AND account_number IS NOT NULL`,
      ]);
    },
  },
};

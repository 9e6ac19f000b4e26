import { type Migration, sql } from 'kysely';
import { run } from '../migration-sql';

/** Migrations from 0021. Never edit one that has shipped: add a new one. */
export const migrations0021To0024: Record<string, Migration> = {
  '0021_mobile_number_search': {
    async up(db) {
      // A search that is a whole mobile number finds it by equality on its digits, as typed or
      // stored ("+971 50 123 4507"), instead of reading the trigram index (server/common/search.ts).
      await run(db, [
        sql`CREATE INDEX diasporas_live_mobile_digits ON diasporas
          ((regexp_replace(mobile, '[^0-9]', '', 'g'))) WHERE deleted_at IS NULL`,
        sql`CREATE INDEX customers_live_mobile_digits ON customers
          ((regexp_replace(mobile, '[^0-9]', '', 'g'))) WHERE deleted_at IS NULL`,
      ]);
    },
  },
};

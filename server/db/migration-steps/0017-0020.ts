import { type Migration, sql } from 'kysely';
import { run } from '../migration-sql';

/** Migrations 0017 to 0020. Never edit one that has shipped: add a new one. */
export const migrations0017To0020: Record<string, Migration> = {
  '0017_public_rate_limits': {
    async up(db) {
      // The public rate limits' counters, shared by every server process on the database.
      await run(db, [
        sql`CREATE TABLE rate_limit_counters (
          key_hash text COLLATE "C" PRIMARY KEY,
          hits integer NOT NULL CHECK (hits > 0),
          window_ends_at timestamptz NOT NULL
        )`,
        sql`CREATE INDEX rate_limit_counters_window_ends ON rate_limit_counters (window_ends_at)`,
      ]);
    },
  },
};

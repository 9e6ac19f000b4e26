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
  '0018_files_stored_at': {
    async up(db) {
      // An upload's row is written before its bytes are streamed to storage, so a crash part-way
      // leaves a row the unreferenced-file sweeper finds. stored_at marks the upload complete;
      // until then the row has no digest and is neither downloadable nor referable. The default
      // keeps the previous release working during a rolling upgrade: its rows, written whole with
      // no stored_at, count as stored; this release writes its pending rows with an explicit null.
      await run(db, [
        sql`ALTER TABLE files ADD COLUMN stored_at timestamptz DEFAULT now()`,
        sql`UPDATE files SET stored_at = created_at`,
        sql`ALTER TABLE files ALTER COLUMN sha256 DROP NOT NULL`,
        sql`ALTER TABLE files ADD CONSTRAINT files_stored_has_digest
          CHECK (stored_at IS NULL OR sha256 IS NOT NULL)`,
      ]);
    },
  },
};

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
  '0019_customer_letters': {
    async up(db) {
      // The customer's language for the bank's emails (DESIGN decision 13). A constant default
      // fills the rows already stored without rewriting the table.
      const covered = ['customers', 'diasporas', 'groups'];
      await run(db, [
        ...covered.map(
          (table) => sql`ALTER TABLE ${sql.table(table)} ADD COLUMN language text NOT NULL DEFAULT 'en'
            CONSTRAINT ${sql.raw(`${table}_language_check`)} CHECK (language IN ('en', 'sw'))`,
        ),
        // The emails, written in the same transaction as the change each reports and sent by the
        // delivery loop (server/mail/): a rolled-back change sends nothing, a crash loses nothing.
        sql`CREATE TABLE letter_outbox (
          id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
          record_kind text NOT NULL CHECK (record_kind IN ('customer', 'diaspora', 'group')),
          record_id uuid NOT NULL,
          claim_id uuid REFERENCES claims (id),
          letter_kind text NOT NULL CHECK (letter_kind IN
            ('enrolment-received', 'cover-approved', 'cover-rejected', 'claim-decided', 'claim-paid')),
          language text NOT NULL CHECK (language IN ('en', 'sw')),
          recipient text NOT NULL,
          subject text NOT NULL,
          body_text text NOT NULL,
          body_html text,
          attachment_content bytea,
          attachment_name text,
          attachment_type text,
          status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
          attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
          next_attempt_at timestamptz NOT NULL DEFAULT now(),
          last_error text,
          sent_at timestamptz,
          created_at timestamptz NOT NULL DEFAULT now(),
          CHECK ((attachment_content IS NULL) = (attachment_name IS NULL)
            AND (attachment_content IS NULL) = (attachment_type IS NULL)),
          CHECK ((status = 'sent') = (sent_at IS NOT NULL)))`,
        // The delivery loop takes the due pending letters, oldest first.
        sql`CREATE INDEX letter_outbox_due ON letter_outbox (next_attempt_at, id) WHERE status = 'pending'`,
        sql`CREATE INDEX letter_outbox_record ON letter_outbox (record_kind, record_id)`,
      ]);
    },
  },
  '0020_staff_language': {
    async up(db) {
      // The language a staff member chose on their account; null until they choose one, so a
      // sign-in keeps the language the browser shows until then.
      await run(db, [
        sql`ALTER TABLE users ADD COLUMN language text
          CONSTRAINT users_language_check CHECK (language IN ('en', 'sw'))`,
      ]);
    },
  },
};

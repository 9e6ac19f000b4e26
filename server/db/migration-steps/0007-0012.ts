import { type Migration, sql } from 'kysely';
import { listCountTriggers, run, searchText } from '../migration-sql';

/** Migrations 0007 to 0012. Never edit one that has shipped: add a new one. */
export const migrations0007To0012: Record<string, Migration> = {
  '0007_list_counts': {
    async up(db) {
      await run(db, [
        // Exact list totals without counting a whole tab on every page: the sum of a list's deltas.
        sql`CREATE TABLE list_counts (
          id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
          list text NOT NULL,
          status text NOT NULL,
          delta bigint NOT NULL)`,
        sql`CREATE INDEX list_counts_list ON list_counts (list, status)`,
        ...listCountTriggers('diasporas', 'r.deleted_at IS NULL'),
        ...listCountTriggers('customers', 'r.deleted_at IS NULL AND r.group_id IS NULL'),
        ...listCountTriggers('groups', 'r.deleted_at IS NULL'),
      ]);
    },
  },
  '0009_no_cover_dates_in_progress': {
    async up(db) {
      // Records reopened before a reopen cleared the cover dates kept their previous cover's
      // dates as if still in force. Those dates stay in the history (the approval's entry).
      await run(
        db,
        ['customers', 'diasporas', 'groups'].map(
          (table) => sql`UPDATE ${sql.table(table)}
            SET cover_start_date = NULL, waiting_period_end = NULL, expiry_at = NULL
            WHERE status = 'in-progress'
              AND (cover_start_date IS NOT NULL OR waiting_period_end IS NOT NULL OR expiry_at IS NOT NULL)`,
        ),
      );
    },
  },
  '0010_search_id_numbers': {
    async up(db) {
      // A search also finds a person by id number. A generated column's expression cannot be
      // altered before PostgreSQL 17, so the column and its trigram index are made again.
      const searched = {
        customers: ['first_name', 'middle_name', 'last_name', 'email', 'mobile', 'id_number'],
        diasporas: [
          'first_name',
          'middle_name',
          'last_name',
          'email',
          'mobile',
          'account_number',
          'id_number',
        ],
      };
      await run(
        db,
        Object.entries(searched).flatMap(([table, columns]) => [
          sql`ALTER TABLE ${sql.table(table)} DROP COLUMN search_text`,
          sql`ALTER TABLE ${sql.table(table)}
            ADD COLUMN search_text text GENERATED ALWAYS AS (${searchText(columns)}) STORED`,
          sql`CREATE INDEX ${sql.raw(`${table}_search`)} ON ${sql.table(table)} USING gin (search_text gin_trgm_ops)`,
        ]),
      );
    },
  },
  '0011_claim_document_kinds': {
    async up(db) {
      // A child over 17 is covered for a claim only with proof of full-time schooling: the claim's
      // documents say which one is that proof.
      await run(db, [
        sql`ALTER TABLE claim_documents ADD COLUMN kind text NOT NULL DEFAULT 'document'
          CHECK (kind IN ('document', 'schooling'))`,
      ]);
    },
  },
  '0012_pending_changes': {
    async up(db) {
      // A material change to a covered record waits here until a second staff user decides it; the
      // record keeps its approved values meanwhile (server/changes/).
      await run(db, [
        sql`CREATE TABLE pending_changes (
          id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
          record_kind text NOT NULL CHECK (record_kind IN ('customer', 'diaspora', 'group')),
          record_id uuid NOT NULL,
          change_kind text NOT NULL CHECK (change_kind IN ('details', 'member')),
          payload jsonb NOT NULL,
          diff jsonb NOT NULL,
          file_ids uuid[] NOT NULL DEFAULT '{}',
          proposed_by uuid NOT NULL REFERENCES users (id),
          proposed_at timestamptz NOT NULL DEFAULT now(),
          status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'approved', 'rejected')),
          decided_by uuid REFERENCES users (id),
          decided_at timestamptz,
          reason text,
          CHECK ((status = 'waiting') = (decided_by IS NULL)))`,
        // One change waits per record at a time.
        sql`CREATE UNIQUE INDEX pending_changes_one_waiting ON pending_changes (record_kind, record_id)
          WHERE status = 'waiting'`,
        // The approvals inbox reads what waits, oldest first.
        sql`CREATE INDEX pending_changes_waiting ON pending_changes (proposed_at, id) WHERE status = 'waiting'`,
        // The upload sweeper asks whether a waiting change still refers to a file.
        sql`CREATE INDEX pending_changes_files ON pending_changes USING gin (file_ids) WHERE status = 'waiting'`,
        // The day a beneficiary joined a cover, when an approved change declared them after its start;
        // null means since the cover's start.
        sql`ALTER TABLE beneficiaries ADD COLUMN joined_on date`,
        // An approved change keeps each beneficiary who stays (claims point at them) and may reorder
        // them: the order is checked when the transaction ends, not row by row.
        sql`ALTER TABLE beneficiaries DROP CONSTRAINT beneficiaries_diaspora_id_ordinal_key,
          ADD CONSTRAINT beneficiaries_diaspora_id_ordinal_key UNIQUE (diaspora_id, ordinal)
          DEFERRABLE INITIALLY DEFERRED`,
      ]);
    },
  },
};

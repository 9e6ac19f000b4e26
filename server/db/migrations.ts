import { type Kysely, type Migration, sql } from 'kysely';
import { BENEFICIARY_NAME_COLUMNS, beneficiaryNameConstraint, memberNameCheck } from './stored-names';

/**
 * The schema, as ordered migrations. The same SQL runs on PGlite and on a PostgreSQL server.
 * Never edit a migration that has shipped: add a new one.
 */

const personColumns = sql`
  first_name text NOT NULL,
  middle_name text,
  last_name text NOT NULL,
  email text,
  mobile text NOT NULL,
  dob date NOT NULL,
  sex text NOT NULL CHECK (sex IN ('male', 'female', 'other')),
  marital_status text NOT NULL CHECK (marital_status IN ('married', 'single')),
  id_type smallint NOT NULL CHECK (id_type IN (1, 2, 3)),
  id_number text NOT NULL,
  id_copy_file uuid REFERENCES files (id),
  address text NOT NULL`;

/** Lower-cased text that list searches match with a trigram index. */
const searchText = (columns: string[]) =>
  sql.raw(`lower(${columns.map((c) => `coalesce(${c}, '')`).join(" || ' ' || ")})`);

const statusColumn = sql`status text NOT NULL DEFAULT 'in-progress' CHECK (status IN ('in-progress', 'covered', 'uncovered'))`;

async function run(db: Kysely<unknown>, statements: ReturnType<typeof sql>[]): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

/**
 * Triggers that keep `list_counts` in step with one list's table. They add a row of deltas per
 * statement rather than updating one counter row, so concurrent enrolments never queue on a lock.
 */
function listCountTriggers(list: 'customers' | 'diasporas' | 'groups', listed: string) {
  // Net change per status; an update that moves nothing between tabs adds no row.
  const deltas = (changes: string) =>
    `INSERT INTO list_counts (list, status, delta)
       SELECT '${list}', status, sum(delta) FROM (${changes}) AS changes
       GROUP BY status HAVING sum(delta) <> 0;`;
  const added = `SELECT status, 1 AS delta FROM new_rows AS r WHERE ${listed}`;
  const removed = `SELECT status, -1 AS delta FROM old_rows AS r WHERE ${listed}`;
  return [
    sql.raw(`CREATE FUNCTION ${list}_count_changes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN ${deltas(added)}
        ELSIF TG_OP = 'DELETE' THEN ${deltas(removed)}
        ELSE ${deltas(`${removed} UNION ALL ${added}`)}
        END IF;
        RETURN NULL;
      END $$`),
    sql.raw(`CREATE TRIGGER ${list}_counted_insert AFTER INSERT ON ${list}
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${list}_count_changes()`),
    sql.raw(`CREATE TRIGGER ${list}_counted_update AFTER UPDATE ON ${list}
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION ${list}_count_changes()`),
    sql.raw(`CREATE TRIGGER ${list}_counted_delete AFTER DELETE ON ${list}
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${list}_count_changes()`),
    sql.raw(`INSERT INTO list_counts (list, status, delta)
      SELECT '${list}', status, count(*) FROM ${list} AS r WHERE ${listed} GROUP BY status`),
  ];
}

/** An id number as normaliseIdNumber writes it: no dashes or white space, letters a-z upper-cased. */
const NORMAL_ID_NUMBER = sql`translate(regexp_replace(id_number, '[-[:space:]]', '', 'g'),
  'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')`;

/**
 * The live records whose id numbers would be equal once normalised, within each unique index's
 * scope: named by table and record ids only (an id number is personal data and stays out of logs).
 */
async function idNumberClashes(db: Kysely<unknown>): Promise<string[]> {
  const scopes = [
    { table: 'customers', key: 'id_type', where: 'deleted_at IS NULL AND group_id IS NULL' },
    { table: 'customers', key: 'group_id, id_type', where: 'deleted_at IS NULL AND group_id IS NOT NULL' },
    { table: 'diasporas', key: 'id_type', where: 'deleted_at IS NULL' },
    { table: 'next_of_kins', key: 'customer_id', where: 'TRUE' },
  ];
  const found: string[] = [];
  for (const scope of scopes) {
    const { rows } = await sql<{ ids: string[] }>`SELECT array_agg(id::text ORDER BY id) AS ids
      FROM ${sql.table(scope.table)} WHERE ${sql.raw(scope.where)}
      GROUP BY ${sql.raw(scope.key)}, ${NORMAL_ID_NUMBER} HAVING count(*) > 1`.execute(db);
    for (const row of rows) found.push(`${scope.table} ${row.ids.join(', ')}`);
  }
  return found;
}

export const migrations: Record<string, Migration> = {
  '0001_initial': {
    async up(db) {
      await run(db, [
        sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`,
        sql`CREATE TABLE roles (name text PRIMARY KEY)`,
        sql`CREATE TABLE role_permissions (
          role_name text NOT NULL REFERENCES roles (name) ON DELETE CASCADE,
          permission text NOT NULL,
          PRIMARY KEY (role_name, permission))`,
        sql`CREATE TABLE users (
          id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
          email text NOT NULL UNIQUE CHECK (email = lower(email)),
          first_name text NOT NULL,
          last_name text NOT NULL,
          password_hash text NOT NULL,
          role_name text NOT NULL REFERENCES roles (name),
          created_at timestamptz NOT NULL DEFAULT now())`,
        sql`CREATE TABLE auth_tokens (
          token_hash text PRIMARY KEY,
          user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          created_at timestamptz NOT NULL DEFAULT now(),
          expires_at timestamptz NOT NULL,
          revoked_at timestamptz)`,
        sql`CREATE TABLE enrolment_sessions (
          id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
          token_hash text NOT NULL UNIQUE,
          created_at timestamptz NOT NULL DEFAULT now(),
          expires_at timestamptz NOT NULL)`,
        sql`CREATE TABLE files (
          id uuid PRIMARY KEY,
          content_type text NOT NULL,
          size integer NOT NULL CHECK (size > 0),
          original_name text NOT NULL,
          sha256 text NOT NULL,
          uploaded_by_user uuid REFERENCES users (id),
          uploaded_by_enrolment uuid REFERENCES enrolment_sessions (id),
          created_at timestamptz NOT NULL DEFAULT now(),
          CHECK (uploaded_by_user IS NOT NULL OR uploaded_by_enrolment IS NOT NULL))`,
        sql`CREATE TABLE policies (
          id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
          name text NOT NULL UNIQUE,
          kind text NOT NULL CHECK (kind IN ('individual', 'group', 'diaspora')),
          premium bigint NOT NULL CHECK (premium >= 0),
          annual_premium bigint NOT NULL CHECK (annual_premium >= 0),
          terms text NOT NULL,
          member_benefit bigint NOT NULL DEFAULT 0,
          spouse_benefit bigint NOT NULL DEFAULT 0,
          child_benefit bigint NOT NULL DEFAULT 0,
          parent_benefit bigint NOT NULL DEFAULT 0,
          parent_in_law_benefit bigint NOT NULL DEFAULT 0,
          maximum_benefit bigint NOT NULL DEFAULT 0,
          funeral_lump_sum bigint NOT NULL DEFAULT 0,
          created_at timestamptz NOT NULL DEFAULT now())`,
        sql`CREATE INDEX policies_name_trgm ON policies USING gin (lower(name) gin_trgm_ops)`,
        sql`CREATE TABLE groups (
          id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
          name text NOT NULL,
          members_count integer NOT NULL CHECK (members_count >= 1),
          address text NOT NULL,
          policy_id uuid NOT NULL REFERENCES policies (id),
          ${statusColumn},
          policy_effective_date timestamptz,
          expiry_at timestamptz,
          registration_certificate_file uuid REFERENCES files (id),
          registration_certificate_name text,
          proposal_form_file uuid REFERENCES files (id),
          proposal_form_name text,
          meeting_minutes_file uuid REFERENCES files (id),
          meeting_minutes_name text,
          created_by uuid NOT NULL REFERENCES users (id),
          created_at timestamptz NOT NULL DEFAULT now(),
          updated_at timestamptz NOT NULL DEFAULT now(),
          deleted_at timestamptz,
          search_text text GENERATED ALWAYS AS (${searchText(['name', 'address'])}) STORED)`,
        sql`CREATE INDEX groups_list ON groups (status, created_at DESC, id DESC) WHERE deleted_at IS NULL`,
        sql`CREATE INDEX groups_list_all ON groups (created_at DESC, id DESC) WHERE deleted_at IS NULL`,
        sql`CREATE INDEX groups_search ON groups USING gin (search_text gin_trgm_ops)`,
        sql`CREATE TABLE customers (
          id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
          ${personColumns},
          group_id uuid REFERENCES groups (id),
          position text CHECK (position IN ('chair-person', 'vice-chair-person', 'secretary', 'treasurer', 'member')),
          photo_file uuid REFERENCES files (id),
          policy_id uuid REFERENCES policies (id),
          ${statusColumn},
          expiry_at timestamptz,
          created_by uuid NOT NULL REFERENCES users (id),
          created_at timestamptz NOT NULL DEFAULT now(),
          updated_at timestamptz NOT NULL DEFAULT now(),
          deleted_at timestamptz,
          search_text text GENERATED ALWAYS AS (${searchText(['first_name', 'middle_name', 'last_name', 'email', 'mobile'])}) STORED,
          CHECK ((group_id IS NULL) = (position IS NULL)))`,
        sql`CREATE UNIQUE INDEX customers_individual_id_number ON customers (id_type, id_number)
          WHERE deleted_at IS NULL AND group_id IS NULL`,
        sql`CREATE UNIQUE INDEX customers_member_id_number ON customers (group_id, id_type, id_number)
          WHERE deleted_at IS NULL AND group_id IS NOT NULL`,
        sql`CREATE INDEX customers_list ON customers (status, created_at DESC, id DESC)
          WHERE deleted_at IS NULL AND group_id IS NULL`,
        sql`CREATE INDEX customers_list_all ON customers (created_at DESC, id DESC)
          WHERE deleted_at IS NULL AND group_id IS NULL`,
        sql`CREATE INDEX customers_group ON customers (group_id, created_at) WHERE deleted_at IS NULL`,
        sql`CREATE INDEX customers_search ON customers USING gin (search_text gin_trgm_ops)`,
        sql`CREATE TABLE next_of_kins (
          id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
          customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
          ordinal smallint NOT NULL CHECK (ordinal IN (1, 2)),
          ${personColumns},
          relationship smallint NOT NULL CHECK (relationship BETWEEN 1 AND 5),
          UNIQUE (customer_id, ordinal),
          UNIQUE (customer_id, id_number))`,
        sql`CREATE TABLE diasporas (
          id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
          ${personColumns},
          account_number text NOT NULL,
          ${statusColumn},
          enrolled_by text NOT NULL CHECK (enrolled_by IN ('self', 'staff')),
          created_by_user uuid REFERENCES users (id),
          enrolment_session uuid REFERENCES enrolment_sessions (id),
          expiry_at timestamptz,
          created_at timestamptz NOT NULL DEFAULT now(),
          updated_at timestamptz NOT NULL DEFAULT now(),
          deleted_at timestamptz,
          search_text text GENERATED ALWAYS AS (${searchText(['first_name', 'middle_name', 'last_name', 'email', 'mobile', 'account_number'])}) STORED,
          CHECK (email IS NOT NULL),
          CHECK ((enrolled_by = 'staff') = (created_by_user IS NOT NULL)))`,
        sql`CREATE UNIQUE INDEX diasporas_id_number ON diasporas (id_type, id_number) WHERE deleted_at IS NULL`,
        sql`CREATE INDEX diasporas_list ON diasporas (status, created_at DESC, id DESC) WHERE deleted_at IS NULL`,
        sql`CREATE INDEX diasporas_list_all ON diasporas (created_at DESC, id DESC) WHERE deleted_at IS NULL`,
        sql`CREATE INDEX diasporas_search ON diasporas USING gin (search_text gin_trgm_ops)`,
        sql`CREATE TABLE beneficiaries (
          id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
          diaspora_id uuid NOT NULL REFERENCES diasporas (id) ON DELETE CASCADE,
          ordinal smallint NOT NULL CHECK (ordinal BETWEEN 1 AND 5),
          first_name text NOT NULL,
          middle_name text,
          last_name text NOT NULL,
          sex text NOT NULL CHECK (sex IN ('male', 'female')),
          dob date NOT NULL,
          relationship smallint NOT NULL CHECK (relationship IN (2, 3)),
          copy_of_proof_file uuid REFERENCES files (id),
          UNIQUE (diaspora_id, ordinal))`,
        sql`CREATE TABLE claims (
          id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
          customer_id uuid REFERENCES customers (id),
          diaspora_id uuid REFERENCES diasporas (id),
          group_id uuid REFERENCES groups (id),
          amount bigint NOT NULL CHECK (amount > 0),
          status text NOT NULL,
          created_at timestamptz NOT NULL DEFAULT now(),
          CHECK (num_nonnulls(customer_id, diaspora_id, group_id) = 1))`,
        sql`CREATE INDEX claims_customer ON claims (customer_id) WHERE customer_id IS NOT NULL`,
        sql`CREATE INDEX claims_diaspora ON claims (diaspora_id) WHERE diaspora_id IS NOT NULL`,
        sql`CREATE INDEX claims_group ON claims (group_id) WHERE group_id IS NOT NULL`,
        sql`CREATE TABLE idempotency_keys (
          scope text NOT NULL,
          key text NOT NULL,
          operation text NOT NULL,
          request_hash text NOT NULL,
          status_code integer NOT NULL,
          response jsonb NOT NULL,
          created_at timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (scope, key))`,
      ]);
    },
  },
  '0002_one_enrolment_per_session': {
    async up(db) {
      // A public enrolment session (one verified captcha) may create one enrolment.
      await sql`CREATE UNIQUE INDEX diasporas_enrolment_session ON diasporas (enrolment_session)
        WHERE enrolment_session IS NOT NULL`.execute(db);
    },
  },
  '0003_diaspora_policy': {
    async up(db) {
      await sql`ALTER TABLE diasporas ADD COLUMN policy_id uuid REFERENCES policies (id)`.execute(db);
      // Enrolments made before the column existed are on the one diaspora cover there was.
      await sql`UPDATE diasporas SET policy_id = (
        SELECT id FROM policies WHERE kind = 'diaspora' ORDER BY created_at, name LIMIT 1)`.execute(db);
    },
  },
  '0004_group_member_positions': {
    async up(db) {
      await run(db, [
        // A group member may also show a driving licence (SPEC §3); individuals keep the three ids.
        sql`ALTER TABLE customers DROP CONSTRAINT customers_id_type_check`,
        sql`ALTER TABLE customers ADD CONSTRAINT customers_id_type_check
          CHECK (id_type IN (1, 2, 3) OR (id_type = 4 AND group_id IS NOT NULL))`,
        // One chair person, vice chair person, secretary and treasurer per group at a time.
        sql`CREATE UNIQUE INDEX customers_group_position ON customers (group_id, position)
          WHERE deleted_at IS NULL AND position <> 'member'`,
      ]);
    },
  },
  '0005_cover_lifecycle': {
    async up(db) {
      const covered = ['customers', 'diasporas', 'groups'];
      await run(db, [
        ...covered.flatMap((table) => [
          sql`ALTER TABLE ${sql.table(table)}
            ADD COLUMN cover_start_date date,
            ADD COLUMN waiting_period_end date,
            ADD COLUMN status_reason text,
            ADD COLUMN maker_id uuid REFERENCES users (id),
            ADD COLUMN checker_id uuid REFERENCES users (id)`,
        ]),
        // Until now the maker was whoever created the record.
        sql`UPDATE customers SET maker_id = created_by`,
        sql`UPDATE groups SET maker_id = created_by`,
        sql`UPDATE diasporas SET maker_id = created_by_user`,
        sql`CREATE TABLE audit_log (
          id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
          entity_type text NOT NULL CHECK (entity_type IN ('customer', 'diaspora', 'group', 'claim')),
          entity_id uuid NOT NULL,
          action text NOT NULL,
          actor_id uuid REFERENCES users (id),
          at timestamptz NOT NULL DEFAULT now(),
          from_status text,
          to_status text,
          reason text,
          changes jsonb)`,
        sql`CREATE INDEX audit_log_entity ON audit_log (entity_type, entity_id, id)`,
        // The history is append-only: no row is ever changed or removed, whoever asks.
        sql`CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            RAISE EXCEPTION 'audit_log is append-only';
          END $$`,
        sql`CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
          FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`,
      ]);
    },
  },
  '0006_claims': {
    async up(db) {
      await run(db, [
        sql`ALTER TABLE claims
          ADD COLUMN beneficiary_id uuid REFERENCES beneficiaries (id),
          ADD COLUMN claim_type text CHECK (claim_type IN ('repatriation', 'funeral')),
          ADD COLUMN event_date date,
          ADD COLUMN insured_name text,
          ADD COLUMN submitted_by uuid REFERENCES users (id),
          ADD COLUMN decided_by uuid REFERENCES users (id),
          ADD COLUMN decided_at timestamptz,
          ADD COLUMN paid_by uuid REFERENCES users (id),
          ADD COLUMN paid_at timestamptz,
          ADD COLUMN rejected_reason text,
          ADD COLUMN last_document_at timestamptz`,
        sql`UPDATE claims SET status = 'submitted'
          WHERE status NOT IN ('submitted', 'approved', 'paid', 'rejected')`,
        sql`ALTER TABLE claims ADD CONSTRAINT claims_status_check
          CHECK (status IN ('submitted', 'approved', 'paid', 'rejected'))`,
        sql`CREATE TABLE claim_documents (
          id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
          claim_id uuid NOT NULL REFERENCES claims (id),
          file_id uuid NOT NULL REFERENCES files (id),
          name text NOT NULL,
          added_by uuid NOT NULL REFERENCES users (id),
          added_at timestamptz NOT NULL DEFAULT now())`,
        sql`CREATE INDEX claim_documents_claim ON claim_documents (claim_id, added_at)`,
        sql`CREATE INDEX claims_status ON claims (status, created_at)`,
      ]);
    },
  },
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
  '0013_checker_rules': {
    async up(db) {
      // Id numbers are compared after removing dashes and white space and upper-casing letters
      // (src/domain/identity.ts normaliseIdNumber, which every write goes through). Stored ones
      // are brought to that form so the unique indexes compare them so too; two live records
      // that would then be the same person stop the migration, named, before anything changes.
      const clashes = await idNumberClashes(db);
      if (clashes.length > 0) {
        throw new Error(
          `Id numbers that differ only by case, dashes or spaces belong to more than one live record; correct or delete one of each, then start again: ${clashes.join('; ')}`,
        );
      }
      await run(db, [
        ...['customers', 'diasporas', 'next_of_kins'].map(
          (table) => sql`UPDATE ${sql.table(table)} SET id_number = ${NORMAL_ID_NUMBER}
            WHERE id_number <> ${NORMAL_ID_NUMBER}`,
        ),
        // The checker rule reads a group's members' history, the removed ones' too.
        sql`CREATE INDEX IF NOT EXISTS customers_group_all ON customers (group_id) WHERE group_id IS NOT NULL`,
      ]);
    },
  },
  '0014_public_enrolment_limits': {
    async up(db) {
      await run(db, [
        // A public enrolment that shares an id number, account number or email with a record that
        // exists is stored beside it, flagged for staff, and answered like any other (no enumeration).
        sql`ALTER TABLE diasporas
          ADD COLUMN possible_duplicate boolean NOT NULL DEFAULT false,
          ADD COLUMN duplicate_of jsonb NOT NULL DEFAULT '[]'::jsonb`,
        // One live record per id number, except a flagged enrolment waiting beside the original.
        sql`DROP INDEX diasporas_id_number`,
        sql`CREATE UNIQUE INDEX diasporas_id_number ON diasporas (id_type, id_number)
          WHERE deleted_at IS NULL AND NOT possible_duplicate`,
        // Approving (or reinstating) a flagged enrolment is staff deciding it is no duplicate: the
        // flag goes, and the one-record-per-id-number rule holds for it from then on.
        sql`CREATE FUNCTION diasporas_covered_not_duplicate() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            NEW.possible_duplicate := false;
            RETURN NEW;
          END $$`,
        sql`CREATE TRIGGER diasporas_covered_not_duplicate BEFORE UPDATE ON diasporas
          FOR EACH ROW WHEN (NEW.status = 'covered' AND NEW.possible_duplicate)
          EXECUTE FUNCTION diasporas_covered_not_duplicate()`,
        // The look-ups that find a possible duplicate.
        sql`CREATE INDEX diasporas_live_id_number ON diasporas (id_type, id_number) WHERE deleted_at IS NULL`,
        sql`CREATE INDEX diasporas_live_account_number ON diasporas (account_number) WHERE deleted_at IS NULL`,
        sql`CREATE INDEX diasporas_live_email ON diasporas (email) WHERE deleted_at IS NULL`,
        sql`CREATE INDEX customers_live_id_number ON customers (id_type, id_number) WHERE deleted_at IS NULL`,
        sql`CREATE INDEX customers_live_email ON customers (email) WHERE deleted_at IS NULL AND email IS NOT NULL`,
        // What one enrolment session has uploaded, counted as it uploads (the cap is configuration).
        sql`ALTER TABLE enrolment_sessions
          ADD COLUMN uploaded_files integer NOT NULL DEFAULT 0,
          ADD COLUMN uploaded_bytes bigint NOT NULL DEFAULT 0`,
        // The sweeper of unreferenced uploads asks, for each old file, whether anything refers to it.
        sql`CREATE INDEX files_created ON files (created_at)`,
        ...[
          ['customers', 'id_copy_file'],
          ['customers', 'photo_file'],
          ['next_of_kins', 'id_copy_file'],
          ['groups', 'registration_certificate_file'],
          ['groups', 'proposal_form_file'],
          ['groups', 'meeting_minutes_file'],
          ['diasporas', 'id_copy_file'],
          ['beneficiaries', 'copy_of_proof_file'],
          ['claim_documents', 'file_id'],
        ].map(
          ([table = '', column = '']) =>
            sql`CREATE INDEX ${sql.raw(`${table}_${column}`)} ON ${sql.table(table)} (${sql.ref(column)})
              WHERE ${sql.ref(column)} IS NOT NULL`,
        ),
      ]);
    },
  },
  '0015_sign_in_throttle': {
    async up(db) {
      // Sign-in throttling shared by every server process (server/security/sign-in-throttle.ts).
      // Accounts and places are stored as keyed hashes only; byte order ("C") is the order rows
      // are locked in, the same as the server sorts them.
      await run(db, [
        sql`CREATE TABLE sign_in_hash_key (
          id smallint PRIMARY KEY CHECK (id = 1),
          secret text NOT NULL
        )`,
        sql`CREATE TABLE sign_in_failures (
          key_hash text COLLATE "C" PRIMARY KEY,
          scope text NOT NULL CHECK (scope IN ('pair', 'account', 'place')),
          failures integer NOT NULL CHECK (failures >= 0),
          last_failure_at timestamptz NOT NULL
        )`,
        sql`CREATE INDEX sign_in_failures_last_failure ON sign_in_failures (last_failure_at)`,
        sql`CREATE TABLE sign_in_known_places (
          pair_hash text PRIMARY KEY,
          last_success_at timestamptz NOT NULL
        )`,
        sql`CREATE INDEX sign_in_known_places_last_success ON sign_in_known_places (last_success_at)`,
      ]);
    },
  },
  '0016_beneficiary_name_checks': {
    async up(db) {
      // NOT VALID: names stored before the contract refused "12" stay, and cannot fail this
      // migration; checkStoredBeneficiaryNames() validates the checks once they are corrected.
      await run(
        db,
        BENEFICIARY_NAME_COLUMNS.map((column) =>
          sql.raw(`ALTER TABLE beneficiaries ADD CONSTRAINT ${beneficiaryNameConstraint(column)}
            CHECK (${memberNameCheck(column)}) NOT VALID`),
        ),
      );
    },
  },
};

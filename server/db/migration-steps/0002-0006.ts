import { type Migration, sql } from 'kysely';
import { run } from '../migration-sql';

/** Migrations 0002 to 0006. Never edit one that has shipped: add a new one. */
export const migrations0002To0006: Record<string, Migration> = {
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
};

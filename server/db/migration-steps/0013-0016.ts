import { type Migration, sql } from 'kysely';
import { idNumberClashes, NORMAL_ID_NUMBER, run } from '../migration-sql';
import { BENEFICIARY_NAME_COLUMNS, beneficiaryNameConstraint, memberNameCheck } from '../stored-names';

/** Migrations 0013 to 0016. Never edit one that has shipped: add a new one. */
export const migrations0013To0016: Record<string, Migration> = {
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

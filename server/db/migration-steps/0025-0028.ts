import { type Migration, sql } from 'kysely';
import { run } from '../migration-sql';

const COVERED_TABLES = ['customers', 'diasporas', 'groups'] as const;

/** Migrations from 0025. Never edit one that has shipped: add a new one. */
export const migrations0025To0028: Record<string, Migration> = {
  '0025_premium_ledger': {
    async up(db) {
      await run(db, [
        // Days a premium may stay unpaid before the cover lapses, and days after a lapse in which
        // paying the arrears still allows reinstatement: per policy, with the bank's defaults.
        sql`ALTER TABLE policies
          ADD COLUMN grace_days integer NOT NULL DEFAULT 30 CHECK (grace_days BETWEEN 0 AND 365),
          ADD COLUMN reinstatement_days integer NOT NULL DEFAULT 90 CHECK (reinstatement_days BETWEEN 0 AND 3650)`,
        // The next monthly premium the jobs write for a cover: its number since the cover started
        // (the schedule keeps the start's day of the month) and its due date. Null while the ledger
        // does not run for the record. Covers in force before the ledger existed owe the premiums
        // from today: what fell due before was kept elsewhere.
        ...COVERED_TABLES.flatMap((table) => [
          sql`ALTER TABLE ${sql.table(table)} ADD COLUMN next_premium_month integer CHECK (next_premium_month >= 0),
            ADD COLUMN next_premium_due date,
            ADD CHECK ((next_premium_month IS NULL) = (next_premium_due IS NULL))`,
          sql`UPDATE ${sql.table(table)} AS r SET next_premium_month = n.month,
              next_premium_due = (r.cover_start_date + make_interval(months => n.month))::date
            FROM (SELECT id, CASE WHEN (cover_start_date + make_interval(months => whole))::date >= today
                    THEN whole ELSE whole + 1 END AS month
                  FROM (SELECT id, cover_start_date, (now() AT TIME ZONE 'UTC')::date AS today,
                          GREATEST(0, ((extract(year FROM now() AT TIME ZONE 'UTC') - extract(year FROM cover_start_date)) * 12
                            + extract(month FROM now() AT TIME ZONE 'UTC') - extract(month FROM cover_start_date))::int) AS whole
                        FROM ${sql.table(table)}
                        WHERE status = 'covered' AND deleted_at IS NULL AND cover_start_date IS NOT NULL
                          ${table === 'customers' ? sql`AND group_id IS NULL` : sql``}) AS m) AS n
            WHERE r.id = n.id`,
          sql`CREATE INDEX ${sql.raw(`${table}_next_premium`)} ON ${sql.table(table)} (next_premium_due)
            WHERE status = 'covered' AND deleted_at IS NULL`,
          sql`CREATE INDEX ${sql.raw(`${table}_covered_expiry`)} ON ${sql.table(table)} (expiry_at)
            WHERE status = 'covered' AND deleted_at IS NULL`,
        ]),
        // One row per monthly premium of a cover: due, then paid or failed by the core banking
        // results, or waived by two staff. The id is the debit's reference (PRM-00000042).
        sql`CREATE TABLE premiums (
          id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
          record_kind text NOT NULL CHECK (record_kind IN ('customer', 'diaspora', 'group')),
          record_id uuid NOT NULL,
          due_date date NOT NULL,
          amount bigint NOT NULL CHECK (amount > 0),
          status text NOT NULL DEFAULT 'due' CHECK (status IN ('due', 'paid', 'failed', 'waived')),
          bank_reference text,
          paid_on date,
          failed_reason text,
          failed_on date,
          waiver_reason text,
          waiver_requested_by uuid REFERENCES users (id),
          waiver_requested_at timestamptz,
          waived_by uuid REFERENCES users (id),
          waived_at timestamptz,
          created_at timestamptz NOT NULL DEFAULT now(),
          updated_at timestamptz NOT NULL DEFAULT now(),
          UNIQUE (record_kind, record_id, due_date),
          CHECK ((status = 'paid') = (paid_on IS NOT NULL AND bank_reference IS NOT NULL)),
          CHECK ((status = 'waived') = (waived_by IS NOT NULL)),
          CHECK ((waiver_reason IS NULL) = (waiver_requested_by IS NULL)),
          CHECK (waived_by IS NULL OR waived_by <> waiver_requested_by))`,
        // The jobs and the debit file read the unpaid premiums by due date.
        sql`CREATE INDEX premiums_unpaid ON premiums (due_date, record_kind, record_id)
          WHERE status IN ('due', 'failed')`,
        // The debit file streams a month in (due date, id) order.
        sql`CREATE INDEX premiums_by_month ON premiums (due_date, id)`,
        // A results file from the core banking system, applied once: its SHA-256 is its identity.
        sql`CREATE TABLE premium_result_files (
          id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
          sha256 text NOT NULL UNIQUE,
          file_name text NOT NULL,
          applied_by uuid NOT NULL REFERENCES users (id),
          applied_at timestamptz NOT NULL DEFAULT now(),
          report jsonb NOT NULL)`,
        // Each run of the cover jobs (lapses, expiries, renewals), for operators.
        sql`CREATE TABLE cover_job_runs (
          id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
          as_of date NOT NULL,
          started_at timestamptz NOT NULL DEFAULT now(),
          finished_at timestamptz NOT NULL DEFAULT now(),
          counts jsonb NOT NULL)`,
        sql`ALTER TABLE letter_outbox DROP CONSTRAINT letter_outbox_letter_kind_check`,
        sql`ALTER TABLE letter_outbox ADD CONSTRAINT letter_outbox_letter_kind_check CHECK (letter_kind IN
          ('enrolment-received', 'cover-approved', 'cover-rejected', 'claim-decided', 'claim-paid',
           'cover-lapsed', 'cover-renewed'))`,
      ]);
    },
  },
};

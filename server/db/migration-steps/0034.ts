import { type Migration, sql } from 'kysely';
import { run } from '../migration-sql';

/** Migration 0034. Never edit one that has shipped: add a new one. */
export const migrations0034: Record<string, Migration> = {
  '0034_results_file_approval': {
    async up(db) {
      await run(db, [
        // A results file moves money: it is received (rows staged), checked row by row off the
        // request path, then waits for a second staff member, who approves (it is applied in
        // batches) or rejects it. The uploader and the approver are kept apart by the database
        // too. Files from before were applied at once by whoever sent them: they stay 'applied'.
        sql`ALTER TABLE premium_result_files RENAME COLUMN applied_by TO uploaded_by`,
        sql`ALTER TABLE premium_result_files RENAME COLUMN applied_at TO uploaded_at`,
        // The SHA-256 is known once the whole file has arrived; the report now lives in its rows.
        sql`ALTER TABLE premium_result_files ALTER COLUMN sha256 DROP NOT NULL,
          ALTER COLUMN report DROP NOT NULL,
          ADD COLUMN status text,
          ADD COLUMN row_count integer NOT NULL DEFAULT 0 CHECK (row_count >= 0),
          ADD COLUMN byte_count bigint NOT NULL DEFAULT 0 CHECK (byte_count >= 0),
          ADD COLUMN checked_at timestamptz,
          ADD COLUMN decided_by uuid REFERENCES users (id),
          ADD COLUMN decided_at timestamptz,
          ADD COLUMN decision_reason text,
          ADD COLUMN applied_at timestamptz,
          ADD COLUMN summary jsonb`,
        sql`UPDATE premium_result_files SET status = 'applied', applied_at = uploaded_at`,
        sql`ALTER TABLE premium_result_files ALTER COLUMN status SET NOT NULL,
          ALTER COLUMN status SET DEFAULT 'receiving',
          ADD CONSTRAINT premium_result_files_status CHECK (status IN
            ('receiving', 'checking', 'waiting', 'nothing-to-apply', 'applying', 'applied', 'rejected')),
          ADD CONSTRAINT premium_result_files_sha_once_received
            CHECK (status = 'receiving' OR sha256 IS NOT NULL),
          ADD CONSTRAINT premium_result_files_four_eyes
            CHECK (decided_by IS NULL OR decided_by <> uploaded_by),
          ADD CONSTRAINT premium_result_files_decided
            CHECK (status NOT IN ('applying', 'rejected') OR (decided_by IS NOT NULL AND decided_at IS NOT NULL)),
          ADD CONSTRAINT premium_result_files_rejected_why
            CHECK (status <> 'rejected' OR decision_reason IS NOT NULL)`,
        // One row per line of a file: as read, then as checked, then as applied.
        sql`CREATE TABLE premium_result_rows (
          file_id uuid NOT NULL REFERENCES premium_result_files (id) ON DELETE CASCADE,
          line integer NOT NULL CHECK (line > 1),
          reference text NOT NULL,
          premium_id bigint,
          account text,
          amount bigint CHECK (amount >= 0),
          day date,
          result text CHECK (result IN ('paid', 'failed')),
          failure_reason text,
          bank_reference text,
          outcome text NOT NULL CHECK (outcome IN
            ('pending', 'accepted', 'applied', 'already-applied', 'refused')),
          reason text,
          record_kind text CHECK (record_kind IN ('customer', 'diaspora', 'group')),
          record_id uuid,
          PRIMARY KEY (file_id, line))`,
        // The checking and applying batches take a file's next rows of one outcome in line order;
        // an earlier line of the same premium is found by premium.
        sql`CREATE INDEX premium_result_rows_outcome ON premium_result_rows (file_id, outcome, line)`,
        sql`CREATE INDEX premium_result_rows_premium ON premium_result_rows (file_id, premium_id)
          WHERE premium_id IS NOT NULL`,
        // The work loops find the files with work to do; the inbox the files that wait.
        sql`CREATE INDEX premium_result_files_work ON premium_result_files (status, uploaded_at)
          WHERE status IN ('receiving', 'checking', 'applying', 'waiting')`,
        sql`CREATE INDEX premium_result_files_recent ON premium_result_files (uploaded_at DESC, id DESC)`,
        // The rows of the files applied before, from their stored reports.
        sql`INSERT INTO premium_result_rows (file_id, line, reference, premium_id, outcome, reason)
          SELECT f.id, (r ->> 'line')::int, left(r ->> 'reference', 64),
            CASE WHEN upper(trim(r ->> 'reference')) ~ '^PRM-[0-9]{1,15}$'
              THEN substr(upper(trim(r ->> 'reference')), 5)::bigint END,
            r ->> 'outcome', r ->> 'reason'
          FROM premium_result_files f CROSS JOIN LATERAL jsonb_array_elements(f.report -> 'rows') r
          WHERE jsonb_typeof(f.report -> 'rows') = 'array' AND (r ->> 'line')::int > 1
          ON CONFLICT DO NOTHING`,
        sql`UPDATE premium_result_rows r SET amount = p.amount, record_kind = p.record_kind,
            record_id = p.record_id, result = CASE p.status WHEN 'failed' THEN 'failed' ELSE 'paid' END
          FROM premiums p
          WHERE p.id = r.premium_id AND r.outcome IN ('applied', 'already-applied')`,
        sql`UPDATE premium_result_files f SET row_count = s.row_count, summary = s.summary
          FROM (SELECT file_id, count(*)::int AS row_count, jsonb_build_object(
              'rows', count(*),
              'accepted', 0,
              'applied', count(*) FILTER (WHERE outcome = 'applied'),
              'alreadyApplied', count(*) FILTER (WHERE outcome = 'already-applied'),
              'refused', count(*) FILTER (WHERE outcome = 'refused'),
              'paid', jsonb_build_object(
                'premiums', count(*) FILTER (WHERE outcome = 'applied' AND result = 'paid'),
                'amount', coalesce(sum(amount) FILTER (WHERE outcome = 'applied' AND result = 'paid'), 0)),
              'failed', jsonb_build_object(
                'premiums', count(*) FILTER (WHERE outcome = 'applied' AND result = 'failed'),
                'amount', coalesce(sum(amount) FILTER (WHERE outcome = 'applied' AND result = 'failed'), 0)),
              'records', jsonb_build_object(
                'customer', count(DISTINCT record_id) FILTER (WHERE outcome = 'applied' AND record_kind = 'customer'),
                'diaspora', count(DISTINCT record_id) FILTER (WHERE outcome = 'applied' AND record_kind = 'diaspora'),
                'group', count(DISTINCT record_id) FILTER (WHERE outcome = 'applied' AND record_kind = 'group')),
              'refusedReasons', '[]'::jsonb) AS summary
            FROM premium_result_rows GROUP BY file_id) s
          WHERE f.id = s.file_id`,
      ]);
    },
  },
};

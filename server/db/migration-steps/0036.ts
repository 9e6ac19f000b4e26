import { type Migration, sql } from 'kysely';
import { run } from '../migration-sql';

/** Migration 0036. Never edit one that has shipped: add a new one. */
export const migrations0036: Record<string, Migration> = {
  '0036_deletion_requests': {
    async up(db) {
      await run(db, [
        // A deletion waits here, with its reason, until a second staff user decides it (four eyes,
        // server/deletions/); the record stays listed meanwhile. Approved, the record is soft
        // deleted as before; rejected, it stays. The database itself refuses a requester deciding
        // their own request, whatever writes the row.
        sql`CREATE TABLE deletion_requests (
          id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
          record_kind text NOT NULL CHECK (record_kind IN ('customer', 'diaspora', 'group')),
          record_id uuid NOT NULL,
          reason text NOT NULL,
          requested_by uuid NOT NULL REFERENCES users (id),
          requested_at timestamptz NOT NULL DEFAULT now(),
          status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'approved', 'rejected')),
          decided_by uuid REFERENCES users (id),
          decided_at timestamptz,
          decision_reason text,
          CHECK ((status = 'waiting') = (decided_by IS NULL)),
          CHECK (decided_by IS NULL OR decided_by <> requested_by),
          CHECK (status <> 'rejected' OR decision_reason IS NOT NULL))`,
        // One deletion waits per record at a time.
        sql`CREATE UNIQUE INDEX deletion_requests_one_waiting ON deletion_requests (record_kind, record_id)
          WHERE status = 'waiting'`,
        // The approvals inbox reads what waits, oldest first.
        sql`CREATE INDEX deletion_requests_waiting ON deletion_requests (requested_at, id)
          WHERE status = 'waiting'`,
      ]);
    },
  },
};

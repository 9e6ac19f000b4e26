import { type Migration, sql } from 'kysely';
import { expiryTallyTriggers } from '../expiry-tally-sql';
import { run } from '../migration-sql';
import { overviewTallyTriggers, premiumTallyTriggers, TALLIED_LISTS } from '../overview-tally-sql';

/** Migrations from 0029. Never edit one that has shipped: add a new one. */
export const migrations0029To0032: Record<string, Migration> = {
  '0029_portfolio_overview_tallies': {
    async up(db) {
      await run(db, [
        // Each list tab's net change per day (UTC), kept by triggers: the portfolio overview sums
        // a period's days for "how many more or fewer covered than at the period's start", instead
        // of replaying the history of a million records on every read (server/overview/).
        sql`CREATE TABLE status_day_changes (
          id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
          list text NOT NULL CHECK (list IN ('customers', 'diasporas', 'groups')),
          day date NOT NULL,
          status text NOT NULL,
          delta bigint NOT NULL)`,
        sql`CREATE INDEX status_day_changes_day ON status_day_changes (day, list, status) INCLUDE (delta)`,
        // Records enrolled per day and channel: 'self' for a public self-enrolment, 'staff' for
        // anything staff registered. Deleting a record later does not undo its enrolment.
        sql`CREATE TABLE enrolment_days (
          id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
          list text NOT NULL CHECK (list IN ('customers', 'diasporas', 'groups')),
          day date NOT NULL,
          channel text NOT NULL CHECK (channel IN ('self', 'staff')),
          enrolled bigint NOT NULL)`,
        sql`CREATE INDEX enrolment_days_day ON enrolment_days (day, list, channel) INCLUDE (enrolled)`,
        ...TALLIED_LISTS.flatMap((list) => overviewTallyTriggers(list)),
        // Covers of individuals expiring soon, counted by the overview and listed by `expiring`:
        // the customers' own expiry index also holds group members, which are not individuals.
        sql`CREATE INDEX customers_individual_covered_expiry ON customers (expiry_at)
          WHERE status = 'covered' AND deleted_at IS NULL AND group_id IS NULL`,
        // Claims per month by the day they were decided and paid.
        sql`CREATE INDEX claims_decided ON claims (decided_at) WHERE decided_at IS NOT NULL`,
        sql`CREATE INDEX claims_paid ON claims (paid_at) WHERE paid_at IS NOT NULL`,
        sql`CREATE INDEX claims_created ON claims (created_at)`,
        // Premiums due, collected and in arrears per month, from a tally rather than every premium.
        ...premiumTallyTriggers(),
      ]);
    },
  },
  '0030_overview_expiries_and_oldest_waiting': {
    async up(db) {
      await run(db, [
        // Covers in force per day of expiry, so the overview's "expiring in the next 30 days"
        // sums a month of rows (server/db/expiry-tally-sql.ts).
        sql`CREATE TABLE expiry_day_counts (
          id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
          list text NOT NULL CHECK (list IN ('customers', 'diasporas', 'groups')),
          day date NOT NULL,
          delta bigint NOT NULL)`,
        sql`CREATE INDEX expiry_day_counts_day ON expiry_day_counts (list, day) INCLUDE (delta)`,
        ...TALLIED_LISTS.flatMap((list) => expiryTallyTriggers(list)),
        // The record longest waiting for approval, read from the oldest end (the overview).
        sql`CREATE INDEX diasporas_waiting_since ON diasporas (updated_at)
          WHERE status = 'in-progress' AND deleted_at IS NULL`,
        sql`CREATE INDEX customers_waiting_since ON customers (updated_at)
          WHERE status = 'in-progress' AND deleted_at IS NULL AND group_id IS NULL`,
        sql`CREATE INDEX groups_waiting_since ON groups (updated_at)
          WHERE status = 'in-progress' AND deleted_at IS NULL`,
      ]);
    },
  },
};

import { sql } from 'kysely';

/**
 * The triggers that keep the portfolio overview's daily tallies (migration 0029): each list tab's
 * net change per day and the enrolments per day and channel, and the premiums per due date, status
 * and month paid. Like `list_counts`, each statement appends rows of deltas instead of updating a
 * counter row, so concurrent writes never queue on a lock; the overview folds them when it reads.
 */

export const TALLIED_LISTS = ['customers', 'diasporas', 'groups'] as const;
export type TalliedList = (typeof TALLIED_LISTS)[number];

/** Which rows a list's tabs hold: the same as the list totals' (migration 0007). */
export const LISTED: Record<TalliedList, string> = {
  customers: 'r.deleted_at IS NULL AND r.group_id IS NULL',
  diasporas: 'r.deleted_at IS NULL',
  groups: 'r.deleted_at IS NULL',
};

/** Which inserted rows are enrolments: an individual (not a group member), a group, a diaspora. */
const ENROLLED: Record<TalliedList, string> = {
  customers: 'r.group_id IS NULL',
  diasporas: 'TRUE',
  groups: 'TRUE',
};

/** The channel of an enrolment: only a diaspora can enrol itself. */
const CHANNEL: Record<TalliedList, string> = {
  customers: "'staff'",
  diasporas: "CASE WHEN r.enrolled_by = 'self' THEN 'self' ELSE 'staff' END",
  groups: "'staff'",
};

const UTC_DAY = (column: string) => `(${column} AT TIME ZONE 'UTC')::date`;
const TODAY = UTC_DAY('now()');

/**
 * A list's triggers. A new record counts on the day it was created (a demo seed's back-dated rows
 * on their own days); a later change of status, a deletion or a restore counts today.
 */
export function overviewTallyTriggers(list: TalliedList) {
  const listed = LISTED[list];
  const changes = (rows: string) =>
    `INSERT INTO status_day_changes (list, day, status, delta)
       SELECT '${list}', day, status, sum(delta) FROM (${rows}) AS changes
       GROUP BY day, status HAVING sum(delta) <> 0;`;
  const added = (day: string) =>
    `SELECT ${day} AS day, r.status, 1 AS delta FROM new_rows AS r WHERE ${listed}`;
  const removed = `SELECT ${TODAY} AS day, r.status, -1 AS delta FROM old_rows AS r WHERE ${listed}`;
  const enrolled = `INSERT INTO enrolment_days (list, day, channel, enrolled)
    SELECT '${list}', ${UTC_DAY('r.created_at')}, ${CHANNEL[list]}, count(*) FROM new_rows AS r
    WHERE ${ENROLLED[list]} GROUP BY 2, 3;`;
  const fn = `${list}_overview_tallies`;
  return [
    sql.raw(`CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN ${changes(added(UTC_DAY('r.created_at')))} ${enrolled}
        ELSIF TG_OP = 'DELETE' THEN ${changes(removed)}
        ELSE ${changes(`${removed} UNION ALL ${added(TODAY)}`)}
        END IF;
        RETURN NULL;
      END $$`),
    sql.raw(`CREATE TRIGGER ${list}_tallied_insert AFTER INSERT ON ${list}
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`),
    sql.raw(`CREATE TRIGGER ${list}_tallied_update AFTER UPDATE ON ${list}
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`),
    sql.raw(`CREATE TRIGGER ${list}_tallied_delete AFTER DELETE ON ${list}
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`),
    ...backfill(list),
  ];
}

/**
 * The history before the tallies existed, rebuilt from the records and their audit trail: each
 * record enters on its creation day in the status it had first (the `from` of its first status
 * change, else its status now), moves on each recorded status change, and leaves on the day it was
 * deleted. A last row today makes the sum equal the list totals exactly, should the trail miss a
 * change made outside the portal.
 */
function backfill(list: TalliedList) {
  const entity = list.replace(/s$/, '');
  const held = list === 'customers' ? 'r.group_id IS NULL' : 'TRUE';
  const moves = `SELECT a.entity_id, a.at, a.from_status, a.to_status, a.id FROM audit_log a
    WHERE a.entity_type = '${entity}' AND a.action LIKE 'status.%'
      AND a.from_status IS NOT NULL AND a.to_status IS NOT NULL AND a.from_status <> a.to_status`;
  const rebuilt = `
    SELECT ${UTC_DAY('r.created_at')} AS day,
      COALESCE((SELECT m.from_status FROM (${moves}) m WHERE m.entity_id = r.id ORDER BY m.id LIMIT 1), r.status) AS status,
      1 AS delta
    FROM ${list} r WHERE ${held}
    UNION ALL
    SELECT ${UTC_DAY('m.at')}, m.from_status, -1 FROM (${moves}) m JOIN ${list} r ON r.id = m.entity_id WHERE ${held}
    UNION ALL
    SELECT ${UTC_DAY('m.at')}, m.to_status, 1 FROM (${moves}) m JOIN ${list} r ON r.id = m.entity_id WHERE ${held}
    UNION ALL
    SELECT ${UTC_DAY('r.deleted_at')}, r.status, -1 FROM ${list} r WHERE ${held} AND r.deleted_at IS NOT NULL`;
  return [
    sql.raw(`INSERT INTO status_day_changes (list, day, status, delta)
      SELECT '${list}', day, status, sum(delta) FROM (${rebuilt}) AS rebuilt
      GROUP BY day, status HAVING sum(delta) <> 0`),
    sql.raw(`INSERT INTO status_day_changes (list, day, status, delta)
      SELECT '${list}', ${TODAY}, status, sum(delta) FROM (
        SELECT r.status, 1 AS delta FROM ${list} r WHERE ${LISTED[list]}
        UNION ALL
        SELECT status, -delta FROM status_day_changes WHERE list = '${list}') AS gap
      GROUP BY status HAVING sum(delta) <> 0`),
    sql.raw(`INSERT INTO enrolment_days (list, day, channel, enrolled)
      SELECT '${list}', ${UTC_DAY('r.created_at')}, ${CHANNEL[list]}, count(*) FROM ${list} r
      WHERE ${ENROLLED[list]} GROUP BY 2, 3`),
  ];
}

/**
 * The premiums' tally: per kind of record, due date, status and month paid, how many and how much. The overview
 * reads the premiums due and in arrears by due date and those collected by the month paid.
 */
export function premiumTallyTriggers() {
  const rows = (table: string, sign: string) =>
    `SELECT r.record_kind, r.due_date, r.status, date_trunc('month', r.paid_on)::date AS paid_month,
       ${sign}1 AS premiums, ${sign}r.amount AS amount FROM ${table} AS r`;
  const tally = (
    changes: string,
  ) => `INSERT INTO premium_day_totals (record_kind, due_date, status, paid_month, premiums, amount)
    SELECT record_kind, due_date, status, paid_month, sum(premiums), sum(amount) FROM (${changes}) AS changes
    GROUP BY record_kind, due_date, status, paid_month HAVING sum(premiums) <> 0 OR sum(amount) <> 0;`;
  return [
    sql`CREATE TABLE premium_day_totals (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      record_kind text NOT NULL,
      due_date date NOT NULL,
      status text NOT NULL,
      paid_month date,
      premiums bigint NOT NULL,
      amount bigint NOT NULL)`,
    sql`CREATE INDEX premium_day_totals_due ON premium_day_totals (due_date)
      INCLUDE (record_kind, status, paid_month, premiums, amount)`,
    sql`CREATE INDEX premium_day_totals_paid ON premium_day_totals (paid_month)
      INCLUDE (record_kind, amount) WHERE paid_month IS NOT NULL`,
    sql.raw(`CREATE FUNCTION premiums_overview_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN ${tally(rows('new_rows', ''))}
        ELSIF TG_OP = 'DELETE' THEN ${tally(rows('old_rows', '-'))}
        ELSE ${tally(`${rows('old_rows', '-')} UNION ALL ${rows('new_rows', '')}`)}
        END IF;
        RETURN NULL;
      END $$`),
    sql.raw(`CREATE TRIGGER premiums_tallied_insert AFTER INSERT ON premiums
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION premiums_overview_tallies()`),
    sql.raw(`CREATE TRIGGER premiums_tallied_update AFTER UPDATE ON premiums
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION premiums_overview_tallies()`),
    sql.raw(`CREATE TRIGGER premiums_tallied_delete AFTER DELETE ON premiums
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION premiums_overview_tallies()`),
    sql.raw(`INSERT INTO premium_day_totals (record_kind, due_date, status, paid_month, premiums, amount)
      SELECT record_kind, due_date, status, date_trunc('month', paid_on)::date, count(*), sum(amount)
      FROM premiums GROUP BY 1, 2, 3, 4`),
  ];
}

import { sql } from 'kysely';
import { LISTED, type TalliedList } from './overview-tally-sql';

/**
 * The covers in force per day of expiry (UTC), per list, kept by statement triggers (migration
 * 0030): "covers expiring in the next 30 days" sums thirty rows instead of counting tens of
 * thousands of index entries at a million records. Appended per statement and folded on read,
 * like the other tallies (server/db/overview-tally-sql.ts).
 */
export function expiryTallyTriggers(list: TalliedList) {
  const inForce = `r.status = 'covered' AND r.expiry_at IS NOT NULL AND ${LISTED[list]}`;
  const rows = (table: string, sign: string) =>
    `SELECT (r.expiry_at AT TIME ZONE 'UTC')::date AS day, ${sign}1 AS delta FROM ${table} AS r WHERE ${inForce}`;
  const tally = (changes: string) => `INSERT INTO expiry_day_counts (list, day, delta)
    SELECT '${list}', day, sum(delta) FROM (${changes}) AS changes GROUP BY day HAVING sum(delta) <> 0;`;
  const fn = `${list}_expiry_tallies`;
  return [
    sql.raw(`CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN ${tally(rows('new_rows', ''))}
        ELSIF TG_OP = 'DELETE' THEN ${tally(rows('old_rows', '-'))}
        ELSE ${tally(`${rows('old_rows', '-')} UNION ALL ${rows('new_rows', '')}`)}
        END IF;
        RETURN NULL;
      END $$`),
    sql.raw(`CREATE TRIGGER ${list}_expiry_insert AFTER INSERT ON ${list}
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`),
    sql.raw(`CREATE TRIGGER ${list}_expiry_update AFTER UPDATE ON ${list}
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`),
    sql.raw(`CREATE TRIGGER ${list}_expiry_delete AFTER DELETE ON ${list}
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`),
    sql.raw(`INSERT INTO expiry_day_counts (list, day, delta)
      SELECT '${list}', (r.expiry_at AT TIME ZONE 'UTC')::date, count(*) FROM ${list} AS r WHERE ${inForce} GROUP BY 2`),
  ];
}

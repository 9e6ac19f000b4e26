import { type Kysely, sql } from 'kysely';

/** SQL pieces the schema's migrations share (server/db/migrations.ts lists them in order). */

export const personColumns = sql`
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
export const searchText = (columns: string[]) =>
  sql.raw(`lower(${columns.map((c) => `coalesce(${c}, '')`).join(" || ' ' || ")})`);

export const statusColumn = sql`status text NOT NULL DEFAULT 'in-progress' CHECK (status IN ('in-progress', 'covered', 'uncovered'))`;

export async function run(db: Kysely<unknown>, statements: ReturnType<typeof sql>[]): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

/**
 * Triggers that keep `list_counts` in step with one list's table. They add a row of deltas per
 * statement rather than updating one counter row, so concurrent enrolments never queue on a lock.
 */
export function listCountTriggers(list: 'customers' | 'diasporas' | 'groups', listed: string) {
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
export const NORMAL_ID_NUMBER = sql`translate(regexp_replace(id_number, '[-[:space:]]', '', 'g'),
  'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')`;

/**
 * The live records whose id numbers would be equal once normalised, within each unique index's
 * scope: named by table and record ids only (an id number is personal data and stays out of logs).
 */
export async function idNumberClashes(db: Kysely<unknown>): Promise<string[]> {
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

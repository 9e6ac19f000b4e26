import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Batch, DemoTable, TableRows } from './demo-rows';
import type { Database } from './schema';

/**
 * Writes batches of demo rows, each batch (parents with their children) in one transaction.
 * `parentsPerBatch` is how many customers, groups or diasporas one batch holds.
 */
export interface DemoRowWriter {
  parentsPerBatch: { customers: number; groups: number; diasporas: number };
  /**
   * The diasporas' batches may be written while the customers' and groups' are: they go to a
   * database connection of their own.
   */
  concurrent?: boolean;
  write(batch: Batch): Promise<void>;
  /** Every batch of these tables has been written: a bulk load may build their indexes now. */
  written?(tables: readonly DemoTable[]): void;
  /** After the last batch: fold pending index entries in and refresh the planner's statistics. */
  finish?(): Promise<void>;
}

/** Rows per INSERT statement: well under PostgreSQL's 65,535 bind parameters. */
const ROWS_PER_INSERT = 500;

/** Multi-row INSERT statements through Kysely: works on PGlite and on a PostgreSQL server. */
export function insertWriter(db: Kysely<Database>): DemoRowWriter {
  return {
    parentsPerBatch: { customers: 250, groups: 40, diasporas: 200 },
    async write(batch) {
      await db.transaction().execute(async (trx) => {
        for (const { table, columns, rows } of batch) {
          for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
            const values = rows
              .slice(start, start + ROWS_PER_INSERT)
              .map((row) => Object.fromEntries(columns.map((column, i) => [column, row[i]])));
            // Demo rows set created_at, which the schema keeps for the database alone.
            await trx
              .insertInto(table)
              .values(values as never)
              .execute();
          }
        }
      });
    },
  };
}

const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const COPY_SPECIAL = /[\\\n\r\t]/g;

/** One value in COPY's text format. */
function copyField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') return String(value);
  const text = value instanceof Date ? value.toISOString() : String(value);
  return text.includes('\\') || text.includes('\n') || text.includes('\r') || text.includes('\t')
    ? text.replace(COPY_SPECIAL, (c) => COPY_ESCAPES[c] ?? c)
    : text;
}

/**
 * The rows in COPY's text format, in chunks of about 64 KB, made as the stream asks for them:
 * the database takes one chunk while the next is formatted, and the generator gets its turns.
 */
function* copyText(rows: unknown[][]): Generator<string> {
  let chunk = '';
  for (const row of rows) {
    let line = copyField(row[0]);
    for (let i = 1; i < row.length; i++) line += `\t${copyField(row[i])}`;
    chunk += `${line}\n`;
    if (chunk.length >= 65_536) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/**
 * The connections a COPY load uses, each with its own tables: the diasporas' tables load beside
 * the customers' and groups', so PostgreSQL works on both at once. No foreign key joins the two
 * sets, so neither connection ever waits for the other.
 */
export const LANES: readonly (readonly DemoTable[])[] = [
  ['groups', 'customers', 'next_of_kins'],
  ['diasporas', 'beneficiaries'],
];

/** The trigram search index of each parent table, for folding in pending entries. */
const SEARCH_INDEXES: Partial<Record<DemoTable, string>> = {
  groups: 'groups_search',
  customers: 'customers_search',
  diasporas: 'diasporas_search',
};

/** A statement that removes something for the load and the one that puts it back. */
interface Removed {
  drop: string;
  restore: string;
}

interface Lane {
  tables: readonly DemoTable[];
  client: pg.PoolClient;
  /** A bulk transaction is open on this connection. */
  open: boolean;
  /** Taken at the lane's first batch, after the seeder's own reads of these tables. */
  begun?: Promise<void>;
  removed: Removed[];
  /** What `removable` listed, being built again once the lane's last rows are in. */
  rebuilt?: Promise<void>;
  written: Set<DemoTable>;
}

/**
 * What a bulk load removes and builds again once: the lane's non-unique indexes (the list and
 * trigram search indexes) and the foreign keys between the lane's own tables (a kin's customer, a
 * member's group, a beneficiary's diaspora). Unique indexes and the keys to users and policies
 * stay, so a clash or a wrong reference still fails the load.
 */
export async function removable(client: pg.PoolClient, tables: readonly DemoTable[]): Promise<Removed[]> {
  const { rows } = await client.query<Removed>(
    `SELECT 'DROP INDEX ' || quote_ident(i.relname) AS drop, pg_get_indexdef(x.indexrelid) AS restore
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
      WHERE x.indrelid = ANY($1::regclass[]) AND NOT x.indisunique
     UNION ALL
     SELECT format('ALTER TABLE %s DROP CONSTRAINT %I', c.conrelid::regclass, c.conname),
            format('ALTER TABLE %s ADD CONSTRAINT %I %s', c.conrelid::regclass, c.conname,
                   pg_get_constraintdef(c.oid))
       FROM pg_constraint c
      WHERE c.contype = 'f' AND c.conrelid = ANY($1::regclass[]) AND c.confrelid = ANY($1::regclass[])`,
    [tables],
  );
  return rows;
}

/**
 * COPY ... FROM STDIN on a PostgreSQL server, on two connections from `pool` (see LANES): one
 * statement per table per batch instead of a statement per 500 rows, and no bind parameters.
 *
 * A `bulk` load runs in one transaction per connection: it removes what `removable` lists, copies
 * every row, then builds those indexes and checks those keys once, by sorting and joining,
 * instead of row by row. Other sessions wait on these tables until it commits, so none ever sees
 * a table without its indexes. Both transactions commit only when both connections have finished,
 * and a failure on either rolls both back, so a failed load leaves nothing behind.
 *
 * Otherwise each batch commits on its own, and a larger GIN pending list for these sessions lets
 * the trigram indexes take new rows in bulk; `finish` folds it in.
 */
export async function copyWriter(
  pool: pg.Pool,
  { bulk }: { bulk: boolean },
): Promise<DemoRowWriter & { close(): Promise<void> }> {
  const lanes: Lane[] = [];
  try {
    for (const tables of LANES) {
      const client = await pool.connect();
      lanes.push({ tables, client, open: false, removed: [], written: new Set() });
      await client.query('SET synchronous_commit = off');
      if (!bulk) await client.query("SET gin_pending_list_limit = '64MB'");
    }
  } catch (error) {
    for (const lane of lanes) lane.client.release();
    throw error;
  }

  const beginBulk = async (lane: Lane) => {
    await lane.client.query('BEGIN');
    lane.open = true;
    // Index builds sort in memory up to this much, each connection its own.
    await lane.client.query("SET LOCAL maintenance_work_mem = '256MB'");
    lane.removed = await removable(lane.client, lane.tables);
    for (const { drop } of lane.removed) await lane.client.query(drop);
  };

  /** Starts a lane's index builds and key checks; the result is awaited by `finish`. */
  const rebuild = (lane: Lane): Promise<void> => {
    lane.rebuilt ??= (async () => {
      await lane.begun;
      for (const { restore } of lane.removed) await lane.client.query(restore);
    })();
    // Seen as handled now; `finish` still reports a failure.
    lane.rebuilt.catch(() => {});
    return lane.rebuilt;
  };

  const copyRows = async (client: pg.PoolClient, { table, columns, rows }: TableRows) => {
    if (rows.length === 0) return;
    const stream = client.query(
      copyFrom(`COPY ${table} (${columns.map((c) => `"${c}"`).join(', ')}) FROM STDIN`),
    );
    await pipeline(Readable.from(copyText(rows)), stream);
  };

  const laneOf = (batch: Batch): Lane => {
    const table = batch[0]?.table;
    const lane = lanes.find((l) => table !== undefined && l.tables.includes(table));
    if (!lane || !batch.every((rows) => lane.tables.includes(rows.table))) {
      throw new Error(`A batch of demo rows spans connections: ${batch.map((r) => r.table).join(', ')}`);
    }
    return lane;
  };

  return {
    parentsPerBatch: { customers: 5_000, groups: 1_000, diasporas: 5_000 },
    concurrent: true,
    async write(batch) {
      const lane = laneOf(batch);
      if (bulk) {
        lane.begun ??= beginBulk(lane);
        await lane.begun;
        for (const rows of batch) await copyRows(lane.client, rows);
        return;
      }
      await lane.client.query('BEGIN');
      try {
        for (const rows of batch) await copyRows(lane.client, rows);
        await lane.client.query('COMMIT');
      } catch (error) {
        await lane.client.query('ROLLBACK').catch(() => {});
        throw error;
      }
    },
    written(tables) {
      if (!bulk) return;
      for (const lane of lanes) {
        for (const table of tables) if (lane.tables.includes(table)) lane.written.add(table);
        // One connection's indexes build while the other's rows still load.
        if (lane.begun && lane.tables.every((table) => lane.written.has(table))) void rebuild(lane);
      }
    },
    async finish() {
      const used = lanes.filter((lane) => lane.begun);
      if (bulk) {
        // A failure leaves both transactions open for close() to roll back.
        const built = await Promise.allSettled(used.map(rebuild));
        const failed = built.find((result) => result.status === 'rejected');
        if (failed) throw failed.reason;
        for (const lane of used) {
          await lane.client.query('COMMIT');
          lane.open = false;
        }
      } else {
        for (const lane of lanes) {
          for (const table of lane.tables) {
            const index = SEARCH_INDEXES[table];
            if (index) await lane.client.query('SELECT gin_clean_pending_list($1::regclass)', [index]);
          }
        }
      }
      await Promise.all(lanes.map((lane) => lane.client.query(`ANALYZE ${lane.tables.join(', ')}`)));
    },
    /** Gives the connections back; a bulk load that did not finish is rolled back first. */
    async close() {
      for (const lane of lanes) {
        if (lane.open) await lane.client.query('ROLLBACK').catch(() => {});
        lane.client.release();
      }
    },
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { migrateToLatest, openDatabase } from '../server/db/connect';
import {
  customerBatch,
  type DemoStaff,
  type DemoTable,
  diasporaBatch,
  groupBatch,
} from '../server/db/demo-rows';
import { LANES, removable } from '../server/db/demo-writers';

/**
 * The floor the demo seeder's load rate is judged against: the same rows, exported beforehand to
 * files in COPY's text format, loaded by a raw COPY into a fresh database of the same schema, on
 * the seeder's two connections with its bulk strategy. What is left between the two is the
 * seeder's making of rows in JS.
 *
 * The floor loads every row of the source's demo tables, so the two rates compare like for like
 * when the source holds one seeding's rows. list_counts is not loaded: the statement triggers of
 * migration 0007 fill it on each COPY here, as they do for the seeder, and both pay for them.
 *
 *   npx tsx bench/copy-floor.ts SOURCE_URL ADMIN_URL
 */

export interface CopyFloor {
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  bytes: number;
  perTable: Record<string, number>;
}

/** Made on the source's cluster for one measurement and dropped after it. */
const FLOOR_DATABASE = 'portal_copy_floor';

/** Index builds sort in memory up to this much, each connection its own, as in the seeder. */
const MAINTENANCE_WORK_MEM = '256MB';

/**
 * The columns the seeder writes to each table: its own batch builders, given no records, name
 * them. The staff are never read when there are no records.
 */
function seederColumns(): Map<DemoTable, readonly string[]> {
  const staff: DemoStaff = { createdBy: '', makerId: '', checkerId: null };
  const columns = new Map<DemoTable, readonly string[]>();
  for (const { table, columns: names } of [
    ...customerBatch([], staff),
    ...groupBatch([], staff),
    ...diasporaBatch([], staff, null),
  ]) {
    const known = columns.get(table);
    if (known && known.join() !== names.join()) throw new Error(`The seeder writes ${table} two ways`);
    columns.set(table, names);
  }
  return columns;
}

const columnList = (columns: readonly string[]) => columns.map((c) => `"${c}"`).join(', ');

/**
 * The tables the demo tables' foreign keys reach, directly or through each other, parents first:
 * their rows go into the floor database before the demo rows, so every key holds.
 */
async function referenceTables(client: pg.ClientBase, demo: readonly DemoTable[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `WITH RECURSIVE keys (child, parent) AS (
       SELECT conrelid, confrelid FROM pg_constraint WHERE contype = 'f' AND conrelid = ANY($1::regclass[])
       UNION
       SELECT c.conrelid, c.confrelid FROM pg_constraint c JOIN keys k ON c.conrelid = k.parent
        WHERE c.contype = 'f')
     SELECT child::regclass::text AS child, parent::regclass::text AS parent FROM keys`,
    [demo],
  );
  const isDemo = (table: string) => (demo as readonly string[]).includes(table);
  // Each reference table with the reference tables it points at.
  const parents = new Map<string, Set<string>>();
  const needsOf = (table: string) => parents.get(table) ?? parents.set(table, new Set()).get(table);
  for (const { child, parent } of rows) {
    if (isDemo(parent)) {
      // A table that points back at demo rows could not be filled before them.
      if (!isDemo(child)) throw new Error(`${child} refers to demo table ${parent}`);
      continue;
    }
    needsOf(parent);
    if (!isDemo(child) && child !== parent) needsOf(child)?.add(parent);
  }
  const ordered: string[] = [];
  while (ordered.length < parents.size) {
    const next = [...parents].find(
      ([table, needs]) => !ordered.includes(table) && [...needs].every((p) => ordered.includes(p)),
    );
    if (!next) throw new Error(`The reference tables' foreign keys form a cycle: ${[...parents.keys()]}`);
    ordered.push(next[0]);
  }
  return ordered;
}

/** A table's columns that take values: all but generated ones. */
async function writableColumns(client: pg.ClientBase, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute
      WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
      ORDER BY attnum`,
    [table],
  );
  return rows.map((r) => r.name);
}

/** Each list's kept total by status, which the triggers of migration 0007 keep in list_counts. */
async function listTotals(client: pg.ClientBase): Promise<Map<string, number>> {
  const { rows } = await client.query<{ key: string; total: string }>(
    `SELECT list || '/' || status AS key, sum(delta)::text AS total FROM list_counts GROUP BY list, status`,
  );
  return new Map(rows.filter((r) => r.total !== '0').map((r) => [r.key, Number(r.total)]));
}

async function count(client: pg.ClientBase, table: string): Promise<number> {
  const { rows } = await client.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`);
  return Number(rows[0]?.n ?? Number.NaN);
}

/**
 * sourceUrl: a database the seeder has filled; adminUrl: a connection to the same cluster's
 * `postgres` database (superuser), used to create and drop the floor database.
 */
export async function copyFloor(
  sourceUrl: string,
  adminUrl: string,
  log: (line: string) => void,
): Promise<CopyFloor> {
  const floorUrl = new URL(adminUrl);
  floorUrl.pathname = `/${FLOOR_DATABASE}`;
  const columns = seederColumns();
  const demoTables = LANES.flat();
  for (const table of demoTables) if (!columns.has(table)) throw new Error(`No seeder columns for ${table}`);

  const admin = new pg.Client({ connectionString: adminUrl });
  const source = new pg.Client({ connectionString: sourceUrl });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-copy-floor-'));
  const fileOf = (table: string) => path.join(dir, `${table}.copy`);
  let pool: pg.Pool | undefined;
  let created = false;
  try {
    await admin.connect();
    await source.connect();
    const { rows: named } = await source.query<{ name: string }>('SELECT current_database() AS name');
    if (named[0]?.name === FLOOR_DATABASE) throw new Error(`The source cannot be ${FLOOR_DATABASE}`);

    // --- Untimed: the floor database, its reference rows and the demo rows' files.
    await admin.query(`DROP DATABASE IF EXISTS ${FLOOR_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${FLOOR_DATABASE}`);
    created = true;
    const opened = await openDatabase({ url: floorUrl.href });
    try {
      await migrateToLatest(opened.db);
    } finally {
      await opened.db.destroy();
    }

    const floorPool = new pg.Pool({ connectionString: floorUrl.href, max: LANES.length });
    pool = floorPool;
    // Dropping the database at the end ends connections the pool may still be closing.
    floorPool.on('error', () => {});
    const exported: Record<string, number> = {};
    const sourceLists = new Map<string, number>();
    const references: string[] = [];
    // One snapshot, so the files' rows and the reference rows they point at agree.
    await source.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const floorClient = await floorPool.connect();
    try {
      references.push(...(await referenceTables(source, demoTables)));
      for (const table of references) {
        const names = columnList(await writableColumns(source, table));
        await pipeline(
          source.query(copyTo(`COPY ${table} (${names}) TO STDOUT`)),
          floorClient.query(copyFrom(`COPY ${table} (${names}) FROM STDIN`)),
        );
      }
    } finally {
      floorClient.release();
    }
    for (const table of demoTables) {
      const out = source.query(copyTo(`COPY ${table} (${columnList(columns.get(table) ?? [])}) TO STDOUT`));
      await pipeline(out, fs.createWriteStream(fileOf(table)));
      exported[table] = out.rowCount;
    }
    for (const [key, total] of await listTotals(source)) sourceLists.set(key, total);
    await source.query('COMMIT');
    const bytes = demoTables.reduce((sum, table) => sum + fs.statSync(fileOf(table)).size, 0);
    log(
      `copy floor: ${references.join(', ')} copied; ${demoTables.length} files, ${(bytes / 2 ** 20).toFixed(0)} MB`,
    );

    // --- Timed: the seeder's bulk load of these rows, from the files.
    const clients: pg.PoolClient[] = [];
    const loaded: Record<string, number> = {};
    let seconds: number;
    try {
      // Opened before the clock starts, as the seeder opens its connections before its own.
      while (clients.length < LANES.length) {
        const client = await floorPool.connect();
        clients.push(client);
        await client.query('SET synchronous_commit = off');
      }
      // So a checkpoint that the preparation or the seeding before it made due is not paid here.
      await admin.query('CHECKPOINT');
      // The seeder's clock also runs while it drops the indexes and keys, and until its ANALYZE ends.
      const started = performance.now();
      const at = () => ((performance.now() - started) / 1000).toFixed(1);
      const lanes = await Promise.allSettled(
        LANES.map(async (tables, lane) => {
          const client = clients[lane];
          if (!client) throw new Error(`No connection for lane ${lane}`);
          await client.query('BEGIN');
          let copied = '';
          try {
            await client.query(`SET LOCAL maintenance_work_mem = '${MAINTENANCE_WORK_MEM}'`);
            const removed = await removable(client, tables);
            for (const { drop } of removed) await client.query(drop);
            // LANES lists each lane's parents before their children.
            for (const table of tables) {
              const into = client.query(
                copyFrom(`COPY ${table} (${columnList(columns.get(table) ?? [])}) FROM STDIN`),
              );
              await pipeline(fs.createReadStream(fileOf(table)), into);
              loaded[table] = into.rowCount;
            }
            copied = at();
            for (const { restore } of removed) await client.query(restore);
            await client.query('COMMIT');
          } catch (error) {
            await client.query('ROLLBACK').catch(() => {});
            throw error;
          }
          const rebuilt = at();
          // Each lane analyzes once committed; the seeder waits for both lanes, so this is no slower.
          await client.query(`ANALYZE ${tables.join(', ')}`);
          log(`copy floor: ${tables.join(', ')}: copied ${copied}s, rebuilt ${rebuilt}s, analyzed ${at()}s`);
        }),
      );
      seconds = (performance.now() - started) / 1000;
      const failed = lanes.find((lane) => lane.status === 'rejected');
      if (failed) throw failed.reason;
    } finally {
      for (const client of clients) client.release();
    }

    // --- Untimed: every exported row is in, and the list_counts triggers reached the source's totals.
    const check = await floorPool.connect();
    const perTable: Record<string, number> = {};
    try {
      for (const table of demoTables) {
        perTable[table] = await count(check, table);
        if (loaded[table] !== exported[table] || perTable[table] !== exported[table]) {
          throw new Error(
            `${table}: ${exported[table]} rows exported, ${loaded[table]} copied, ${perTable[table]} in the floor database`,
          );
        }
      }
      const floorLists = await listTotals(check);
      for (const key of new Set([...sourceLists.keys(), ...floorLists.keys()])) {
        if (sourceLists.get(key) !== floorLists.get(key)) {
          throw new Error(
            `list_counts ${key}: ${sourceLists.get(key) ?? 0} in the source, ${floorLists.get(key) ?? 0} in the floor`,
          );
        }
      }
    } finally {
      check.release();
    }

    const rows = Object.values(perTable).reduce((sum, n) => sum + n, 0);
    const rowsPerSecond = Math.round(rows / seconds);
    log(`copy floor: ${rows} rows in ${seconds.toFixed(1)}s, ${rowsPerSecond} rows per second`);
    return { rows, seconds, rowsPerSecond, bytes, perTable };
  } finally {
    await source.end().catch(() => {});
    await pool?.end().catch(() => {});
    if (created) {
      await admin
        .query(`DROP DATABASE IF EXISTS ${FLOOR_DATABASE} WITH (FORCE)`)
        .catch((error: unknown) => log(`could not drop ${FLOOR_DATABASE}: ${String(error)}`));
    }
    await admin.end().catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [sourceUrl, adminUrl] = process.argv.slice(2);
  if (!sourceUrl || !adminUrl) {
    console.error('Usage: npx tsx bench/copy-floor.ts SOURCE_URL ADMIN_URL');
    process.exit(1);
  }
  copyFloor(sourceUrl, adminUrl, console.log)
    .then((floor) => {
      for (const [table, n] of Object.entries(floor.perTable)) console.log(`  ${table.padEnd(14)} ${n}`);
      console.log(`  ${'file bytes'.padEnd(14)} ${floor.bytes}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

import fs from 'node:fs/promises';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { type DataFolderLock, lockDataFolder } from './data-folder-lock';
import { migrations } from './migrations';
import { namedStatementPool } from './named-statements';
import { listenOnPGlite, listenOnServer, type NoticeHandlers, type StopListening } from './notifications';
import type { Database } from './schema';
import { connectionSettings, serverPool } from './server-pool';

/** A database pool's connections by state. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export type Db = Kysely<Database>;

export interface DatabaseTarget {
  /** A PostgreSQL server URL. */
  url?: string | undefined;
  /**
   * PGlite data directory; `memory://` for a throwaway in-memory database. A folder is held by one
   * process at a time (./data-folder-lock.ts): opening one that another holds throws DataFolderInUse.
   */
  dataDir?: string | undefined;
  /** On a PostgreSQL server, send statements as named prepared statements (default true). */
  preparedStatements?: boolean | undefined;
  /** How long opening a connection may take before the statement fails (default 5 s). */
  connectTimeoutMs?: number | undefined;
  /**
   * PGlite only: start from a dumped data folder (`snapshot()` of another database) instead of an
   * empty cluster, so a migrated and seeded database is copied rather than built again.
   */
  fromSnapshot?: Blob | undefined;
}

// Dates of birth stay 'YYYY-MM-DD' strings (no time-zone shift); bigint money fits a JS number.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface OpenedDatabase {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** The pool's connections now, for the operators' metrics. */
  poolStats: () => PoolStats;
  /** Hears NOTIFY on a channel, from this process and every other on the database. */
  listen: (channel: string, handlers: NoticeHandlers) => Promise<StopListening>;
  /** PGlite only: the whole data folder as an uncompressed tarball, for `fromSnapshot`. */
  snapshot?: () => Promise<Blob>;
}

/**
 * The database on an embedded data folder: closing it closes PGlite (even if no query ever ran),
 * then lets the folder go to the next opener.
 */
class FolderDatabase extends Kysely<Database> {
  constructor(
    private readonly client: PGlite,
    private readonly lock: DataFolderLock,
  ) {
    super({ dialect: new PGliteDialect(client) });
  }

  override async destroy(): Promise<void> {
    await super.destroy();
    if (!this.client.closed) await this.client.close();
    this.lock.release();
  }
}

export async function openDatabase(target: DatabaseTarget): Promise<OpenedDatabase> {
  if (target.url) {
    const settings = connectionSettings(target.url, target.connectTimeoutMs);
    const pool = serverPool(settings, (line) => console.warn(line));
    const dialect = new PostgresDialect({
      pool: target.preparedStatements === false ? pool : namedStatementPool(pool),
    });
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    const listen = async (channel: string, handlers: NoticeHandlers) =>
      listenOnServer(settings, channel, handlers);
    return { db: new Kysely<Database>({ dialect }), kind: 'postgres', poolStats, listen };
  }
  const dataDir = target.dataDir ?? 'memory://';
  let lock: DataFolderLock | undefined;
  if (!dataDir.startsWith('memory://')) {
    await fs.mkdir(dataDir, { recursive: true });
    lock = lockDataFolder(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir,
      extensions: { pg_trgm },
      ...(target.fromSnapshot ? { loadDataDir: target.fromSnapshot } : {}),
      parsers: { [types.DATE]: (value: string) => value, [types.INT8]: (value: string) => Number(value) },
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  // PGlite is one connection inside the process.
  const poolStats = () => ({ total: 1, idle: 0, waiting: 0 });
  const listen = (channel: string, handlers: NoticeHandlers) => listenOnPGlite(client, channel, handlers);
  return {
    db: lock
      ? new FolderDatabase(client, lock)
      : new Kysely<Database>({ dialect: new PGliteDialect(client) }),
    kind: 'pglite',
    poolStats,
    listen,
    snapshot: async () => await client.dumpDataDir('none'),
  };
}

const migratorOf = (db: Db) => new Migrator({ db, provider: { getMigrations: async () => migrations } });

/** The migrations a database has not had yet, read without writing anything. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const all = await migratorOf(db).getMigrations();
  return all.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = migratorOf(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

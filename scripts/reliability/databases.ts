import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startCluster, type ThrowawayCluster } from '../../bench/postgres';
import { type Db, openDatabase } from '../../server/db/connect';

/** One database the server can run on, made fresh for a run and removed after it. */
export interface DatabaseTarget {
  name: 'PGlite' | 'PostgreSQL';
  /** What the server needs in its environment to use this database. */
  env: NodeJS.ProcessEnv;
  /** Direct SQL access. On PGlite only while no server holds the data directory. */
  open(): Promise<Db>;
  dispose(): Promise<void>;
}

export function pgliteTarget(workDir: string): DatabaseTarget {
  const dataDir = path.join(workDir, 'pglite');
  return {
    name: 'PGlite',
    env: { DATABASE_URL: '', DATA_DIR: dataDir },
    open: async () => (await openDatabase({ dataDir })).db,
    dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

let cluster: ThrowawayCluster | undefined;
process.on('exit', () => cluster?.stop());

/**
 * A fresh database on the server at TEST_DATABASE_URL, or else on a throwaway cluster like the
 * bench's. Returns the reason instead when neither is available.
 */
/** One statement on a PostgreSQL server over a connection of its own (CREATE or DROP DATABASE). */
export async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function postgresTarget(label: string): Promise<DatabaseTarget | { skipped: string }> {
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    try {
      cluster ??= await startCluster();
    } catch (error) {
      return { skipped: `no TEST_DATABASE_URL and no throwaway cluster: ${(error as Error).message}` };
    }
    adminUrl = cluster.url('postgres');
  }
  const database = `portal_${label}_${process.pid}_${Date.now() % 1_000_000}`;
  const admin = (statement: string) => runOnServer(adminUrl, statement);
  await admin(`CREATE DATABASE ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    open: async () => (await openDatabase({ url: url.toString() })).db,
    dispose: () => admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
  };
}

/** Stops the throwaway cluster, if one was started. */
export function stopCluster(): void {
  cluster?.stop();
  cluster = undefined;
}

import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { runOnServer } from '../../scripts/reliability/databases';
import { migrateToLatest, type OpenedDatabase, openDatabase } from '../../server/db/connect';
import { seedReferenceData } from '../../server/db/seed';

/**
 * The API tests' databases come from one template per run: migrated from empty and seeded once
 * (which is where the migrations are tested from nothing, once per database kind), then copied for
 * every test server. On PostgreSQL the copy is `CREATE DATABASE … TEMPLATE`; on PGlite, a dump of
 * the template's data folder loaded into a fresh in-memory database, which also skips PGlite's
 * initdb (about 5 s of the 6 s a fresh PGlite took to open).
 */

export const ADMIN_PASSWORD = 'admin-password-123';
export const STAFF_PASSWORD = 'staff-password-123';

export type DatabaseTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated and seeded database this run's API tests copy (tests/api/global-setup.ts). */
    apiDatabaseTemplate: DatabaseTemplate;
  }
}

const seed = (opened: OpenedDatabase) =>
  seedReferenceData(opened.db, { adminPassword: ADMIN_PASSWORD, staffPassword: STAFF_PASSWORD });

const testServerUrl = () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('API_TEST_TARGET=postgres needs TEST_DATABASE_URL');
  return url;
};

/** A new database on the server, empty or copied from `template`, with its URL and its drop. */
async function serverDatabase(serverUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomUUID().replace(/-/g, '')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Builds the template of one database kind: the global setup's half. */
export async function buildTemplate(
  kind: DatabaseTemplate['kind'],
  serverUrl: string | undefined,
): Promise<{ template: DatabaseTemplate; remove: () => Promise<void> }> {
  if (kind === 'postgres') {
    const database = await serverDatabase(serverUrl ?? testServerUrl(), 'portal_template');
    const opened = await openDatabase({ url: database.url });
    try {
      await migrateToLatest(opened.db);
      await seed(opened);
    } finally {
      await opened.db.destroy();
    }
    return { template: { kind, name: database.name }, remove: database.drop };
  }
  const opened = await openDatabase({ dataDir: 'memory://' });
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-template-'));
  const file = path.join(folder, 'pglite.tar');
  try {
    await migrateToLatest(opened.db);
    await seed(opened);
    const snapshot = await opened.snapshot?.();
    if (!snapshot) throw new Error('PGlite gave no snapshot of its data folder');
    await fs.writeFile(file, new Uint8Array(await snapshot.arrayBuffer()));
  } finally {
    await opened.db.destroy();
  }
  return { template: { kind, file }, remove: () => fs.rm(folder, { recursive: true, force: true }) };
}

/** An empty database on TEST_DATABASE_URL's server, for a test that migrates it itself. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  return serverDatabase(testServerUrl(), 'portal_test');
}

export interface TestDatabase {
  opened: OpenedDatabase;
  /** The database's URL on a PostgreSQL server; undefined on PGlite. */
  url: string | undefined;
  /** Closes the database and, on a server, drops it. */
  close: () => Promise<void>;
}

let pgliteSnapshot: Promise<Blob> | undefined;

/** A copy of this run's template: the test servers' half. */
export async function templateCopy(kind: DatabaseTemplate['kind']): Promise<TestDatabase> {
  const template = inject('apiDatabaseTemplate');
  if (!template || template.kind !== kind) {
    throw new Error(`No ${kind} database template: the project needs tests/api/global-setup.ts`);
  }
  if (template.kind === 'postgres') {
    const database = await serverDatabase(testServerUrl(), 'portal_test', template.name);
    const opened = await openDatabase({ url: database.url });
    const close = async () => {
      await opened.db.destroy();
      await database.drop();
    };
    return { opened, url: database.url, close };
  }
  // Read once per process; PGlite copies the tarball into its own memory on every load.
  pgliteSnapshot ??= fs.readFile(template.file).then((bytes) => new Blob([bytes]));
  const opened = await openDatabase({ dataDir: 'memory://', fromSnapshot: await pgliteSnapshot });
  return { opened, url: undefined, close: () => opened.db.destroy() };
}

/**
 * This run's PGlite template unpacked into `dir` as an embedded data folder on disk, for tests of
 * what opens a folder (the server's process, the commands, the folder's lock) that are not about
 * building a database from nothing: opening it skips PGlite's initdb and the migrations, about
 * ten seconds of a server's start. The dump's entries are the data folder's own files.
 */
export async function pgliteTemplateFolder(dir: string): Promise<void> {
  const template = inject('apiDatabaseTemplate');
  if (template?.kind !== 'pglite') {
    throw new Error('No PGlite database template: the project needs tests/api/global-setup.ts');
  }
  await fs.mkdir(dir, { recursive: true });
  await promisify(execFile)('tar', ['-xf', template.file, '-C', dir]);
}

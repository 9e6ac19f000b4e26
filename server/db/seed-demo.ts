import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { COVER_STATUSES, type CoverStatus } from '../../src/domain/cover';
import { todayIso } from '../../src/domain/utc-calendar';
import { ConfigError, readConfig, type ServerConfig } from '../config';
import { type Db, migrateToLatest, openDatabase } from './connect';
import { DataFolderInUse } from './data-folder-lock';
import { DemoDataGenerator } from './demo-data';
import { seedDemoLedger } from './demo-ledger';
import { type Batch, customerBatch, type DemoStaff, diasporaBatch, groupBatch } from './demo-rows';
import { copyWriter, type DemoRowWriter, insertWriter } from './demo-writers';
import { analyseEmbedded } from './prepare';
import { createdAccountLine, seedReferenceData } from './seed';

/**
 * `npm run seed:demo -- --count N`: fills the database with realistic demo data — N individual
 * customers with next of kin, N/5 groups with leaders and members, and N diaspora enrolments
 * with beneficiaries — created by the admin user over the last 18 months. Running it again adds
 * more rows without clashing with what is there. `--diasporas M` adds M diasporas instead of N.
 *
 * On a PostgreSQL server the rows stream in with COPY on two connections, the diasporas beside
 * the customers and groups (see demo-writers.ts); on PGlite they go in as multi-row INSERT
 * statements, one table after the other.
 */

export type StatusCounts = Record<CoverStatus, number> & { total: number };

export interface DemoSeedSummary {
  seed: number;
  customers: StatusCounts;
  nextOfKins: number;
  groups: StatusCounts;
  /** Group member rows, leaders included. */
  groupMembers: number;
  diasporas: StatusCounts;
  beneficiaries: number;
}

export interface DemoSeedProgress {
  phase: 'customers' | 'groups' | 'diasporas';
  done: number;
  total: number;
}

export interface DemoSeedOptions {
  /** Individual customers and diasporas to add; groups are count / 5 (at least one). */
  count: number;
  /** PRNG seed; defaults to one derived from the clock so that every run differs. */
  seed?: number | undefined;
  /** The reference "now"; defaults to the current time. */
  today?: Date | undefined;
  onProgress?: ((progress: DemoSeedProgress) => void) | undefined;
  /** Diasporas to add, when not `count`. */
  diasporas?: number | undefined;
  /** How rows reach the database; multi-row INSERT statements unless given. */
  writer?: DemoRowWriter | undefined;
}

/** Parents generated between two turns of the event loop, a few milliseconds' work. */
const PARENTS_PER_SLICE = 250;

/** The diasporas' generator draws from its own stream, so they can be made beside the others. */
const DIASPORA_STREAM = 0x5bd1e995;

const emptyCounts = (): StatusCounts => ({ 'in-progress': 0, covered: 0, uncovered: 0, total: 0 });

function tally(counts: StatusCounts, status: CoverStatus): void {
  counts[status] += 1;
  counts.total += 1;
}

export async function seedDemoData(db: Db, options: DemoSeedOptions): Promise<DemoSeedSummary> {
  const { count } = options;
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError('count must be a positive integer');
  const seed = (options.seed ?? Date.now()) >>> 0;
  const today = options.today ?? new Date();
  const report = options.onProgress ?? (() => {});

  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('role_name', '=', 'admin')
    .orderBy('created_at')
    .executeTakeFirst();
  if (!admin) throw new Error('No admin user: seed the reference data first');
  // Demo records are made by an officer and, once covered, checked by the admin (maker-checker).
  const officer = await db
    .selectFrom('users')
    .select('id')
    .where('role_name', '=', 'officer')
    .orderBy('created_at')
    .executeTakeFirst();
  const diasporaPolicy = await db
    .selectFrom('policies')
    .select('id')
    .where('kind', '=', 'diaspora')
    .orderBy('created_at')
    .orderBy('name')
    .executeTakeFirst();
  const policies = await db.selectFrom('policies').select(['id', 'kind']).orderBy('name').execute();
  const policiesOf = (kind: 'individual' | 'group') =>
    policies.filter((p) => p.kind === kind).map((p) => p.id);

  // Customers and diasporas are only ever soft-deleted, so their row count only grows: starting
  // the id slots there keeps id numbers clear of every earlier run. The diasporas take the first
  // slots and the customers and group members the ones after, so the slots stay dense.
  const existing = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('customers').select(eb.fn.countAll<number>().as('n')).as('customers'),
      eb.selectFrom('diasporas').select(eb.fn.countAll<number>().as('n')).as('diasporas'),
    ])
    .executeTakeFirstOrThrow();
  const firstSlot = Number(existing.customers) + Number(existing.diasporas);
  const diasporaCount = options.diasporas ?? count;
  const generatorOptions = {
    today,
    policies: { individual: policiesOf('individual'), group: policiesOf('group') },
  };
  const diasporaGenerator = new DemoDataGenerator({
    ...generatorOptions,
    seed: (seed ^ DIASPORA_STREAM) >>> 0,
    slotOffset: firstSlot,
  });
  const generator = new DemoDataGenerator({
    ...generatorOptions,
    seed,
    slotOffset: firstSlot + diasporaCount,
  });

  const summary: DemoSeedSummary = {
    seed,
    customers: emptyCounts(),
    nextOfKins: 0,
    groups: emptyCounts(),
    groupMembers: 0,
    diasporas: emptyCounts(),
    beneficiaries: 0,
  };
  const staff: DemoStaff = {
    createdBy: admin.id,
    makerId: officer?.id ?? admin.id,
    checkerId: officer ? admin.id : null,
  };
  const writer = options.writer ?? insertWriter(db);
  const perBatch = writer.parentsPerBatch;
  // Set when one of the loads running side by side fails, so the other stops too.
  let failed = false;

  /**
   * Writes `total` parents in batches. The next batch is generated while the previous one is
   * being written, so the generator and the database work at the same time.
   */
  async function inBatches(
    phase: DemoSeedProgress['phase'],
    total: number,
    size: number,
    makeBatch: (size: number) => Batch,
  ): Promise<void> {
    let inFlight: Promise<void> = Promise.resolve();
    for (let done = 0; done < total && !failed; ) {
      const n = Math.min(size, total - done);
      const batch = await inSlices(n, makeBatch);
      await inFlight;
      done += n;
      const reached = done;
      inFlight = writer.write(batch).then(() => report({ phase, done: reached, total }));
    }
    await inFlight;
  }

  /**
   * A batch made a slice of parents at a time, letting the event loop turn in between: the write
   * of the batch before keeps streaming, so the database never waits for a whole batch to be made.
   */
  async function inSlices(size: number, makeBatch: (size: number) => Batch): Promise<Batch> {
    const batch: Batch = [];
    for (let made = 0; made < size && !failed; made += PARENTS_PER_SLICE) {
      const slice = makeBatch(Math.min(PARENTS_PER_SLICE, size - made));
      slice.forEach((part, index) => {
        const entry = batch[index];
        if (entry) entry.rows.push(...part.rows);
        else batch.push(part);
      });
      await new Promise((resolve) => setImmediate(resolve));
    }
    return batch;
  }

  const customersAndGroups = async () => {
    await inBatches('customers', count, perBatch.customers, (size) => {
      const customers = Array.from({ length: size }, () => generator.customer());
      for (const c of customers) {
        tally(summary.customers, c.status);
        summary.nextOfKins += c.nextOfKins.length;
      }
      return customerBatch(customers, staff);
    });
    await inBatches('groups', Math.max(1, Math.floor(count / 5)), perBatch.groups, (size) => {
      const groups = Array.from({ length: size }, () => generator.group());
      for (const g of groups) {
        tally(summary.groups, g.status);
        summary.groupMembers += g.members.length;
      }
      return groupBatch(groups, staff);
    });
    writer.written?.(['customers', 'next_of_kins', 'groups']);
  };
  const diasporas = async () => {
    await inBatches('diasporas', diasporaCount, perBatch.diasporas, (size) => {
      const made = Array.from({ length: size }, () => diasporaGenerator.diaspora());
      for (const d of made) {
        tally(summary.diasporas, d.status);
        summary.beneficiaries += d.beneficiaries.length;
      }
      return diasporaBatch(made, staff, diasporaPolicy?.id ?? null);
    });
    writer.written?.(['diasporas', 'beneficiaries']);
  };

  if (writer.concurrent) {
    // Side by side; when one fails the other stops at its next slice, and the first error wins.
    const results = await Promise.allSettled(
      [customersAndGroups, diasporas].map((load) =>
        load().catch((error: unknown) => {
          failed = true;
          throw error;
        }),
      ),
    );
    const rejected = results.find((result) => result.status === 'rejected');
    if (rejected) throw rejected.reason;
  } else {
    await customersAndGroups();
    await diasporas();
  }

  await writer.finish?.();
  return summary;
}

// --- Command line ----------------------------------------------------------------------------

/** From this many customers and diasporas a PostgreSQL load builds its indexes after the rows. */
const BULK_PARENTS = 100_000;

const USAGE =
  'Usage: npm run seed:demo -- [--count N] [--diasporas M] [--seed S]   (N, M positive integers; N defaults to 50, M to N)';

class UsageError extends Error {}

function positiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new UsageError(`--${name} must be a positive integer, got '${raw}'`);
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new UsageError(`--${name} must be a positive integer, got '${raw}'`);
  }
  return value;
}

function readArguments(argv: string[]): {
  count: number;
  diasporas: number | undefined;
  seed: number | undefined;
} {
  let values: { count?: string | undefined; diasporas?: string | undefined; seed?: string | undefined };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        count: { type: 'string', short: 'n' },
        diasporas: { type: 'string' },
        seed: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (seed !== undefined && !Number.isSafeInteger(seed)) {
    throw new UsageError(`--seed must be an integer, got '${values.seed}'`);
  }
  const count = positiveInteger('count', values.count, 50);
  return { count, diasporas: positiveInteger('diasporas', values.diasporas, count), seed };
}

/** Every row a run added: parents, group members, next of kin and beneficiaries. */
export function demoRowCount(summary: DemoSeedSummary): number {
  return (
    summary.customers.total +
    summary.nextOfKins +
    summary.groups.total +
    summary.groupMembers +
    summary.diasporas.total +
    summary.beneficiaries
  );
}

const formatCounts = (counts: StatusCounts) =>
  `${counts.total} (${COVER_STATUSES.map((status) => `${status} ${counts[status]}`).join(', ')})`;

/**
 * The `seed:demo` command: `argv` as typed after the script, `config` from the environment, each
 * line of output to `log`. It adds demo records only: the staff accounts are the reference seed's,
 * made here only on a database that has none yet (see seedReferenceData).
 */
export async function runDemoSeed(
  argv: string[],
  config: ServerConfig,
  log: (line: string) => void = console.log,
): Promise<DemoSeedSummary> {
  const { count, diasporas, seed } = readArguments(argv);
  const started = performance.now();
  const { db, kind } = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    preparedStatements: config.preparedStatements,
  });
  // A PostgreSQL server takes the rows by COPY on two connections of their own.
  const pool = config.databaseUrl ? new pg.Pool({ connectionString: config.databaseUrl, max: 2 }) : undefined;
  let writer: Awaited<ReturnType<typeof copyWriter>> | undefined;
  try {
    await migrateToLatest(db);
    const created = await seedReferenceData(db, {
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      staffPassword: config.staffPassword,
    });
    log(
      `Database: ${kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL server (DATABASE_URL)'}`,
    );
    if (created.length > 0) {
      log('Staff accounts created now (passwords are shown only this once):');
      for (const account of created) log(`  ${createdAccountLine(account)}`);
    }
    log(`Adding ${count} customers, ${Math.max(1, Math.floor(count / 5))} groups, ${diasporas} diasporas`);
    const bulk = count + (diasporas ?? count) >= BULK_PARENTS;
    if (pool && bulk) {
      log(
        'Bulk load in one transaction per connection: the lists and searches of these records wait until both commit.',
      );
    }
    writer = pool ? await copyWriter(pool, { bulk }) : undefined;
    let lastShown = '';
    const seeding = performance.now();
    const summary = await seedDemoData(db, {
      count,
      diasporas,
      seed,
      writer,
      onProgress: ({ phase, done, total }) => {
        const tenth = Math.floor((done / total) * 10);
        const key = `${phase}:${tenth}`;
        if (key === lastShown && done !== total) return;
        lastShown = key;
        log(`  ${phase.padEnd(9)} ${String(done).padStart(String(total).length)}/${total}`);
      },
    });
    // The ledger follows the covers just written: paid up, in arrears, lapsed, renewed.
    const ledger = await seedDemoLedger(db, todayIso());
    // A PostgreSQL server's writer analyses its tables itself (and autovacuum would).
    if (kind === 'pglite') await analyseEmbedded(db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const rows = demoRowCount(summary);
    const rate = Math.round(rows / ((performance.now() - seeding) / 1000));
    log(
      [
        `Done in ${seconds}s (seed ${summary.seed}): ${rows} rows, ${rate} rows per second`,
        `  customers      ${formatCounts(summary.customers)}`,
        `  next of kin    ${summary.nextOfKins}`,
        `  groups         ${formatCounts(summary.groups)}`,
        `  group members  ${summary.groupMembers}`,
        `  diasporas      ${formatCounts(summary.diasporas)}`,
        `  beneficiaries  ${summary.beneficiaries}`,
        `  premiums       ${ledger.premiums} (${ledger.inArrears} in arrears within grace; ${ledger.lapsed} covers lapsed unpaid; ${ledger.renewed} renewed)`,
      ].join('\n'),
    );
    return summary;
  } finally {
    await writer?.close();
    await pool?.end();
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Inside the promise, so a configuration error is reported like the others.
  Promise.resolve()
    .then(() => runDemoSeed(process.argv.slice(2), readConfig()))
    .catch((error: unknown) => {
      if (error instanceof UsageError) console.error(`${error.message}\n${USAGE}`);
      else if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
      else if (error instanceof DataFolderInUse) console.error(error.message);
      else console.error(error);
      process.exit(1);
    });
}

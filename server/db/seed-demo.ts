import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { ColumnType, Kysely } from 'kysely';
import { DateTime } from 'luxon';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { COVER_STATUSES, type CoverStatus } from '../../src/domain/cover';
import { ConfigError, readConfig } from '../config';
import { type Db, migrateToLatest, openDatabase } from './connect';
import { type DemoCover, DemoDataGenerator, type DemoPerson } from './demo-data';
import type {
  BeneficiariesTable,
  CustomersTable,
  Database,
  DiasporasTable,
  GroupsTable,
  NextOfKinsTable,
} from './schema';
import { seedReferenceData } from './seed';

/**
 * `npm run seed:demo -- --count N`: fills the database with realistic demo data — N individual
 * customers with next of kin, N/5 groups with leaders and members, and N diaspora enrolments
 * with beneficiaries — created by the admin user over the last 18 months. Running it again adds
 * more rows without clashing with what is there. `--diasporas M` adds M diasporas instead of N.
 *
 * On a PostgreSQL server the rows stream in with COPY (about 5,000 parents per transaction); on
 * PGlite they go in as multi-row INSERT statements.
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

/** Rows per INSERT statement: well under PostgreSQL's 65,535 bind parameters. */
const ROWS_PER_INSERT = 500;

/** The tables demo rows go to, in an order that satisfies the foreign keys. */
type DemoTable = 'groups' | 'customers' | 'next_of_kins' | 'diasporas' | 'beneficiaries';
type Row = Record<string, unknown>;
/** The rows of one batch, per table, written in this order in one transaction. */
type Batch = [DemoTable, Row[]][];

/**
 * Writes batches of demo rows, each batch (parents with their children) in one transaction.
 * `parentsPerBatch` is how many customers, groups or diasporas one batch holds.
 */
export interface DemoRowWriter {
  parentsPerBatch: { customers: number; groups: number; diasporas: number };
  write(batch: Batch): Promise<void>;
  /** After the last batch: fold pending index entries in and refresh the planner's statistics. */
  finish?(): Promise<void>;
}

/**
 * The schema types `created_at` as never insertable because the API always lets the database
 * stamp it; demo rows are back-dated, so this writer's view of the tables allows it.
 */
type Backdated<T> = Omit<T, 'created_at'> & { created_at: ColumnType<Date, Date, never> };
interface DemoTables {
  groups: Backdated<GroupsTable>;
  customers: Backdated<CustomersTable>;
  next_of_kins: NextOfKinsTable;
  diasporas: Backdated<DiasporasTable>;
  beneficiaries: BeneficiariesTable;
}

/** Multi-row INSERT statements through Kysely: works on PGlite and on a PostgreSQL server. */
export function insertWriter(db: Kysely<Database>): DemoRowWriter {
  // Same database and tables; only the insert type of created_at differs (see DemoTables).
  const demo = db as unknown as Kysely<DemoTables>;
  return {
    parentsPerBatch: { customers: 250, groups: 40, diasporas: 200 },
    async write(batch) {
      await demo.transaction().execute(async (trx) => {
        for (const [table, rows] of batch) {
          for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
            await trx
              .insertInto(table)
              .values(rows.slice(start, start + ROWS_PER_INSERT) as never)
              .execute();
          }
        }
      });
    },
  };
}

/** One value in COPY's text format. */
function copyField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return /[\\\n\r\t]/.test(text)
    ? text.replace(/[\\\n\r\t]/g, (c) => ({ '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' })[c] ?? c)
    : text;
}

/** The tables demo rows go to, for the bulk load's index handling. */
const DEMO_TABLES: DemoTable[] = ['groups', 'customers', 'next_of_kins', 'diasporas', 'beneficiaries'];

/**
 * COPY ... FROM STDIN on a PostgreSQL server: one statement per table per batch instead of a
 * statement per 500 rows, and no bind parameters to build.
 *
 * A `bulk` load runs in one transaction: it drops the demo tables' non-unique indexes (the list
 * and trigram search indexes), copies every row, then builds those indexes once, by sorting,
 * instead of row by row. Other sessions wait on those tables until it commits, so none ever sees
 * a table without its indexes, and a failed load leaves nothing behind. Unique indexes stay, so
 * a clash still fails the load.
 *
 * Otherwise each batch commits on its own, and a larger GIN pending list for this session lets
 * the trigram indexes take new rows in bulk; `finish` folds it in.
 */
export async function copyWriter(
  pool: pg.Pool,
  { bulk }: { bulk: boolean },
): Promise<DemoRowWriter & { close(): Promise<void> }> {
  const client = await pool.connect();
  await client.query('SET synchronous_commit = off');
  let dropped: { name: string; definition: string }[] = [];
  let open = false;
  // Taken at the first batch, after the seeder's own reads of these tables on its other connection.
  let begun: Promise<void> | undefined;
  const beginBulk = async () => {
    await client.query('BEGIN');
    open = true;
    await client.query("SET LOCAL maintenance_work_mem = '256MB'");
    ({ rows: dropped } = await client.query<{ name: string; definition: string }>(
      `SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition
         FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
        WHERE x.indrelid = ANY($1::regclass[]) AND NOT x.indisunique`,
      [DEMO_TABLES],
    ));
    for (const { name } of dropped) await client.query(`DROP INDEX ${client.escapeIdentifier(name)}`);
  };
  if (!bulk) await client.query("SET gin_pending_list_limit = '64MB'");
  const copyRows = async (table: DemoTable, rows: Row[]) => {
    const first = rows[0];
    if (!first) return;
    const columns = Object.keys(first);
    const stream = client.query(
      copyFrom(`COPY ${table} (${columns.map((c) => `"${c}"`).join(', ')}) FROM STDIN`),
    );
    await pipeline(Readable.from(copyText(rows, columns)), stream);
  };
  return {
    parentsPerBatch: { customers: 5_000, groups: 1_000, diasporas: 5_000 },
    async write(batch) {
      if (bulk) {
        begun ??= beginBulk();
        await begun;
        for (const [table, rows] of batch) await copyRows(table, rows);
        return;
      }
      await client.query('BEGIN');
      try {
        for (const [table, rows] of batch) await copyRows(table, rows);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      }
    },
    async finish() {
      if (bulk) {
        if (!begun) return;
        for (const { definition } of dropped) await client.query(definition);
        await client.query('COMMIT');
        open = false;
      } else {
        for (const index of ['customers_search', 'groups_search', 'diasporas_search']) {
          await client.query('SELECT gin_clean_pending_list($1::regclass)', [index]);
        }
      }
      await client.query('ANALYZE groups, customers, next_of_kins, diasporas, beneficiaries');
    },
    /** Gives the connection back; a bulk load that did not finish is rolled back first. */
    async close() {
      if (open) await client.query('ROLLBACK').catch(() => {});
      client.release();
    },
  };
}

/**
 * The rows in COPY's text format, in chunks of about 64 KB, made as the stream asks for them:
 * the database takes one chunk while the next is formatted, and the generator gets its turns.
 */
function* copyText(rows: Row[], columns: string[]): Generator<string> {
  let chunk = '';
  for (const row of rows) {
    chunk += `${columns.map((c) => copyField(row[c])).join('\t')}\n`;
    if (chunk.length >= 65_536) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

function personColumns(person: DemoPerson) {
  return {
    first_name: person.firstName,
    middle_name: person.middleName,
    last_name: person.lastName,
    email: person.email,
    mobile: person.mobile,
    dob: person.dob,
    sex: person.sex,
    marital_status: person.maritalStatus,
    id_type: person.idType,
    id_number: person.idNumber,
    id_copy_file: null,
    address: person.address,
  };
}

function coverColumns(cover: DemoCover) {
  return {
    status: cover.status,
    expiry_at: cover.expiryAt,
    cover_start_date: cover.coverStart
      ? DateTime.fromJSDate(cover.coverStart, { zone: 'utc' }).toISODate()
      : null,
    waiting_period_end: cover.waitingPeriodEnd,
    created_at: cover.createdAt,
    updated_at: cover.coverStart ?? cover.createdAt,
  };
}

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
  // the id slots there keeps id numbers clear of every earlier run.
  const existing = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('customers').select(eb.fn.countAll<number>().as('n')).as('customers'),
      eb.selectFrom('diasporas').select(eb.fn.countAll<number>().as('n')).as('diasporas'),
    ])
    .executeTakeFirstOrThrow();
  const generator = new DemoDataGenerator({
    seed,
    today,
    slotOffset: Number(existing.customers) + Number(existing.diasporas),
    policies: { individual: policiesOf('individual'), group: policiesOf('group') },
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
  const createdBy = admin.id;
  const makerId = officer?.id ?? admin.id;
  const people = (cover: DemoCover) => ({
    maker_id: makerId,
    checker_id: cover.status === 'covered' && makerId !== admin.id ? admin.id : null,
  });
  const writer = options.writer ?? insertWriter(db);
  const perBatch = writer.parentsPerBatch;

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
    for (let done = 0; done < total; ) {
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
    for (let made = 0; made < size; made += PARENTS_PER_SLICE) {
      const slice = makeBatch(Math.min(PARENTS_PER_SLICE, size - made));
      slice.forEach(([table, rows], index) => {
        const entry = batch[index];
        if (entry) entry[1].push(...rows);
        else batch.push([table, rows]);
      });
      await new Promise((resolve) => setImmediate(resolve));
    }
    return batch;
  }

  await inBatches('customers', count, perBatch.customers, (size) => {
    const customers = Array.from({ length: size }, () => ({ id: randomUUID(), ...generator.customer() }));
    const kin = customers.flatMap((c) =>
      c.nextOfKins.map((k, index) => ({
        customer_id: c.id,
        ordinal: index + 1,
        ...personColumns(k),
        relationship: k.relationship,
      })),
    );
    for (const c of customers) tally(summary.customers, c.status);
    summary.nextOfKins += kin.length;
    return [
      [
        'customers',
        customers.map((c) => ({
          id: c.id,
          ...personColumns(c),
          ...coverColumns(c),
          ...people(c),
          group_id: null,
          position: null,
          photo_file: null,
          policy_id: c.policyId,
          created_by: createdBy,
        })),
      ],
      ['next_of_kins', kin],
    ];
  });

  const groupCount = Math.max(1, Math.floor(count / 5));
  await inBatches('groups', groupCount, perBatch.groups, (size) => {
    const groups = Array.from({ length: size }, () => ({ id: randomUUID(), ...generator.group() }));
    const members = groups.flatMap((g) =>
      g.members.map((m) => ({
        ...personColumns(m),
        ...coverColumns(g),
        ...people(g),
        created_at: m.createdAt,
        updated_at: g.coverStart && g.coverStart > m.createdAt ? g.coverStart : m.createdAt,
        group_id: g.id,
        position: m.position,
        photo_file: null,
        policy_id: g.policyId,
        created_by: createdBy,
      })),
    );
    for (const g of groups) tally(summary.groups, g.status);
    summary.groupMembers += members.length;
    return [
      [
        'groups',
        groups.map((g) => ({
          id: g.id,
          name: g.name,
          members_count: g.members.length,
          address: g.address,
          policy_id: g.policyId,
          ...coverColumns(g),
          ...people(g),
          ...people(g),
          policy_effective_date: g.coverStart,
          registration_certificate_file: null,
          registration_certificate_name: null,
          proposal_form_file: null,
          proposal_form_name: null,
          meeting_minutes_file: null,
          meeting_minutes_name: null,
          created_by: createdBy,
        })),
      ],
      ['customers', members],
    ];
  });

  const diasporaCount = options.diasporas ?? count;
  await inBatches('diasporas', diasporaCount, perBatch.diasporas, (size) => {
    const diasporas = Array.from({ length: size }, () => ({ id: randomUUID(), ...generator.diaspora() }));
    const beneficiaries = diasporas.flatMap((d) =>
      d.beneficiaries.map((b, index) => ({
        diaspora_id: d.id,
        ordinal: index + 1,
        first_name: b.firstName,
        middle_name: b.middleName,
        last_name: b.lastName,
        sex: b.sex,
        dob: b.dob,
        relationship: b.relationship,
        copy_of_proof_file: null,
      })),
    );
    for (const d of diasporas) tally(summary.diasporas, d.status);
    summary.beneficiaries += beneficiaries.length;
    return [
      [
        'diasporas',
        diasporas.map((d) => ({
          id: d.id,
          ...personColumns(d),
          ...coverColumns(d),
          ...people(d),
          policy_id: diasporaPolicy?.id ?? null,
          email: d.email,
          account_number: d.accountNumber,
          enrolled_by: 'staff' as const,
          created_by_user: createdBy,
          enrolment_session: null,
        })),
      ],
      ['beneficiaries', beneficiaries],
    ];
  });

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

async function main(): Promise<void> {
  const { count, diasporas, seed } = readArguments(process.argv.slice(2));
  const config = readConfig();
  const started = performance.now();
  const { db, kind } = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  // A PostgreSQL server takes the rows by COPY on a connection of its own.
  const pool = config.databaseUrl ? new pg.Pool({ connectionString: config.databaseUrl, max: 1 }) : undefined;
  let writer: Awaited<ReturnType<typeof copyWriter>> | undefined;
  try {
    await migrateToLatest(db);
    const created = await seedReferenceData(db, {
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      staffPassword: config.staffPassword,
    });
    console.log(
      `Database: ${kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL server (DATABASE_URL)'}`,
    );
    if (created.length > 0) {
      console.log('Staff accounts created now (passwords are shown only this once):');
      for (const account of created)
        console.log(`  ${account.role.padEnd(8)} ${account.email}  ${account.password}`);
    }
    console.log(
      `Adding ${count} customers, ${Math.max(1, Math.floor(count / 5))} groups, ${diasporas} diasporas`,
    );
    const bulk = count + (diasporas ?? count) >= BULK_PARENTS;
    if (pool && bulk) {
      console.log(
        'Bulk load in one transaction: the lists and searches of these records wait until it commits.',
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
        console.log(`  ${phase.padEnd(9)} ${String(done).padStart(String(total).length)}/${total}`);
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const rows = demoRowCount(summary);
    const rate = Math.round(rows / ((performance.now() - seeding) / 1000));
    console.log(
      [
        `Done in ${seconds}s (seed ${summary.seed}): ${rows} rows, ${rate} rows per second`,
        `  customers      ${formatCounts(summary.customers)}`,
        `  next of kin    ${summary.nextOfKins}`,
        `  groups         ${formatCounts(summary.groups)}`,
        `  group members  ${summary.groupMembers}`,
        `  diasporas      ${formatCounts(summary.diasporas)}`,
        `  beneficiaries  ${summary.beneficiaries}`,
      ].join('\n'),
    );
  } finally {
    await writer?.close();
    await pool?.end();
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n${USAGE}`);
    else if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
    else console.error(error);
    process.exit(1);
  });
}

import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { ColumnType, Kysely } from 'kysely';
import { DateTime } from 'luxon';
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
 * more rows without clashing with what is there.
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
}

/** Rows per INSERT statement: well under PostgreSQL's 65,535 bind parameters. */
const ROWS_PER_INSERT = 500;
/** Parents per transaction; their children (at most 2, 11 and 5 each) go in the same transaction. */
const CUSTOMERS_PER_BATCH = 250;
const GROUPS_PER_BATCH = 40;
const DIASPORAS_PER_BATCH = 200;

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

function backdating(db: Kysely<Database>): Kysely<DemoTables> {
  // Same database and tables; only the insert type of created_at differs (see DemoTables).
  return db as unknown as Kysely<DemoTables>;
}

async function inChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await insert(rows.slice(start, start + ROWS_PER_INSERT));
  }
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

  for (let done = 0; done < count; ) {
    const size = Math.min(CUSTOMERS_PER_BATCH, count - done);
    const customers = Array.from({ length: size }, () => ({ id: randomUUID(), ...generator.customer() }));
    await db.transaction().execute(async (trx) => {
      const w = backdating(trx);
      await inChunks(customers, (chunk) =>
        w
          .insertInto('customers')
          .values(
            chunk.map((c) => ({
              id: c.id,
              ...personColumns(c),
              ...coverColumns(c),
              group_id: null,
              position: null,
              photo_file: null,
              policy_id: c.policyId,
              created_by: createdBy,
            })),
          )
          .execute(),
      );
      const kin = customers.flatMap((c) =>
        c.nextOfKins.map((k, index) => ({
          customer_id: c.id,
          ordinal: index + 1,
          ...personColumns(k),
          relationship: k.relationship,
        })),
      );
      await inChunks(kin, (chunk) => w.insertInto('next_of_kins').values(chunk).execute());
      summary.nextOfKins += kin.length;
    });
    for (const c of customers) tally(summary.customers, c.status);
    done += size;
    report({ phase: 'customers', done, total: count });
  }

  const groupCount = Math.max(1, Math.floor(count / 5));
  for (let done = 0; done < groupCount; ) {
    const size = Math.min(GROUPS_PER_BATCH, groupCount - done);
    const groups = Array.from({ length: size }, () => ({ id: randomUUID(), ...generator.group() }));
    await db.transaction().execute(async (trx) => {
      const w = backdating(trx);
      await inChunks(groups, (chunk) =>
        w
          .insertInto('groups')
          .values(
            chunk.map((g) => ({
              id: g.id,
              name: g.name,
              members_count: g.members.length,
              address: g.address,
              policy_id: g.policyId,
              ...coverColumns(g),
              policy_effective_date: g.coverStart,
              registration_certificate_file: null,
              registration_certificate_name: null,
              proposal_form_file: null,
              proposal_form_name: null,
              meeting_minutes_file: null,
              meeting_minutes_name: null,
              created_by: createdBy,
            })),
          )
          .execute(),
      );
      const members = groups.flatMap((g) =>
        g.members.map((m) => ({
          ...personColumns(m),
          ...coverColumns(g),
          created_at: m.createdAt,
          updated_at: g.coverStart && g.coverStart > m.createdAt ? g.coverStart : m.createdAt,
          group_id: g.id,
          position: m.position,
          photo_file: null,
          policy_id: g.policyId,
          created_by: createdBy,
        })),
      );
      await inChunks(members, (chunk) => w.insertInto('customers').values(chunk).execute());
      summary.groupMembers += members.length;
    });
    for (const g of groups) tally(summary.groups, g.status);
    done += size;
    report({ phase: 'groups', done, total: groupCount });
  }

  for (let done = 0; done < count; ) {
    const size = Math.min(DIASPORAS_PER_BATCH, count - done);
    const diasporas = Array.from({ length: size }, () => ({ id: randomUUID(), ...generator.diaspora() }));
    await db.transaction().execute(async (trx) => {
      const w = backdating(trx);
      await inChunks(diasporas, (chunk) =>
        w
          .insertInto('diasporas')
          .values(
            chunk.map((d) => ({
              id: d.id,
              ...personColumns(d),
              ...coverColumns(d),
              email: d.email,
              account_number: d.accountNumber,
              enrolled_by: 'staff' as const,
              created_by_user: createdBy,
              enrolment_session: null,
            })),
          )
          .execute(),
      );
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
      await inChunks(beneficiaries, (chunk) => w.insertInto('beneficiaries').values(chunk).execute());
      summary.beneficiaries += beneficiaries.length;
    });
    for (const d of diasporas) tally(summary.diasporas, d.status);
    done += size;
    report({ phase: 'diasporas', done, total: count });
  }

  return summary;
}

// --- Command line ----------------------------------------------------------------------------

const USAGE = 'Usage: npm run seed:demo -- [--count N] [--seed S]   (N a positive integer, default 50)';

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

function readArguments(argv: string[]): { count: number; seed: number | undefined } {
  let values: { count?: string | undefined; seed?: string | undefined };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { count: { type: 'string', short: 'n' }, seed: { type: 'string' } },
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
  return { count: positiveInteger('count', values.count, 50), seed };
}

const formatCounts = (counts: StatusCounts) =>
  `${counts.total} (${COVER_STATUSES.map((status) => `${status} ${counts[status]}`).join(', ')})`;

async function main(): Promise<void> {
  const { count, seed } = readArguments(process.argv.slice(2));
  const config = readConfig();
  const started = performance.now();
  const { db, kind } = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
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
      `Adding ${count} customers, ${Math.max(1, Math.floor(count / 5))} groups, ${count} diasporas`,
    );
    let lastShown = '';
    const summary = await seedDemoData(db, {
      count,
      seed,
      onProgress: ({ phase, done, total }) => {
        const tenth = Math.floor((done / total) * 10);
        const key = `${phase}:${tenth}`;
        if (key === lastShown && done !== total) return;
        lastShown = key;
        console.log(`  ${phase.padEnd(9)} ${String(done).padStart(String(total).length)}/${total}`);
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      [
        `Done in ${seconds}s (seed ${summary.seed}):`,
        `  customers      ${formatCounts(summary.customers)}`,
        `  next of kin    ${summary.nextOfKins}`,
        `  groups         ${formatCounts(summary.groups)}`,
        `  group members  ${summary.groupMembers}`,
        `  diasporas      ${formatCounts(summary.diasporas)}`,
        `  beneficiaries  ${summary.beneficiaries}`,
      ].join('\n'),
    );
  } finally {
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

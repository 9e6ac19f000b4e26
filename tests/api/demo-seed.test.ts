import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { type Db, migrateToLatest, openDatabase } from '../../server/db/connect';
import { DemoDataGenerator } from '../../server/db/demo-data';
import { prepareDatabase } from '../../server/db/prepare';
import { seedReferenceData } from '../../server/db/seed';
import { type DemoSeedSummary, runDemoSeed, seedDemoData } from '../../server/db/seed-demo';
import { COVER_STATUSES } from '../../src/domain/cover';
import { checkCustomerWithNextOfKin, checkDiasporaEnrolment } from '../../src/domain/cross-field-rules';
import { hasValidIdLength, isIdType } from '../../src/domain/identity';
import { pgliteTemplateFolder } from './database-template';

const TANZANIAN_MOBILE = /^(\+255|255|0)?[67][0-9]{8}$/;
const INTERNATIONAL_MOBILE = /^\+?[0-9][0-9 -]{7,18}[0-9]$/;
const COUNT = 30;
const GROUPS_PER_RUN = COUNT / 5;

describe('demo data generator', () => {
  const options = {
    seed: 20_240_601,
    today: new Date('2026-03-15T09:30:00Z'),
    slotOffset: 1_000,
    policies: { individual: ['policy-a', 'policy-b'], group: ['policy-g'] },
  };
  const sample = (generator: DemoDataGenerator) => [
    ...Array.from({ length: 5 }, () => generator.customer()),
    ...Array.from({ length: 2 }, () => generator.group()),
    ...Array.from({ length: 5 }, () => generator.diaspora()),
  ];

  it('gives the same records for the same seed, date and offset', () => {
    const first = sample(new DemoDataGenerator(options));
    const second = sample(new DemoDataGenerator(options));
    expect(second).toEqual(first);
    expect(sample(new DemoDataGenerator({ ...options, seed: options.seed + 1 }))).not.toEqual(first);
  });

  it('produces records that pass the enrolment rules on the given date', () => {
    const generator = new DemoDataGenerator(options);
    const today = options.today.toISOString().slice(0, 10);
    for (let i = 0; i < 200; i++) {
      const customer = generator.customer();
      expect(checkCustomerWithNextOfKin(customer, today)).toEqual({});
      const diaspora = generator.diaspora();
      expect(checkDiasporaEnrolment(diaspora, today)).toEqual({});
      expect(INTERNATIONAL_MOBILE.test(diaspora.mobile), diaspora.mobile).toBe(true);
      expect(diaspora.accountNumber).toMatch(/^[0-9]{10,20}$/);
      expect(customer.accountNumber).toMatch(/^[0-9]{10,20}$/);
    }
    expect(generator.slot).toBe(options.slotOffset + 400);
    expect(generator.group().accountNumber).toMatch(/^[0-9]{10,20}$/);
  });
});

describe('seedDemoData', () => {
  let db: Db;
  const summaries: DemoSeedSummary[] = [];

  beforeAll(async () => {
    ({ db } = await openDatabase({ dataDir: 'memory://' }));
    await migrateToLatest(db);
    await seedReferenceData(db, { adminPassword: 'admin-password-123', staffPassword: 'staff-password-123' });
    summaries.push(await seedDemoData(db, { count: COUNT }));
    summaries.push(await seedDemoData(db, { count: COUNT }));
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it('adds the expected number of rows on each run', async () => {
    for (const summary of summaries) {
      expect(summary.customers.total).toBe(COUNT);
      expect(summary.diasporas.total).toBe(COUNT);
      expect(summary.groups.total).toBe(GROUPS_PER_RUN);
    }
    const individuals = await db
      .selectFrom('customers')
      .select(db.fn.countAll<number>().as('n'))
      .where('group_id', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(individuals.n)).toBe(2 * COUNT);
    const diasporas = await db
      .selectFrom('diasporas')
      .select(db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(diasporas.n)).toBe(2 * COUNT);
    const groups = await db
      .selectFrom('groups')
      .select(db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(groups.n)).toBe(2 * GROUPS_PER_RUN);

    const total = (pick: (s: DemoSeedSummary) => number) => summaries.reduce((sum, s) => sum + pick(s), 0);
    const members = await db
      .selectFrom('customers')
      .select(db.fn.countAll<number>().as('n'))
      .where('group_id', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(members.n)).toBe(total((s) => s.groupMembers));
    const kin = await db
      .selectFrom('next_of_kins')
      .select(db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(kin.n)).toBe(total((s) => s.nextOfKins));
    const beneficiaries = await db
      .selectFrom('beneficiaries')
      .select(db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(beneficiaries.n)).toBe(total((s) => s.beneficiaries));
  });

  it('uses every cover status, with a future expiry only on covered rows', async () => {
    for (const table of ['customers', 'diasporas', 'groups'] as const) {
      const rows = await db
        .selectFrom(table)
        .select([
          'status',
          'expiry_at',
          'created_at',
          'cover_start_date',
          'waiting_period_end',
          'maker_id',
          'checker_id',
        ])
        .execute();
      expect(new Set(rows.map((r) => r.status))).toEqual(new Set(COVER_STATUSES));
      const now = Date.now();
      for (const row of rows) {
        const created = new Date(row.created_at).getTime();
        expect(created).toBeLessThanOrEqual(now);
        expect(created).toBeGreaterThan(now - 19 * 31 * 86_400_000);
        if (row.status === 'covered') {
          expect(row.expiry_at).not.toBeNull();
          expect(new Date(row.expiry_at as Date).getTime()).toBeGreaterThan(now);
          // The waiting period runs three months from the first start, on or before the current start.
          expect(Date.parse(row.waiting_period_end as string)).toBeGreaterThan(created);
          expect(Date.parse(row.cover_start_date as string)).toBeLessThanOrEqual(now);
        } else {
          expect(row.expiry_at).toBeNull();
          expect(row.cover_start_date).toBeNull();
        }
        // An officer made every demo record; the admin checked the covered ones.
        expect(row.maker_id).not.toBeNull();
        if (row.status === 'covered') {
          expect(row.checker_id).not.toBeNull();
          expect(row.checker_id).not.toBe(row.maker_id);
        }
      }
    }
  });

  it('stores individual customers and next of kin that pass the rules', async () => {
    const customers = await db
      .selectFrom('customers')
      .select(['id', 'dob', 'id_type', 'id_number', 'mobile', 'policy_id', 'account_number', 'created_by'])
      .where('group_id', 'is', null)
      .execute();
    const kin = await db
      .selectFrom('next_of_kins')
      .select(['customer_id', 'dob', 'id_number', 'mobile', 'ordinal', 'relationship'])
      .orderBy('ordinal')
      .execute();
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('role_name', '=', 'admin')
      .executeTakeFirstOrThrow();
    const individualPolicies = new Set(
      (await db.selectFrom('policies').select('id').where('kind', '=', 'individual').execute()).map(
        (p) => p.id,
      ),
    );
    for (const customer of customers) {
      const theirs = kin.filter((k) => k.customer_id === customer.id);
      expect(theirs.length).toBeGreaterThanOrEqual(1);
      expect(theirs.length).toBeLessThanOrEqual(2);
      const payload = {
        dob: customer.dob,
        idNumber: customer.id_number,
        nextOfKins: theirs.map((k) => ({ dob: k.dob, idNumber: k.id_number })),
      };
      expect(checkCustomerWithNextOfKin(payload)).toEqual({});
      expect(TANZANIAN_MOBILE.test(customer.mobile), customer.mobile).toBe(true);
      for (const k of theirs) expect(TANZANIAN_MOBILE.test(k.mobile), k.mobile).toBe(true);
      expect(isIdType(customer.id_type) && hasValidIdLength(customer.id_type, customer.id_number)).toBe(true);
      expect(individualPolicies.has(customer.policy_id ?? '')).toBe(true);
      expect(customer.account_number).toMatch(/^[0-9]{10,20}$/);
      expect(customer.created_by).toBe(admin.id);
    }
  });

  it('stores diasporas whose beneficiaries pass the enrolment rules', async () => {
    const diasporas = await db
      .selectFrom('diasporas')
      .select([
        'id',
        'dob',
        'id_type',
        'id_number',
        'mobile',
        'account_number',
        'enrolled_by',
        'created_by_user',
      ])
      .execute();
    const beneficiaries = await db
      .selectFrom('beneficiaries')
      .select(['diaspora_id', 'dob', 'relationship', 'ordinal'])
      .orderBy('ordinal')
      .execute();
    for (const diaspora of diasporas) {
      const declared = beneficiaries.filter((b) => b.diaspora_id === diaspora.id);
      expect(declared.length).toBeGreaterThanOrEqual(2);
      expect(declared.length).toBeLessThanOrEqual(5);
      const enrolment = {
        idType: diaspora.id_type,
        idNumber: diaspora.id_number,
        dob: diaspora.dob,
        beneficiaries: declared.map((b) => ({ dob: b.dob, relationship: b.relationship })),
      };
      expect(checkDiasporaEnrolment(enrolment)).toEqual({});
      expect(INTERNATIONAL_MOBILE.test(diaspora.mobile), diaspora.mobile).toBe(true);
      expect(diaspora.account_number).toMatch(/^[0-9]{10,20}$/);
      expect(diaspora.enrolled_by).toBe('staff');
      expect(diaspora.created_by_user).not.toBeNull();
    }
  });

  it('gives every group one chair-person, secretary and treasurer plus 2 to 8 members', async () => {
    const groups = await db
      .selectFrom('groups')
      .select(['id', 'members_count', 'policy_id', 'account_number'])
      .execute();
    const members = await db
      .selectFrom('customers')
      .select(['group_id', 'position', 'mobile', 'policy_id', 'account_number'])
      .where('group_id', 'is not', null)
      .execute();
    for (const group of groups) {
      const theirs = members.filter((m) => m.group_id === group.id);
      const holding = (position: string) => theirs.filter((m) => m.position === position).length;
      expect(holding('chair-person')).toBe(1);
      expect(holding('secretary')).toBe(1);
      expect(holding('treasurer')).toBe(1);
      expect(holding('member')).toBeGreaterThanOrEqual(2);
      expect(holding('member')).toBeLessThanOrEqual(8);
      expect(theirs).toHaveLength(group.members_count);
      // The group pays from its own account; its members have none.
      expect(group.account_number).toMatch(/^[0-9]{10,20}$/);
      for (const m of theirs) {
        expect(TANZANIAN_MOBILE.test(m.mobile), m.mobile).toBe(true);
        expect(m.policy_id).toBe(group.policy_id);
        expect(m.account_number).toBeNull();
      }
    }
  });

  it('never repeats an id number within a document type', async () => {
    for (const table of ['customers', 'diasporas', 'next_of_kins'] as const) {
      const rows = await db.selectFrom(table).select(['id_type', 'id_number']).execute();
      const keys = rows.map((r) => `${r.id_type}:${r.id_number}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
    const people = await db
      .selectFrom('customers')
      .select(['id_type', 'id_number'])
      .unionAll(db.selectFrom('diasporas').select(['id_type', 'id_number']))
      .unionAll(db.selectFrom('next_of_kins').select(['id_type', 'id_number']))
      .execute();
    const keys = people.map((r) => `${r.id_type}:${r.id_number}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every diaspora, individual and group an account of its own, so no premium is left out of a debit file', async () => {
    const accounts = await db
      .selectFrom('customers')
      .select('account_number')
      .where('group_id', 'is', null)
      .unionAll(db.selectFrom('groups').select('account_number'))
      .unionAll(db.selectFrom('diasporas').select('account_number'))
      .execute();
    const numbers = accounts.map((row) => row.account_number);
    expect(numbers.length).toBe(2 * (COUNT + COUNT + GROUPS_PER_RUN));
    for (const number of numbers) expect(number).toMatch(/^[0-9]{10,20}$/);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

const DEMO_TABLES = ['beneficiaries', 'customers', 'diasporas', 'groups'];

/** The demo tables with planner statistics: only ANALYZE writes pg_statistic (pg_stats). */
async function analysedTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ tablename: string }>`SELECT DISTINCT tablename FROM pg_stats
    WHERE schemaname = 'public' AND tablename = ANY(${DEMO_TABLES}) ORDER BY tablename`.execute(db);
  return rows.map((row) => row.tablename);
}

describe('the seed:demo command', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  });

  /** An embedded database on disk, so the command can open it after the test has. */
  async function databaseDir(): Promise<string> {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-seed-demo-'));
    dirs.push(dir);
    return dir;
  }

  async function staffOf(dir: string) {
    const { db } = await openDatabase({ dataDir: dir });
    try {
      return await db.selectFrom('users').select(['email', 'role_name']).orderBy('email').execute();
    } finally {
      await db.destroy();
    }
  }

  async function seedDemo(dir: string, env: Record<string, string> = {}) {
    const output: string[] = [];
    const config = readConfig({ NODE_ENV: 'test', DATA_DIR: dir, ...env });
    await runDemoSeed(['--count', '5'], config, (line) => output.push(line));
    return output.join('\n');
  }

  it('leaves the embedded database with planner statistics, which PGlite never gathers itself', async () => {
    // A migrated, seeded folder (the run's template): what is measured is the demo rows' statistics.
    const dir = await databaseDir();
    await pgliteTemplateFolder(dir);
    await seedDemo(dir);
    const { db } = await openDatabase({ dataDir: dir });
    try {
      expect(await analysedTables(db)).toEqual(DEMO_TABLES);
    } finally {
      await db.destroy();
    }
  });

  it('gathers them again each time the server prepares an embedded database', async () => {
    const { db } = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrateToLatest(db);
      await seedReferenceData(db, {
        adminPassword: 'admin-password-123',
        staffPassword: 'staff-password-123',
      });
      await seedDemoData(db, { count: 5 });
      expect(await analysedTables(db)).toEqual([]);
      await prepareDatabase(db, 'pglite', {
        adminPassword: 'admin-password-123',
        staffPassword: 'staff-password-123',
      });
      expect(await analysedTables(db)).toEqual(DEMO_TABLES);
    } finally {
      await db.destroy();
    }
  });

  it.each([
    ['without ADMIN_EMAIL', {}],
    ['with another ADMIN_EMAIL', { ADMIN_EMAIL: 'someone.else@bank.example' }],
  ])('adds no staff account to a database that has its staff, %s', async (_, env) => {
    const dir = await databaseDir();
    const { db } = await openDatabase({ dataDir: dir });
    await migrateToLatest(db);
    await seedReferenceData(db, {
      adminEmail: 'chief@bank.example',
      adminPassword: 'chief-password-123',
      staffPassword: 'staff-password-123',
    });
    await db.destroy();
    const before = await staffOf(dir);

    const output = await seedDemo(dir, env);
    expect(output).not.toMatch(/Staff accounts created/);
    expect(output).toMatch(/Adding 5 customers/);
    expect(await staffOf(dir)).toEqual(before);
    expect(before.filter((user) => user.role_name === 'admin')).toEqual([
      { email: 'chief@bank.example', role_name: 'admin' },
    ]);
  });

  it('on an empty database makes the reference staff once, never echoing a password the operator chose', async () => {
    const dir = await databaseDir();
    const output = await seedDemo(dir, { ADMIN_PASSWORD: 'chosen-admin-password' });
    expect(output).toMatch(/Staff accounts created now/);
    expect(output).not.toContain('chosen-admin-password');
    expect(output).toMatch(/admin +admin@bancassurance\.local {2}\(ADMIN_PASSWORD\)/);
    // The officer's password was generated: it is shown this once.
    expect(output).toMatch(/officer +officer@bancassurance\.local {2}\S{16}/);
    expect((await staffOf(dir)).map((user) => user.role_name).sort()).toEqual(['admin', 'officer', 'viewer']);

    const again = await seedDemo(dir);
    expect(again).not.toMatch(/Staff accounts created/);
    expect(await staffOf(dir)).toHaveLength(3);
  });

  it('prints no password the operator chose for any account, and each generated one exactly once', async () => {
    const chosen = await seedDemo(await databaseDir(), {
      ADMIN_PASSWORD: 'chosen-admin-password',
      STAFF_PASSWORD: 'chosen-staff-password',
    });
    expect(chosen).toMatch(/Staff accounts created now/);
    expect(chosen).not.toMatch(/chosen-(admin|staff)-password/);
    expect(chosen).toMatch(/officer +officer@bancassurance\.local {2}\(STAFF_PASSWORD\)/);
    expect(chosen).toMatch(/viewer +viewer@bancassurance\.local {2}\(STAFF_PASSWORD\)/);

    const generated = await seedDemo(await databaseDir(), { STAFF_PASSWORD: 'chosen-staff-password' });
    expect(generated).not.toContain('chosen-staff-password');
    const adminPassword = /admin +admin@bancassurance\.local {2}(\S{16})$/m.exec(generated)?.[1] ?? '';
    expect(adminPassword).not.toBe('');
    expect(generated.split(adminPassword)).toHaveLength(2);
  });
});

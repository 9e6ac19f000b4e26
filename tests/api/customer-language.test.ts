import { randomUUID } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../server/db/connect';
import { migrations } from '../../server/db/migrations';
import { customer, diaspora, nextOfKin, paymentAccount, person } from './fixtures';
import { expectErrorBody, freshPostgresDatabase, startTestServer, TARGET, type TestServer } from './harness';

/** The language the bank writes to a customer in: stored with the record, returned, kept. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  role: 'officer' | 'admin' = 'officer',
) =>
  server.request({ method, url: `/api/v1${url}`, headers: server.as(role), ...(payload ? { payload } : {}) });

const historyOf = async (url: string) =>
  (await call('GET', `${url}/history`)).json().entries as {
    action: string;
    changes: Record<string, unknown>;
  }[];

describe("a customer's language", () => {
  it('is stored and returned, kept by an update that does not name it, and changed by one that does', async () => {
    const input: Record<string, unknown> = customer({ language: 'sw' });
    const created = await call('POST', '/customers', input);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.customerId;
    expect(created.json().data.language).toBe('sw');
    const { language: _language, ...withoutLanguage } = input;
    const kept = await call('PUT', `/customers/${id}`, { ...withoutLanguage, address: 'Plot 14, Sinza' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.language).toBe('sw');
    const changed = await call('PUT', `/customers/${id}`, {
      ...input,
      address: 'Plot 14, Sinza',
      language: 'en',
    });
    expect(changed.json().data.language).toBe('en');
    const updates = (await historyOf(`/customers/${id}`)).filter((entry) => entry.action === 'update');
    expect(updates.at(-1)?.changes).toEqual({ language: { from: 'sw', to: 'en' } });
  });

  it('changes at once on a covered record, like contact details, and is written to its history', async () => {
    const input = diaspora();
    const created = await call('POST', '/diasporas', input);
    const id = created.json().data.diasporaId;
    expect((await call('GET', `/diasporas/${id}`)).json().data.language).toBe('en');
    expect((await call('POST', `/diasporas/${id}/status`, { action: 'approve' }, 'admin')).statusCode).toBe(
      200,
    );
    const changed = await call('PUT', `/diasporas/${id}`, { ...input, language: 'sw' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ language: 'sw', pendingChange: null, status: 'covered' });
    const last = (await historyOf(`/diasporas/${id}`)).at(-1);
    expect(last).toMatchObject({ action: 'update', changes: { language: { from: 'en', to: 'sw' } } });
  });

  it("is a group's, and its leaders' and members'", async () => {
    const policyId = (
      await server.db
        .selectFrom('policies')
        .select('id')
        .where('kind', '=', 'group')
        .executeTakeFirstOrThrow()
    ).id;
    const created = await call('POST', '/groups', {
      name: 'Upendo Women Group',
      membersCount: 10,
      address: 'Moshi, Kilimanjaro',
      accountNumber: paymentAccount(),
      policyId,
      language: 'sw',
      chairperson: person({ firstName: 'Mwanaidi', mobile: '0713000001' }),
      secretary: person({ firstName: 'Faraji', mobile: '0713000002' }),
      treasurer: person({ firstName: 'Upendo', mobile: '0713000003' }),
    });
    expect(created.statusCode).toBe(201);
    const group = created.json().data;
    expect(group.language).toBe('sw');
    const leader = await call('GET', `/groups/${group.groupId}/members/${group.chairperson.customerId}`);
    expect(leader.json().data.language).toBe('sw');
    const added = await call('POST', `/groups/${group.groupId}/members`, {
      ...person({ firstName: 'Zawadi', mobile: '0713000004' }),
      nextOfKins: [nextOfKin()],
    });
    expect(added.statusCode).toBe(201);
    const member = await call('GET', `/groups/${group.groupId}/members/${added.json().data.customerId}`);
    expect(member.json().data.language).toBe('sw');
  });

  it('is English or Kiswahili only', async () => {
    expect(
      expectErrorBody(await call('POST', '/customers', customer({ language: 'fr' })), 400),
    ).toHaveProperty('language');
  });
});

describe('the migration that adds the language', () => {
  it('gives the records already stored English, and allows no other language', async () => {
    const postgres = TARGET === 'postgres' ? await freshPostgresDatabase() : undefined;
    const { db } = await openDatabase(postgres ? { url: postgres.url } : { dataDir: 'memory://' });
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0018_files_stored_at')).error).toBeUndefined();
      const [user, policy, group, person, diasporaId] = [1, 2, 3, 4, 5].map(() => randomUUID());
      await sql`INSERT INTO roles (name) VALUES ('admin')`.execute(db);
      await sql`INSERT INTO users (id, email, first_name, last_name, password_hash, role_name)
        VALUES (${user}, 'old@bank.co.tz', 'Old', 'Staff', 'x', 'admin')`.execute(db);
      await sql`INSERT INTO policies (id, name, kind, premium, annual_premium, terms)
        VALUES (${policy}, 'Old Group Cover', 'group', 1000, 12000, 'terms')`.execute(db);
      await sql`INSERT INTO groups (id, name, members_count, address, policy_id, created_by)
        VALUES (${group}, 'Old Group', 3, 'Dar es Salaam', ${policy}, ${user})`.execute(db);
      const personValues = sql`'Old', 'Person', '0712345678', '1980-01-01', 'male', 'single', 1`;
      await sql`INSERT INTO customers (id, first_name, last_name, mobile, dob, sex, marital_status, id_type,
        id_number, address, created_by)
        VALUES (${person}, ${personValues}, '12345678901234567890', 'Dar es Salaam', ${user})`.execute(db);
      await sql`INSERT INTO diasporas (id, first_name, last_name, mobile, dob, sex, marital_status, id_type,
        id_number, address, email, account_number, enrolled_by, created_by_user)
        VALUES (${diasporaId}, ${personValues}, '09876543210987654321', 'London', 'old@example.co.uk',
          '1234567890', 'staff', ${user})`.execute(db);
      await migrateToLatest(db);
      for (const table of ['customers', 'diasporas', 'groups'] as const) {
        const rows = await db.selectFrom(table).select('language').execute();
        expect(rows).toEqual([{ language: 'en' }]);
        await expect(sql`UPDATE ${sql.table(table)} SET language = 'fr'`.execute(db)).rejects.toThrow();
      }
      expect(await db.selectFrom('letter_outbox').select('id').execute()).toEqual([]);
    } finally {
      await db.destroy();
      await postgres?.drop();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, nextOfKin, uniqueDigits, yearsAgo } from './fixtures';
import { expectErrorBody, startTestServer, type TestServer } from './harness';
import { addStaffUser } from './staff-users';

let server: TestServer;
let policyId: string;
beforeAll(async () => {
  server = await startTestServer();
  const policy = await server.db
    .selectFrom('policies')
    .select('id')
    .where('kind', '=', 'individual')
    .executeTakeFirstOrThrow();
  policyId = policy.id;
});
afterAll(() => server.close());

const create = (payload: unknown, headers: Record<string, string> = {}) =>
  server.request({
    method: 'POST',
    url: '/api/v1/customers',
    headers: { ...server.as('officer'), ...headers },
    payload: payload as object,
  });
const list = (query: string) =>
  server.request({ method: 'GET', url: `/api/v1/customers?${query}`, headers: server.as('viewer') });
const countCustomers = async (idNumber: string) =>
  (await server.db.selectFrom('customers').select('id').where('id_number', '=', idNumber).execute()).length;

describe('creating an individual customer', () => {
  it('stores the customer with policy and next of kin and returns the full record', async () => {
    const input = customer({
      policyId,
      nextOfKins: [nextOfKin(), nextOfKin({ firstName: 'Asha', relationship: 3 })],
    });
    const response = await create(input);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      firstName: 'Juma',
      lastName: 'Mwakyusa',
      nin: input.idNumber,
      status: 'in-progress',
      policy: { policyId },
      group: null,
      totalClaim: 0,
    });
    expect(data.nextOfKin.map((k: { firstName: string }) => k.firstName)).toEqual(['Neema', 'Asha']);
  });

  it('stores id numbers without the dashes and spaces people type', async () => {
    const digits = uniqueDigits(20);
    const typed = `${digits.slice(0, 8)}-${digits.slice(8, 13)} ${digits.slice(13)}`;
    const response = await create(customer({ idNumber: typed }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.nin).toBe(digits);
  });

  it.each([
    ['firstName', { firstName: 'Al' }],
    ['lastName', { lastName: '' }],
    ['middleName', { middleName: 'Jo' }],
    ['mobile', { mobile: '0812345678' }],
    ['mobile', { mobile: '+25571234567' }],
    ['email', { email: 'not-an-email' }],
    ['idNumber', { idNumber: '123456789' }],
    ['idType', { idType: 4 }],
    ['idType', { idType: '1' }],
    ['sex', { sex: 'unknown' }],
    ['maritalStatus', { maritalStatus: 'divorced-ish' }],
    ['address', { address: 'abc' }],
    ['dob', { dob: '1990-02-30' }],
    ['dob', { dob: yearsAgo(-1) }],
    ['policyId', { policyId: 'not-a-uuid' }],
    ['idCopy', { idCopy: 'https://elsewhere.example/evil.png' }],
    ['nextOfKins', { nextOfKins: [] }],
    ['nextOfKins', { nextOfKins: [nextOfKin(), nextOfKin(), nextOfKin()] }],
    ['nextOfKins.0.relationship', { nextOfKins: [nextOfKin({ relationship: 9 })] }],
    ['surname', { surname: 'extra field' }],
  ])('rejects an invalid %s with 400 naming the field and stores nothing', async (field, overrides) => {
    const input = customer(overrides);
    const messages = expectErrorBody(await create(input), 400);
    expect(Object.keys(messages)).toContain(field);
    expect(await countCustomers(input.idNumber)).toBe(0);
  });

  it('rejects two next of kin with the same id number', async () => {
    const kin = nextOfKin();
    const messages = expectErrorBody(
      await create(customer({ nextOfKins: [kin, { ...kin, firstName: 'Other' }] })),
      400,
    );
    expect(messages['nextOfKins.1.idNumber']).toBe('This next of kin is already listed');
  });

  it('rejects a policy that does not exist', async () => {
    const messages = expectErrorBody(await create(customer({ policyId: randomUUID() })), 400);
    expect(messages.policyId).toBeDefined();
  });

  it('refuses a second customer with the same id number with 409', async () => {
    const input = customer();
    expect((await create(input)).statusCode).toBe(201);
    const messages = expectErrorBody(await create({ ...input, firstName: 'Another' }), 409);
    expect(messages.idNumber).toMatch(/already registered/);
    expect(await countCustomers(input.idNumber)).toBe(1);
  });

  it('returns the first result for a repeated Idempotency-Key and stores the customer once', async () => {
    const input = customer();
    const key = randomUUID();
    const [first, second] = await Promise.all([
      create(input, { 'idempotency-key': key }),
      create(input, { 'idempotency-key': key }),
    ]);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().data.customerId).toBe(first.json().data.customerId);
    const third = await create(input, { 'idempotency-key': key });
    expect(third.json().data.customerId).toBe(first.json().data.customerId);
    expect(await countCustomers(input.idNumber)).toBe(1);
  });

  it('refuses an Idempotency-Key reused for a different request', async () => {
    const key = randomUUID();
    expect((await create(customer(), { 'idempotency-key': key })).statusCode).toBe(201);
    expectErrorBody(await create(customer(), { 'idempotency-key': key }), 409);
  });

  it('writes nothing when a step half-way fails (one transaction)', async () => {
    // A trigger makes the next-of-kin insert fail after the customer row is written.
    await sql`CREATE OR REPLACE FUNCTION fail_kin() RETURNS trigger AS $$
      BEGIN IF NEW.first_name = 'Explode' THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`.execute(
      server.db,
    );
    await sql`CREATE TRIGGER fail_kin BEFORE INSERT ON next_of_kins FOR EACH ROW EXECUTE FUNCTION fail_kin()`.execute(
      server.db,
    );
    try {
      const input = customer({ nextOfKins: [nextOfKin({ firstName: 'Explode' })] });
      const response = await create(input);
      expect(response.statusCode).toBe(500);
      expect(await countCustomers(input.idNumber)).toBe(0);
    } finally {
      await sql`DROP TRIGGER fail_kin ON next_of_kins`.execute(server.db);
    }
  });

  it('needs the create permission', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/v1/customers',
      headers: server.as('viewer'),
      payload: customer(),
    });
    expectErrorBody(response, 403);
  });
});

describe('listing individual customers', () => {
  let marker: string;
  beforeAll(async () => {
    marker = `Zawadi${uniqueDigits(4).replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'a')}`;
    for (let i = 0; i < 7; i += 1) {
      const response = await create(
        customer({ lastName: marker, mobile: `07655500${String(i).padStart(2, '0')}` }),
      );
      expect(response.statusCode).toBe(201);
    }
    await server.db
      .updateTable('customers')
      .set({ status: 'covered' })
      .where('mobile', '=', '0765550003')
      .execute();
  });

  it('pages five at a time by default, newest first, with the real totals', async () => {
    const first = (await list(`search=${marker}`)).json();
    expect(first.customers).toHaveLength(5);
    expect(first.pagination).toEqual({ totalCount: 7, totalPages: 2, currentPage: 1, perPage: 5 });
    const second = (await list(`search=${marker}&currentPage=2`)).json();
    expect(second.customers).toHaveLength(2);
    const all = [...first.customers, ...second.customers];
    const created = all.map((c: { createdAt: string }) => c.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect(new Set(all.map((c: { customerId: string }) => c.customerId)).size).toBe(7);
  });

  it('searches names, email and mobile ignoring case, and filters by status', async () => {
    expect((await list(`search=${marker.toUpperCase()}`)).json().pagination.totalCount).toBe(7);
    expect((await list('search=0765550004')).json().customers).toHaveLength(1);
    const covered = (await list(`search=${marker}&status=covered`)).json();
    expect(covered.customers.map((c: { mobile: string }) => c.mobile)).toEqual(['0765550003']);
    expect((await list(`search=${marker}&status=in-progress`)).json().pagination.totalCount).toBe(6);
  });

  it('treats LIKE wildcards in the search literally', async () => {
    expect((await list('search=%25')).json().pagination.totalCount).toBe(0);
  });

  it.each(['currentPage=0', 'perPage=1000', 'status=lapsed', 'currentPage=abc', `search=${'x'.repeat(101)}`])(
    'rejects %s with 400',
    async (query) => {
      expectErrorBody(await list(query), 400);
    },
  );
});

describe('reading, updating and deleting', () => {
  it('reads a customer with next of kin, and 404s for an unknown id, 400 for a malformed one', async () => {
    const { data } = (await create(customer())).json();
    const read = await server.request({
      method: 'GET',
      url: `/api/v1/customers/${data.customerId}`,
      headers: server.as('viewer'),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.nextOfKin).toHaveLength(1);
    expect(read.json().data.claims).toEqual([]);
    await server.db
      .insertInto('claims')
      .values({ customer_id: data.customerId, amount: 1_500_000, status: 'submitted' })
      .execute();
    await server.db
      .insertInto('claims')
      .values({ customer_id: data.customerId, amount: 900_000, status: 'rejected' })
      .execute();
    const withClaims = (
      await server.request({
        method: 'GET',
        url: `/api/v1/customers/${data.customerId}`,
        headers: server.as('viewer'),
      })
    ).json().data;
    expect(withClaims.claims.map((c: { amount: number }) => c.amount).sort()).toEqual(
      [1_500_000, 900_000].sort(),
    );
    // A rejected claim is listed but does not count towards the total.
    expect(withClaims.totalClaim).toBe(1_500_000);
    expectErrorBody(
      await server.request({
        method: 'GET',
        url: `/api/v1/customers/${randomUUID()}`,
        headers: server.as('viewer'),
      }),
      404,
    );
    expectErrorBody(
      await server.request({ method: 'GET', url: '/api/v1/customers/123', headers: server.as('viewer') }),
      400,
    );
  });

  it('replaces the details and next of kin on update', async () => {
    const { data } = (await create(customer())).json();
    const changed = customer({
      idNumber: data.nin,
      firstName: 'Rashidi',
      policyId,
      nextOfKins: [
        nextOfKin({ firstName: 'Mwanaisha' }),
        nextOfKin({ firstName: 'Halima', relationship: 4 }),
      ],
    });
    const response = await server.request({
      method: 'PUT',
      url: `/api/v1/customers/${data.customerId}`,
      headers: server.as('officer'),
      payload: changed,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.firstName).toBe('Rashidi');
    expect(response.json().data.policy.policyId).toBe(policyId);
    expect(response.json().data.nextOfKin.map((k: { firstName: string }) => k.firstName)).toEqual([
      'Mwanaisha',
      'Halima',
    ]);
    const bad = await server.request({
      method: 'PUT',
      url: `/api/v1/customers/${data.customerId}`,
      headers: server.as('officer'),
      payload: { ...changed, mobile: '123' },
    });
    expectErrorBody(bad, 400);
    const after = await server.request({
      method: 'GET',
      url: `/api/v1/customers/${data.customerId}`,
      headers: server.as('viewer'),
    });
    expect(after.json().data.mobile).toBe(changed.mobile);
  });

  it('soft-deletes once a second admin approves: gone from reads and lists, kept in the database, id number free again', async () => {
    const input = customer({ lastName: 'Deletable' });
    const { data } = (await create(input)).json();
    const url = `/api/v1/customers/${data.customerId}`;
    const ask = (headers: Record<string, string>) =>
      server.request({
        method: 'POST',
        url: `${url}/deletion`,
        headers,
        payload: { reason: 'A test record' },
      });
    expectErrorBody(await ask(server.as('officer')), 403);
    const asked = await ask(server.as('admin'));
    expect(asked.statusCode).toBe(202);
    const checker = await addStaffUser(server, 'Deletionchecker', 'admin');
    const decided = await server.request({
      method: 'POST',
      url: `${url}/deletion/decision`,
      headers: checker.headers,
      payload: { deletionId: asked.json().data.deletion.waiting.deletionId, decision: 'approve' },
    });
    expect(decided.statusCode).toBe(204);
    expectErrorBody(await server.request({ method: 'GET', url, headers: server.as('admin') }), 404);
    expectErrorBody(await ask(server.as('admin')), 404);
    expect((await list('search=deletable')).json().pagination.totalCount).toBe(0);
    const kept = await server.db
      .selectFrom('customers')
      .select('deleted_at')
      .where('id', '=', data.customerId)
      .executeTakeFirstOrThrow();
    expect(kept.deleted_at).not.toBeNull();
    expect((await create(input)).statusCode).toBe(201);
  });
});

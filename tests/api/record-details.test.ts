import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiary, customer, diaspora, nextOfKin, paymentAccount, person, uniqueDigits } from './fixtures';
import { startTestServer, type TestServer } from './harness';

/**
 * A details panel reads its record with the record's lists (beneficiaries, next of kin, members,
 * claims) in one statement. These check what that statement must keep: each list's order, which
 * claims belong to the record, and timestamps that arrive as text.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function created(url: string, payload: object): Promise<Record<string, unknown>> {
  const response = await server.request({ method: 'POST', url, headers: server.as('officer'), payload });
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

async function details(url: string) {
  const response = await server.request({ method: 'GET', url, headers: server.as('viewer') });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

type Owner = { customer_id: string } | { diaspora_id: string } | { group_id: string };

/** One claim to write: its amount, and for a diaspora's beneficiary their id (one person, one live claim). */
type ClaimToWrite = number | { amount: number; beneficiaryId?: string; status?: 'submitted' | 'rejected' };

/**
 * Claims written straight to the table, oldest last, with microseconds in their timestamps, so
 * neither the order they were written in nor a lost fraction can pass for the right answer.
 */
async function addClaims(owner: Owner, claims: ClaimToWrite[]) {
  const [column, id] = Object.entries(owner)[0] as [string, string];
  for (const [index, written] of claims.entries()) {
    const {
      amount,
      beneficiaryId = null,
      status = 'submitted',
    } = typeof written === 'number' ? { amount: written } : written;
    await sql`INSERT INTO claims (${sql.ref(column)}, beneficiary_id, amount, status, claim_type, created_at,
        last_document_at)
      VALUES (${id}, ${beneficiaryId}, ${amount}, ${status}, 'funeral',
        timestamptz '2026-03-01 10:00:00.123456+00' - ${`${index} days`}::interval,
        timestamptz '2026-03-02 08:30:00.987654+00')`.execute(server.db);
  }
}

/**
 * Writes a new version of a list's first row, so the table holds it after the others: without
 * its ORDER BY the statement would give that row last.
 */
async function moveFirstToEnd(table: 'beneficiaries' | 'next_of_kins', column: string, id: string) {
  await sql`UPDATE ${sql.table(table)} SET first_name = first_name
    WHERE ${sql.ref(column)} = ${id} AND ordinal = 1`.execute(server.db);
}

const expectedClaims = (amounts: number[], statuses: string[] = []) =>
  amounts.map((amount, index) => ({
    amount,
    status: statuses[index] ?? 'submitted',
    type: 'funeral',
    createdAt: new Date(Date.UTC(2026, 2, 1 - index, 10, 0, 0, 123)).toISOString(),
    // 48 hours after the last document.
    paymentDueAt: '2026-03-04T08:30:00.987Z',
  }));

describe('a record with its lists, read in one statement', () => {
  it('gives a diaspora customer their beneficiaries in declared order and their own claims, newest first', async () => {
    const { diasporaId } = await created(
      '/api/v1/diasporas',
      diaspora({
        beneficiaries: [
          beneficiary({ firstName: 'Rehema' }),
          beneficiary({ firstName: 'Amani', sex: 'male', dob: '2016-05-01', relationship: 3 }),
          beneficiary({ firstName: 'Zawadi', dob: '2018-07-09', relationship: 3 }),
        ],
      }),
    );
    const other = await created('/api/v1/diasporas', diaspora());
    const declared = await server.db
      .selectFrom('beneficiaries')
      .select('id')
      .where('diaspora_id', '=', String(diasporaId))
      .orderBy('ordinal')
      .execute();
    // The holder's claim, then two beneficiaries': each person has one.
    await addClaims({ diaspora_id: String(diasporaId) }, [
      3_000_000,
      { amount: 2_000_000, beneficiaryId: declared[0]?.id },
      { amount: 1_000_000, beneficiaryId: declared[2]?.id },
    ]);
    await addClaims({ diaspora_id: String(other.diasporaId) }, [9_000_000]);

    const first = await details(`/api/v1/diasporas/${diasporaId}`);
    expect(first.beneficiaries.map((b: { firstName: string }) => b.firstName)).toEqual([
      'Rehema',
      'Amani',
      'Zawadi',
    ]);
    expect(first.beneficiaries[1]).toMatchObject({
      dob: '2016-05-01',
      relationship: 3,
      relationshipName: 'CHILD',
    });
    expect(first.claims).toMatchObject(expectedClaims([3_000_000, 2_000_000, 1_000_000]));
    expect(first.totalClaim).toBe(6_000_000);

    await moveFirstToEnd('beneficiaries', 'diaspora_id', String(diasporaId));
    const moved = await details(`/api/v1/diasporas/${diasporaId}`);
    expect(moved.beneficiaries.map((b: { firstName: string }) => b.firstName)).toEqual([
      'Rehema',
      'Amani',
      'Zawadi',
    ]);
  });

  it('gives an individual their next of kin in order, with every field, and no claims when there are none', async () => {
    const kin = nextOfKin({ firstName: 'Asha', relationship: 3, idType: 2, email: 'asha@example.co.tz' });
    const { customerId } = await created(
      '/api/v1/customers',
      customer({ nextOfKins: [nextOfKin({ firstName: 'Neema' }), kin] }),
    );
    const first = await details(`/api/v1/customers/${customerId}`);
    expect(first.claims).toEqual([]);
    expect(first.nextOfKin.map((k: { firstName: string }) => k.firstName)).toEqual(['Neema', 'Asha']);
    expect(first.nextOfKin[1]).toMatchObject({
      lastName: kin.lastName,
      email: 'asha@example.co.tz',
      mobile: kin.mobile,
      dob: kin.dob,
      sex: kin.sex,
      maritalStatus: kin.maritalStatus,
      idType: 2,
      idNumber: kin.idNumber,
      address: kin.address,
      relationship: 3,
    });
    expect(first.nextOfKin[1].nextOfKinId).toEqual(expect.any(String));

    await moveFirstToEnd('next_of_kins', 'customer_id', String(customerId));
    // The earlier claim was rejected: the customer's one live claim is the later.
    await addClaims({ customer_id: String(customerId) }, [500_000, { amount: 400_000, status: 'rejected' }]);
    const later = await details(`/api/v1/customers/${customerId}`);
    expect(later.nextOfKin.map((k: { firstName: string }) => k.firstName)).toEqual(['Neema', 'Asha']);
    expect(later.claims).toMatchObject(expectedClaims([500_000, 400_000], ['submitted', 'rejected']));
  });

  it("gives a group its leaders and the claims of the group and of its members, but not another group's", async () => {
    const policy = await server.db
      .selectFrom('policies')
      .select('id')
      .where('kind', '=', 'group')
      .executeTakeFirstOrThrow();
    const group = (name: string) => ({
      name: `${name} ${uniqueDigits(4)}`,
      membersCount: 12,
      address: 'Mbezi Beach, Dar es Salaam',
      accountNumber: paymentAccount(),
      policyId: policy.id,
      chairperson: person({ firstName: 'Mwanaidi', mobile: '0713000001' }),
      secretary: person({ firstName: 'Faraji', mobile: '0713000002' }),
      treasurer: person({ firstName: 'Upendo', mobile: '0713000003' }),
    });
    const ours = await created('/api/v1/groups', group('Umoja'));
    const theirs = await created('/api/v1/groups', group('Tumaini'));
    const treasurer = ours.treasurer as { customerId: string };

    await addClaims({ group_id: String(ours.groupId) }, [700_000]);
    await sql`INSERT INTO claims (customer_id, amount, status, claim_type, created_at, last_document_at)
      VALUES (${treasurer.customerId}, 300000, 'submitted', 'funeral',
        timestamptz '2026-02-27 10:00:00.123456+00', timestamptz '2026-03-02 08:30:00.987654+00')`.execute(
      server.db,
    );
    await addClaims({ group_id: String(theirs.groupId) }, [8_000_000]);

    const read = await details(`/api/v1/groups/${ours.groupId}`);
    expect(read).toMatchObject({
      registeredMembers: 3,
      chairperson: { firstName: 'Mwanaidi', mobile: '0713000001' },
      secretary: { firstName: 'Faraji', mobile: '0713000002' },
      treasurer: { customerId: treasurer.customerId, firstName: 'Upendo', mobile: '0713000003' },
    });
    expect(read.claims.map((c: { amount: number }) => c.amount)).toEqual([700_000, 300_000]);
    expect(read.claims[1]).toMatchObject({ createdAt: '2026-02-27T10:00:00.123Z' });
  });

  it('answers 404 for a record that does not exist', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const url of [`/api/v1/diasporas/${id}`, `/api/v1/customers/${id}`, `/api/v1/groups/${id}`]) {
      const response = await server.request({ method: 'GET', url, headers: server.as('viewer') });
      expect(response.statusCode).toBe(404);
    }
  });
});

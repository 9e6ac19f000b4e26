import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, diaspora } from './fixtures';
import { groupBody } from './fuzz/world';
import { startTestServer, type TestServer } from './harness';
import { addStaffUser } from './staff-users';

/**
 * A record's details carry its claims and their total only for a caller with claims.read: a role
 * that may read (or edit) customers, groups and diasporas but not claims learns nothing of them.
 */
let server: TestServer;
let groupPolicy: string;
/** A role with every read and update permission of the records, and none of the claims'. */
let noClaims: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  const group = await server.db
    .selectFrom('policies')
    .select('id')
    .where('kind', '=', 'group')
    .executeTakeFirst();
  groupPolicy = group?.id as string;
  const role = 'records-clerk';
  await server.db.insertInto('roles').values({ name: role }).execute();
  await server.db
    .insertInto('role_permissions')
    .values(
      ['customers.read', 'customers.update', 'groups.read', 'diasporas.read', 'diasporas.update'].map(
        (permission) => ({ role_name: role, permission }),
      ),
    )
    .execute();
  noClaims = (await addStaffUser(server, 'Records.Clerk', role)).headers;
});
afterAll(() => server.close());

async function created(url: string, body: object): Promise<Record<string, unknown>> {
  const response = await server.request({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: server.as('officer'),
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function details(url: string, headers: Record<string, string>): Promise<Record<string, unknown>> {
  const response = await server.request({ method: 'GET', url: `/api/v1${url}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** Shows claims and their total to a claims reader, and neither to the clerk. */
async function expectClaimsOnlyForReaders(url: string) {
  expect(await details(url, server.as('viewer'))).toMatchObject({ claims: [], totalClaim: 0 });
  const seen = await details(url, noClaims);
  expect(seen).not.toHaveProperty('claims');
  expect(seen).not.toHaveProperty('totalClaim');
}

describe("a record's details for a caller without claims.read", () => {
  it('leave out the claims of an individual customer, also in the answer to an edit', async () => {
    const body = customer();
    const id = (await created('/customers', body)).customerId as string;
    await expectClaimsOnlyForReaders(`/customers/${id}`);
    const edited = await server.request({
      method: 'PUT',
      url: `/api/v1/customers/${id}`,
      headers: noClaims,
      payload: { ...body, address: 'Sinza, Dar es Salaam' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).not.toHaveProperty('claims');
    expect(edited.json().data).not.toHaveProperty('totalClaim');
  });

  it('leave out the claims of a group and of its members', async () => {
    const group = await created('/groups', groupBody(groupPolicy));
    await expectClaimsOnlyForReaders(`/groups/${group.groupId}`);
    const chairperson = group.chairperson as { customerId: string };
    await expectClaimsOnlyForReaders(`/groups/${group.groupId}/members/${chairperson.customerId}`);
  });

  it('leave out the claims of a diaspora customer', async () => {
    const id = (await created('/diasporas', diaspora())).diasporaId as string;
    await expectClaimsOnlyForReaders(`/diasporas/${id}`);
  });
});

/** A status list's page as the caller reads it, with the rows under the list's key. */
async function listRows(url: string, key: string, headers: Record<string, string>) {
  const response = await server.request({ method: 'GET', url: `/api/v1${url}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  const rows = response.json()[key] as Record<string, unknown>[];
  expect(rows.length).toBeGreaterThan(0);
  return rows;
}

/** A status list's CSV export as the caller reads it: its header row's names (none has a comma). */
async function csvHeader(url: string, headers: Record<string, string>): Promise<string[]> {
  const response = await server.request({ method: 'GET', url: `/api/v1${url}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  const [first = ''] = response.body.replace(/^\uFEFF/, '').split(/\r?\n/);
  return first.split(',').map((cell) => cell.replace(/^"|"$/g, ''));
}

describe('a status list for a caller without claims.read', () => {
  it.each([
    { area: 'customers', key: 'customers', make: () => created('/customers', customer()) },
    { area: 'groups', key: 'groups', make: () => created('/groups', groupBody(groupPolicy)) },
    { area: 'diasporas', key: 'data', make: () => created('/diasporas', diaspora()) },
  ])('leaves the claim total out of the $area rows and their export', async ({ area, key, make }) => {
    await make();
    const tab = `/${area}?status=in-progress`;
    const read = await listRows(tab, key, server.as('viewer'));
    expect(read.every((row) => typeof row.totalClaim === 'number')).toBe(true);
    const clerk = await listRows(tab, key, noClaims);
    expect(clerk.filter((row) => 'totalClaim' in row || 'claims' in row)).toEqual([]);

    const exported = `/${area}/export?status=in-progress`;
    expect(await csvHeader(exported, server.as('viewer'))).toContain('Total claim (TZS)');
    const clerkHeader = await csvHeader(exported, noClaims);
    expect(clerkHeader).not.toContain('Total claim (TZS)');
    expect(clerkHeader).toContain('Status');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { customer, diaspora } from './fixtures';
import { groupBody } from './fuzz/world';
import { startTestServer, type TestServer } from './harness';

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
  await server.db
    .insertInto('users')
    .values({
      email: 'records.clerk@bancassurance.local',
      first_name: 'Neema',
      last_name: 'Mushi',
      role_name: role,
      password_hash: await hashPassword('records-clerk-password'),
    })
    .execute();
  const signedIn = await server.request({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email: 'records.clerk@bancassurance.local', password: 'records-clerk-password' },
  });
  expect(signedIn.statusCode).toBe(200);
  noClaims = { authorization: `Bearer ${signedIn.json().data.token}` };
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

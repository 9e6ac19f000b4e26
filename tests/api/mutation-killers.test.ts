import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { customer } from './fixtures';
import { expectErrorBody, startTestServer, type TestServer } from './harness';

/**
 * Rules the mutation check (npm run test:mutation) found unguarded by the suite: whose
 * Idempotency-Key it is and what a reused key answers; when the makers of a record start again
 * and what a maker is told when they try to decide a change.
 */

let server: TestServer;
/** A second admin, so that one admin can make and the other check. */
let secondAdmin: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  await server.db
    .insertInto('users')
    .values({
      email: 'mutation.admin@bancassurance.local',
      first_name: 'Neema',
      last_name: 'Checker',
      role_name: 'admin',
      password_hash: await hashPassword('mutation-admin-password'),
    })
    .execute();
  const signedIn = await server.request({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email: 'mutation.admin@bancassurance.local', password: 'mutation-admin-password' },
  });
  secondAdmin = { authorization: `Bearer ${signedIn.json().data.token}` };
});
afterAll(() => server.close());

const create = (role: 'admin' | 'officer', payload: object, key: string) =>
  server.request({
    method: 'POST',
    url: '/api/v1/customers',
    headers: { ...server.as(role), 'idempotency-key': key },
    payload,
  });

describe('an Idempotency-Key belongs to the staff user who sent it', () => {
  it('lets two staff users use the same key for two different customers', async () => {
    const key = randomUUID();
    const byOfficer = await create('officer', customer(), key);
    const byAdmin = await create('admin', customer(), key);
    expect(byOfficer.statusCode).toBe(201);
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().data.customerId).not.toBe(byOfficer.json().data.customerId);
  });

  it('refuses a key its user reuses for a different customer, and answers a repeat with the first result', async () => {
    const key = randomUUID();
    const input = customer();
    const first = await create('officer', input, key);
    expect(first.statusCode).toBe(201);
    expectErrorBody(await create('officer', customer(), key), 409);
    const repeat = await create('officer', input, key);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json().data.customerId).toBe(first.json().data.customerId);
  });
});

describe('a change waiting on a covered customer', () => {
  const admin = () => server.as('admin');
  const officer = () => server.as('officer');
  const send = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload: object) =>
    server.request({ method, url: `/api/v1${url}`, headers, payload });

  async function coveredCustomer(): Promise<{ id: string; body: Record<string, unknown> }> {
    const policies = await server.db.selectFrom('policies').select(['id', 'kind']).execute();
    const body = customer({ policyId: policies.find((p) => p.kind === 'individual')?.id });
    const created = await send('POST', '/customers', officer(), body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.customerId as string;
    const approved = await send('POST', `/customers/${id}/status`, admin(), { action: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    return { id, body };
  }

  async function propose(id: string, body: object, by: Record<string, string>): Promise<string> {
    const put = await send('PUT', `/customers/${id}`, by, body);
    expect(put.statusCode, put.body).toBe(202);
    return put.json().data.pendingChange.changeId as string;
  }

  const decide = (id: string, changeId: string, by: Record<string, string>) =>
    send('POST', `/customers/${id}/pending-change/decision`, by, { changeId, decision: 'approve' });

  it('tells its proposer that a second staff user must decide it', async () => {
    const { id, body } = await coveredCustomer();
    const changeId = await propose(id, { ...body, firstName: 'Hamisi' }, admin());
    const refused = await decide(id, changeId, admin());
    expectErrorBody(refused, 403);
    expect(refused.json().respMsg).toMatch(/second staff user/);
  });

  it('starts the makers again once approved: who proposed it may check the next change', async () => {
    const { id, body } = await coveredCustomer();
    const first = await propose(id, { ...body, firstName: 'Hamisi' }, admin());
    expect((await decide(id, first, secondAdmin)).statusCode).toBe(200);
    const second = await propose(id, { ...body, firstName: 'Rehema' }, officer());
    const decided = await decide(id, second, admin());
    expect(decided.statusCode, decided.body).toBe(200);
  });
});

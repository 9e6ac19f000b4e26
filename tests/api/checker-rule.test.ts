import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { customer, diaspora, nextOfKin, person } from './fixtures';
import { groupBody } from './fuzz/world';
import { expectErrorBody, multipart, SAMPLE_FILES, startTestServer, type TestServer } from './harness';

/**
 * The checker of a record or a claim is nobody who made it since its last approval, as its history
 * shows: not only the user who created or last changed it. Each case below is a path by which the
 * maker of a record could approve it when only the last maker was kept.
 */

let server: TestServer;
let policies: { individual: string; group: string };
/** Staff who may approve: the seeded admin and two more admins. */
let staff: Record<'admin' | 'checker' | 'third' | 'officer', { token: string; userId: string }>;

async function anotherAdmin(name: string) {
  const email = `${name}@bancassurance.local`;
  await server.db
    .insertInto('users')
    .values({
      email,
      first_name: name,
      last_name: 'Admin',
      role_name: 'admin',
      password_hash: await hashPassword(`${name}-password-123`),
    })
    .execute();
  const response = await server.request({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email, password: `${name}-password-123` },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.token as string;
}

const userIdOf = async (token: string) => {
  const response = await server.request({
    method: 'GET',
    url: '/api/v1/auth/me',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.userId as string;
};

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.db.selectFrom('policies').select(['id', 'kind']).execute();
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.id as string;
  policies = { individual: of('individual'), group: of('group') };
  const tokens = {
    admin: server.tokens.admin,
    officer: server.tokens.officer,
    checker: await anotherAdmin('checker'),
    third: await anotherAdmin('third'),
  };
  staff = {
    admin: { token: tokens.admin, userId: await userIdOf(tokens.admin) },
    officer: { token: tokens.officer, userId: await userIdOf(tokens.officer) },
    checker: { token: tokens.checker, userId: await userIdOf(tokens.checker) },
    third: { token: tokens.third, userId: await userIdOf(tokens.third) },
  };
});
afterAll(() => server.close());

type Who = keyof typeof staff;

const send = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.request({
    method,
    url: `/api/v1${url}`,
    headers: {
      authorization: `Bearer ${staff[who].token}`,
      ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}),
    },
    ...(payload ? { payload } : {}),
  });

async function created(who: Who, url: string, payload: object): Promise<Record<string, unknown>> {
  const response = await send(who, 'POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const move = (who: Who, resource: string, id: string, action: string, reason?: string) =>
  send(who, 'POST', `/${resource}/${id}/status`, reason === undefined ? { action } : { action, reason });

const makerIdsOf = async (resource: string, id: string): Promise<string[]> => {
  const response = await send('admin', 'GET', `/${resource}/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json().data.cover.makerIds;
};

/** The ids of what waits in the approvals inbox for this user. */
async function waitingFor(who: Who): Promise<string[]> {
  const response = await send(who, 'GET', '/approvals?perPage=100');
  expect(response.statusCode).toBe(200);
  return response.json().items.map((item: { id: string }) => item.id);
}

describe('the checker of a record is none of its makers', () => {
  it('refuses the creator reinstating a record someone else rejected, and the one who rejected it', async () => {
    const { customerId } = await created('admin', '/customers', customer({ policyId: policies.individual }));
    const id = customerId as string;
    expect((await move('checker', 'customers', id, 'reject', 'The id copy is unreadable')).statusCode).toBe(
      200,
    );
    expect(await makerIdsOf('customers', id)).toEqual([staff.admin.userId, staff.checker.userId].sort());
    // The creator may not reinstate their own record, nor may the one who rejected it.
    expect(expectErrorBody(await move('admin', 'customers', id, 'reinstate'), 403)).toBeDefined();
    expectErrorBody(await move('checker', 'customers', id, 'reinstate'), 403);
    expect(await waitingFor('admin')).not.toContain(id);
    const reinstated = await move('third', 'customers', id, 'reinstate');
    expect(reinstated.statusCode).toBe(200);
    expect(reinstated.json().data).toMatchObject({ status: 'covered', checkerId: staff.third.userId });
  });

  it('refuses the creator approving after a reopening by someone else', async () => {
    const { customerId } = await created('admin', '/customers', customer({ policyId: policies.individual }));
    const id = customerId as string;
    expect((await move('admin', 'customers', id, 'reject', 'Wrong account')).statusCode).toBe(200);
    expect((await move('officer', 'customers', id, 'reopen', 'Account corrected')).statusCode).toBe(200);
    expectErrorBody(await move('admin', 'customers', id, 'approve'), 403);
    expect((await move('checker', 'customers', id, 'approve')).statusCode).toBe(200);
  });

  it('refuses the creator approving after a second user saved the record unchanged', async () => {
    const body = customer({ policyId: policies.individual });
    const { customerId } = await created('admin', '/customers', body);
    const id = customerId as string;
    const saved = await send('checker', 'PUT', `/customers/${id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    // Both made it now: the creator, and the one whose save it was.
    expect(await makerIdsOf('customers', id)).toEqual([staff.admin.userId, staff.checker.userId].sort());
    const refused = await move('admin', 'customers', id, 'approve');
    expect(refused.json().respMsg).toMatch(/second staff user/);
    expectErrorBody(refused, 403);
    expectErrorBody(await move('checker', 'customers', id, 'approve'), 403);
    expect(await waitingFor('admin')).not.toContain(id);
    expect(await waitingFor('checker')).not.toContain(id);
    expect(await waitingFor('third')).toContain(id);
    expect((await move('third', 'customers', id, 'approve')).statusCode).toBe(200);
  });

  it('refuses a user who added a member to a group approving the group', async () => {
    const { groupId } = await created('officer', '/groups', groupBody(policies.group));
    const id = groupId as string;
    await created('checker', `/groups/${id}/members`, { ...person(), nextOfKins: [nextOfKin()] });
    expect(await makerIdsOf('groups', id)).toEqual([staff.checker.userId, staff.officer.userId].sort());
    expectErrorBody(await move('checker', 'groups', id, 'approve'), 403);
    expect(await waitingFor('checker')).not.toContain(id);
    expect(await waitingFor('admin')).toContain(id);
    expect((await move('admin', 'groups', id, 'approve')).statusCode).toBe(200);
  });

  it('counts a change to a group member since the approval as a change to the group', async () => {
    const { groupId } = await created('officer', '/groups', groupBody(policies.group));
    const id = groupId as string;
    const member = await created('officer', `/groups/${id}/members`, {
      ...person(),
      nextOfKins: [nextOfKin()],
    });
    const memberBody = { ...person({ firstName: 'Zawadi' }), nextOfKins: [nextOfKin()] };
    const edited = await send('checker', 'PUT', `/customers/${member.customerId as string}`, memberBody);
    expect(edited.statusCode, edited.body).toBe(200);
    expectErrorBody(await move('checker', 'groups', id, 'approve'), 403);
    expect((await move('admin', 'groups', id, 'approve')).statusCode).toBe(200);
  });

  it('starts the makers again after an approval, but the creator stays one for good', async () => {
    const { diasporaId } = await created('admin', '/diasporas', diaspora());
    const id = diasporaId as string;
    expect((await move('checker', 'diasporas', id, 'approve')).statusCode).toBe(200);
    expect(await makerIdsOf('diasporas', id)).toEqual([staff.admin.userId]);
    expect((await move('third', 'diasporas', id, 'lapse', 'Premiums unpaid')).statusCode).toBe(200);
    // The checker of the first approval made nothing since it: they may reinstate.
    expectErrorBody(await move('admin', 'diasporas', id, 'reinstate'), 403);
    expectErrorBody(await move('third', 'diasporas', id, 'reinstate'), 403);
    expect((await move('checker', 'diasporas', id, 'reinstate')).statusCode).toBe(200);
  });

  it('leaves a public self-enrolment to any staff user who may approve', async () => {
    const token = await server.enrolmentToken();
    const response = await server.request({
      method: 'POST',
      url: '/api/v1/diasporas',
      headers: { 'x-enrolment-token': token, 'idempotency-key': randomUUID() },
      payload: diaspora(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().data.diasporaId as string;
    expect(await makerIdsOf('diasporas', id)).toEqual([]);
    expect(await waitingFor('admin')).toContain(id);
    expect((await move('admin', 'diasporas', id, 'approve')).statusCode).toBe(200);
  });
});

describe('the checker of a claim is none of its makers', () => {
  async function coveredDiaspora(): Promise<string> {
    const { diasporaId } = await created('officer', '/diasporas', diaspora());
    const id = diasporaId as string;
    expect((await move('admin', 'diasporas', id, 'approve')).statusCode).toBe(200);
    // Long past the waiting period, so a claim may be recorded.
    const start = DateTime.utc().startOf('day').minus({ days: 200 });
    await sql`UPDATE diasporas SET cover_start_date = ${start.toISODate()},
      waiting_period_end = ${start.plus({ months: 3 }).toISODate()} WHERE id = ${id}`.execute(server.db);
    return id;
  }

  async function document(): Promise<{ url: string; name: string }> {
    const body = multipart('file', 'death-certificate.pdf', 'application/pdf', SAMPLE_FILES.pdf);
    const response = await server.request({
      method: 'POST',
      url: '/api/v1/files',
      headers: { authorization: `Bearer ${staff.officer.token}`, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    return { url: response.json().data.url, name: 'Death certificate' };
  }

  const claimBody = (holderId: string) => ({
    holderKind: 'diaspora',
    holderId,
    type: 'repatriation',
    eventDate: DateTime.utc().minus({ days: 3 }).toISODate(),
    amount: 1_000_000,
  });

  const decide = (who: Who, claimId: string) =>
    send(who, 'POST', `/claims/${claimId}/decision`, { action: 'approve' });

  it('refuses the recorder and whoever added a document, and waits only for someone else', async () => {
    const holder = await coveredDiaspora();
    const { claimId } = await created('admin', '/claims', claimBody(holder));
    const id = claimId as string;
    const added = await send('checker', 'POST', `/claims/${id}/documents`, await document());
    expect(added.statusCode, added.body).toBe(200);
    // The claim and the holder's list of claims name both makers, so no screen offers them Approve.
    const makers = [staff.admin.userId, staff.checker.userId].sort();
    expect(added.json().data.makerIds).toEqual(makers);
    const listed = (await send('third', 'GET', `/diasporas/${holder}`)).json().data.claims;
    expect(listed.find((c: { claimId: string }) => c.claimId === id).makerIds).toEqual(makers);
    expectErrorBody(await decide('admin', id), 403);
    expectErrorBody(await decide('checker', id), 403);
    expect(await waitingFor('checker')).not.toContain(id);
    expect(await waitingFor('admin')).not.toContain(id);
    expect(await waitingFor('third')).toContain(id);
    const approved = await decide('third', id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'approved',
      decidedBy: { userId: staff.third.userId },
    });
  });

  it('refuses an approver who documented a claim an officer recorded', async () => {
    const holder = await coveredDiaspora();
    const { claimId } = await created('officer', '/claims', claimBody(holder));
    const id = claimId as string;
    expect((await send('admin', 'POST', `/claims/${id}/documents`, await document())).statusCode).toBe(200);
    expectErrorBody(await decide('admin', id), 403);
    expect((await decide('checker', id)).statusCode).toBe(200);
  });
});

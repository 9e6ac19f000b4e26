import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, diaspora, paymentAccount, person } from './fixtures';
import { expectErrorBody, startTestServer, type TestServer } from './harness';
import { addStaffUser } from './staff-users';

let server: TestServer;
let individualPolicy: string;
beforeAll(async () => {
  server = await startTestServer();
  individualPolicy = (
    await server.db
      .selectFrom('policies')
      .select('id')
      .where('kind', '=', 'individual')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => server.close());

type Role = 'admin' | 'officer' | 'viewer';

async function newCustomer(role: Role = 'officer'): Promise<string> {
  const response = await server.request({
    method: 'POST',
    url: '/api/v1/customers',
    headers: server.as(role),
    payload: customer({ policyId: individualPolicy }),
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.customerId;
}

const move = (id: string, role: Role, action: string, reason?: string, resource = 'customers') =>
  server.request({
    method: 'POST',
    url: `/api/v1/${resource}/${id}/status`,
    headers: server.as(role),
    payload: reason === undefined ? { action } : { action, reason },
  });

const history = async (id: string, resource = 'customers') => {
  const response = await server.request({
    method: 'GET',
    url: `/api/v1/${resource}/${id}/history`,
    headers: server.as('viewer'),
  });
  expect(response.statusCode).toBe(200);
  return response.json().entries as {
    action: string;
    actor: { name: string } | null;
    fromStatus: string | null;
    toStatus: string | null;
    reason: string | null;
  }[];
};

const auditRows = async () =>
  Number(
    (
      await server.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the cover lifecycle of an individual customer', () => {
  it('is approved by a second staff user, which sets the cover, waiting period and expiry dates', async () => {
    const id = await newCustomer('officer');
    expectErrorBody(await move(id, 'officer', 'approve'), 403);
    const approved = await move(id, 'admin', 'approve');
    expect(approved.statusCode).toBe(200);
    const today = DateTime.utc().startOf('day');
    expect(approved.json().data).toMatchObject({
      status: 'covered',
      coverStartDate: today.toISODate(),
      waitingPeriodEnd: today.plus({ months: 3 }).toISODate(),
      expiryAt: today.plus({ months: 12 }).toJSDate().toISOString(),
    });
    const list = await server.request({
      method: 'GET',
      url: '/api/v1/customers?status=covered&perPage=100',
      headers: server.as('viewer'),
    });
    const row = list.json().customers.find((c: { customerId: string }) => c.customerId === id);
    expect(row.expiryAt).toBe(today.plus({ months: 12 }).toJSDate().toISOString());
  });

  it('refuses the maker approving their own record, even after someone else changed it', async () => {
    const id = await newCustomer('admin');
    const own = await move(id, 'admin', 'approve');
    expect(expectErrorBody(own, 403)).toBeDefined();
    expect(own.json().respMsg).toMatch(/second staff user/);
    // The officer edits the record: both made it now, and the creator still may not approve it.
    const edit = await server.request({
      method: 'PUT',
      url: `/api/v1/customers/${id}`,
      headers: server.as('officer'),
      payload: customer({ policyId: individualPolicy, address: 'Sinza, Dar es Salaam' }),
    });
    expect(edit.statusCode).toBe(200);
    expectErrorBody(await move(id, 'admin', 'approve'), 403);
  });

  it('refuses illegal moves with 409 and writes no history for them', async () => {
    const id = await newCustomer();
    const before = await auditRows();
    for (const action of ['lapse', 'cancel', 'reopen', 'reinstate']) {
      const response = await move(id, 'admin', action, 'Because of a test');
      expect(expectErrorBody(response, 409).action).toMatch(/in-progress/);
    }
    expect(await auditRows()).toBe(before);
    expect((await history(id)).map((e) => e.action)).toEqual(['create']);
  });

  it('needs a reason to reject, lapse, cancel or reopen', async () => {
    const id = await newCustomer();
    expect(Object.keys(expectErrorBody(await move(id, 'officer', 'reject'), 400))).toContain('reason');
    expect(Object.keys(expectErrorBody(await move(id, 'officer', 'reject', '  '), 400))).toContain('reason');
    const rejected = await move(id, 'officer', 'reject', 'The id copy is unreadable');
    expect(rejected.json().data).toMatchObject({
      status: 'uncovered',
      statusReason: 'The id copy is unreadable',
    });
  });

  it('walks reject, reopen, approve, lapse and reinstate, and the history shows every step', async () => {
    const id = await newCustomer('officer');
    expect((await move(id, 'officer', 'reject', 'Wrong account')).statusCode).toBe(200);
    expect((await move(id, 'officer', 'reopen', 'Account corrected')).statusCode).toBe(200);
    expect((await move(id, 'admin', 'approve')).statusCode).toBe(200);
    expect((await move(id, 'officer', 'lapse', 'Premiums unpaid')).statusCode).toBe(200);
    // The officer lapsed it, so the officer may not reinstate it (and has no approve permission anyway).
    expectErrorBody(await move(id, 'officer', 'reinstate'), 403);
    const reinstated = await move(id, 'admin', 'reinstate');
    expect(reinstated.json().data.status).toBe('covered');
    const steps = await history(id);
    expect(steps.map((e) => [e.action, e.fromStatus, e.toStatus])).toEqual([
      ['create', null, 'in-progress'],
      ['status.reject', 'in-progress', 'uncovered'],
      ['status.reopen', 'uncovered', 'in-progress'],
      ['status.approve', 'in-progress', 'covered'],
      ['status.lapse', 'covered', 'uncovered'],
      ['status.reinstate', 'uncovered', 'covered'],
    ]);
    expect(steps[1]?.reason).toBe('Wrong account');
    expect(steps[3]?.actor?.name).toMatch(/\S+ \S+/);
  });

  it('applies two approvals at once one after the other: one succeeds, one is refused', async () => {
    const id = await newCustomer('officer');
    const [a, b] = await Promise.all([move(id, 'admin', 'approve'), move(id, 'admin', 'approve')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await history(id)).filter((e) => e.action === 'status.approve')).toHaveLength(1);
  });

  it('records updates with the changed fields, and a deletion asked for and approved', async () => {
    const id = await newCustomer('officer');
    await server.request({
      method: 'PUT',
      url: `/api/v1/customers/${id}`,
      headers: server.as('officer'),
      payload: customer({ policyId: individualPolicy, address: 'Mikocheni, Dar es Salaam' }),
    });
    const asked = await server.request({
      method: 'POST',
      url: `/api/v1/customers/${id}/deletion`,
      headers: server.as('admin'),
      payload: { reason: 'Registered twice' },
    });
    expect(asked.statusCode).toBe(202);
    const checker = await addStaffUser(server, 'Historychecker', 'admin');
    const del = await server.request({
      method: 'POST',
      url: `/api/v1/customers/${id}/deletion/decision`,
      headers: checker.headers,
      payload: { deletionId: asked.json().data.deletion.waiting.deletionId, decision: 'approve' },
    });
    expect(del.statusCode).toBe(204);
    const entries = await server.request({
      method: 'GET',
      url: `/api/v1/customers/${id}/history`,
      headers: server.as('viewer'),
    });
    const [, update, request, remove] = entries.json().entries;
    expect(update.action).toBe('update');
    expect(update.changes.address.to).toBe('Mikocheni, Dar es Salaam');
    expect(request).toMatchObject({ action: 'deletion.request', reason: 'Registered twice' });
    expect(remove).toMatchObject({ action: 'delete', fromStatus: 'in-progress', reason: 'Registered twice' });
  });

  it('writes no history when the change itself fails', async () => {
    const payload = customer({ policyId: individualPolicy });
    const first = await server.request({
      method: 'POST',
      url: '/api/v1/customers',
      headers: server.as('officer'),
      payload,
    });
    expect(first.statusCode).toBe(201);
    const before = await auditRows();
    const duplicate = await server.request({
      method: 'POST',
      url: '/api/v1/customers',
      headers: server.as('officer'),
      payload: { ...payload, mobile: '0711000999' },
    });
    expectErrorBody(duplicate, 409);
    expect(await auditRows()).toBe(before);
  });

  it('keeps the history append-only, even for the database owner', async () => {
    await newCustomer();
    await expect(sql`UPDATE audit_log SET reason = 'rewritten'`.execute(server.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM audit_log`.execute(server.db)).rejects.toThrow(/append-only/);
  });

  it('is for staff with the status permission only', async () => {
    const id = await newCustomer();
    expectErrorBody(await move(id, 'viewer', 'reject', 'Not allowed'), 403);
    expectErrorBody(
      await server.request({ method: 'POST', url: `/api/v1/customers/${id}/status`, payload: {} }),
      401,
    );
    expectErrorBody(await move('00000000-0000-4000-8000-000000000000', 'admin', 'approve'), 404);
    expect(Object.keys(expectErrorBody(await move(id, 'admin', 'promote'), 400))).toContain('action');
  });
});

describe('the cover lifecycle of diasporas and groups', () => {
  it('lets any staff checker approve a public self-enrolment, and records it with no staff maker', async () => {
    const token = await server.enrolmentToken();
    const enrolled = await server.request({
      method: 'POST',
      url: '/api/v1/diasporas',
      headers: { 'x-enrolment-token': token },
      payload: diaspora(),
    });
    expect(enrolled.statusCode).toBe(201);
    const id = enrolled.json().data.diasporaId;
    const approved = await move(id, 'admin', 'approve', undefined, 'diasporas');
    expect(approved.json().data).toMatchObject({ status: 'covered', makerId: null });
    const steps = await history(id, 'diasporas');
    expect(steps[0]).toMatchObject({ action: 'create', actor: null, reason: 'Self-enrolment' });
    expect(steps[1]).toMatchObject({ action: 'status.approve', toStatus: 'covered' });
  });

  it('moves a group and lists it under its new status with the expiry date', async () => {
    const policyId = (
      await server.db
        .selectFrom('policies')
        .select('id')
        .where('kind', '=', 'group')
        .executeTakeFirstOrThrow()
    ).id;
    const created = await server.request({
      method: 'POST',
      url: '/api/v1/groups',
      headers: server.as('officer'),
      payload: {
        name: 'Upendo Women Group',
        membersCount: 12,
        address: 'Moshi, Kilimanjaro',
        accountNumber: paymentAccount(),
        policyId,
        chairperson: person({ mobile: '0713100001' }),
        secretary: person({ mobile: '0713100002' }),
        treasurer: person({ mobile: '0713100003' }),
      },
    });
    expect(created.statusCode).toBe(201);
    const groupId = created.json().data.groupId;
    expect((await move(groupId, 'admin', 'approve', undefined, 'groups')).statusCode).toBe(200);
    const covered = await server.request({
      method: 'GET',
      url: '/api/v1/groups?status=covered',
      headers: server.as('viewer'),
    });
    const row = covered.json().groups.find((g: { groupId: string }) => g.groupId === groupId);
    expect(row.expiryAt).not.toBeNull();
    expect((await history(groupId, 'groups')).map((e) => e.action)).toEqual(['create', 'status.approve']);
  });
});

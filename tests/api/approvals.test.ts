import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, diaspora } from './fixtures';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let policyId: string;
beforeAll(async () => {
  server = await startTestServer();
  policyId = (
    await server.db
      .selectFrom('policies')
      .select('id')
      .where('kind', '=', 'individual')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => server.close());

interface Inbox {
  records: { kind: string; id: string; name: string; maker: { name: string } | null }[];
  claims: { claimId: string; holderName: string }[];
  totalRecords: number;
  totalClaims: number;
}

const inbox = async (role: 'admin' | 'officer' | 'viewer'): Promise<Inbox> => {
  const response = await server.request({
    method: 'GET',
    url: '/api/v1/approvals',
    headers: server.as(role),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

const create = async (role: 'admin' | 'officer', firstName: string) => {
  const response = await server.request({
    method: 'POST',
    url: '/api/v1/customers',
    headers: server.as(role),
    payload: customer({ policyId, firstName }),
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.customerId as string;
};

describe('the approval inbox', () => {
  it("lists what others made for a user who may approve, never their own, and drops what's approved", async () => {
    const byOfficer = await create('officer', 'Officerline');
    const byAdmin = await create('admin', 'Adminline');
    const admin = await inbox('admin');
    const ids = admin.records.map((r) => r.id);
    expect(ids).toContain(byOfficer);
    expect(ids).not.toContain(byAdmin);
    expect(admin.records.find((r) => r.id === byOfficer)).toMatchObject({
      kind: 'customer',
      name: expect.stringContaining('Officerline'),
      maker: { name: expect.any(String) },
    });
    expect(admin.totalRecords).toBe(admin.records.length);
    // The officer's role may not approve: nothing waits for them.
    expect(await inbox('officer')).toEqual({ records: [], claims: [], totalRecords: 0, totalClaims: 0 });
    await server.request({
      method: 'POST',
      url: `/api/v1/customers/${byOfficer}/status`,
      headers: server.as('admin'),
      payload: { action: 'approve' },
    });
    expect((await inbox('admin')).records.map((r) => r.id)).not.toContain(byOfficer);
  });

  it('lists public self-enrolments, and claims recorded by someone else', async () => {
    const token = await server.enrolmentToken();
    const enrolled = await server.request({
      method: 'POST',
      url: '/api/v1/diasporas',
      headers: { 'x-enrolment-token': token },
      payload: diaspora(),
    });
    const diasporaId = enrolled.json().data.diasporaId;
    const waiting = await inbox('admin');
    expect(waiting.records.find((r) => r.id === diasporaId)).toMatchObject({ kind: 'diaspora', maker: null });

    await server.request({
      method: 'POST',
      url: `/api/v1/diasporas/${diasporaId}/status`,
      headers: server.as('admin'),
      payload: { action: 'approve' },
    });
    const start = DateTime.utc().minus({ days: 200 });
    await sql`UPDATE diasporas SET cover_start_date = ${start.toISODate()},
      waiting_period_end = ${start.plus({ months: 3 }).toISODate()} WHERE id = ${diasporaId}`.execute(
      server.db,
    );
    const recorded = await server.request({
      method: 'POST',
      url: '/api/v1/claims',
      headers: server.as('officer'),
      payload: {
        holderKind: 'diaspora',
        holderId: diasporaId,
        type: 'funeral',
        eventDate: DateTime.utc().minus({ days: 2 }).toISODate(),
        amount: 3_000_000,
      },
    });
    const claimId = recorded.json().data.claimId;
    const withClaim = await inbox('admin');
    expect(withClaim.claims.map((c) => c.claimId)).toContain(claimId);
    expect(withClaim.totalClaims).toBeGreaterThanOrEqual(1);

    const detail = await server.request({
      method: 'GET',
      url: `/api/v1/diasporas/${diasporaId}`,
      headers: server.as('viewer'),
    });
    expect(detail.json().data.cover).toMatchObject({ status: 'covered', makerId: null });
    expect(detail.json().data.claims).toHaveLength(1);
    expect(detail.json().data.totalClaim).toBe(3_000_000);
  });

  it('is for signed-in staff', async () => {
    const anonymous = await server.request({ method: 'GET', url: '/api/v1/approvals' });
    expect(anonymous.statusCode).toBe(401);
    expect(await inbox('viewer')).toEqual({ records: [], claims: [], totalRecords: 0, totalClaims: 0 });
  });
});

import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../server/db/migrations';
import { customer, diaspora } from './fixtures';
import { startTestServer, type TestServer } from './harness';

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

const move = (resource: string, id: string, role: Role, action: string, reason?: string) =>
  server.request({
    method: 'POST',
    url: `/api/v1/${resource}/${id}/status`,
    headers: server.as(role),
    payload: reason === undefined ? { action } : { action, reason },
  });

const read = async (url: string) => {
  const response = await server.request({ method: 'GET', url, headers: server.as('viewer') });
  expect(response.statusCode).toBe(200);
  return response.json();
};

const NO_DATES = { coverStartDate: null, waitingPeriodEnd: null, expiryAt: null };

/** Approved, lapsed and reopened: the record had a cover and is back in progress. */
async function coveredThenReopened(resource: 'customers' | 'diasporas', id: string) {
  const approved = await move(resource, id, 'admin', 'approve');
  expect(approved.statusCode).toBe(200);
  const previous = approved.json().data;
  expect(previous.coverStartDate).toBe(DateTime.utc().toISODate());
  expect((await move(resource, id, 'officer', 'lapse', 'Premiums unpaid')).statusCode).toBe(200);
  const reopened = await move(resource, id, 'officer', 'reopen', 'Account corrected');
  expect(reopened.statusCode).toBe(200);
  return { previous, reopened: reopened.json().data };
}

describe('a record reopened after a cover', () => {
  it('shows no cover dates of its own, in its details and its list row, and keeps the old ones in its history', async () => {
    const created = await server.request({
      method: 'POST',
      url: '/api/v1/customers',
      headers: server.as('officer'),
      payload: customer({ policyId: individualPolicy }),
    });
    const id = created.json().data.customerId as string;
    const { previous, reopened } = await coveredThenReopened('customers', id);
    expect(reopened).toMatchObject({ status: 'in-progress', ...NO_DATES });

    const details = (await read(`/api/v1/customers/${id}`)).data;
    expect(details.cover).toMatchObject({ status: 'in-progress', ...NO_DATES });
    expect(details.expiryAt).toBeNull();
    const list = await read('/api/v1/customers?status=in-progress&perPage=100');
    const row = list.customers.find((c: { customerId: string }) => c.customerId === id);
    expect(row).toMatchObject({ status: 'in-progress', expiryAt: null });

    const { entries } = await read(`/api/v1/customers/${id}/history`);
    const reopen = entries.find((entry: { action: string }) => entry.action === 'status.reopen');
    expect(reopen.changes).toEqual({
      coverStartDate: { from: previous.coverStartDate, to: null },
      waitingPeriodEnd: { from: previous.waitingPeriodEnd, to: null },
      expiryAt: { from: previous.expiryAt, to: null },
    });

    // Approved again, it gets the dates of a new cover.
    const again = await move('customers', id, 'admin', 'approve');
    expect(again.json().data).toMatchObject({
      status: 'covered',
      coverStartDate: DateTime.utc().toISODate(),
      expiryAt: previous.expiryAt,
    });
  });

  it('shows no cover dates for a diaspora either, in its details and its list row', async () => {
    const created = await server.request({
      method: 'POST',
      url: '/api/v1/diasporas',
      headers: server.as('officer'),
      payload: diaspora(),
    });
    const id = created.json().data.diasporaId as string;
    await coveredThenReopened('diasporas', id);
    const details = (await read(`/api/v1/diasporas/${id}`)).data;
    expect(details.cover).toMatchObject({ status: 'in-progress', ...NO_DATES });
    expect(details.expiryAt).toBeNull();
    const list = await read('/api/v1/diasporas?status=in-progress&perPage=100');
    const row = list.data.find((d: { diasporaId: string }) => d.diasporaId === id);
    expect(row).toMatchObject({ expiryAt: null });
  });

  it('an older record left in progress with its previous dates loses them with the migration', async () => {
    const created = await server.request({
      method: 'POST',
      url: '/api/v1/customers',
      headers: server.as('officer'),
      payload: customer({ policyId: individualPolicy }),
    });
    const id = created.json().data.customerId as string;
    const covered = await server.request({
      method: 'POST',
      url: '/api/v1/customers',
      headers: server.as('officer'),
      payload: customer({ policyId: individualPolicy }),
    });
    const coveredId = covered.json().data.customerId as string;
    expect((await move('customers', coveredId, 'admin', 'approve')).statusCode).toBe(200);
    // As a reopen left it before: in progress, the last cover's dates still on the row.
    const dates = {
      cover_start_date: '2025-01-01',
      waiting_period_end: '2025-04-01',
      expiry_at: new Date('2026-01-01T00:00:00.000Z'),
    };
    await server.db.updateTable('customers').set(dates).where('id', '=', id).execute();

    const migration = migrations['0009_no_cover_dates_in_progress'];
    if (!migration) throw new Error('The migration is missing');
    await migration.up(server.db);
    expect((await read(`/api/v1/customers/${id}`)).data.cover).toMatchObject(NO_DATES);
    // A covered record keeps its cover's dates.
    const kept = (await read(`/api/v1/customers/${coveredId}`)).data.cover;
    expect(kept).toMatchObject({ status: 'covered', coverStartDate: DateTime.utc().toISODate() });
  });
});

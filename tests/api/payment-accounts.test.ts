import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { premiumReference } from '../../src/domain/premiums';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { todayIso } from '../../src/domain/utc-calendar';
import { customer, diaspora, nextOfKin, paymentAccount, person } from './fixtures';
import { groupBody } from './fuzz/world';
import { expectErrorBody, startTestServer, type TestServer } from './harness';
import { addStaffUser } from './staff-users';

/**
 * Every individual customer and group has the account its premiums are debited from: asked on
 * registration, changed on a covered record only with a second staff member, listed for staff to
 * complete where a record from before has none, and never written to the debit file empty.
 */

let server: TestServer;
let policies: Record<'individual' | 'group' | 'diaspora', string>;
/** A second admin: the checker of what the first admin proposes. */
let checker: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.db.selectFrom('policies').select(['id', 'kind']).execute();
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.id as string;
  policies = { individual: of('individual'), group: of('group'), diaspora: of('diaspora') };
  checker = (await addStaffUser(server, 'Accounts.Checker', 'admin')).headers;
});
afterAll(() => server.close());

type Headers = Record<string, string>;
type Area = 'customers' | 'diasporas' | 'groups';

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  server.request({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

async function ok(method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) {
  const response = await call(method, url, headers, payload);
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

const idOf = (data: Record<string, string>) => data.customerId ?? data.groupId ?? data.diasporaId ?? '';

/** Created by the officer: in progress. */
async function registered(area: Area, body: object): Promise<string> {
  return idOf((await ok('POST', `/${area}`, server.as('officer'), body)).data);
}

/** Created by the officer and approved by the admin: covered, its first premium due today. */
async function covered(area: Area, body: object): Promise<string> {
  const id = await registered(area, body);
  await ok('POST', `/${area}/${id}/status`, server.as('admin'), { action: 'approve' });
  return id;
}

/** A record as one registered before accounts were asked: no account. */
async function withoutAccount(table: 'customers' | 'groups', id: string) {
  await server.db.updateTable(table).set({ account_number: null }).where('id', '=', id).execute();
}

const storedAccount = async (table: 'customers' | 'groups', id: string) =>
  (await server.db.selectFrom(table).select('account_number').where('id', '=', id).executeTakeFirstOrThrow())
    .account_number;

const historyOf = async (area: Area, id: string) =>
  (await ok('GET', `/${area}/${id}/history`, server.as('viewer'))).entries as {
    action: string;
    changes: Record<string, { from: unknown; to: unknown }> | null;
  }[];

const decide = (area: Area, id: string, headers: Headers, changeId: string) =>
  call('POST', `/${area}/${id}/pending-change/decision`, headers, { changeId, decision: 'approve' });

const missingAccounts = async (query = 'perPage=100') =>
  (await ok('GET', `/premiums/missing-accounts?${query}`, server.as('officer'))) as {
    records: { kind: string; recordId: string; name: string; unpaidPremiums: number; unpaidAmount: number }[];
    pagination: { totalCount: number; totalPages: number };
  };

describe('an individual customer', () => {
  it('is registered only with an account, refused in the error shape on the field, storing nothing', async () => {
    const { accountNumber: _none, ...withoutOne } = customer({ policyId: policies.individual });
    for (const body of [
      withoutOne,
      { ...withoutOne, accountNumber: '12-345' },
      { ...withoutOne, accountNumber: '123456789' },
    ]) {
      const messages = expectErrorBody(await call('POST', '/customers', server.as('officer'), body), 400);
      expect(Object.keys(messages)).toContain('accountNumber');
    }
    const stored = await server.db
      .selectFrom('customers')
      .select('id')
      .where('id_number', '=', withoutOne.idNumber as string)
      .execute();
    expect(stored).toEqual([]);
  });

  it('keeps the account it was registered with, in its details, its list row and its export', async () => {
    const body = customer({ policyId: policies.individual });
    const created = await call('POST', '/customers', server.as('officer'), body);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.customerId as string;
    expect(created.json().data.accountNumber).toBe(body.accountNumber);
    expect((await ok('GET', `/customers/${id}`, server.as('viewer'))).data.accountNumber).toBe(
      body.accountNumber,
    );
    expect(await storedAccount('customers', id)).toBe(body.accountNumber);
    // A whole account number finds its customer.
    const found = await ok('GET', `/customers?search=${body.accountNumber}`, server.as('viewer'));
    expect(found.customers.map((row: { customerId: string }) => row.customerId)).toEqual([id]);
    expect(found.customers[0].accountNumber).toBe(body.accountNumber);
    const csv = await call('GET', `/customers/export?search=${body.idNumber}`, server.as('viewer'));
    expect(csv.body).toContain('Account number');
    expect(csv.body).toContain(body.accountNumber as string);
  });

  it('keeps its account on an update that leaves it out, and takes a new one at once while not covered', async () => {
    const body = customer({ policyId: policies.individual });
    const id = await registered('customers', body);
    const { accountNumber: kept, ...withoutOne } = body;
    expect((await ok('PUT', `/customers/${id}`, server.as('officer'), withoutOne)).data.accountNumber).toBe(
      kept,
    );
    const next = paymentAccount();
    const changed = await call('PUT', `/customers/${id}`, server.as('officer'), {
      ...body,
      accountNumber: next,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.accountNumber).toBe(next);
    const update = (await historyOf('customers', id)).find((entry) => entry.changes?.account_number);
    expect(update?.changes?.account_number).toEqual({ from: kept, to: next });
  });

  it('on a covered record, changes its account only when a second staff member approves', async () => {
    const body = customer({ policyId: policies.individual });
    const id = await covered('customers', body);
    const next = paymentAccount();
    const put = await call('PUT', `/customers/${id}`, server.as('admin'), { ...body, accountNumber: next });
    expect(put.statusCode).toBe(202);
    const { data } = put.json();
    expect(data.accountNumber).toBe(body.accountNumber);
    expect(data.pendingChange.fields).toEqual([
      { field: 'accountNumber', before: body.accountNumber, after: next },
    ]);
    expect(await storedAccount('customers', id)).toBe(body.accountNumber);

    // The one who proposed it may not approve it.
    expectErrorBody(await decide('customers', id, server.as('admin'), data.pendingChange.changeId), 403);
    expect(await storedAccount('customers', id)).toBe(body.accountNumber);
    const approved = await decide('customers', id, checker, data.pendingChange.changeId);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ accountNumber: next, pendingChange: null });
  });

  it('from before accounts were asked and covered, is given one only with a second staff member', async () => {
    const body = customer({ policyId: policies.individual });
    const id = await covered('customers', body);
    await withoutAccount('customers', id);
    expect((await ok('GET', `/customers/${id}`, server.as('viewer'))).data.accountNumber).toBeNull();

    const put = await call('PUT', `/customers/${id}`, server.as('admin'), body);
    expect(put.statusCode).toBe(202);
    const { pendingChange } = put.json().data;
    expect(pendingChange.fields).toEqual([
      { field: 'accountNumber', before: null, after: body.accountNumber },
    ]);
    expect(await storedAccount('customers', id)).toBeNull();
    expect((await decide('customers', id, checker, pendingChange.changeId)).statusCode).toBe(200);
    expect(await storedAccount('customers', id)).toBe(body.accountNumber);
  });
});

describe('a group member', () => {
  it('has no account of their own: their group pays, and one given for them is refused', async () => {
    const groupId = await registered('groups', groupBody(policies.group));
    const memberBody = { ...person(), nextOfKins: [nextOfKin()] };
    const member = (await ok('POST', `/groups/${groupId}/members`, server.as('officer'), memberBody)).data;
    const record = (await ok('GET', `/customers/${member.customerId}`, server.as('viewer'))).data;
    expect(record.accountNumber).toBeNull();

    const refused = await call('PUT', `/customers/${member.customerId}`, server.as('officer'), {
      ...memberBody,
      accountNumber: paymentAccount(),
    });
    expect(expectErrorBody(refused, 400).accountNumber).toBe(SERVER_MESSAGES.memberHasNoAccount);
    expect(await storedAccount('customers', member.customerId)).toBeNull();
  });
});

describe('a group', () => {
  it('is registered only with an account, and keeps it in its details and list row', async () => {
    const { accountNumber: _none, ...withoutOne } = groupBody(policies.group);
    for (const body of [withoutOne, { ...withoutOne, accountNumber: 'ACC-0012345678' }]) {
      const messages = expectErrorBody(await call('POST', '/groups', server.as('officer'), body), 400);
      expect(Object.keys(messages)).toContain('accountNumber');
    }
    expect(
      await server.db.selectFrom('groups').select('id').where('name', '=', withoutOne.name).execute(),
    ).toEqual([]);

    const body = groupBody(policies.group);
    const created = await call('POST', '/groups', server.as('officer'), body);
    expect(created.statusCode).toBe(201);
    const { groupId, accountNumber } = created.json().data;
    expect(accountNumber).toBe(body.accountNumber);
    expect((await ok('GET', `/groups/${groupId}`, server.as('viewer'))).data.accountNumber).toBe(
      body.accountNumber,
    );
    const found = await ok('GET', `/groups?search=${body.accountNumber}`, server.as('viewer'));
    const rows = found.groups as { groupId: string; accountNumber: string | null }[];
    expect(rows.map((row) => [row.groupId, row.accountNumber])).toEqual([[groupId, body.accountNumber]]);
  });

  it('from before accounts were asked is completed by staff at once while not covered, on its history', async () => {
    const groupId = await registered('groups', groupBody(policies.group));
    await withoutAccount('groups', groupId);
    const account = paymentAccount();
    for (const [who, status] of [
      ['viewer', 403],
      ['officer', 400],
    ] as const) {
      const refused = await call('PUT', `/groups/${groupId}/payment-account`, server.as(who), {
        accountNumber: status === 400 ? '0123' : account,
      });
      const messages = expectErrorBody(refused, status);
      if (status === 400) expect(Object.keys(messages)).toEqual(['accountNumber']);
    }
    expect(await storedAccount('groups', groupId)).toBeNull();

    const saved = await call('PUT', `/groups/${groupId}/payment-account`, server.as('officer'), {
      accountNumber: account,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ accountNumber: account, pendingChange: null });
    const update = (await historyOf('groups', groupId)).find((entry) => entry.action === 'update');
    expect(update?.changes).toEqual({ account_number: { from: null, to: account } });
  });

  it('covered, is given an account only when a second staff member approves, shown on its history', async () => {
    const groupId = await covered('groups', groupBody(policies.group));
    await withoutAccount('groups', groupId);
    const account = paymentAccount();
    const put = await call('PUT', `/groups/${groupId}/payment-account`, server.as('admin'), {
      accountNumber: account,
    });
    expect(put.statusCode).toBe(202);
    const { data } = put.json();
    expect(data.accountNumber).toBeNull();
    expect(data.pendingChange).toMatchObject({
      recordKind: 'group',
      changeKind: 'details',
      fields: [{ field: 'accountNumber', before: null, after: account }],
    });
    expect(await storedAccount('groups', groupId)).toBeNull();
    // One change waits at a time.
    expectErrorBody(
      await call('PUT', `/groups/${groupId}/payment-account`, server.as('officer'), {
        accountNumber: paymentAccount(),
      }),
      409,
    );

    expectErrorBody(await decide('groups', groupId, server.as('admin'), data.pendingChange.changeId), 403);
    const approved = await decide('groups', groupId, checker, data.pendingChange.changeId);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ accountNumber: account, pendingChange: null });
    const actions = (await historyOf('groups', groupId)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['change.propose', 'change.approve']));
  });
});

describe('the records without an account', () => {
  it('lists live individuals and groups without one for premium staff, unpaid premiums first, then the oldest', async () => {
    const individual = await registered('customers', customer({ policyId: policies.individual }));
    const group = await registered('groups', groupBody(policies.group));
    const owing = await covered('customers', customer({ policyId: policies.individual }));
    const deleted = await registered('customers', customer({ policyId: policies.individual }));
    const complete = await registered('customers', customer({ policyId: policies.individual }));
    for (const id of [individual, owing, deleted]) await withoutAccount('customers', id);
    await withoutAccount('groups', group);
    // Deleted as a deletion is: asked for with a reason, approved by a second admin.
    const asked = await call('POST', `/customers/${deleted}/deletion`, server.as('admin'), {
      reason: 'Registered twice by mistake',
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const approval = { deletionId: asked.json().data.deletion.waiting.deletionId, decision: 'approve' };
    expect(
      (await call('POST', `/customers/${deleted}/deletion/decision`, checker, approval)).statusCode,
    ).toBe(204);

    const { records, pagination } = await missingAccounts();
    const ids = records.map((record) => record.recordId);
    expect(ids).toEqual(expect.arrayContaining([individual, group, owing]));
    expect(ids).not.toContain(deleted);
    expect(ids).not.toContain(complete);
    expect(pagination.totalCount).toBe(records.length);
    // Its first premium, written with the approval, is waiting for a debit: it comes first.
    expect(records[0]).toMatchObject({ kind: 'customer', recordId: owing, unpaidPremiums: 1 });
    expect(records[0]?.unpaidAmount).toBeGreaterThan(0);
    expect(ids.indexOf(individual)).toBeLessThan(ids.indexOf(group));
    expect(records.find((record) => record.recordId === group)).toMatchObject({
      kind: 'group',
      unpaidPremiums: 0,
    });
    // No group member is listed: the group pays for them.
    const members = await server.db
      .selectFrom('customers')
      .select('id')
      .where('group_id', 'is not', null)
      .execute();
    for (const member of members) expect(ids).not.toContain(member.id);

    const firstPage = await missingAccounts('perPage=1');
    expect(firstPage.records.map((record) => record.recordId)).toEqual([owing]);
    expect(firstPage.pagination).toMatchObject({ totalCount: records.length, totalPages: records.length });
    expectErrorBody(await call('GET', '/premiums/missing-accounts', server.as('viewer')), 403);
  });
});

describe('the debit file', () => {
  it('writes every row with its record’s account, and leaves out a premium whose record has none', async () => {
    const holder = diaspora();
    const diasporaId = await covered('diasporas', holder);
    const individualBody = customer({ policyId: policies.individual });
    const individual = await covered('customers', individualBody);
    const groupInput = groupBody(policies.group);
    const group = await covered('groups', groupInput);
    const legacy = await covered('customers', customer({ policyId: policies.individual }));
    await withoutAccount('customers', legacy);

    const referenceOf = async (area: Area, id: string) => {
      const [premium] = (await ok('GET', `/${area}/${id}/premiums`, server.as('viewer'))).data.premiums;
      return premiumReference(premium.premiumId as number);
    };
    const today = todayIso();
    const debits = await call('GET', `/premiums/debits?month=${today.slice(0, 7)}`, server.as('officer'));
    expect(debits.statusCode).toBe(200);
    const [header, ...rows] = debits.body
      .trim()
      .split('\r\n')
      .map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
    expect(header).toEqual([
      'reference',
      'account_number',
      'amount',
      'due_date',
      'account_name',
      'record_kind',
    ]);
    const byReference = new Map(rows.map((row) => [row[0], row]));
    expect(byReference.get(await referenceOf('diasporas', diasporaId))?.slice(1, 2)).toEqual([
      holder.accountNumber,
    ]);
    expect(byReference.get(await referenceOf('customers', individual))?.[1]).toBe(
      individualBody.accountNumber,
    );
    expect(byReference.get(await referenceOf('groups', group))).toEqual(
      expect.arrayContaining([groupInput.accountNumber, groupInput.name, 'group']),
    );
    expect(byReference.has(await referenceOf('customers', legacy))).toBe(false);
    for (const row of rows) expect(row[1]).toMatch(/^[0-9]{10,20}$/);
    // The record left out is the one staff are asked to complete.
    expect((await missingAccounts()).records.find((record) => record.recordId === legacy)).toMatchObject({
      unpaidPremiums: 1,
    });
  });
});

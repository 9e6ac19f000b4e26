import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { customer, nextOfKin, person } from './fixtures';
import { groupBody } from './fuzz/world';
import { EMAILS, expectErrorBody, startTestServer, type TestServer } from './harness';
import { addStaffUser, type SignedInStaff } from './staff-users';

/**
 * DESIGN decisions 12 and 15: nothing with a cover, a claim or premiums is ever deleted (it ends
 * through its cover), a group never loses a leader, and a deletion that is allowed takes a reason
 * and a second staff member who made none of the record.
 */

type Headers = Record<string, string>;

let server: TestServer;
let policies: Record<'individual' | 'group', string>;
/** Two more admins: checkers of what the seeded admin asks for, and makers of their own. */
let checker: SignedInStaff;
let third: SignedInStaff;
let adminId: string;

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.db.selectFrom('policies').select(['id', 'kind']).execute();
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.id as string;
  policies = { individual: of('individual'), group: of('group') };
  checker = await addStaffUser(server, 'Zuhura', 'admin');
  third = await addStaffUser(server, 'Tumaini', 'admin');
  adminId = (
    await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', EMAILS.admin)
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  server.request({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

async function ok(method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) {
  const response = await call(method, url, headers, payload);
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.statusCode === 204 ? undefined : response.json();
}

/** A surname of letters only, new for each record of this run, so a search finds that record alone. */
let serial = 0;
const RUN = Date.now();
function surname(): string {
  serial += 1;
  let n = RUN * 100 + serial;
  let letters = '';
  while (n > 0) {
    letters = String.fromCharCode(97 + (n % 26)) + letters;
    n = Math.floor(n / 26);
  }
  return `Futa${letters}`;
}

/** An in-progress individual customer registered by the officer. */
async function newCustomer(headers: Headers = server.as('officer')) {
  const lastName = surname();
  const created = await ok(
    'POST',
    '/customers',
    headers,
    customer({ lastName, policyId: policies.individual }),
  );
  return { id: created.data.customerId as string, lastName };
}

const REASON = 'Registered twice by mistake';
const askToDelete = (id: string, headers: Headers = server.as('admin'), reason = REASON) =>
  call('POST', `/customers/${id}/deletion`, headers, { reason });
const decide = (id: string, headers: Headers, body: object) =>
  call('POST', `/customers/${id}/deletion/decision`, headers, body);

/** The customer ids a list tab shows for a search. */
async function listed(status: string, search: string): Promise<string[]> {
  const body = await ok(
    'GET',
    `/customers?status=${status}&search=${search}&perPage=100`,
    server.as('viewer'),
  );
  return body.customers.map((c: { customerId: string }) => c.customerId);
}

const read = async (id: string) => (await ok('GET', `/customers/${id}`, server.as('viewer'))).data;

async function history(id: string) {
  const body = await ok('GET', `/customers/${id}/history`, server.as('viewer'));
  return body.entries as {
    action: string;
    actor: { userId: string } | null;
    reason: string | null;
    changes: Record<string, { to: unknown }> | null;
  }[];
}

/** The references of the month's debit file. */
async function debitReferences(): Promise<string> {
  const month = new Date().toISOString().slice(0, 7);
  const response = await call('GET', `/premiums/debits?month=${month}`, server.as('officer'));
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The ids of what waits in the user's approvals inbox, of one kind. */
async function inbox(headers: Headers, kind = 'deletion') {
  const body = await ok('GET', `/approvals?kind=${kind}&perPage=100`, headers);
  return body.items as {
    id: string;
    kind: string;
    name: string;
    maker: { userId: string } | null;
    deletion: { recordKind: string; recordId: string; recordStatus: string; reason: string } | null;
  }[];
}

/** A group registered by the officer, with its members: the three leaders, then one plain member. */
async function newGroup() {
  const created = await ok('POST', '/groups', server.as('officer'), groupBody(policies.group));
  const groupId = created.data.groupId as string;
  const member = await ok('POST', `/groups/${groupId}/members`, server.as('officer'), {
    ...person({ firstName: 'Saidi', lastName: surname() }),
    position: 'member',
    nextOfKins: [nextOfKin()],
  });
  const members = (await ok('GET', `/groups/${groupId}/members`, server.as('viewer'))).members as {
    customerId: string;
    position: string;
  }[];
  return { groupId, members, memberId: member.data.customerId as string };
}

describe('what is never deleted', () => {
  it('refuses a covered customer (409): they stay in the covered list and in the debit file', async () => {
    const { id, lastName } = await newCustomer();
    await ok('POST', `/customers/${id}/status`, server.as('admin'), { action: 'approve' });
    const [premium] = await server.db
      .selectFrom('premiums')
      .select('id')
      .where('record_kind', '=', 'customer')
      .where('record_id', '=', id)
      .execute();
    const reference = `PRM-${String(premium?.id).padStart(8, '0')}`;
    expect(await debitReferences()).toContain(reference);

    const refused = await askToDelete(id);
    expectErrorBody(refused, 409);
    expect(refused.json().respMsg).toBe(SERVER_MESSAGES.deletionCovered);
    expect((await read(id)).deletion).toEqual({ refusal: 'covered', waiting: null });
    expect(await listed('covered', lastName)).toEqual([id]);
    expect(await debitReferences()).toContain(reference);
    expect(await inbox(checker.headers)).toEqual([]);
  });

  it('refuses a customer whose cover was approved once, even after it was cancelled and reopened', async () => {
    const { id, lastName } = await newCustomer();
    await ok('POST', `/customers/${id}/status`, server.as('admin'), { action: 'approve' });
    await ok('POST', `/customers/${id}/status`, server.as('officer'), {
      action: 'cancel',
      reason: 'Asked by the customer',
    });
    await ok('POST', `/customers/${id}/status`, server.as('officer'), {
      action: 'reopen',
      reason: 'Details to correct',
    });
    // Reopening cleared its cover dates; its history still has the approval.
    await sql`DELETE FROM premiums WHERE record_kind = 'customer' AND record_id = ${id}::uuid`.execute(
      server.db,
    );
    expect((await read(id)).cover.coverStartDate).toBeNull();
    expect(expectErrorBody(await askToDelete(id), 409)).toEqual({});
    expect(await listed('in-progress', lastName)).toEqual([id]);
  });

  it('refuses a customer with a claim, and one with premiums, though neither is covered now', async () => {
    // Rows written as the claims and premium jobs would, on in-progress customers, to hold each
    // rule apart from the cover's.
    const claimed = await newCustomer();
    await server.db
      .insertInto('claims')
      .values({ customer_id: claimed.id, amount: 1_000_000, status: 'rejected', claim_type: 'funeral' })
      .execute();
    const billed = await newCustomer();
    await server.db
      .insertInto('premiums')
      .values({ record_kind: 'customer', record_id: billed.id, due_date: '2027-01-05', amount: 25_000 })
      .execute();

    const claimRefusal = await askToDelete(claimed.id);
    expectErrorBody(claimRefusal, 409);
    expect(claimRefusal.json().respMsg).toBe(SERVER_MESSAGES.deletionClaims);
    const premiumRefusal = await askToDelete(billed.id);
    expectErrorBody(premiumRefusal, 409);
    expect(premiumRefusal.json().respMsg).toBe(SERVER_MESSAGES.deletionPremiums);
    expect((await read(claimed.id)).deletion.refusal).toBe('claims');
    expect((await read(billed.id)).deletion.refusal).toBe('premiums');
    expect(await listed('in-progress', claimed.lastName)).toEqual([claimed.id]);
    expect(await listed('in-progress', billed.lastName)).toEqual([billed.id]);
  });

  it('refuses every group leader, and a member of a covered group: the group keeps its leaders and its details', async () => {
    const { groupId, members, memberId } = await newGroup();
    for (const leader of members.filter((m) => m.position !== 'member')) {
      const refused = await askToDelete(leader.customerId);
      expectErrorBody(refused, 409);
      expect(refused.json().respMsg).toBe(SERVER_MESSAGES.deletionGroupLeader);
      expect((await read(leader.customerId)).deletion.refusal).toBe('group-leader');
    }
    await ok('POST', `/groups/${groupId}/status`, server.as('admin'), { action: 'approve' });
    const refused = await askToDelete(memberId);
    expectErrorBody(refused, 409);
    expect(refused.json().respMsg).toBe(SERVER_MESSAGES.deletionCoveredGroup);

    const group = await ok('GET', `/groups/${groupId}`, server.as('viewer'));
    expect(group.data.chairperson).not.toBeNull();
    const after = (await ok('GET', `/groups/${groupId}/members`, server.as('viewer'))).members;
    expect(after).toHaveLength(members.length);
    const covered = await ok('GET', `/groups?status=covered&perPage=100`, server.as('viewer'));
    expect(covered.groups.map((g: { groupId: string }) => g.groupId)).toContain(groupId);
  });

  it('no longer deletes with one call: DELETE on a customer is not an operation', async () => {
    const { id } = await newCustomer();
    const response = await server.request({
      method: 'DELETE',
      url: `/api/v1/customers/${id}`,
      headers: server.as('admin'),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect((await read(id)).customerId).toBe(id);
  });
});

describe('a deletion that is allowed takes a reason and a second person', () => {
  it('waits with its reason, still listed; the requester and a maker may not approve it; another admin deletes it', async () => {
    const { id, lastName } = await newCustomer(third.headers);
    expectErrorBody(await askToDelete(id, server.as('officer')), 403);
    expect(expectErrorBody(await askToDelete(id, server.as('admin'), '  '), 400)).toHaveProperty('reason');

    const asked = await askToDelete(id);
    expect(asked.statusCode, asked.body).toBe(202);
    const waiting = asked.json().data.deletion.waiting;
    expect(waiting).toMatchObject({ reason: REASON, requestedBy: { userId: adminId } });
    expect(asked.json().data.deletion.refusal).toBeNull();
    expect(await listed('in-progress', lastName)).toEqual([id]);
    expect((await read(id)).deletion.waiting.deletionId).toBe(waiting.deletionId);
    // One at a time.
    expectErrorBody(await askToDelete(id, checker.headers), 409);

    // The checker's inbox lists it; the requester's and the maker's do not.
    const listedFor = await inbox(checker.headers);
    expect(listedFor).toEqual([
      expect.objectContaining({
        kind: 'deletion',
        id: waiting.deletionId,
        maker: expect.objectContaining({ userId: adminId }),
        deletion: { recordKind: 'customer', recordId: id, recordStatus: 'in-progress', reason: REASON },
      }),
    ]);
    expect(await inbox(server.as('admin'))).toEqual([]);
    expect(await inbox(third.headers)).toEqual([]);
    const counts = (await ok('GET', '/approvals/counts', checker.headers)).counts;
    expect(counts).toContainEqual({ kind: 'deletion', waiting: 1 });

    const approve = { deletionId: waiting.deletionId, decision: 'approve' };
    expect(expectErrorBody(await decide(id, server.as('admin'), approve), 403)).toEqual({});
    expect((await decide(id, server.as('admin'), approve)).json().respMsg).toBe(
      SERVER_MESSAGES.secondUserForDeletion,
    );
    expectErrorBody(await decide(id, third.headers, approve), 403);
    expectErrorBody(await decide(id, server.as('officer'), approve), 403);
    expect(await listed('in-progress', lastName)).toEqual([id]);

    expect((await decide(id, checker.headers, approve)).statusCode).toBe(204);
    expectErrorBody(await call('GET', `/customers/${id}`, server.as('viewer')), 404);
    expect(await listed('in-progress', lastName)).toEqual([]);
    expect(await inbox(checker.headers)).toEqual([]);
    const stored = await server.db
      .selectFrom('deletion_requests')
      .select(['status', 'requested_by', 'decided_by'])
      .where('id', '=', waiting.deletionId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'approved', requested_by: adminId, decided_by: checker.userId });

    // The history: who asked and why, then the deletion by the checker with the reason and the requester.
    const entries = await history(id);
    const request = entries.find((e) => e.action === 'deletion.request');
    expect(request).toMatchObject({ actor: { userId: adminId }, reason: REASON });
    const deletion = entries.at(-1);
    expect(deletion).toMatchObject({ action: 'delete', actor: { userId: checker.userId }, reason: REASON });
    expect(deletion?.changes?.requestedBy?.to).toBe(adminId);
    expect(deletion?.changes?.deletion?.to).toBe(waiting.deletionId);
  });

  it('a rejection keeps the customer, with the reason in its history; a new request may follow', async () => {
    const { id, lastName } = await newCustomer();
    const waiting = (await askToDelete(id)).json().data.deletion.waiting;
    const reject = { deletionId: waiting.deletionId, decision: 'reject' };
    expect(expectErrorBody(await decide(id, checker.headers, reject), 400)).toEqual({
      reason: SERVER_MESSAGES.deletionRejectionReason,
    });
    const why = 'The customer is real and still wants cover';
    expect((await decide(id, checker.headers, { ...reject, reason: why })).statusCode).toBe(204);

    expect((await read(id)).deletion).toEqual({ refusal: null, waiting: null });
    expect(await listed('in-progress', lastName)).toEqual([id]);
    expect(await inbox(checker.headers)).toEqual([]);
    expect((await history(id)).at(-1)).toMatchObject({
      action: 'deletion.reject',
      actor: { userId: checker.userId },
      reason: why,
    });
    expect(expectErrorBody(await decide(id, checker.headers, { ...reject, reason: why }), 404)).toEqual({});
    expect((await askToDelete(id, third.headers)).statusCode).toBe(202);
  });

  it('checks the rule again at approval: a cover approved meanwhile refuses it and closes the request', async () => {
    const { id, lastName } = await newCustomer();
    const waiting = (await askToDelete(id)).json().data.deletion.waiting;
    await ok('POST', `/customers/${id}/status`, checker.headers, { action: 'approve' });

    const refused = await decide(id, third.headers, { deletionId: waiting.deletionId, decision: 'approve' });
    expectErrorBody(refused, 409);
    expect(refused.json().respMsg).toBe(SERVER_MESSAGES.deletionCovered);
    expect((await read(id)).deletion).toEqual({ refusal: 'covered', waiting: null });
    expect(await listed('covered', lastName)).toEqual([id]);
    expect(await inbox(third.headers)).toEqual([]);
    expect((await history(id)).at(-1)).toMatchObject({
      action: 'deletion.reject',
      reason: SERVER_MESSAGES.deletionCovered,
    });
  });

  it('checks a claim recorded meanwhile too', async () => {
    const { id } = await newCustomer();
    const waiting = (await askToDelete(id)).json().data.deletion.waiting;
    await server.db
      .insertInto('claims')
      .values({ customer_id: id, amount: 500_000, status: 'submitted', claim_type: 'funeral' })
      .execute();
    const refused = await decide(id, checker.headers, {
      deletionId: waiting.deletionId,
      decision: 'approve',
    });
    expectErrorBody(refused, 409);
    expect(refused.json().respMsg).toBe(SERVER_MESSAGES.deletionClaims);
    expect((await read(id)).customerId).toBe(id);
  });

  it('decides only the deletion on screen: another id is a 409, none waiting a 404', async () => {
    const { id } = await newCustomer();
    const nothing = { deletionId: crypto.randomUUID(), decision: 'approve' };
    expect(expectErrorBody(await decide(id, checker.headers, nothing), 404)).toEqual({});
    await askToDelete(id);
    expect(expectErrorBody(await decide(id, checker.headers, nothing), 409)).toEqual({
      deletionId: SERVER_MESSAGES.notTheWaitingDeletion,
    });
    expect((await read(id)).deletion.waiting).not.toBeNull();
  });

  it("deletes a plain member of a group that never had a cover, and the group's details still load", async () => {
    const { groupId, members, memberId } = await newGroup();
    const waiting = (await askToDelete(memberId)).json().data.deletion.waiting;
    expect(
      (await decide(memberId, checker.headers, { deletionId: waiting.deletionId, decision: 'approve' }))
        .statusCode,
    ).toBe(204);
    const after = (await ok('GET', `/groups/${groupId}/members`, server.as('viewer'))).members;
    expect(after.map((m: { customerId: string }) => m.customerId)).toEqual(
      members.filter((m) => m.customerId !== memberId).map((m) => m.customerId),
    );
    expect((await ok('GET', `/groups/${groupId}`, server.as('viewer'))).data.groupId).toBe(groupId);
  });
});

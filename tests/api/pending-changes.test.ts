import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { beneficiary, customer, diaspora, nextOfKin, person, uniqueDigits, yearsAgo } from './fixtures';
import { groupBody } from './fuzz/world';
import { expectErrorBody, multipart, SAMPLE_FILES, startTestServer, type TestServer } from './harness';

let server: TestServer;
let policies: Record<'individual' | 'group' | 'diaspora', string>;
/** A second admin: the checker of what the first admin (or an officer) proposes. */
let checker: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.db.selectFrom('policies').select(['id', 'kind']).execute();
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.id as string;
  policies = { individual: of('individual'), group: of('group'), diaspora: of('diaspora') };
  await server.db
    .insertInto('users')
    .values({
      email: 'second.admin@bancassurance.local',
      first_name: 'Zawadi',
      last_name: 'Checker',
      role_name: 'admin',
      password_hash: await hashPassword('second-admin-password'),
    })
    .execute();
  const signedIn = await server.request({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email: 'second.admin@bancassurance.local', password: 'second-admin-password' },
  });
  checker = { authorization: `Bearer ${signedIn.json().data.token}` };
});
afterAll(() => server.close());

type Headers = Record<string, string>;
type Area = 'customers' | 'diasporas' | 'groups';

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object | Buffer,
) => server.request({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

async function ok(method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object | Buffer) {
  const response = await call(method, url, headers, payload);
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Created by the officer and approved by the first admin: a covered record. */
async function covered(area: Area, body: object): Promise<string> {
  const created = await ok('POST', `/${area}`, server.as('officer'), body);
  const id = (created.data.customerId ?? created.data.diasporaId ?? created.data.groupId) as string;
  await ok('POST', `/${area}/${id}/status`, server.as('admin'), { action: 'approve' });
  return id;
}

const decide = (area: Area, id: string, headers: Headers, decision: object) =>
  call('POST', `/${area}/${id}/pending-change/decision`, headers, decision);

const historyOf = async (area: Area, id: string) =>
  (await ok('GET', `/${area}/${id}/history`, server.as('viewer'))).entries as {
    action: string;
    actor: { name: string } | null;
    reason: string | null;
    changes: Record<string, { from: unknown; to: unknown }> | null;
  }[];

const fieldNames = (change: { fields: { field: string }[] }) => change.fields.map((f) => f.field).sort();

/** The recipients of the letters queued for a record while `act` runs. */
async function lettersTo(kind: 'customer' | 'diaspora', id: string, act: () => Promise<unknown>) {
  const before = await server.db
    .selectFrom('letter_outbox')
    .select('id')
    .where('record_id', '=', id)
    .execute();
  await act();
  const after = await server.db
    .selectFrom('letter_outbox')
    .select(['id', 'recipient'])
    .where('record_kind', '=', kind)
    .where('record_id', '=', id)
    .execute();
  const seen = new Set(before.map((row) => row.id));
  return after.filter((row) => !seen.has(row.id)).map((row) => row.recipient);
}

/**
 * A claim recorded for the holder and rejected by the first admin: its letter goes to the record's
 * address. The cover is moved past its waiting period first.
 */
async function refusedClaim(kind: 'customer' | 'diaspora', id: string) {
  const start = DateTime.utc().minus({ months: 4 });
  await sql`UPDATE ${sql.table(kind === 'customer' ? 'customers' : 'diasporas')}
    SET cover_start_date = ${start.toISODate()}, waiting_period_end = ${start.plus({ months: 3 }).toISODate()}
    WHERE id = ${id}`.execute(server.db);
  const recorded = await ok('POST', '/claims', server.as('officer'), {
    holderKind: kind,
    holderId: id,
    type: 'funeral',
    eventDate: DateTime.utc().minus({ days: 2 }).toISODate(),
    amount: 1_000_000,
  });
  await ok('POST', `/claims/${recorded.data.claimId}/decision`, server.as('admin'), {
    action: 'reject',
    reason: 'Papers missing',
  });
}

describe('a material change to a covered individual customer', () => {
  it('waits beside the approved record until a second admin approves it, and is then applied', async () => {
    const approvedBody = customer({ policyId: policies.individual });
    const id = await covered('customers', approvedBody);
    const newKin = nextOfKin({ firstName: 'Asha', relationship: 3, dob: yearsAgo(19) });
    const upload = multipart('file', 'new-id.png', 'image/png', SAMPLE_FILES.png);
    const idCopy = (await ok('POST', '/files', { ...server.as('admin'), ...upload.headers }, upload.payload))
      .data.url as string;
    const proposal = {
      ...approvedBody,
      firstName: 'Jumanne',
      dob: yearsAgo(36),
      idNumber: uniqueDigits(20),
      idCopy,
      nextOfKins: [newKin],
    };

    const put = await call('PUT', `/customers/${id}`, server.as('admin'), proposal);
    expect(put.statusCode).toBe(202);
    const waiting = put.json().data;
    expect(waiting).toMatchObject({ firstName: 'Juma', nin: approvedBody.idNumber, status: 'covered' });
    expect(fieldNames(waiting.pendingChange)).toEqual([
      'dob',
      'firstName',
      'idCopy',
      'idNumber',
      'nextOfKins',
    ]);
    expect(waiting.pendingChange.fields).toContainEqual({ field: 'idCopy', before: null, after: idCopy });
    // The new id copy is the change's, kept while it waits.
    const stored = await server.db
      .selectFrom('pending_changes')
      .select('file_ids')
      .where('id', '=', waiting.pendingChange.changeId)
      .executeTakeFirstOrThrow();
    expect(stored.file_ids).toEqual([idCopy.split('/').pop()]);
    expect(waiting.pendingChange).toMatchObject({
      recordKind: 'customer',
      recordId: id,
      changeKind: 'details',
    });
    expect(waiting.pendingChange.fields).toContainEqual({
      field: 'firstName',
      before: 'Juma',
      after: 'Jumanne',
    });
    const kinChange = waiting.pendingChange.fields.find((f: { field: string }) => f.field === 'nextOfKins');
    expect(kinChange.before).toMatchObject([{ firstName: 'Neema', relationship: 2 }]);
    expect(kinChange.after).toMatchObject([{ firstName: 'Asha', relationship: 3 }]);

    // Everyone still reads the approved values, with the change beside them.
    const read = (await ok('GET', `/customers/${id}`, server.as('viewer'))).data;
    expect(read).toMatchObject({ firstName: 'Juma', dob: approvedBody.dob, nin: approvedBody.idNumber });
    expect(read.nextOfKin).toMatchObject([{ firstName: 'Neema' }]);
    expect(read.pendingChange.changeId).toBe(waiting.pendingChange.changeId);
    // Read beside the record in one statement: the same instant and proposer as stored.
    const proposed = await server.db
      .selectFrom('pending_changes as pc')
      .innerJoin('users as u', 'u.id', 'pc.proposed_by')
      .select(['pc.proposed_at', 'pc.proposed_by', 'u.first_name', 'u.last_name'])
      .where('pc.id', '=', waiting.pendingChange.changeId)
      .executeTakeFirstOrThrow();
    expect(read.pendingChange.proposedAt).toBe(new Date(proposed.proposed_at).toISOString());
    expect(read.pendingChange.proposedBy).toEqual({
      userId: proposed.proposed_by,
      name: `${proposed.first_name} ${proposed.last_name}`,
    });
    const list = await ok('GET', '/customers?status=covered&perPage=100', server.as('viewer'));
    expect(list.customers.find((c: { customerId: string }) => c.customerId === id)).toMatchObject({
      firstName: 'Juma',
    });

    // The checker's inbox lists it; the proposer's does not.
    const inbox = await ok('GET', '/approvals?kind=change', checker);
    const item = inbox.items.find((i: { id: string }) => i.id === waiting.pendingChange.changeId);
    expect(item).toMatchObject({
      kind: 'change',
      name: 'Juma Mwakyusa',
      change: { recordKind: 'customer', recordId: id, changeKind: 'details' },
    });
    expect(item.change.fields.sort()).toEqual(['dob', 'firstName', 'idCopy', 'idNumber', 'nextOfKins']);
    expect(inbox.counts).toContainEqual({ kind: 'change', waiting: expect.any(Number) });
    const proposersInbox = await ok('GET', '/approvals?kind=change', server.as('admin'));
    expect(proposersInbox.items.map((i: { id: string }) => i.id)).not.toContain(
      waiting.pendingChange.changeId,
    );

    const changeId = waiting.pendingChange.changeId as string;
    expectErrorBody(
      await decide('customers', id, server.as('admin'), { changeId, decision: 'approve' }),
      403,
    );
    expectErrorBody(
      await decide('customers', id, server.as('officer'), { changeId, decision: 'approve' }),
      403,
    );

    const approved = await decide('customers', id, checker, { changeId, decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      firstName: 'Jumanne',
      dob: proposal.dob,
      nin: proposal.idNumber,
      ID: idCopy,
      status: 'covered',
      pendingChange: null,
    });
    expect(approved.json().data.nextOfKin).toMatchObject([{ firstName: 'Asha', relationship: 3 }]);

    const history = await historyOf('customers', id);
    const propose = history.find((entry) => entry.action === 'change.propose');
    expect(propose?.changes?.firstName).toEqual({ from: 'Juma', to: 'Jumanne' });
    const approval = history.find((entry) => entry.action === 'change.approve');
    expect(approval?.actor?.name).toBe('Zawadi Checker');
    // Decided: nothing waits for anyone any more.
    expectErrorBody(await decide('customers', id, checker, { changeId, decision: 'approve' }), 404);
  });

  it("is refused to the record's creator, by the history, though someone else proposed it", async () => {
    const body = customer({ policyId: policies.individual });
    const created = await ok('POST', '/customers', server.as('admin'), body);
    const id = created.data.customerId as string;
    await ok('POST', `/customers/${id}/status`, checker, { action: 'approve' });
    const put = await call('PUT', `/customers/${id}`, server.as('officer'), { ...body, firstName: 'Hamisi' });
    expect(put.statusCode).toBe(202);
    const changeId = put.json().data.pendingChange.changeId as string;
    // The creator is a maker for good; the admin who approved the cover made nothing.
    expect(put.json().data.cover.makerIds).toContain(created.data.cover.makerId);
    const refused = await decide('customers', id, server.as('admin'), { changeId, decision: 'approve' });
    expect(expectErrorBody(refused, 403)).toEqual({});
    const inbox = await ok('GET', '/approvals?kind=change', server.as('admin'));
    expect(inbox.items.map((i: { id: string }) => i.id)).not.toContain(changeId);
    expect((await decide('customers', id, checker, { changeId, decision: 'approve' })).statusCode).toBe(200);
  });

  it('is discarded when rejected, with the reason in the history', async () => {
    const body = customer({ policyId: policies.individual });
    const id = await covered('customers', body);
    const put = await call('PUT', `/customers/${id}`, server.as('officer'), { ...body, lastName: 'Mushi' });
    expect(put.statusCode).toBe(202);
    const changeId = put.json().data.pendingChange.changeId as string;

    const noReason = expectErrorBody(
      await decide('customers', id, checker, { changeId, decision: 'reject' }),
      400,
    );
    expect(noReason.reason).toMatch(/reason/);
    const rejected = await decide('customers', id, checker, {
      changeId,
      decision: 'reject',
      reason: 'The id document shows the old name',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ lastName: 'Mwakyusa', pendingChange: null });
    const history = await historyOf('customers', id);
    expect(history.find((entry) => entry.action === 'change.reject')?.reason).toBe(
      'The id document shows the old name',
    );
  });

  it('changes mobile and address at once, each in the history, and waits for nothing', async () => {
    const body = customer({ policyId: policies.individual });
    const id = await covered('customers', body);
    const contact = { mobile: '0755000111', address: 'Mikocheni, Dar es Salaam' };
    const put = await call('PUT', `/customers/${id}`, server.as('officer'), { ...body, ...contact });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ ...contact, status: 'covered', pendingChange: null });
    const update = (await historyOf('customers', id)).find((entry) => entry.action === 'update');
    expect(update?.changes).toEqual({
      mobile: { from: body.mobile, to: contact.mobile },
      address: { from: body.address, to: contact.address },
    });
  });

  it('waits for a second staff user to change the email address, and writes to the approved one until then', async () => {
    const body = customer({ policyId: policies.individual, email: 'juma.approved@example.co.tz' });
    const id = await covered('customers', body);
    const newEmail = 'juma.elsewhere@example.com';
    const contact = { email: newEmail, mobile: '0755000222', address: 'Mbezi, Dar es Salaam' };
    const put = await call('PUT', `/customers/${id}`, server.as('officer'), { ...body, ...contact });
    expect(put.statusCode).toBe(202);
    // Mobile and address changed at once; the email address waits beside the approved one.
    expect(put.json().data).toMatchObject({
      email: 'juma.approved@example.co.tz',
      mobile: contact.mobile,
      address: contact.address,
    });
    expect(put.json().data.pendingChange.fields).toEqual([
      { field: 'email', before: 'juma.approved@example.co.tz', after: newEmail },
    ]);
    const recipients = await lettersTo('customer', id, async () => {
      // A letter about the cover meanwhile: a claim refused for missing papers.
      await refusedClaim('customer', id);
    });
    expect(recipients).toEqual(['juma.approved@example.co.tz']);

    const changeId = put.json().data.pendingChange.changeId as string;
    const approved = await decide('customers', id, checker, { changeId, decision: 'approve' });
    expect(approved.json().data).toMatchObject({
      email: newEmail,
      mobile: contact.mobile,
      pendingChange: null,
    });
    expect(await lettersTo('customer', id, () => refusedClaim('customer', id))).toEqual([newEmail]);
  });

  it("waits to change the email address of a covered group's member, whose letters the group's go to", async () => {
    const groupId = await covered('groups', groupBody(policies.group));
    const group = (await ok('GET', `/groups/${groupId}`, server.as('viewer'))).data;
    const chairId = group.chairperson.customerId as string;
    const chair = (await ok('GET', `/groups/${groupId}/members/${chairId}`, server.as('viewer'))).data;
    const body = {
      firstName: chair.firstName,
      middleName: chair.middleName ?? undefined,
      lastName: chair.lastName,
      email: 'chair.elsewhere@example.com',
      mobile: chair.mobile,
      dob: chair.dob,
      sex: chair.sex,
      maritalStatus: chair.maritalStatus,
      idType: chair.idType,
      idNumber: chair.nin,
      address: chair.address,
      ...(chair.policy ? { policyId: chair.policy.policyId } : {}),
      // A leader registered with the group has none; an edit names one (which waits too).
      nextOfKins: [nextOfKin()],
    };
    const put = await call('PUT', `/customers/${chairId}`, server.as('officer'), body);
    expect(put.statusCode, put.body).toBe(202);
    expect(put.json().data.email).toBe(chair.email);
    expect(fieldNames(put.json().data.pendingChange)).toEqual(['email', 'nextOfKins']);
  });

  it('refuses a second proposal while one waits, a stale decision, and a decision with nothing waiting', async () => {
    const body = customer({ policyId: policies.individual });
    const id = await covered('customers', body);
    expectErrorBody(
      await decide('customers', id, checker, { changeId: crypto.randomUUID(), decision: 'approve' }),
      404,
    );
    const first = await call('PUT', `/customers/${id}`, server.as('officer'), {
      ...body,
      firstName: 'Hamisi',
    });
    expect(first.statusCode).toBe(202);
    expectErrorBody(
      await call('PUT', `/customers/${id}`, server.as('officer'), { ...body, firstName: 'Omari' }),
      409,
    );
    expectErrorBody(
      await decide('customers', id, checker, { changeId: crypto.randomUUID(), decision: 'approve' }),
      409,
    );
    // The one that waits is still the first.
    const read = (await ok('GET', `/customers/${id}`, server.as('viewer'))).data;
    expect(read.pendingChange.changeId).toBe(first.json().data.pendingChange.changeId);
  });

  it('keeps waiting when someone asks to delete its record: a covered record is never deleted', async () => {
    const body = customer({ policyId: policies.individual });
    const id = await covered('customers', body);
    const put = await call('PUT', `/customers/${id}`, server.as('officer'), { ...body, firstName: 'Hamisi' });
    const changeId = put.json().data.pendingChange.changeId as string;
    expectErrorBody(
      await call('POST', `/customers/${id}/deletion`, server.as('admin'), { reason: 'Duplicate' }),
      409,
    );
    const inbox = await ok('GET', '/approvals?kind=change', checker);
    expect(inbox.items.map((i: { id: string }) => i.id)).toContain(changeId);
    const waiting = await server.db
      .selectFrom('pending_changes')
      .select(['status', 'reason'])
      .where('id', '=', changeId)
      .executeTakeFirstOrThrow();
    expect(waiting).toEqual({ status: 'waiting', reason: null });
  });

  it('applies nothing when the new id number was taken by another record meanwhile', async () => {
    const body = customer({ policyId: policies.individual });
    const id = await covered('customers', body);
    const wanted = uniqueDigits(20);
    const put = await call('PUT', `/customers/${id}`, server.as('officer'), {
      ...body,
      firstName: 'Hamisi',
      idNumber: wanted,
    });
    expect(put.statusCode).toBe(202);
    await ok(
      'POST',
      '/customers',
      server.as('officer'),
      customer({ idNumber: wanted, policyId: policies.individual }),
    );
    const changeId = put.json().data.pendingChange.changeId as string;
    const clash = expectErrorBody(
      await decide('customers', id, checker, { changeId, decision: 'approve' }),
      409,
    );
    expect(clash.idNumber).toMatch(/already registered/);
    const read = (await ok('GET', `/customers/${id}`, server.as('viewer'))).data;
    expect(read).toMatchObject({ firstName: 'Juma', nin: body.idNumber });
    expect(read.pendingChange.changeId).toBe(changeId);
  });

  it('leaves claims paying against the approved person while a change waits', async () => {
    const body = customer({ policyId: policies.individual });
    const id = await covered('customers', body);
    // Past the waiting period, so a claim may be recorded.
    const start = DateTime.utc().minus({ months: 4 });
    await sql`UPDATE customers SET cover_start_date = ${start.toISODate()},
      waiting_period_end = ${start.plus({ months: 3 }).toISODate()} WHERE id = ${id}`.execute(server.db);
    const put = await call('PUT', `/customers/${id}`, server.as('officer'), {
      ...body,
      firstName: 'Someone',
      lastName: 'Else',
      dob: yearsAgo(30),
    });
    expect(put.statusCode).toBe(202);
    const claim = await call('POST', '/claims', server.as('officer'), {
      holderKind: 'customer',
      holderId: id,
      type: 'funeral',
      eventDate: DateTime.utc().minus({ days: 2 }).toISODate(),
      amount: 1_000_000,
    });
    expect(claim.statusCode).toBe(201);
    expect(claim.json().data).toMatchObject({ holderName: 'Juma Mwakyusa', insuredName: 'Juma Mwakyusa' });
  });
});

describe('a change to a covered diaspora customer', () => {
  it('waits to change the beneficiaries; on approval the ones who stay keep their rows and a new one joins today', async () => {
    const body = diaspora();
    const id = await covered('diasporas', body);
    const before = (await ok('GET', `/diasporas/${id}`, server.as('viewer'))).data;
    const newChild = beneficiary({ firstName: 'Imani', sex: 'female', dob: yearsAgo(2), relationship: 3 });
    const proposal = { ...body, beneficiaries: [...body.beneficiaries, newChild] };

    const put = await call('PUT', `/diasporas/${id}`, server.as('officer'), proposal);
    expect(put.statusCode).toBe(202);
    const waiting = put.json().data;
    expect(waiting.beneficiaries).toHaveLength(2);
    expect(fieldNames(waiting.pendingChange)).toEqual(['beneficiaries']);
    expect(waiting.pendingChange.fields[0].after).toHaveLength(3);

    const inbox = await ok('GET', '/approvals?kind=change', checker);
    expect(inbox.items.find((i: { id: string }) => i.id === waiting.pendingChange.changeId)).toMatchObject({
      name: 'Baraka Kimaro',
      change: { recordKind: 'diaspora', recordId: id, fields: ['beneficiaries'] },
    });

    const approved = await decide('diasporas', id, checker, {
      changeId: waiting.pendingChange.changeId,
      decision: 'approve',
    });
    expect(approved.statusCode).toBe(200);
    const after = approved.json().data;
    expect(after.pendingChange).toBeNull();
    expect(after.beneficiaries.map((b: { firstName: string }) => b.firstName)).toEqual([
      'Rehema',
      'Amani',
      'Imani',
    ]);
    const keptIds = before.beneficiaries.map((b: { beneficiaryId: string }) => b.beneficiaryId);
    expect(after.beneficiaries.slice(0, 2).map((b: { beneficiaryId: string }) => b.beneficiaryId)).toEqual(
      keptIds,
    );
    const joined = await server.db
      .selectFrom('beneficiaries')
      .select(['first_name', sql<string | null>`joined_on::text`.as('joined_on')])
      .where('diaspora_id', '=', id)
      .orderBy('ordinal')
      .execute();
    expect(joined).toEqual([
      { first_name: 'Rehema', joined_on: null },
      { first_name: 'Amani', joined_on: null },
      { first_name: 'Imani', joined_on: DateTime.utc().toISODate() },
    ]);
  });

  it('waits to change the email address, and writes to the approved one until a second staff user approves', async () => {
    const body = diaspora({ email: 'baraka.approved@example.co.uk' });
    const id = await covered('diasporas', body);
    const put = await call('PUT', `/diasporas/${id}`, server.as('officer'), {
      ...body,
      email: 'Baraka.Elsewhere@Example.com',
    });
    expect(put.statusCode).toBe(202);
    expect(put.json().data.email).toBe('baraka.approved@example.co.uk');
    expect(put.json().data.pendingChange.fields).toEqual([
      { field: 'email', before: 'baraka.approved@example.co.uk', after: 'baraka.elsewhere@example.com' },
    ]);
    expect(await lettersTo('diaspora', id, () => refusedClaim('diaspora', id))).toEqual([
      'baraka.approved@example.co.uk',
    ]);
    // Rejected: the approved address stays, and so do the letters.
    const changeId = put.json().data.pendingChange.changeId as string;
    const rejected = await decide('diasporas', id, checker, {
      changeId,
      decision: 'reject',
      reason: 'The customer did not ask for it',
    });
    expect(rejected.json().data).toMatchObject({
      email: 'baraka.approved@example.co.uk',
      pendingChange: null,
    });
    expect(await lettersTo('diaspora', id, () => refusedClaim('diaspora', id))).toEqual([
      'baraka.approved@example.co.uk',
    ]);
  });

  it('keeps the enrolment rules on an edit: a second spouse is refused', async () => {
    const body = diaspora();
    const created = await ok('POST', '/diasporas', server.as('officer'), body);
    const id = created.data.diasporaId as string;
    const refused = expectErrorBody(
      await call('PUT', `/diasporas/${id}`, server.as('officer'), {
        ...body,
        beneficiaries: [...body.beneficiaries, beneficiary({ firstName: 'Subira' })],
      }),
      400,
    );
    expect(Object.keys(refused).some((key) => key.startsWith('beneficiaries'))).toBe(true);
    // A record not yet covered changes at once.
    const direct = await call('PUT', `/diasporas/${id}`, server.as('officer'), {
      ...body,
      firstName: 'Barakaeli',
    });
    expect(direct.statusCode).toBe(200);
    expect(direct.json().data).toMatchObject({ firstName: 'Barakaeli', pendingChange: null });
  });
});

describe('a member added to a covered group', () => {
  it('waits for approval and is created, joining that day, only when a second admin approves', async () => {
    const groupId = await covered('groups', groupBody(policies.group));
    const members = async () =>
      (await ok('GET', `/groups/${groupId}/members`, server.as('viewer'))).members as {
        customerId: string;
        firstName: string;
        createdAt: string;
      }[];
    const before = await members();
    const member = { ...person({ firstName: 'Tumaini' }), nextOfKins: [nextOfKin()] };

    const added = await call('POST', `/groups/${groupId}/members`, server.as('officer'), member);
    expect(added.statusCode).toBe(202);
    const change = added.json().data;
    expect(change).toMatchObject({ recordKind: 'group', recordId: groupId, changeKind: 'member' });
    expect(change.fields[0]).toMatchObject({
      field: 'member',
      before: null,
      after: { firstName: 'Tumaini' },
    });
    expect(await members()).toHaveLength(before.length);
    const group = (await ok('GET', `/groups/${groupId}`, server.as('viewer'))).data;
    expect(group.pendingChange.changeId).toBe(change.changeId);

    expectErrorBody(
      await decide('groups', groupId, server.as('officer'), {
        changeId: change.changeId,
        decision: 'approve',
      }),
      403,
    );
    const approved = await decide('groups', groupId, checker, {
      changeId: change.changeId,
      decision: 'approve',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.pendingChange).toBeNull();
    const after = await members();
    const joined = after.find((m) => m.firstName === 'Tumaini');
    expect(joined?.createdAt.slice(0, 10)).toBe(DateTime.utc().toISODate());
    expect(after).toHaveLength(before.length + 1);

    // The member's own details are the covered group's too: a new name waits for approval.
    const renamed = await call('PUT', `/customers/${joined?.customerId}`, server.as('officer'), {
      ...member,
      firstName: 'Tumainiel',
    });
    expect(renamed.statusCode).toBe(202);
    expect(renamed.json().data).toMatchObject({
      firstName: 'Tumaini',
      pendingChange: { recordKind: 'customer' },
    });
  });
});

import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, diaspora, paymentAccount, person } from './fixtures';
import { expectErrorBody, multipart, SAMPLE_FILES, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const today = () => DateTime.utc().startOf('day');
const daysAgo = (days: number) => today().minus({ days }).toISODate() as string;

/** A covered diaspora whose waiting period ended long ago (approved by a second user, then backdated). */
async function coveredDiaspora(overrides: Record<string, unknown> = {}) {
  const created = await server.request({
    method: 'POST',
    url: '/api/v1/diasporas',
    headers: server.as('officer'),
    payload: diaspora(overrides),
  });
  expect(created.statusCode).toBe(201);
  const id: string = created.json().data.diasporaId;
  const approved = await server.request({
    method: 'POST',
    url: `/api/v1/diasporas/${id}/status`,
    headers: server.as('admin'),
    payload: { action: 'approve' },
  });
  expect(approved.statusCode).toBe(200);
  await backdateCover('diasporas', id, 200);
  const beneficiaries = await server.db
    .selectFrom('beneficiaries')
    .select(['id', 'relationship', 'first_name'])
    .where('diaspora_id', '=', id)
    .orderBy('ordinal')
    .execute();
  return { id, beneficiaries };
}

async function backdateCover(table: 'diasporas' | 'customers' | 'groups', id: string, days: number) {
  const start = today().minus({ days });
  await sql`UPDATE ${sql.table(table)} SET cover_start_date = ${start.toISODate()},
    waiting_period_end = ${start.plus({ months: 3 }).toISODate()} WHERE id = ${id}`.execute(server.db);
  // A group's members joined with it, before its cover started (each waits from the day they joined).
  if (table === 'groups') {
    await sql`UPDATE customers SET created_at = ${start.minus({ days: 1 }).toJSDate()}
      WHERE group_id = ${id}`.execute(server.db);
  }
}

async function uploadPdf(): Promise<string> {
  const body = multipart('file', 'death-certificate.pdf', 'application/pdf', SAMPLE_FILES.pdf);
  const response = await server.request({
    method: 'POST',
    url: '/api/v1/files',
    headers: { ...server.as('officer'), ...body.headers },
    payload: body.payload,
  });
  return response.json().data.url;
}

const claim = (payload: Record<string, unknown>, role: 'officer' | 'admin' | 'viewer' = 'officer') =>
  server.request({ method: 'POST', url: '/api/v1/claims', headers: server.as(role), payload });

const step = (claimId: string, path: string, role: 'officer' | 'admin', payload?: object) =>
  server.request({
    method: 'POST',
    url: `/api/v1/claims/${claimId}/${path}`,
    headers: server.as(role),
    ...(payload ? { payload } : {}),
  });

describe('recording a claim (SPEC §9)', () => {
  it('records a repatriation claim for the holder with a document, and the payment is due 48 hours after it', async () => {
    const { id } = await coveredDiaspora();
    const document = await uploadPdf();
    const response = await claim({
      holderKind: 'diaspora',
      holderId: id,
      type: 'repatriation',
      eventDate: daysAgo(5),
      amount: 12_000_000,
      documents: [{ url: document, name: 'Death certificate' }],
    });
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({
      holderKind: 'diaspora',
      insuredRelationship: 'holder',
      status: 'submitted',
      amount: 12_000_000,
      submittedBy: { name: expect.any(String) },
    });
    expect(data.documents).toHaveLength(1);
    const due = Date.parse(data.paymentDueAt) - Date.parse(data.lastDocumentAt);
    expect(due).toBe(48 * 3_600_000);
    const record = await server.request({
      method: 'GET',
      url: `/api/v1/diasporas?status=covered&search=${encodeURIComponent('kimaro')}&perPage=100`,
      headers: server.as('viewer'),
    });
    const row = record.json().data.find((d: { diasporaId: string }) => d.diasporaId === id);
    expect(row.totalClaim).toBe(12_000_000);
  });

  it('refuses an event notified more than 30 days later, in the future, or within the waiting period', async () => {
    const { id } = await coveredDiaspora();
    const base = { holderKind: 'diaspora', holderId: id, type: 'repatriation', amount: 1_000_000 };
    expect(expectErrorBody(await claim({ ...base, eventDate: daysAgo(31) }), 400).eventDate).toMatch(
      /within 30 days/,
    );
    expect(expectErrorBody(await claim({ ...base, eventDate: daysAgo(-1) }), 400).eventDate).toMatch(
      /future/,
    );
    await backdateCover('diasporas', id, 40);
    expect(expectErrorBody(await claim({ ...base, eventDate: daysAgo(10) }), 400).eventDate).toMatch(
      /waiting period/,
    );
    const claims = await server.db.selectFrom('claims').select('id').where('diaspora_id', '=', id).execute();
    expect(claims).toHaveLength(0);
  });

  it('covers the declared spouse and children only, children up to 21', async () => {
    const { id, beneficiaries } = await coveredDiaspora();
    const spouse = beneficiaries.find((b) => b.relationship === 2);
    const child = beneficiaries.find((b) => b.relationship === 3);
    const base = { holderKind: 'diaspora', holderId: id, type: 'funeral', eventDate: daysAgo(3) };
    const forSpouse = await claim({ ...base, beneficiaryId: spouse?.id, amount: 2_000_000 });
    expect(forSpouse.statusCode).toBe(201);
    expect(forSpouse.json().data.insuredRelationship).toBe('spouse');
    // The child was declared years ago and is 22 by the day of the event.
    await server.db
      .updateTable('beneficiaries')
      .set({ dob: today().minus({ years: 22, days: 30 }).toISODate() as string })
      .where('id', '=', child?.id as string)
      .execute();
    expect(
      expectErrorBody(await claim({ ...base, beneficiaryId: child?.id, amount: 1 }), 400).beneficiaryId,
    ).toMatch(/up to the age of 21/);
    const other = await coveredDiaspora();
    const stranger = other.beneficiaries[0]?.id;
    expect(
      expectErrorBody(await claim({ ...base, beneficiaryId: stranger, amount: 1 }), 400).beneficiaryId,
    ).toMatch(/declared by this customer/);
  });

  it('covers a child over 17 and up to 21 only with proof of full-time schooling, up to 17 always', async () => {
    const { id, beneficiaries } = await coveredDiaspora();
    const child = beneficiaries.find((b) => b.relationship === 3)?.id as string;
    const base = { holderKind: 'diaspora', holderId: id, beneficiaryId: child, type: 'funeral', amount: 1 };
    const eventDate = daysAgo(3);
    const childAged = (years: number) =>
      server.db
        .updateTable('beneficiaries')
        .set({ dob: DateTime.fromISO(eventDate).minus({ years, days: 1 }).toISODate() as string })
        .where('id', '=', child)
        .execute();
    const claimsOfChild = () =>
      server.db.selectFrom('claims').select('id').where('beneficiary_id', '=', child).execute();

    await childAged(17);
    expect((await claim({ ...base, eventDate })).statusCode).toBe(201);

    await childAged(19);
    const refused = await claim({
      ...base,
      eventDate,
      documents: [{ url: await uploadPdf(), name: 'Death certificate' }],
    });
    expect(expectErrorBody(refused, 400).schoolingProof).toBe(
      'A child over 17 is covered only with proof of full-time schooling',
    );
    expect(await claimsOfChild()).toHaveLength(1);

    const proof = await uploadPdf();
    const recorded = await claim({
      ...base,
      eventDate,
      schoolingProof: { url: proof, name: 'School letter' },
    });
    expect(recorded.statusCode).toBe(201);
    const data = recorded.json().data;
    expect(data.documents).toEqual([
      expect.objectContaining({ kind: 'schooling', url: proof, name: 'School letter' }),
    ]);
    expect(data.paymentDueAt).not.toBeNull();
    const read = await server.request({
      method: 'GET',
      url: `/api/v1/claims/${data.claimId}`,
      headers: server.as('viewer'),
    });
    expect(read.json().data.documents.map((d: { kind: string }) => d.kind)).toEqual(['schooling']);

    // The proof is a file uploaded before, like any document.
    const unknown = await claim({
      ...base,
      eventDate,
      schoolingProof: { url: '/api/v1/files/00000000-0000-4000-8000-000000000000', name: 'Letter' },
    });
    expect(expectErrorBody(unknown, 400)['schoolingProof.url']).toMatch(/upload the file again/);
  });

  it('keeps amounts within the funeral lump sum and the remaining benefit', async () => {
    const { id } = await coveredDiaspora();
    const base = { holderKind: 'diaspora', holderId: id, eventDate: daysAgo(2) };
    expect(expectErrorBody(await claim({ ...base, type: 'funeral', amount: 5_000_001 }), 400).amount).toMatch(
      /funeral lump sum is at most Tsh 5,000,000/,
    );
    expect((await claim({ ...base, type: 'repatriation', amount: 45_000_000 })).statusCode).toBe(201);
    expect(
      expectErrorBody(await claim({ ...base, type: 'repatriation', amount: 5_000_001 }), 400).amount,
    ).toMatch(/remaining benefit of Tsh 5,000,000/);
  });

  it('uses the diaspora cover for a diaspora enrolled before policies were recorded', async () => {
    const { id } = await coveredDiaspora();
    await server.db.updateTable('diasporas').set({ policy_id: null }).where('id', '=', id).execute();
    const base = { holderKind: 'diaspora', holderId: id, eventDate: daysAgo(2) };
    expect((await claim({ ...base, type: 'repatriation', amount: 45_000_000 })).statusCode).toBe(201);
    expect(expectErrorBody(await claim({ ...base, type: 'funeral', amount: 5_000_001 }), 400).amount).toMatch(
      /Tsh 5,000,000/,
    );
  });

  it('refuses a claim on a record that is not covered, and a beneficiary on an individual cover', async () => {
    const policyId = (
      await server.db
        .selectFrom('policies')
        .select('id')
        .where('kind', '=', 'individual')
        .executeTakeFirstOrThrow()
    ).id;
    const created = await server.request({
      method: 'POST',
      url: '/api/v1/customers',
      headers: server.as('officer'),
      payload: customer({ policyId }),
    });
    const customerId = created.json().data.customerId;
    const base = {
      holderKind: 'customer',
      holderId: customerId,
      type: 'repatriation',
      eventDate: daysAgo(1),
      amount: 100,
    };
    expect(expectErrorBody(await claim(base), 409).holderId).toMatch(/Only a covered record/);
    expect(
      expectErrorBody(await claim({ ...base, beneficiaryId: '00000000-0000-4000-8000-000000000000' }), 400)
        .beneficiaryId,
    ).toMatch(/holder only/);
  });

  it("pays a group member's claim from the group's cover", async () => {
    const policyId = (
      await server.db
        .selectFrom('policies')
        .select('id')
        .where('kind', '=', 'group')
        .executeTakeFirstOrThrow()
    ).id;
    const group = await server.request({
      method: 'POST',
      url: '/api/v1/groups',
      headers: server.as('officer'),
      payload: {
        name: 'Mshikamano Group',
        membersCount: 10,
        address: 'Dodoma Mjini',
        accountNumber: paymentAccount(),
        policyId,
        chairperson: person({ mobile: '0713400001' }),
        secretary: person({ mobile: '0713400002' }),
        treasurer: person({ mobile: '0713400003' }),
      },
    });
    const groupId = group.json().data.groupId;
    const chairId = group.json().data.chairperson.customerId;
    const base = {
      holderKind: 'customer',
      holderId: chairId,
      type: 'funeral',
      eventDate: daysAgo(1),
      amount: 400_000,
    };
    expectErrorBody(await claim(base), 409);
    await server.request({
      method: 'POST',
      url: `/api/v1/groups/${groupId}/status`,
      headers: server.as('admin'),
      payload: { action: 'approve' },
    });
    await backdateCover('groups', groupId, 120);
    const recorded = await claim(base);
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json().data.holderKind).toBe('customer');
  });
});

describe('deciding and paying a claim', () => {
  it('needs a second staff user to approve, then pays; each step is in the history', async () => {
    const { id } = await coveredDiaspora();
    const recorded = await claim(
      { holderKind: 'diaspora', holderId: id, type: 'funeral', eventDate: daysAgo(4), amount: 5_000_000 },
      'admin',
    );
    const claimId = recorded.json().data.claimId;
    expectErrorBody(await step(claimId, 'payment', 'admin'), 409);
    const own = await step(claimId, 'decision', 'admin', { action: 'approve' });
    expect(expectErrorBody(own, 403)).toBeDefined();
    expectErrorBody(await step(claimId, 'decision', 'officer', { action: 'approve' }), 403);
    // A second admin is the checker.
    const checker = await secondAdmin();
    const approved = await server.request({
      method: 'POST',
      url: `/api/v1/claims/${claimId}/decision`,
      headers: { authorization: `Bearer ${checker}` },
      payload: { action: 'approve' },
    });
    expect(approved.json().data).toMatchObject({ status: 'approved', decidedBy: { name: 'Second Checker' } });
    expectErrorBody(await step(claimId, 'payment', 'officer'), 403);
    const paid = await step(claimId, 'payment', 'admin');
    expect(paid.json().data.status).toBe('paid');
    expectErrorBody(await step(claimId, 'payment', 'admin'), 409);
    const history = await server.request({
      method: 'GET',
      url: `/api/v1/diasporas/${id}/history`,
      headers: server.as('viewer'),
    });
    expect(history.json().entries.map((e: { action: string }) => e.action)).toEqual([
      'create',
      'status.approve',
      'claim.submit',
      'claim.approve',
      'claim.pay',
    ]);
  });

  it("lists each claim in the record's details with who recorded it, who may not approve it", async () => {
    const { id } = await coveredDiaspora();
    const recorded = await claim({
      holderKind: 'diaspora',
      holderId: id,
      type: 'funeral',
      eventDate: daysAgo(3),
      amount: 1_000_000,
    });
    const submitter = recorded.json().data.submittedBy.userId;
    const details = await server.request({
      method: 'GET',
      url: `/api/v1/diasporas/${id}`,
      headers: server.as('viewer'),
    });
    expect(details.json().data.claims).toEqual([
      expect.objectContaining({
        claimId: recorded.json().data.claimId,
        status: 'submitted',
        submittedById: submitter,
      }),
    ]);
  });

  it('rejects with a reason; a rejected claim does not count and takes no documents', async () => {
    const { id } = await coveredDiaspora();
    const recorded = await claim({
      holderKind: 'diaspora',
      holderId: id,
      type: 'repatriation',
      eventDate: daysAgo(4),
      amount: 50_000_000,
    });
    const claimId = recorded.json().data.claimId;
    expect(
      Object.keys(expectErrorBody(await step(claimId, 'decision', 'admin', { action: 'reject' }), 400)),
    ).toContain('reason');
    const rejected = await step(claimId, 'decision', 'admin', {
      action: 'reject',
      reason: 'Not a covered event',
    });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', rejectedReason: 'Not a covered event' });
    expectErrorBody(
      await step(claimId, 'documents', 'officer', { url: await uploadPdf(), name: 'Late' }),
      409,
    );
    // The whole benefit is available again.
    const again = await claim({
      holderKind: 'diaspora',
      holderId: id,
      type: 'repatriation',
      eventDate: daysAgo(4),
      amount: 50_000_000,
    });
    expect(again.statusCode).toBe(201);
  });

  it('ends the cover when paid claims use up the maximum benefit', async () => {
    const { id } = await coveredDiaspora();
    const recorded = await claim({
      holderKind: 'diaspora',
      holderId: id,
      type: 'repatriation',
      eventDate: daysAgo(6),
      amount: 50_000_000,
    });
    const claimId = recorded.json().data.claimId;
    await step(claimId, 'documents', 'officer', { url: await uploadPdf(), name: 'Burial permit' });
    expect((await step(claimId, 'decision', 'admin', { action: 'approve' })).statusCode).toBe(200);
    expect((await step(claimId, 'payment', 'admin')).statusCode).toBe(200);
    const record = await server.request({
      method: 'GET',
      url: `/api/v1/diasporas/${id}/history`,
      headers: server.as('viewer'),
    });
    const last = record.json().entries.at(-1);
    expect(last).toMatchObject({
      action: 'status.exhaust',
      fromStatus: 'covered',
      toStatus: 'uncovered',
      reason: 'Maximum benefit used up',
    });
  });

  it('is for staff with the claim permissions', async () => {
    expectErrorBody(await claim({}, 'viewer'), 403);
    expectErrorBody(await server.request({ method: 'POST', url: '/api/v1/claims', payload: {} }), 401);
    expectErrorBody(
      await server.request({
        method: 'GET',
        url: '/api/v1/claims/00000000-0000-4000-8000-000000000000',
        headers: server.as('viewer'),
      }),
      404,
    );
  });
});

/** Another admin account, so one admin records and another approves. */
async function secondAdmin(): Promise<string> {
  const { hashPassword } = await import('../../server/auth/passwords');
  await server.db
    .insertInto('users')
    .values({
      email: 'checker@bancassurance.local',
      first_name: 'Second',
      last_name: 'Checker',
      role_name: 'admin',
      password_hash: await hashPassword('checker-password-123'),
    })
    .onConflict((c) => c.column('email').doNothing())
    .execute();
  const response = await server.request({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email: 'checker@bancassurance.local', password: 'checker-password-123' },
  });
  return response.json().data.token;
}

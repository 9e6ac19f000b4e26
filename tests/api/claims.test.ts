import { randomUUID } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../server/db/connect';
import { migrations } from '../../server/db/migrations';
import { customer, diaspora, paymentAccount, person } from './fixtures';
import {
  expectErrorBody,
  freshPostgresDatabase,
  multipart,
  SAMPLE_FILES,
  startTestServer,
  TARGET,
  type TestServer,
} from './harness';

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
    const eventDate = daysAgo(3);
    /** The child of a new covered diaspora, aged `years` and a day on the day of the event. */
    const childAged = async (years: number) => {
      const { id, beneficiaries } = await coveredDiaspora();
      const child = beneficiaries.find((b) => b.relationship === 3)?.id as string;
      await server.db
        .updateTable('beneficiaries')
        .set({ dob: DateTime.fromISO(eventDate).minus({ years, days: 1 }).toISODate() as string })
        .where('id', '=', child)
        .execute();
      return { holderKind: 'diaspora', holderId: id, beneficiaryId: child, type: 'funeral', amount: 1 };
    };

    expect((await claim({ ...(await childAged(17)), eventDate })).statusCode).toBe(201);

    const base = await childAged(19);
    const refused = await claim({
      ...base,
      eventDate,
      documents: [{ url: await uploadPdf(), name: 'Death certificate' }],
    });
    expect(expectErrorBody(refused, 400).schoolingProof).toBe(
      'A child over 17 is covered only with proof of full-time schooling',
    );
    const claimsOfChild = () =>
      server.db.selectFrom('claims').select('id').where('beneficiary_id', '=', base.beneficiaryId).execute();
    expect(await claimsOfChild()).toHaveLength(0);

    // The proof is a file uploaded before, like any document.
    const unknown = await claim({
      ...base,
      eventDate,
      schoolingProof: { url: '/api/v1/files/00000000-0000-4000-8000-000000000000', name: 'Letter' },
    });
    expect(expectErrorBody(unknown, 400)['schoolingProof.url']).toMatch(/upload the file again/);

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
  });

  it('keeps amounts within the funeral lump sum and the remaining benefit of the whole cover', async () => {
    const { id, beneficiaries } = await coveredDiaspora();
    const base = { holderKind: 'diaspora', holderId: id, eventDate: daysAgo(2) };
    expect(expectErrorBody(await claim({ ...base, type: 'funeral', amount: 5_000_001 }), 400).amount).toMatch(
      /funeral lump sum is at most Tsh 5,000,000/,
    );
    expect((await claim({ ...base, type: 'repatriation', amount: 45_000_000 })).statusCode).toBe(201);
    // The spouse's claim draws on what the holder's left of the cover's benefit.
    const spouse = beneficiaries.find((b) => b.relationship === 2)?.id;
    expect(
      expectErrorBody(
        await claim({ ...base, beneficiaryId: spouse, type: 'repatriation', amount: 5_000_001 }),
        400,
      ).amount,
    ).toMatch(/remaining benefit of Tsh 5,000,000/);
  });

  it('uses the diaspora cover for a diaspora enrolled before policies were recorded', async () => {
    const { id, beneficiaries } = await coveredDiaspora();
    await server.db.updateTable('diasporas').set({ policy_id: null }).where('id', '=', id).execute();
    const base = { holderKind: 'diaspora', holderId: id, eventDate: daysAgo(2) };
    expect((await claim({ ...base, type: 'repatriation', amount: 45_000_000 })).statusCode).toBe(201);
    const spouse = beneficiaries.find((b) => b.relationship === 2)?.id;
    expect(
      expectErrorBody(
        await claim({ ...base, beneficiaryId: spouse, type: 'funeral', amount: 5_000_001 }),
        400,
      ).amount,
    ).toMatch(/Tsh 5,000,000/);
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

describe('one person, one death', () => {
  const forHolder = (id: string, amount = 1_000_000) => ({
    holderKind: 'diaspora',
    holderId: id,
    type: 'funeral',
    eventDate: daysAgo(3),
    amount,
  });
  const liveClaimsOf = (column: 'diaspora_id' | 'beneficiary_id' | 'customer_id', id: string) =>
    server.db
      .selectFrom('claims')
      .select(['id', 'status'])
      .where(column, '=', id)
      .where('status', '<>', 'rejected')
      .execute();

  it('stores one of twenty claims sent at once for the same person; the others are 409 naming it', async () => {
    const { id } = await coveredDiaspora();
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(forHolder(id))));
    const recorded = answers.filter((answer) => answer.statusCode === 201);
    expect(recorded).toHaveLength(1);
    const claimId = recorded[0]?.json().data.claimId as string;
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
      const messages = expectErrorBody(refused, 409);
      expect(refused.json().respMsg).toBe(
        `This person already has a claim (${claimId}): one death, one claim. A rejected claim frees the person for a new one`,
      );
      expect(messages.holderId).toContain(claimId);
    }
    const stored = await server.db.selectFrom('claims').select('id').where('diaspora_id', '=', id).execute();
    expect(stored).toEqual([{ id: claimId }]);
  });

  it('takes a claim for each other person on the same cover, one each', async () => {
    const { id, beneficiaries } = await coveredDiaspora();
    const [spouse, child] = [2, 3].map((relationship) => {
      const found = beneficiaries.find((b) => b.relationship === relationship);
      return found?.id as string;
    }) as [string, string];
    expect((await claim(forHolder(id))).statusCode).toBe(201);
    const forSpouse = await claim({ ...forHolder(id), beneficiaryId: spouse });
    expect(forSpouse.statusCode).toBe(201);
    expect((await claim({ ...forHolder(id), beneficiaryId: child })).statusCode).toBe(201);
    // The spouse's second claim, even of the other type, names the spouse's first.
    const again = await claim({ ...forHolder(id), beneficiaryId: spouse, type: 'repatriation' });
    expect(expectErrorBody(again, 409).beneficiaryId).toContain(forSpouse.json().data.claimId);
    expect(await liveClaimsOf('beneficiary_id', spouse)).toHaveLength(1);
  });

  it('frees the person for a new claim once their claim is rejected', async () => {
    const { id } = await coveredDiaspora();
    const first = (await claim(forHolder(id))).json().data.claimId as string;
    expectErrorBody(await claim(forHolder(id)), 409);
    const rejected = await step(first, 'decision', 'admin', { action: 'reject', reason: 'Papers missing' });
    expect(rejected.statusCode).toBe(200);
    const second = await claim(forHolder(id));
    expect(second.statusCode).toBe(201);
    // Now the new claim is the one that stands.
    const third = await claim(forHolder(id));
    expect(expectErrorBody(third, 409).holderId).toContain(second.json().data.claimId);
  });

  it('refuses a group member a second claim, and takes another member’s', async () => {
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
        name: 'Upendo Group',
        membersCount: 10,
        address: 'Arusha Mjini',
        accountNumber: paymentAccount(),
        policyId,
        chairperson: person({ mobile: '0713500001' }),
        secretary: person({ mobile: '0713500002' }),
        treasurer: person({ mobile: '0713500003' }),
      },
    });
    const { groupId, chairperson, secretary } = group.json().data;
    await server.request({
      method: 'POST',
      url: `/api/v1/groups/${groupId}/status`,
      headers: server.as('admin'),
      payload: { action: 'approve' },
    });
    await backdateCover('groups', groupId, 120);
    const forMember = (customerId: string) => ({
      holderKind: 'customer',
      holderId: customerId,
      type: 'funeral',
      eventDate: daysAgo(1),
      amount: 100_000,
    });
    expect((await claim(forMember(chairperson.customerId))).statusCode).toBe(201);
    expect(expectErrorBody(await claim(forMember(chairperson.customerId)), 409)).toHaveProperty('holderId');
    expect((await claim(forMember(secretary.customerId))).statusCode).toBe(201);
  });

  it('is kept by the database too: a second live claim for a person written by any path is refused', async () => {
    const { id } = await coveredDiaspora();
    const recorded = (await claim(forHolder(id))).json().data.claimId as string;
    const write = (status: string) =>
      sql`INSERT INTO claims (diaspora_id, amount, status, claim_type) VALUES (${id}, 1, ${status}, 'funeral')`.execute(
        server.db,
      );
    await expect(write('submitted')).rejects.toMatchObject({
      code: '23505',
      constraint: 'claims_one_per_person',
    });
    await expect(write('paid')).rejects.toMatchObject({ code: '23505' });
    // A rejected claim is no claim for the rule.
    await write('rejected');
    expect(await liveClaimsOf('diaspora_id', id)).toEqual([{ id: recorded, status: 'submitted' }]);
  });
});

describe('a claim marked as repeating another for the same person (migration 0035)', () => {
  /** A claim for the holder written beside their standing one, marked as the migration marks it. */
  async function markedRepeat(holderId: string, standing: string, status: 'submitted' | 'approved') {
    const officer = await server.db
      .selectFrom('users')
      .select('id')
      .where('role_name', '=', 'officer')
      .executeTakeFirstOrThrow();
    const row = await server.db
      .insertInto('claims')
      .values({
        diaspora_id: holderId,
        amount: 700_000,
        status,
        claim_type: 'funeral',
        event_date: daysAgo(3),
        insured_name: 'Baraka Kimaro',
        submitted_by: officer.id,
        duplicate_of: standing,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('is neither approved nor paid while the claim it repeats stands; once that one is rejected it goes ahead', async () => {
    const { id } = await coveredDiaspora();
    const standing = (
      await claim({ holderKind: 'diaspora', holderId: id, type: 'funeral', eventDate: daysAgo(3), amount: 1 })
    ).json().data.claimId as string;
    const repeat = await markedRepeat(id, standing, 'submitted');
    const approvedRepeat = await markedRepeat(id, standing, 'approved');

    const refused = await step(repeat, 'decision', 'admin', { action: 'approve' });
    expect(refused.json().respMsg).toBe(
      `This claim repeats claim ${standing} for the same person: it goes no further while that claim stands`,
    );
    expectErrorBody(refused, 409);
    expectErrorBody(await step(approvedRepeat, 'payment', 'admin'), 409);
    const statuses = await server.db
      .selectFrom('claims')
      .select(['id', 'status', 'duplicate_of'])
      .where('id', 'in', [repeat, approvedRepeat])
      .orderBy('status', 'desc')
      .execute();
    expect(statuses).toEqual([
      { id: repeat, status: 'submitted', duplicate_of: standing },
      { id: approvedRepeat, status: 'approved', duplicate_of: standing },
    ]);

    expect(
      (await step(standing, 'decision', 'admin', { action: 'reject', reason: 'Wrong amount' })).statusCode,
    ).toBe(200);
    const approved = await step(repeat, 'decision', 'admin', { action: 'approve' });
    expect(approved.json().data.status).toBe('approved');
    // It stands now, under the rule again: the other repeat still goes no further.
    const now = await server.db
      .selectFrom('claims')
      .select('duplicate_of')
      .where('id', '=', repeat)
      .executeTakeFirstOrThrow();
    expect(now.duplicate_of).toBeNull();
    expect(expectErrorBody(await step(approvedRepeat, 'payment', 'admin'), 409)).toEqual({});
    // Rejecting a repeat needs no one's leave.
    const secondRepeat = await markedRepeat(id, repeat, 'submitted');
    expect(
      (await step(secondRepeat, 'decision', 'admin', { action: 'reject', reason: 'Repeat' })).statusCode,
    ).toBe(200);
  });
});

describe('the migration to one claim per person', () => {
  it('keeps, for each person, the claim furthest along and marks the others as its repeats, then refuses new repeats', async () => {
    const postgres = TARGET === 'postgres' ? await freshPostgresDatabase() : undefined;
    const { db } = await openDatabase(postgres ? { url: postgres.url } : { dataDir: 'memory://' });
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0033_payment_accounts')).error).toBeUndefined();
      const [user, holder, other, spouse] = [1, 2, 3, 4].map(() => randomUUID()) as [
        string,
        string,
        string,
        string,
      ];
      await sql`INSERT INTO roles (name) VALUES ('admin')`.execute(db);
      await sql`INSERT INTO users (id, email, first_name, last_name, password_hash, role_name)
        VALUES (${user}, 'old@bank.co.tz', 'Old', 'Staff', 'x', 'admin')`.execute(db);
      for (const [id, idNumber] of [
        [holder, '09876543210987654321'],
        [other, '19876543210987654321'],
      ]) {
        await sql`INSERT INTO diasporas (id, first_name, last_name, mobile, dob, sex, marital_status, id_type,
          id_number, address, email, account_number, enrolled_by, created_by_user)
          VALUES (${id}, 'Old', 'Person', '0712345678', '1980-01-01', 'male', 'married', 1, ${idNumber},
            'London', 'old@example.co.uk', '1234567890', 'staff', ${user})`.execute(db);
      }
      await sql`INSERT INTO beneficiaries (id, diaspora_id, ordinal, first_name, last_name, sex, dob, relationship)
        VALUES (${spouse}, ${holder}, 1, 'Old', 'Spouse', 'female', '1982-01-01', 2)`.execute(db);
      const claimOf = async (
        name: string,
        owner: string,
        beneficiary: string | null,
        status: string,
        created: string,
      ) => {
        const { rows } = await sql<{ id: string }>`INSERT INTO claims
          (diaspora_id, beneficiary_id, amount, status, claim_type, created_at)
          VALUES (${owner}, ${beneficiary}, 1000, ${status}, 'funeral', ${created}::timestamptz)
          RETURNING id`.execute(db);
        return [name, rows[0]?.id as string] as const;
      };
      const ids = Object.fromEntries([
        // The holder: an earlier submitted claim, a later paid one (the money followed it), a rejected one.
        await claimOf('holderFirst', holder, null, 'submitted', '2025-01-01'),
        await claimOf('holderPaid', holder, null, 'paid', '2025-02-01'),
        await claimOf('holderRejected', holder, null, 'rejected', '2024-12-01'),
        // The spouse: two submitted, the earlier stands.
        await claimOf('spouseFirst', holder, spouse, 'submitted', '2025-03-01'),
        await claimOf('spouseLater', holder, spouse, 'submitted', '2025-03-02'),
        // Another customer's single claim.
        await claimOf('otherOnly', other, null, 'approved', '2025-01-05'),
      ]) as Record<string, string>;

      await migrateToLatest(db);

      const marks = await db.selectFrom('claims').select(['id', 'duplicate_of']).execute();
      const markOf = (name: string) => marks.find((row) => row.id === ids[name])?.duplicate_of;
      expect(markOf('holderPaid')).toBeNull();
      expect(markOf('holderFirst')).toBe(ids.holderPaid);
      expect(markOf('holderRejected')).toBeNull();
      expect(markOf('spouseFirst')).toBeNull();
      expect(markOf('spouseLater')).toBe(ids.spouseFirst);
      expect(markOf('otherOnly')).toBeNull();
      await expect(
        sql`INSERT INTO claims (diaspora_id, amount, status) VALUES (${other}, 1, 'submitted')`.execute(db),
      ).rejects.toMatchObject({ code: '23505' });
    } finally {
      await db.destroy();
      await postgres?.drop();
    }
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

import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberPosition } from '../../server/db/schema';
import { nextOfKin, paymentAccount, person, uniqueDigits } from './fixtures';
import { expectErrorBody, multipart, SAMPLE_FILES, startTestServer, type TestServer } from './harness';

let server: TestServer;
let policyId: string;
beforeAll(async () => {
  server = await startTestServer();
  policyId = (
    await server.db.selectFrom('policies').select('id').where('kind', '=', 'group').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => server.close());

function group(overrides: Record<string, unknown> = {}) {
  return {
    name: `Umoja Savings ${uniqueDigits(4)}`,
    membersCount: 25,
    address: 'Mbezi Beach, Dar es Salaam',
    accountNumber: paymentAccount(),
    policyId,
    chairperson: person({ firstName: 'Mwanaidi', lastName: 'Salim', mobile: '0713000001' }),
    secretary: person({ firstName: 'Faraji', lastName: 'Komba', mobile: '0713000002' }),
    treasurer: person({ firstName: 'Upendo', lastName: 'Lyimo', mobile: '0713000003' }),
    ...overrides,
  };
}

const create = (payload: unknown, headers: Record<string, string> = {}) =>
  server.request({
    method: 'POST',
    url: '/api/v1/groups',
    headers: { ...server.as('officer'), ...headers },
    payload: payload as object,
  });
const countGroups = async (name: string) =>
  (await server.db.selectFrom('groups').select('id').where('name', '=', name).execute()).length;

async function uploadPdf(): Promise<string> {
  const body = multipart('file', 'certificate.pdf', 'application/pdf', SAMPLE_FILES.pdf);
  const response = await server.request({
    method: 'POST',
    url: '/api/v1/files',
    headers: { ...server.as('officer'), ...body.headers },
    payload: body.payload,
  });
  return response.json().data.url;
}

describe('registering a group', () => {
  it('stores the group with its three leaders and documents', async () => {
    const certificate = await uploadPdf();
    const input = group({
      documents: { registrationCertificate: { url: certificate, name: 'Certificate.pdf' } },
    });
    const response = await create(input);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      name: input.name,
      membersCount: 25,
      registeredMembers: 3,
      status: 'in-progress',
      policy: { policyId },
      chairperson: { firstName: 'Mwanaidi', mobile: '0713000001' },
      secretary: { firstName: 'Faraji' },
      treasurer: { firstName: 'Upendo' },
      documents: {
        registrationCertificate: { url: certificate, name: 'Certificate.pdf' },
        proposalForm: null,
        meetingMinutes: null,
      },
    });

    const overview = await server.request({
      method: 'GET',
      url: `/api/v1/groups/${data.groupId}`,
      headers: server.as('viewer'),
    });
    expect(overview.json().data).toEqual(data);
    const members = (
      await server.request({
        method: 'GET',
        url: `/api/v1/groups/${data.groupId}/members`,
        headers: server.as('viewer'),
      })
    ).json();
    expect(members.members.map((m: { position: string }) => m.position)).toEqual([
      'chair-person',
      'secretary',
      'treasurer',
    ]);
  });

  it.each([
    ['name', { name: 'Um' }],
    ['membersCount', { membersCount: 0 }],
    ['membersCount', { membersCount: '25' }],
    ['address', { address: 'ab' }],
    ['policyId', { policyId: undefined }],
    ['treasurer', { treasurer: undefined }],
    ['secretary.mobile', { secretary: person({ mobile: '12345' }) }],
    [
      'documents.proposalForm.name',
      { documents: { proposalForm: { url: '/api/v1/files/00000000-0000-4000-8000-000000000000' } } },
    ],
  ])('rejects an invalid %s with 400 and stores nothing', async (field, overrides) => {
    const input = group(overrides);
    const messages = expectErrorBody(await create(input), 400);
    expect(Object.keys(messages)).toContain(field);
    expect(await countGroups(input.name)).toBe(0);
  });

  it('refuses the same person in two leader positions', async () => {
    const chair = person();
    const messages = expectErrorBody(
      await create(group({ chairperson: chair, treasurer: { ...chair } })),
      400,
    );
    expect(messages['treasurer.idNumber']).toMatch(/two leader positions/);
  });

  it('refuses a document that was never uploaded', async () => {
    const input = group({
      documents: { meetingMinutes: { url: `/api/v1/files/${randomUUID()}`, name: 'Minutes.pdf' } },
    });
    const messages = expectErrorBody(await create(input), 400);
    expect(messages['documents.meetingMinutes']).toBe('Please upload the file again');
    expect(await countGroups(input.name)).toBe(0);
  });

  it('honours an Idempotency-Key', async () => {
    const input = group();
    const key = randomUUID();
    const first = await create(input, { 'idempotency-key': key });
    const second = await create(input, { 'idempotency-key': key });
    expect(second.json().data.groupId).toBe(first.json().data.groupId);
    expect(await countGroups(input.name)).toBe(1);
  });

  it('writes nothing when a leader insert fails half-way', async () => {
    await sql`CREATE OR REPLACE FUNCTION fail_leader() RETURNS trigger AS $$
      BEGIN IF NEW.first_name = 'Explode' THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`.execute(
      server.db,
    );
    await sql`CREATE TRIGGER fail_leader BEFORE INSERT ON customers FOR EACH ROW EXECUTE FUNCTION fail_leader()`.execute(
      server.db,
    );
    // Whole-table counts, not a count by name: a name drawn at random may repeat an earlier test's.
    const rowCounts = () =>
      Promise.all(
        (['groups', 'customers', 'audit_log', 'idempotency_keys'] as const).map(async (table) =>
          Number(
            (
              await server.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    try {
      const before = await rowCounts();
      const input = group({ treasurer: person({ firstName: 'Explode' }) });
      expect((await create(input)).statusCode).toBe(500);
      expect(await rowCounts()).toEqual(before);
    } finally {
      await sql`DROP TRIGGER fail_leader ON customers`.execute(server.db);
    }
  });
});

describe('group lists and members', () => {
  let groupId: string;
  beforeAll(async () => {
    groupId = (await create(group({ name: `Tumaini Women Group ${uniqueDigits(3)}` }))).json().data.groupId;
  });

  it('lists groups newest first with chair person, policy and real member counts', async () => {
    const response = await server.request({
      method: 'GET',
      url: '/api/v1/groups?search=tumaini',
      headers: server.as('viewer'),
    });
    const { groups, pagination } = response.json();
    expect(pagination.totalCount).toBe(1);
    expect(groups[0]).toMatchObject({
      groupId,
      chairpersonName: 'Mwanaidi Salim',
      chairpersonMobile: '0713000001',
      policyName: 'Group Life Cover (VICOBA)',
      registeredMembers: 3,
      membersCount: 25,
    });
    const covered = await server.request({
      method: 'GET',
      url: '/api/v1/groups?search=tumaini&status=covered',
      headers: server.as('viewer'),
    });
    expect(covered.json().pagination.totalCount).toBe(0);
  });

  it('adds a member with next of kin, and refuses the same person twice', async () => {
    const member = { ...person({ firstName: 'Saidi', mobile: '0688000111' }), nextOfKins: [nextOfKin()] };
    const url = `/api/v1/groups/${groupId}/members`;
    const added = await server.request({
      method: 'POST',
      url,
      headers: server.as('officer'),
      payload: member,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ firstName: 'Saidi', position: 'member', married: true });
    const again = await server.request({
      method: 'POST',
      url,
      headers: server.as('officer'),
      payload: member,
    });
    expect(expectErrorBody(again, 409).idNumber).toMatch(/already a member/);
    const members = (await server.request({ method: 'GET', url, headers: server.as('viewer') })).json();
    expect(members.members).toHaveLength(4);
    expect(members.members[3].firstName).toBe('Saidi');
    const detail = await server.request({
      method: 'GET',
      url: `/api/v1/customers/${added.json().data.customerId}`,
      headers: server.as('viewer'),
    });
    expect(detail.json().data.group).toMatchObject({ groupId, policyName: 'Group Life Cover (VICOBA)' });
    expect(detail.json().data.nextOfKin).toHaveLength(1);
  });

  it('404s for members of an unknown group and validates the member', async () => {
    const unknown = `/api/v1/groups/${randomUUID()}/members`;
    expectErrorBody(await server.request({ method: 'GET', url: unknown, headers: server.as('viewer') }), 404);
    expectErrorBody(
      await server.request({
        method: 'POST',
        url: unknown,
        headers: server.as('officer'),
        payload: { ...person(), nextOfKins: [nextOfKin()] },
      }),
      404,
    );
    expectErrorBody(
      await server.request({
        method: 'GET',
        url: `/api/v1/groups/${randomUUID()}`,
        headers: server.as('viewer'),
      }),
      404,
    );
    const bad = await server.request({
      method: 'POST',
      url: `/api/v1/groups/${groupId}/members`,
      headers: server.as('officer'),
      payload: { ...person({ position: 'secretary' }), nextOfKins: [nextOfKin()] },
    });
    expect(Object.keys(expectErrorBody(bad, 400))).toContain('position');
    const withoutKin = await server.request({
      method: 'POST',
      url: `/api/v1/groups/${groupId}/members`,
      headers: server.as('officer'),
      payload: person(),
    });
    expect(Object.keys(expectErrorBody(withoutKin, 400))).toContain('nextOfKins');
  });

  it('needs group permissions', async () => {
    expectErrorBody(
      await server.request({
        method: 'POST',
        url: '/api/v1/groups',
        headers: server.as('viewer'),
        payload: group(),
      }),
      403,
    );
    expectErrorBody(await server.request({ method: 'GET', url: '/api/v1/groups' }), 401);
  });
});

describe('group member positions, documents and records', () => {
  let groupId: string;
  const membersUrl = () => `/api/v1/groups/${groupId}/members`;
  const addMember = (overrides: Record<string, unknown> = {}) =>
    server.request({
      method: 'POST',
      url: membersUrl(),
      headers: server.as('officer'),
      payload: { ...person(), nextOfKins: [nextOfKin()], ...overrides },
    });
  const holders = async (position: MemberPosition) =>
    (
      await server.db
        .selectFrom('customers')
        .select('id')
        .where('group_id', '=', groupId)
        .where('position', '=', position)
        .execute()
    ).length;

  beforeAll(async () => {
    const response = await create(group());
    expect(response.statusCode).toBe(201);
    groupId = response.json().data.groupId;
  });

  it('refuses a second chair person or treasurer with 409 on the position field', async () => {
    for (const position of ['chair-person', 'treasurer'] as const) {
      const response = await addMember({ position });
      expect(expectErrorBody(response, 409).position).toMatch(/already has a (chair person|treasurer)/);
      expect(await holders(position)).toBe(1);
    }
  });

  it('takes one vice chair person, then refuses another, even when two race', async () => {
    const [first, second] = await Promise.all([
      addMember({ position: 'vice-chair-person' }),
      addMember({ position: 'vice-chair-person' }),
    ]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([201, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(expectErrorBody(refused, 409).position).toBeTruthy();
    expect(await holders('vice-chair-person')).toBe(1);
    // The refused member left no next of kin behind.
    const orphans = await server.db
      .selectFrom('next_of_kins as k')
      .leftJoin('customers as c', 'c.id', 'k.customer_id')
      .select('k.id')
      .where('c.id', 'is', null)
      .execute();
    expect(orphans).toHaveLength(0);
  });

  it('accepts a driving licence for a member, and not for an individual customer', async () => {
    const member = await addMember({ idType: 4, idNumber: `DL${uniqueDigits(10)}` });
    expect(member.statusCode).toBe(201);
    expect(member.json().data.idType).toBe(4);
    const individual = await server.request({
      method: 'POST',
      url: '/api/v1/customers',
      headers: server.as('officer'),
      payload: { ...person({ idType: 4 }), policyId, nextOfKins: [nextOfKin()] },
    });
    expect(Object.keys(expectErrorBody(individual, 400))).toContain('idType');
  });

  it("reads one member's full record, only through its own group", async () => {
    const added = await addMember({ firstName: 'Zuhura', mobile: '0655123456' });
    const memberId = added.json().data.customerId;
    const record = await server.request({
      method: 'GET',
      url: `${membersUrl()}/${memberId}`,
      headers: server.as('viewer'),
    });
    expect(record.statusCode).toBe(200);
    expect(record.json().data).toMatchObject({
      customerId: memberId,
      firstName: 'Zuhura',
      mobile: '0655123456',
      group: { groupId },
    });
    expect(record.json().data.nextOfKin).toHaveLength(1);
    const other = (await create(group())).json().data.groupId;
    const elsewhere = await server.request({
      method: 'GET',
      url: `/api/v1/groups/${other}/members/${memberId}`,
      headers: server.as('viewer'),
    });
    expectErrorBody(elsewhere, 404);
    const anonymous = await server.request({ method: 'GET', url: `${membersUrl()}/${memberId}` });
    expectErrorBody(anonymous, 401);
  });
});

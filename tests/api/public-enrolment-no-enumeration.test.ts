import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, diaspora, uniqueDigits } from './fixtures';
import { expectErrorBody, startTestServer, type TestServer } from './harness';

/**
 * DESIGN decision 14: the public enrolment never tells a visitor whether a person is already a
 * customer. A matching enrolment is answered as a new one and put in front of staff, flagged.
 */
let server: TestServer;
let individualPolicy: string;
beforeAll(async () => {
  server = await startTestServer();
  const policy = await server.db
    .selectFrom('policies')
    .select('id')
    .where('kind', '=', 'individual')
    .executeTakeFirstOrThrow();
  individualPolicy = policy.id;
});
afterAll(() => server.close());

type Field = 'idNumber' | 'accountNumber' | 'email';

/** A diaspora enrolment sharing nothing with any other record of this file. */
const stranger = (overrides: Record<string, unknown> = {}) =>
  diaspora({ email: `person.${uniqueDigits(10)}@example.co.uk`, ...overrides });

const publicEnrol = async (payload: object, headers: Record<string, string> = {}) =>
  server.request({
    method: 'POST',
    url: '/api/v1/diasporas',
    headers: { 'x-enrolment-token': await server.enrolmentToken(), ...headers },
    payload,
  });

const staffEnrol = (payload: object) =>
  server.request({ method: 'POST', url: '/api/v1/diasporas', headers: server.as('officer'), payload });

async function created(response: LightMyRequestResponse): Promise<string> {
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.diasporaId as string;
}

/** The JSON's shape: every key, with the type of its value, all the way down. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, shapeOf(inner)]),
    );
  return value === null ? 'null' : typeof value;
}

/** What a visitor can read from an answer: status, headers' names, body shape, length and fixed words. */
function visible(response: LightMyRequestResponse) {
  const body = response.json();
  return {
    status: response.statusCode,
    headers: Object.keys(response.headers)
      .filter((name) => name !== 'date')
      .sort(),
    shape: shapeOf(body),
    length: response.body.length,
    respMsg: body.respMsg,
    recordStatus: body.data?.status,
  };
}

const details = async (diasporaId: string) => {
  const response = await server.request({
    method: 'GET',
    url: `/api/v1/diasporas/${diasporaId}`,
    headers: server.as('viewer'),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

async function listed(diasporaId: string, accountNumber: string) {
  const response = await server.request({
    method: 'GET',
    url: `/api/v1/diasporas?search=${accountNumber}&perPage=100`,
    headers: server.as('viewer'),
  });
  expect(response.statusCode).toBe(200);
  return (response.json().data as { diasporaId: string; possibleDuplicate: boolean }[]).find(
    (item) => item.diasporaId === diasporaId,
  );
}

async function inboxItem(id: string) {
  let after: string | undefined;
  for (;;) {
    const query = new URLSearchParams({ kind: 'diaspora', perPage: '100', ...(after ? { after } : {}) });
    const response = await server.request({
      method: 'GET',
      url: `/api/v1/approvals?${query}`,
      headers: server.as('admin'),
    });
    expect(response.statusCode).toBe(200);
    const page = response.json() as {
      items: { id: string; duplicate: boolean }[];
      nextCursor: string | null;
    };
    const found = page.items.find((item) => item.id === id);
    if (found || !page.nextCursor) return found;
    after = page.nextCursor;
  }
}

const decide = (diasporaId: string, action: 'approve' | 'reject') =>
  server.request({
    method: 'POST',
    url: `/api/v1/diasporas/${diasporaId}/status`,
    headers: server.as('admin'),
    payload: action === 'approve' ? { action } : { action, reason: 'Enrolled twice' },
  });

describe('a public enrolment of someone who is already a diaspora customer', () => {
  it.each<Field>(['idNumber', 'accountNumber', 'email'])(
    'is answered exactly as a new one when the %s is taken, and waits flagged for staff',
    async (field) => {
      const original = stranger();
      const originalId = await created(await staffEnrol(original));

      const fresh = await publicEnrol(stranger());
      const duplicate = await publicEnrol(stranger({ [field]: original[field] }));
      expect(visible(duplicate)).toEqual(visible(fresh));
      const freshId = await created(fresh);
      const duplicateId = await created(duplicate);

      expect(await details(duplicateId)).toMatchObject({
        status: 'in-progress',
        enrolledBy: 'self',
        possibleDuplicate: true,
        duplicates: [
          {
            kind: 'diaspora',
            recordId: originalId,
            name: 'Baraka Kimaro',
            status: 'in-progress',
            matchedOn: [field],
          },
        ],
      });
      expect(await details(freshId)).toMatchObject({ possibleDuplicate: false, duplicates: [] });
      expect(await details(originalId)).toMatchObject({ possibleDuplicate: false, duplicates: [] });

      const duplicateAccount =
        field === 'accountNumber' ? original.accountNumber : (await details(duplicateId)).accountNumber;
      expect(await listed(duplicateId, duplicateAccount)).toMatchObject({ possibleDuplicate: true });
      expect(await listed(freshId, (await details(freshId)).accountNumber)).toMatchObject({
        possibleDuplicate: false,
      });
      expect(await inboxItem(duplicateId)).toMatchObject({ duplicate: true });
      expect(await inboxItem(freshId)).toMatchObject({ duplicate: false });
    },
  );

  it('matches an id number however it was typed, with the one normaliser', async () => {
    const original = stranger({ idNumber: uniqueDigits(20) });
    const originalId = await created(await staffEnrol(original));
    const typed = `${original.idNumber.slice(0, 8)}-${original.idNumber.slice(8, 13)} ${original.idNumber.slice(13)}`;
    const duplicateId = await created(await publicEnrol(stranger({ idNumber: typed })));
    expect((await details(duplicateId)).duplicates).toEqual([
      expect.objectContaining({ recordId: originalId, matchedOn: ['idNumber'] }),
    ]);
  });

  it('still tells staff with 409 when a live diaspora holds the id number; other matches are flagged', async () => {
    const original = stranger();
    const originalId = await created(await staffEnrol(original));
    expect(
      expectErrorBody(await staffEnrol(stranger({ idNumber: original.idNumber })), 409).idNumber,
    ).toMatch(/already enrolled/);
    const sameEmail = await created(await staffEnrol(stranger({ email: original.email })));
    expect(await details(sameEmail)).toMatchObject({
      possibleDuplicate: true,
      duplicates: [expect.objectContaining({ recordId: originalId, matchedOn: ['email'] })],
    });
  });
});

describe('a public enrolment of an individual customer', () => {
  it('is answered as a new one and flagged with the customer it matched', async () => {
    const person = customer({ policyId: individualPolicy, email: `juma.${uniqueDigits(10)}@example.co.tz` });
    const response = await server.request({
      method: 'POST',
      url: '/api/v1/customers',
      headers: server.as('officer'),
      payload: person,
    });
    expect(response.statusCode, response.body).toBe(201);
    const customerId = response.json().data.customerId as string;

    const fresh = await publicEnrol(stranger());
    const duplicate = await publicEnrol(stranger({ idType: person.idType, idNumber: person.idNumber }));
    const byEmail = await publicEnrol(stranger({ email: person.email }));
    expect(visible(duplicate)).toEqual(visible(fresh));
    expect(visible(byEmail)).toEqual(visible(fresh));
    expect((await details(await created(duplicate))).duplicates).toEqual([
      expect.objectContaining({ kind: 'customer', recordId: customerId, matchedOn: ['idNumber'] }),
    ]);
    expect((await details(await created(byEmail))).duplicates).toEqual([
      expect.objectContaining({ kind: 'customer', recordId: customerId, matchedOn: ['email'] }),
    ]);
  });
});

describe('staff deciding a flagged enrolment', () => {
  it('cannot approve it while another live diaspora holds its id number, and may reject it', async () => {
    const original = stranger();
    await created(await staffEnrol(original));
    const duplicateId = await created(await publicEnrol(stranger({ idNumber: original.idNumber })));
    expect(expectErrorBody(await decide(duplicateId, 'approve'), 409).idNumber).toMatch(
      /holds this id number/,
    );
    expect(await details(duplicateId)).toMatchObject({ status: 'in-progress', possibleDuplicate: true });
    expect((await decide(duplicateId, 'reject')).statusCode).toBe(200);
    expect(await details(duplicateId)).toMatchObject({ status: 'uncovered', possibleDuplicate: true });
  });

  it('approves one that only shares an email, which clears the flag and keeps what it matched', async () => {
    const original = stranger();
    const originalId = await created(await staffEnrol(original));
    const duplicateId = await created(await publicEnrol(stranger({ email: original.email })));
    expect((await decide(duplicateId, 'approve')).statusCode).toBe(200);
    expect(await details(duplicateId)).toMatchObject({
      status: 'covered',
      possibleDuplicate: false,
      duplicates: [expect.objectContaining({ recordId: originalId, matchedOn: ['email'] })],
    });
    expect(await inboxItem(duplicateId)).toBeUndefined();
  });
});

describe('the other public answers', () => {
  it('stores each of several enrolments of one id number sent at once, one of them unflagged', async () => {
    const idNumber = uniqueDigits(20);
    const responses = await Promise.all(Array.from({ length: 4 }, () => publicEnrol(stranger({ idNumber }))));
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const rows = await server.db
      .selectFrom('diasporas')
      .select('possible_duplicate')
      .where('id_number', '=', idNumber)
      .execute();
    expect(rows.map((row) => row.possible_duplicate).sort()).toEqual([false, true, true, true]);
  });

  it("never replays another enrolment session's answer for the same Idempotency-Key", async () => {
    const key = randomUUID();
    const input = stranger();
    const first = await created(await publicEnrol(input, { 'idempotency-key': key }));
    const second = await created(await publicEnrol(input, { 'idempotency-key': key }));
    expect(second).not.toBe(first);
  });
});

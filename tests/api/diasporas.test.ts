import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiary, diaspora, uniqueDigits, yearsAgo } from './fixtures';
import { expectErrorBody, multipart, SAMPLE_FILES, startTestServer, type TestServer } from './harness';

let server: TestServer;
let enrolment: string;
beforeAll(async () => {
  server = await startTestServer();
  enrolment = await server.enrolmentToken();
});
afterAll(() => server.close());

/** Enrols with the given headers, or in a fresh enrolment session (one session, one enrolment). */
const enrol = async (payload: unknown, headers?: Record<string, string>) =>
  server.request({
    method: 'POST',
    url: '/api/v1/diasporas',
    headers: headers ?? { 'x-enrolment-token': await server.enrolmentToken() },
    payload: payload as object,
  });
const countDiasporas = async (idNumber: string) =>
  (await server.db.selectFrom('diasporas').select('id').where('id_number', '=', idNumber).execute()).length;

async function uploadProof(token: string): Promise<string> {
  const body = multipart('file', 'marriage-certificate.png', 'image/png', SAMPLE_FILES.png);
  const response = await server.request({
    method: 'POST',
    url: '/api/v1/files',
    headers: { 'x-enrolment-token': token, ...body.headers },
    payload: body.payload,
  });
  return response.json().data.url;
}

describe('public enrolment', () => {
  it('enrols a person with beneficiaries and proofs, and returns a receipt without personal data', async () => {
    const proof = await uploadProof(enrolment);
    const idCopy = await uploadProof(enrolment);
    const input = diaspora({ idCopy, beneficiaries: [beneficiary({ copyOfProof: proof })] });
    const response = await enrol(input, { 'x-enrolment-token': enrolment });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.respMsg).toBe('Customer added successfully.');
    expect(Object.keys(body.data).sort()).toEqual(['createdAt', 'diasporaId', 'status']);

    const detail = await server.request({
      method: 'GET',
      url: `/api/v1/diasporas/${body.data.diasporaId}`,
      headers: server.as('viewer'),
    });
    expect(detail.json().data).toMatchObject({
      firstName: 'Baraka',
      idTypeName: 'NATIONAL_ID',
      idCopy,
      enrolledBy: 'self',
      status: 'in-progress',
      beneficiaries: [
        { firstName: 'Rehema', relationship: 2, relationshipName: 'SPOUSE', copyOfProof: proof },
      ],
    });
  });

  it('needs an enrolment token or a staff token', async () => {
    expectErrorBody(await enrol(diaspora(), {}), 401);
    expectErrorBody(await enrol(diaspora(), server.as('viewer')), 403);
    const staff = await enrol(diaspora(), server.as('officer'));
    expect(staff.statusCode).toBe(201);
  });

  it('refuses a file uploaded in another enrolment session', async () => {
    const someoneElses = await uploadProof(await server.enrolmentToken());
    const input = diaspora({ idCopy: someoneElses });
    expect(expectErrorBody(await enrol(input), 400).idCopy).toBe('Please upload the file again');
    expect(await countDiasporas(input.idNumber)).toBe(0);
  });

  it.each([
    [1, 20],
    [2, 13],
    [3, 9],
  ])('accepts id type %i with an id number of %i characters, and no other length', async (idType, length) => {
    const good = diaspora({ idType, idNumber: uniqueDigits(length) });
    expect((await enrol(good)).statusCode).toBe(201);
    const bad = diaspora({ idType, idNumber: uniqueDigits(length + 1) });
    expect(expectErrorBody(await enrol(bad), 400).idNumber).toBe('Please provide a valid id number');
  });

  it('ignores dashes and white space when checking the id number length', async () => {
    const digits = uniqueDigits(13);
    const input = diaspora({
      idType: 2,
      idNumber: `${digits.slice(0, 4)}-${digits.slice(4, 8)} ${digits.slice(8)}`,
    });
    expect((await enrol(input)).statusCode).toBe(201);
    expect(await countDiasporas(digits)).toBe(1);
  });

  it.each([
    ['dob', { dob: yearsAgo(17) }, /between 18 and 80/],
    ['dob', { dob: yearsAgo(81) }, /between 18 and 80/],
    ['beneficiaries.0.dob', { beneficiaries: [beneficiary({ dob: yearsAgo(16) })] }, /spouse/i],
    ['beneficiaries.0.dob', { beneficiaries: [beneficiary({ relationship: 3, dob: yearsAgo(22) })] }, /21/],
    ['beneficiaries.1.relationship', { beneficiaries: [beneficiary(), beneficiary()] }, /one spouse/],
    [
      'beneficiaries.0.relationship',
      { maritalStatus: 'single', beneficiaries: [beneficiary()] },
      /marked Single/,
    ],
    [
      'beneficiaries.4.relationship',
      { beneficiaries: Array.from({ length: 5 }, () => beneficiary({ relationship: 3, dob: yearsAgo(5) })) },
      /4 children/,
    ],
    ['beneficiaries', { beneficiaries: [] }, /At least 1/],
    ['beneficiaries', { beneficiaries: Array.from({ length: 6 }, () => beneficiary()) }, /At most 5/],
    ['beneficiaries.0.relationship', { beneficiaries: [beneficiary({ relationship: 4 })] }, /valid/],
    // A name is letters (the form's rule, and now the contract's): digits were stored as a name.
    [
      'beneficiaries.0.firstName',
      { beneficiaries: [beneficiary({ firstName: '12' })] },
      /^Please provide a valid first name/,
    ],
    [
      'beneficiaries.0.lastName',
      { beneficiaries: [beneficiary({ lastName: 'K1maro' })] },
      /^Please provide a valid last name/,
    ],
    ['accountNumber', { accountNumber: '123456789' }, /account number/],
    ['email', { email: undefined }, /Required/],
    ['mobile', { mobile: '12345678' }, /mobile/],
    ['sex', { sex: 'other' }, /sex/],
  ])('rejects an invalid %s with a clear message and stores nothing', async (field, overrides, message) => {
    const input = diaspora(overrides);
    const messages = expectErrorBody(await enrol(input), 400);
    expect(messages[field]).toMatch(message);
    expect(await countDiasporas(input.idNumber)).toBe(0);
  });

  it('accepts a holder marked Single with children and no spouse', async () => {
    const input = diaspora({
      maritalStatus: 'single',
      beneficiaries: [beneficiary({ relationship: 3, dob: yearsAgo(6) })],
    });
    expect((await enrol(input)).statusCode).toBe(201);
  });

  it('accepts the full family: a spouse and four children', async () => {
    const children = Array.from({ length: 4 }, (_, i) =>
      beneficiary({ firstName: `Child${'abcd'[i]}`, relationship: 3, dob: yearsAgo(3 + i * 4) }),
    );
    expect((await enrol(diaspora({ beneficiaries: [beneficiary(), ...children] }))).statusCode).toBe(201);
  });

  it('puts an enrolment on the diaspora cover, or on the diaspora policy staff chose, and on no other kind', async () => {
    const policies = await server.db.selectFrom('policies').select(['id', 'kind', 'name']).execute();
    const diasporaCover = policies.find((p) => p.kind === 'diaspora');
    const individual = policies.find((p) => p.kind === 'individual');
    const plain = await enrol(diaspora());
    const chosen = await enrol(diaspora({ policyId: diasporaCover?.id }), server.as('officer'));
    for (const response of [plain, chosen]) {
      const detail = await server.request({
        method: 'GET',
        url: `/api/v1/diasporas/${response.json().data.diasporaId}`,
        headers: server.as('viewer'),
      });
      expect(detail.json().data.policy).toEqual({
        policyId: diasporaCover?.id,
        name: 'Diaspora Repatriation Cover',
      });
    }
    const wrong = diaspora({ policyId: individual?.id });
    expect(expectErrorBody(await enrol(wrong, server.as('officer')), 400).policyId).toMatch(
      /diaspora policy/,
    );
    expect(await countDiasporas(wrong.idNumber)).toBe(0);
  });

  it('lets one enrolment token create one enrolment only', async () => {
    const token = await server.enrolmentToken();
    const headers = { 'x-enrolment-token': token };
    expect((await enrol(diaspora(), headers)).statusCode).toBe(201);
    const second = diaspora();
    expect(expectErrorBody(await enrol(second, headers), 409).captcha).toMatch(/already submitted/);
    expect(await countDiasporas(second.idNumber)).toBe(0);
  });

  it('refuses staff a second enrolment of the same id number with 409, and tells the public nothing', async () => {
    const input = diaspora();
    expect((await enrol(input)).statusCode).toBe(201);
    expect(
      expectErrorBody(await enrol({ ...input, firstName: 'Another' }, server.as('officer')), 409).idNumber,
    ).toMatch(/already enrolled/);
    // The public answer is a receipt as for anyone; the second record waits flagged for staff.
    expect((await enrol({ ...input, firstName: 'Another' })).statusCode).toBe(201);
    expect(await countDiasporas(input.idNumber)).toBe(2);
  });

  it('creates exactly once under concurrent retries with the same Idempotency-Key', async () => {
    const input = diaspora();
    const key = randomUUID();
    const headers = { 'x-enrolment-token': await server.enrolmentToken(), 'idempotency-key': key };
    const responses = await Promise.all(Array.from({ length: 5 }, () => enrol(input, headers)));
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(responses.map((r) => r.json().data.diasporaId)).size).toBe(1);
    expect(await countDiasporas(input.idNumber)).toBe(1);
  });

  it('writes nothing when a beneficiary insert fails half-way', async () => {
    await sql`CREATE OR REPLACE FUNCTION fail_beneficiary() RETURNS trigger AS $$
      BEGIN IF NEW.first_name = 'Explode' THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`.execute(
      server.db,
    );
    await sql`CREATE TRIGGER fail_beneficiary BEFORE INSERT ON beneficiaries FOR EACH ROW EXECUTE FUNCTION fail_beneficiary()`.execute(
      server.db,
    );
    try {
      const input = diaspora({
        beneficiaries: [
          beneficiary(),
          beneficiary({ firstName: 'Explode', relationship: 3, dob: yearsAgo(4) }),
        ],
      });
      expect((await enrol(input)).statusCode).toBe(500);
      expect(await countDiasporas(input.idNumber)).toBe(0);
    } finally {
      await sql`DROP TRIGGER fail_beneficiary ON beneficiaries`.execute(server.db);
    }
  });
});

describe('the staff diaspora list', () => {
  const surname = `Mrisho${uniqueDigits(3).replace(/\d/g, (d) => 'klmnopqrst'[Number(d)] ?? 'k')}`;
  const accounts: string[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 12; i += 1) {
      const input = diaspora({ lastName: surname, mobile: `+971 50 123 45${String(i).padStart(2, '0')}` });
      accounts.push(input.accountNumber);
      expect((await enrol(input)).statusCode).toBe(201);
    }
  });
  const list = (query: string) =>
    server.request({ method: 'GET', url: `/api/v1/diasporas?${query}`, headers: server.as('viewer') });

  it('answers data and pagination with totalCount and totalPages', async () => {
    const body = (await list(`search=${surname}`)).json();
    expect(body.data).toHaveLength(10);
    expect(body.pagination).toEqual({ totalCount: 12, totalPages: 2, currentPage: 1, perPage: 10 });
    expect(body.data[0]).toMatchObject({
      lastName: surname,
      beneficiaryCount: 2,
      totalClaim: 0,
      expiryAt: null,
    });
    expect((await list(`search=${surname}&page=2`)).json().data).toHaveLength(2);
  });

  it('searches by surname, mobile and account number, and filters by status', async () => {
    expect((await list(`search=${surname.toLowerCase()}`)).json().pagination.totalCount).toBe(12);
    expect((await list(`search=${encodeURIComponent('123 4507')}`)).json().data[0].mobile).toBe(
      '+971 50 123 4507',
    );
    const byAccount = (await list(`search=${accounts[3]}`)).json();
    expect(byAccount.data.map((d: { accountNumber: string }) => d.accountNumber)).toEqual([accounts[3]]);
    expect((await list(`search=${surname}&status=uncovered`)).json().pagination.totalCount).toBe(0);
  });

  it('404s for an unknown diaspora and refuses the public', async () => {
    expectErrorBody(
      await server.request({
        method: 'GET',
        url: `/api/v1/diasporas/${randomUUID()}`,
        headers: server.as('viewer'),
      }),
      404,
    );
    expectErrorBody(await server.request({ method: 'GET', url: '/api/v1/diasporas' }), 401);
    expectErrorBody(
      await server.request({
        method: 'GET',
        url: '/api/v1/diasporas',
        headers: { 'x-enrolment-token': enrolment },
      }),
      401,
    );
  });
});

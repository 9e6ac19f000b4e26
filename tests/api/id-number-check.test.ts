import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, diaspora, uniqueDigits } from './fixtures';
import { expectErrorBody, startTestServer, type TestServer } from './harness';

/**
 * Staff forms ask whether an id number is taken when its step is left, instead of learning it at
 * the final save. Only staff may ask: the public enrolment must not learn who is a customer.
 */
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

const check = (resource: 'customers' | 'diasporas', query: string, headers: Record<string, string>) =>
  server.request({ method: 'GET', url: `/api/v1/${resource}/id-number-check?${query}`, headers });

describe('checking an id number before the final save', () => {
  it('says an individual customer holds it, typed with dashes or not, and not for the customer being edited', async () => {
    const digits = uniqueDigits(20);
    const created = await server.request({
      method: 'POST',
      url: '/api/v1/customers',
      headers: server.as('officer'),
      payload: customer({ policyId, idType: 1, idNumber: digits }),
    });
    expect(created.statusCode).toBe(201);
    const customerId = created.json().data.customerId as string;
    const typed = encodeURIComponent(`${digits.slice(0, 8)}-${digits.slice(8)}`);
    const ask = async (query: string) =>
      (await check('customers', query, server.as('officer'))).json().data.registered as boolean;
    expect(await ask(`idType=1&idNumber=${typed}`)).toBe(true);
    expect(await ask(`idType=1&idNumber=${digits}&exceptCustomerId=${customerId}`)).toBe(false);
    expect(await ask(`idType=2&idNumber=${digits}`)).toBe(false);
    expect(await ask(`idType=1&idNumber=${uniqueDigits(20)}`)).toBe(false);
  });

  it('says a diaspora customer holds it', async () => {
    const input = diaspora();
    const enrolled = await server.request({
      method: 'POST',
      url: '/api/v1/diasporas',
      headers: server.as('officer'),
      payload: input,
    });
    expect(enrolled.statusCode).toBe(201);
    const response = await check(
      'diasporas',
      `idType=${input.idType}&idNumber=${encodeURIComponent(input.idNumber)}`,
      server.as('officer'),
    );
    expect(response.json()).toEqual({ data: { registered: true } });
  });

  it('does not count the record the same submission already created (its answer lost)', async () => {
    const input = diaspora();
    const key = `submission-${uniqueDigits(12)}`;
    const enrolled = await server.request({
      method: 'POST',
      url: '/api/v1/diasporas',
      headers: { ...server.as('officer'), 'idempotency-key': key },
      payload: input,
    });
    expect(enrolled.statusCode).toBe(201);
    const query = `idType=${input.idType}&idNumber=${encodeURIComponent(input.idNumber)}`;
    const asked = async (headers: Record<string, string>) =>
      (await check('diasporas', query, { ...server.as('officer'), ...headers })).json().data.registered;
    expect(await asked({ 'idempotency-key': key })).toBe(false);
    expect(await asked({ 'idempotency-key': `another-${key}` })).toBe(true);
    expect(await asked({})).toBe(true);
  });

  it('answers nobody but signed-in staff, and refuses a malformed question with 400', async () => {
    const token = await server.enrolmentToken();
    const anonymous = await check('diasporas', 'idType=3&idNumber=TZ1234567', {});
    expect(anonymous.statusCode).toBe(401);
    const visitor = await check('diasporas', 'idType=3&idNumber=TZ1234567', { 'x-enrolment-token': token });
    expect(visitor.statusCode).toBe(401);
    expectErrorBody(await check('customers', 'idType=9&idNumber=1', server.as('officer')), 400);
    expectErrorBody(await check('customers', 'idType=1', server.as('officer')), 400);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../server/db/migrations';
import { customer, diaspora, nextOfKin, person, uniqueDigits } from './fixtures';
import { groupBody } from './fuzz/world';
import { expectErrorBody, startTestServer, type TestServer } from './harness';

/**
 * The server holds what the screens filter: a record takes a policy of its own product line only,
 * on create and on update; and an id number is one person's whatever case, dashes or spaces it
 * is typed with.
 */

let server: TestServer;
let policies: { individual: string; group: string; diaspora: string };

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.db.selectFrom('policies').select(['id', 'kind']).execute();
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.id as string;
  policies = { individual: of('individual'), group: of('group'), diaspora: of('diaspora') };
});
afterAll(() => server.close());

const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  server.request({
    method,
    url: `/api/v1${url}`,
    headers: server.as('officer'),
    ...(payload ? { payload } : {}),
  });

async function created(url: string, payload: object): Promise<Record<string, unknown>> {
  const response = await send('POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

/** A passport number (9 characters) with letters, unique to this run. */
const passport = () => `TZ${uniqueDigits(7)}`;
/** A voter id number (13 characters) with letters, as an individual customer may show. */
const voterId = () => `TV${uniqueDigits(11)}`;

describe('a policy of another product line', () => {
  it('is refused for an individual customer on create and on update', async () => {
    for (const policyId of [policies.group, policies.diaspora]) {
      const refused = expectErrorBody(await send('POST', '/customers', customer({ policyId })), 400);
      expect(refused.policyId).toBe('Please choose an individual policy from the list');
    }
    const body = customer({ policyId: policies.individual });
    const { customerId } = await created('/customers', body);
    const update = await send('PUT', `/customers/${customerId as string}`, {
      ...body,
      policyId: policies.group,
    });
    expect(expectErrorBody(update, 400).policyId).toBe('Please choose an individual policy from the list');
    const stored = await server.db
      .selectFrom('customers')
      .select('policy_id')
      .where('id', '=', customerId as string)
      .executeTakeFirstOrThrow();
    expect(stored.policy_id).toBe(policies.individual);
  });

  it('is refused for a group, and an individual policy for one of its members', async () => {
    for (const policyId of [policies.individual, policies.diaspora]) {
      const refused = expectErrorBody(await send('POST', '/groups', groupBody(policyId)), 400);
      expect(refused.policyId).toBe('Please choose a group policy from the list');
    }
    const { groupId } = await created('/groups', groupBody(policies.group));
    const memberBody = { ...person(), nextOfKins: [nextOfKin()] };
    const member = await created(`/groups/${groupId as string}/members`, memberBody);
    const update = await send('PUT', `/customers/${member.customerId as string}`, {
      ...memberBody,
      policyId: policies.individual,
    });
    expect(expectErrorBody(update, 400).policyId).toBe('Please choose a group policy from the list');
  });

  it('is refused for a diaspora customer on create and on update', async () => {
    const refused = expectErrorBody(
      await send('POST', '/diasporas', diaspora({ policyId: policies.individual })),
      400,
    );
    expect(refused.policyId).toBe('Please choose a diaspora policy from the list');
    const body = diaspora();
    const { diasporaId } = await created('/diasporas', body);
    const update = await send('PUT', `/diasporas/${diasporaId as string}`, {
      ...body,
      policyId: policies.group,
    });
    expect(expectErrorBody(update, 400).policyId).toBe('Please choose a diaspora policy from the list');
  });
});

describe('an id number typed in another case or with dashes and spaces', () => {
  it('is stored in one form and is taken by the record that holds it', async () => {
    const number = voterId();
    const typed = `${number.slice(0, 2).toLowerCase()}-${number.slice(2, 5)} ${number.slice(5)}`;
    const { customerId, nin } = await created(
      '/customers',
      customer({ policyId: policies.individual, idType: 2, idNumber: typed }),
    );
    expect(nin).toBe(number);
    const again = await send(
      'POST',
      '/customers',
      customer({ policyId: policies.individual, idType: 2, idNumber: number.toLowerCase() }),
    );
    expect(expectErrorBody(again, 409).idNumber).toBeDefined();

    // The staff check says so, however the number is typed.
    const check = await send(
      'GET',
      `/customers/id-number-check?idType=2&idNumber=${encodeURIComponent(typed)}`,
    );
    expect(check.json()).toEqual({ data: { registered: true } });
    // A search finds the customer by the number as typed.
    const found = await send('GET', `/customers?search=${encodeURIComponent(typed)}&perPage=50`);
    expect(found.json().customers.map((c: { customerId: string }) => c.customerId)).toContain(customerId);
  });

  it('is one diaspora customer whatever its case', async () => {
    const number = passport();
    await created('/diasporas', diaspora({ idType: 3, idNumber: number.toLowerCase() }));
    const again = await send('POST', '/diasporas', diaspora({ idType: 3, idNumber: number }));
    expectErrorBody(again, 409);
    const check = await send('GET', `/diasporas/id-number-check?idType=3&idNumber=${number.toLowerCase()}`);
    expect(check.json()).toEqual({ data: { registered: true } });
  });

  it('is one next of kin of a customer whatever its case', async () => {
    const number = voterId();
    const body = customer({
      policyId: policies.individual,
      nextOfKins: [
        nextOfKin({ idType: 2, idNumber: number }),
        nextOfKin({ firstName: 'Amani', relationship: 3, idType: 2, idNumber: number.toLowerCase() }),
      ],
    });
    expect(Object.keys(expectErrorBody(await send('POST', '/customers', body), 400))).toContain(
      'nextOfKins.1.idNumber',
    );
  });
});

describe('the migration that brings stored id numbers to one form', () => {
  const up = async () => {
    const migration = migrations['0013_checker_rules'];
    if (!migration) throw new Error('The migration is missing');
    await migration.up(server.db);
  };

  it('names the live records that would clash, without their numbers, and changes nothing', async () => {
    const number = passport();
    const first = await created('/diasporas', diaspora({ idType: 3, idNumber: number }));
    const second = await created('/diasporas', diaspora({ idType: 3, idNumber: passport() }));
    // As rows stored before the comparison ignored case: one upper-case, one lower-case.
    await sql`UPDATE diasporas SET id_number = ${number.toLowerCase()} WHERE id = ${second.diasporaId as string}`.execute(
      server.db,
    );
    const failure = await up().then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failure).toContain(String(first.diasporaId));
    expect(failure).toContain(String(second.diasporaId));
    expect(failure).not.toContain(number);
    expect(failure).not.toContain(number.toLowerCase());
    const kept = await server.db
      .selectFrom('diasporas')
      .select('id_number')
      .where('id', '=', second.diasporaId as string)
      .executeTakeFirstOrThrow();
    expect(kept.id_number).toBe(number.toLowerCase());

    // Once staff remove one of the two, the migration goes through and stores the one form.
    await sql`UPDATE diasporas SET deleted_at = now() WHERE id = ${first.diasporaId as string}`.execute(
      server.db,
    );
    await up();
    const normal = await server.db
      .selectFrom('diasporas')
      .select('id_number')
      .where('id', '=', second.diasporaId as string)
      .executeTakeFirstOrThrow();
    expect(normal.id_number).toBe(number);
  });

  it('stores an older lower-case number with dashes in the one form', async () => {
    const number = voterId();
    const { customerId } = await created(
      '/customers',
      customer({ policyId: policies.individual, idType: 2, idNumber: number }),
    );
    const legacy = `${number.slice(0, 2).toLowerCase()}-${number.slice(2)}`;
    await sql`UPDATE customers SET id_number = ${legacy} WHERE id = ${customerId as string}`.execute(
      server.db,
    );
    await up();
    const row = await server.db
      .selectFrom('customers')
      .select('id_number')
      .where('id', '=', customerId as string)
      .executeTakeFirstOrThrow();
    expect(row.id_number).toBe(number);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, diaspora, paymentAccount, person } from './fixtures';
import { startTestServer, type TestServer } from './harness';

/**
 * A list search finds a person by the names staff know, in any order: "esther msuya" finds
 * Esther Neema Msuya on every list. Each word must be found in the same person (or, for a
 * group, in its name and address or in one leader), and mobiles, account and id numbers match
 * as before.
 */

let server: TestServer;
let groupPolicy: string;
beforeAll(async () => {
  server = await startTestServer();
  groupPolicy = (
    await server.db.selectFrom('policies').select('id').where('kind', '=', 'group').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => server.close());

/** Three people sharing names two by two; only the first is Esther Neema Msuya. */
const ESTHER_MSUYA = { firstName: 'Esther', middleName: 'Neema', lastName: 'Msuya' };
const ESTHER_MOLLEL = { firstName: 'Esther', middleName: 'Juma', lastName: 'Mollel' };
const NEEMA_MSUYA = { firstName: 'Neema', middleName: 'Baraka', lastName: 'Msuya' };

/** Searches naming Esther Neema Msuya alone: first and last, last and first, all three in any order. */
const FULL_NAMES = [
  'esther msuya',
  'Msuya Esther',
  'esther neema msuya',
  'msuya neema esther',
  'Neema Esther Msuya',
  '  ESTHER   msuya ',
];

async function post<Payload extends object>(url: string, payload: Payload): Promise<Payload> {
  const response = await server.request({ method: 'POST', url, headers: server.as('officer'), payload });
  expect(response.statusCode, response.body).toBe(201);
  return payload;
}

interface Found {
  names: string[];
  totalCount: number;
}

async function search(list: 'customers' | 'diasporas' | 'groups', term: string): Promise<Found> {
  const response = await server.request({
    method: 'GET',
    url: `/api/v1/${list}?search=${encodeURIComponent(term)}&perPage=50`,
    headers: server.as('viewer'),
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  const rows: { firstName?: string; lastName?: string; name?: string }[] =
    list === 'customers' ? body.customers : list === 'diasporas' ? body.data : body.groups;
  return {
    names: rows.map((row) => row.name ?? `${row.firstName} ${row.lastName}`).sort(),
    totalCount: body.pagination.totalCount,
  };
}

const only = (...names: string[]): Found => ({ names: [...names].sort(), totalCount: names.length });

describe('searching individuals', () => {
  const people: ReturnType<typeof customer>[] = [];
  beforeAll(async () => {
    const mobiles = ['0712000001', '0712000002', '0712000003'];
    for (const [index, names] of [ESTHER_MSUYA, ESTHER_MOLLEL, NEEMA_MSUYA].entries()) {
      people.push(await post('/api/v1/customers', customer({ ...names, mobile: mobiles[index] })));
    }
  });

  it.each(FULL_NAMES)('finds Esther Neema Msuya alone by "%s"', async (term) => {
    expect(await search('customers', term)).toEqual(only('Esther Msuya'));
  });

  it('still finds by surname, mobile and id number', async () => {
    expect(await search('customers', 'msuya')).toEqual(only('Esther Msuya', 'Neema Msuya'));
    expect(await search('customers', '0712000001')).toEqual(only('Esther Msuya'));
    expect(await search('customers', people[2]?.idNumber ?? '-')).toEqual(only('Neema Msuya'));
  });
});

describe('searching diasporas', () => {
  const people: ReturnType<typeof diaspora>[] = [];
  beforeAll(async () => {
    // The second mobile holds "123" and "4501" too, but not "123 4501" as typed.
    const mobiles = ['+971 50 123 4501', '+971 50 450 1123', '+44 7700 900 777'];
    for (const [index, names] of [ESTHER_MSUYA, ESTHER_MOLLEL, NEEMA_MSUYA].entries()) {
      people.push(await post('/api/v1/diasporas', diaspora({ ...names, mobile: mobiles[index] })));
    }
  });

  it.each(FULL_NAMES)('finds Esther Neema Msuya alone by "%s"', async (term) => {
    expect(await search('diasporas', term)).toEqual(only('Esther Msuya'));
  });

  it('still finds by surname, mobile as typed, account and id number', async () => {
    expect(await search('diasporas', 'msuya')).toEqual(only('Esther Msuya', 'Neema Msuya'));
    expect(await search('diasporas', '+971 50 123 4501')).toEqual(only('Esther Msuya'));
    expect(await search('diasporas', '123 4501')).toEqual(only('Esther Msuya'));
    expect(await search('diasporas', people[1]?.accountNumber ?? '-')).toEqual(only('Esther Mollel'));
    expect(await search('diasporas', people[2]?.idNumber ?? '-')).toEqual(only('Neema Msuya'));
  });
});

describe('searching groups', () => {
  const leaders = {
    chairperson: person({ ...ESTHER_MSUYA, mobile: '0713000101' }),
    secretary: person({ firstName: 'Faraji', middleName: 'Salum', lastName: 'Komba', mobile: '0713000102' }),
    treasurer: person({ firstName: 'Upendo', middleName: 'Asha', lastName: 'Lyimo', mobile: '0713000103' }),
  };
  beforeAll(async () => {
    const group = (name: string, chosen: object) => ({
      name,
      membersCount: 12,
      address: 'Mbezi Beach, Dar es Salaam',
      accountNumber: paymentAccount(),
      policyId: groupPolicy,
      ...chosen,
    });
    await post('/api/v1/groups', group('Tumaini Women Group', leaders));
    // Esther and Msuya lead this one too, but as two different people.
    await post(
      '/api/v1/groups',
      group('Upendo Savings Circle', {
        chairperson: person({ ...ESTHER_MOLLEL, mobile: '0713000201' }),
        secretary: person({ ...NEEMA_MSUYA, mobile: '0713000202' }),
        treasurer: person({ firstName: 'Rehema', lastName: 'Kweka', mobile: '0713000203' }),
      }),
    );
  });

  it('finds a group by the words of its name in any order', async () => {
    expect(await search('groups', 'women tumaini')).toEqual(only('Tumaini Women Group'));
    expect(await search('groups', 'circle upendo savings')).toEqual(only('Upendo Savings Circle'));
  });

  it.each(FULL_NAMES)('finds the group Esther Neema Msuya leads alone by "%s"', async (term) => {
    expect(await search('groups', term)).toEqual(only('Tumaini Women Group'));
  });

  it('finds a group by any leader: full name either way round, surname, mobile and id number', async () => {
    expect(await search('groups', 'komba faraji')).toEqual(only('Tumaini Women Group'));
    expect(await search('groups', 'upendo lyimo')).toEqual(only('Tumaini Women Group'));
    expect(await search('groups', 'msuya')).toEqual(only('Tumaini Women Group', 'Upendo Savings Circle'));
    expect(await search('groups', '0713000202')).toEqual(only('Upendo Savings Circle'));
    expect(await search('groups', leaders.treasurer.idNumber)).toEqual(only('Tumaini Women Group'));
  });

  it('lists group leaders under groups, not among the individuals', async () => {
    expect(await search('customers', 'komba faraji')).toEqual(only());
  });
});

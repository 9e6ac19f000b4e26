import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP } from '../../server/lists/list-page';
import { customer, diaspora } from './fixtures';
import { startTestServer, type TestServer } from './harness';

/**
 * A search that is a whole mobile, account or id number finds the record holding it (by equality,
 * on an index), not every record with those digits somewhere. A name search counts exactly up to
 * 1,000 matches and then says "1,000+" (`totalCountCapped`); paging past the count still works.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Page {
  names: string[];
  ids: string[];
  pagination: { totalCount: number; totalPages: number; currentPage: number; totalCountCapped?: boolean };
}

async function search(list: 'customers' | 'diasporas', term: string, page = 1, perPage = 10): Promise<Page> {
  const pageParam = list === 'customers' ? 'currentPage' : 'page';
  const response = await server.request({
    method: 'GET',
    url: `/api/v1/${list}?search=${encodeURIComponent(term)}&perPage=${perPage}&${pageParam}=${page}`,
    headers: server.as('viewer'),
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  const rows: { firstName: string; lastName: string; customerId?: string; diasporaId?: string }[] =
    list === 'customers' ? body.customers : body.data;
  return {
    names: rows.map((row) => `${row.firstName} ${row.lastName}`).sort(),
    ids: rows.map((row) => row.customerId ?? row.diasporaId ?? ''),
    pagination: body.pagination,
  };
}

async function post(url: string, payload: object): Promise<string> {
  const response = await server.request({ method: 'POST', url, headers: server.as('officer'), payload });
  expect(response.statusCode, response.body).toBe(201);
  const { data } = response.json();
  return data.customerId ?? data.diasporaId;
}

describe('a search that is one whole number', () => {
  beforeAll(async () => {
    // Rehema's account number holds Halima's mobile's digits; Zawadi's mobile holds Asha's.
    await post(
      '/api/v1/diasporas',
      diaspora({ firstName: 'Halima', lastName: 'Kombo', mobile: '+971 50 765 4321' }),
    );
    await post(
      '/api/v1/diasporas',
      diaspora({ firstName: 'Rehema', lastName: 'Kombo', accountNumber: '109715076543210' }),
    );
    await post(
      '/api/v1/customers',
      customer({ firstName: 'Asha', lastName: 'Mfinanga', mobile: '0754111222' }),
    );
    await post(
      '/api/v1/customers',
      customer({ firstName: 'Zawadi', lastName: 'Mfinanga', mobile: '255754111222' }),
    );
  });

  it('finds the mobile it is, as typed or in any spacing, and not digits inside another number', async () => {
    for (const typed of ['+971 50 765 4321', '+971507654321', '971-50-765-4321', '(971) 50 7654321']) {
      expect((await search('diasporas', typed)).names, typed).toEqual(['Halima Kombo']);
    }
    expect((await search('customers', '0754111222')).names).toEqual(['Asha Mfinanga']);
    expect((await search('customers', '0754 111 222')).names).toEqual(['Asha Mfinanga']);
  });

  it('finds the account number it is', async () => {
    expect((await search('diasporas', '109715076543210')).names).toEqual(['Rehema Kombo']);
  });

  it('still finds part of a number anywhere, as before', async () => {
    expect((await search('diasporas', '971 50 765')).names).toEqual(['Halima Kombo', 'Rehema Kombo']);
    expect((await search('customers', '754111222')).names).toEqual(['Asha Mfinanga', 'Zawadi Mfinanga']);
  });

  it('falls back to "contains" when nobody holds the whole number', async () => {
    // Eleven digits nobody holds whole, inside Zawadi's mobile.
    expect((await search('customers', '55754111222')).names).toEqual(['Zawadi Mfinanga']);
  });
});

/** `count` diasporas named Kapwani, copied from one made through the API, one a minute apart. */
async function kapwanis(count: number): Promise<void> {
  const template = await post('/api/v1/diasporas', diaspora({ firstName: 'Bahati', lastName: 'Kapwani' }));
  const { rows } = await sql<{ column_name: string }>`SELECT column_name FROM information_schema.columns
    WHERE table_name = 'diasporas' AND is_generated = 'NEVER' AND column_default IS NULL`.execute(server.db);
  const changed: Record<string, ReturnType<typeof sql>> = {
    id_number: sql`'KP' || lpad(g::text, 7, '0')`,
    first_name: sql`'Bahati' || chr(97 + g % 26) || chr(97 + (g / 26) % 26)`,
    created_at: sql`now() - g * interval '1 minute'`,
    enrolment_session: sql`NULL`,
  };
  const columns = rows.map((row) => row.column_name).concat(Object.keys(changed));
  const values = [...new Set(columns)].map((column) => changed[column] ?? sql.ref(`d.${column}`));
  await sql`INSERT INTO diasporas (${sql.join([...new Set(columns)].map((column) => sql.ref(column)))})
    SELECT ${sql.join(values)} FROM diasporas d, generate_series(1, ${count - 1}) g
    WHERE d.id = ${template}`.execute(server.db);
}

describe('a name search with more matches than it counts', () => {
  const MATCHES = SEARCH_COUNT_CAP + 5;
  beforeAll(async () => {
    await kapwanis(MATCHES);
  });

  it('says "1,000+" and offers pages past the count', async () => {
    const first = await search('diasporas', 'kapwani');
    expect(first.pagination).toMatchObject({
      totalCount: SEARCH_COUNT_CAP,
      totalCountCapped: true,
      totalPages: SEARCH_COUNT_CAP / 10,
      currentPage: 1,
    });
    expect(first.ids).toHaveLength(10);
  });

  it('gives each page in the list’s order, newest first, with the page past the last one empty', async () => {
    const { rows } = await sql<{ id: string }>`SELECT id FROM diasporas
      WHERE deleted_at IS NULL AND last_name = 'Kapwani' ORDER BY created_at DESC, id DESC`.execute(
      server.db,
    );
    expect(rows).toHaveLength(MATCHES);
    const order = rows.map((row) => row.id);
    expect((await search('diasporas', 'Kapwani')).ids).toEqual(order.slice(0, 10));
    const page100 = await search('diasporas', 'Kapwani', 100);
    expect(page100.ids).toEqual(order.slice(990, 1000));
    // Another page follows the 100th: the count stopped, the matches did not.
    expect(page100.pagination.totalPages).toBe(101);
    const page101 = await search('diasporas', 'Kapwani', 101);
    expect(page101.ids).toEqual(order.slice(1000));
    expect(page101.pagination).toMatchObject({ totalPages: 101, totalCountCapped: true });
  });

  it('counts exactly, without the flag, when the matches are no more than the count', async () => {
    const few = await search('diasporas', 'Bahatiaa Kapwani');
    expect(few.pagination.totalCountCapped).toBeUndefined();
    expect(few.pagination.totalCount).toBe(few.ids.length);
    expect(few.ids.length).toBeGreaterThan(0);
  });
});

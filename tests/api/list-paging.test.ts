import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldListCounts } from '../../server/db/list-counts';
import { seedDemoData } from '../../server/db/seed-demo';
import { customer } from './fixtures';
import { startTestServer, type TestServer } from './harness';
import { addStaffUser } from './staff-users';

/**
 * Every list page, read from the nearer end of the order, and every tab total, kept by triggers,
 * must match what a plain query over the table says.
 */

const STATUSES = ['in-progress', 'covered', 'uncovered'] as const;
type Status = (typeof STATUSES)[number];

interface ListEndpoint {
  table: 'customers' | 'diasporas' | 'groups';
  url: string;
  pageParam: string;
  idOf: (row: Record<string, unknown>) => unknown;
  rowsOf: (body: Record<string, unknown>) => Record<string, unknown>[];
  /** The rows the tab shows, as plain SQL. */
  listed: string;
}

const LISTS: ListEndpoint[] = [
  {
    table: 'customers',
    url: '/api/v1/customers',
    pageParam: 'currentPage',
    idOf: (row) => row.customerId,
    rowsOf: (body) => body.customers as Record<string, unknown>[],
    listed: 'deleted_at IS NULL AND group_id IS NULL',
  },
  {
    table: 'diasporas',
    url: '/api/v1/diasporas',
    pageParam: 'page',
    idOf: (row) => row.diasporaId,
    rowsOf: (body) => body.data as Record<string, unknown>[],
    listed: 'deleted_at IS NULL',
  },
  {
    table: 'groups',
    url: '/api/v1/groups',
    pageParam: 'currentPage',
    idOf: (row) => row.groupId,
    rowsOf: (body) => body.groups as Record<string, unknown>[],
    listed: 'deleted_at IS NULL',
  },
];

const PER_PAGE = 4;

describe('list pages and tab totals', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoData(server.db, { count: 45, seed: 7, today: new Date('2026-03-15T09:30:00Z') });
  });
  afterAll(async () => server?.close());

  /**
   * The rows a search of these words finds: each word in the row's search text, or for a group
   * each word in its name and address or in one leader's.
   */
  function matchingEvery(list: ListEndpoint, words: string[]) {
    const every = sql.join(
      words.map((word) => sql`search_text LIKE ${`%${word}%`}`),
      sql` AND `,
    );
    if (list.table !== 'groups') return sql`AND ${every}`;
    return sql`AND (${every} OR id IN (SELECT group_id FROM customers
      WHERE position <> 'member' AND deleted_at IS NULL AND ${every}))`;
  }

  async function expectedIds(
    list: ListEndpoint,
    status: Status | undefined,
    search?: string,
  ): Promise<string[]> {
    const where = status ? sql`AND status = ${status}` : sql``;
    const matching = search ? matchingEvery(list, search.split(' ')) : sql``;
    const { rows } = await sql<{ id: string }>`SELECT id FROM ${sql.table(list.table)}
      WHERE ${sql.raw(list.listed)} ${where} ${matching} ORDER BY created_at DESC, id DESC`.execute(
      server.db,
    );
    return rows.map((row) => row.id);
  }

  /** Every page of a tab, in page order, with the totals each page reported. */
  async function readAllPages(list: ListEndpoint, status: Status | undefined, search?: string) {
    const ids: unknown[] = [];
    const totals = new Set<number>();
    let totalPages = 1;
    for (let page = 1; page <= totalPages; page++) {
      const query = new URLSearchParams({ [list.pageParam]: String(page), perPage: String(PER_PAGE) });
      if (status) query.set('status', status);
      if (search) query.set('search', search);
      const response = await server.request({
        method: 'GET',
        url: `${list.url}?${query}`,
        headers: server.as('viewer'),
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as Record<string, unknown> & {
        pagination: { totalCount: number; totalPages: number };
      };
      ids.push(...list.rowsOf(body).map(list.idOf));
      totals.add(body.pagination.totalCount);
      totalPages = body.pagination.totalPages;
    }
    return { ids, totals: [...totals], totalPages };
  }

  async function expectListsMatchTheTables() {
    for (const list of LISTS) {
      for (const status of [undefined, ...STATUSES]) {
        const expected = await expectedIds(list, status);
        const { ids, totals } = await readAllPages(list, status);
        expect(totals, `${list.table} ${status ?? 'all'} total`).toEqual([expected.length]);
        expect(ids, `${list.table} ${status ?? 'all'} pages`).toEqual(expected);
      }
    }
  }

  it('pages through every tab, from both ends, in the order of the table', async () => {
    const covered = await expectedIds(LISTS[1] as ListEndpoint, 'covered');
    // Enough rows that the later pages are read from the oldest end.
    expect(covered.length).toBeGreaterThan(3 * PER_PAGE);
    await expectListsMatchTheTables();
  });

  it.each([
    ['one word', ['an'], ['a']],
    ['two words', ['ma', 'an'], ['ma', 'a']],
    ['the same two words the other way round', ['an', 'ma'], ['a', 'ma']],
  ])(
    'pages through a search of %s, counting its matches on every page and past the last',
    async (_, lists, groups) => {
      for (const list of LISTS) {
        // Only 9 groups: words that most of their names, addresses and leaders hold.
        const term = (list.table === 'groups' ? groups : lists).join(' ');
        for (const status of [undefined, 'covered'] as const) {
          const expected = await expectedIds(list, status, term);
          // More than one page of matches, but not the whole tab.
          if (!status) expect(expected.length, `${list.table} matches`).toBeGreaterThan(PER_PAGE);
          expect(expected.length).toBeLessThan(
            (await expectedIds(list, status)).length + (list.table === 'groups' ? 1 : 0),
          );
          const { ids, totals, totalPages } = await readAllPages(list, status, term);
          expect(totals, `${list.table} ${status ?? 'all'} search total`).toEqual([expected.length]);
          expect(ids, `${list.table} ${status ?? 'all'} search pages`).toEqual(expected);
          const query = new URLSearchParams({
            [list.pageParam]: String(totalPages + 1),
            perPage: String(PER_PAGE),
          });
          query.set('search', term);
          if (status) query.set('status', status);
          const past = await server.request({
            method: 'GET',
            url: `${list.url}?${query}`,
            headers: server.as('viewer'),
          });
          expect(list.rowsOf(past.json())).toEqual([]);
          expect(past.json().pagination.totalCount).toBe(expected.length);
        }
      }
    },
  );

  it('keeps the totals exact through status changes, soft deletes, removals and group members', async () => {
    await sql`UPDATE diasporas SET status = 'uncovered'
      WHERE id IN (SELECT id FROM diasporas WHERE status = 'covered' ORDER BY id LIMIT 3)`.execute(server.db);
    await sql`UPDATE diasporas SET deleted_at = now()
      WHERE id IN (SELECT id FROM diasporas WHERE deleted_at IS NULL ORDER BY id DESC LIMIT 2)`.execute(
      server.db,
    );
    await sql`UPDATE customers SET status = 'covered', updated_at = now()
      WHERE group_id IS NULL AND status = 'in-progress'`.execute(server.db);
    // A group member changing status is not an individual customer: no tab moves.
    await sql`UPDATE customers SET status = 'uncovered'
      WHERE id IN (SELECT id FROM customers WHERE group_id IS NOT NULL ORDER BY id LIMIT 4)`.execute(
      server.db,
    );
    await sql`UPDATE groups SET deleted_at = now()
      WHERE id IN (SELECT id FROM groups ORDER BY id LIMIT 1)`.execute(server.db);
    // An update that moves no row between tabs.
    await sql`UPDATE diasporas SET updated_at = now()`.execute(server.db);
    // A deletion through the portal: a new customer (never covered, the only kind that may be
    // deleted), asked for by one admin and approved by another.
    const created = await server.request({
      method: 'POST',
      url: '/api/v1/customers',
      headers: server.as('officer'),
      payload: customer(),
    });
    const url = `/api/v1/customers/${created.json().data.customerId}`;
    const asked = await server.request({
      method: 'POST',
      url: `${url}/deletion`,
      headers: server.as('admin'),
      payload: { reason: 'Registered by mistake' },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const deleted = await server.request({
      method: 'POST',
      url: `${url}/deletion/decision`,
      headers: (await addStaffUser(server, 'Listchecker', 'admin')).headers,
      payload: { deletionId: asked.json().data.deletion.waiting.deletionId, decision: 'approve' },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    await expectListsMatchTheTables();
  });

  /** The diasporas' delta rows, which the triggers add on every move between tabs. */
  const deltaRows = async () =>
    Number(
      (
        await sql<{ n: string }>`SELECT count(*) AS n FROM list_counts WHERE list = 'diasporas'`.execute(
          server.db,
        )
      ).rows[0]?.n,
    );

  /** Moves one diaspora between covered and uncovered `times` times: two delta rows each. */
  async function flipOneDiaspora(times: number) {
    for (let i = 0; i < times; i++) {
      await sql`UPDATE diasporas SET status = CASE status WHEN 'covered' THEN 'uncovered' ELSE 'covered' END
        WHERE id = (SELECT id FROM diasporas WHERE status <> 'in-progress' ORDER BY id LIMIT 1)`.execute(
        server.db,
      );
    }
  }

  it('folds many deltas into one row per status without changing a total', async () => {
    await flipOneDiaspora(60);
    expect(await deltaRows()).toBeGreaterThan(100);
    await foldListCounts(server.db, 'diasporas');
    expect(await deltaRows()).toBeLessThanOrEqual(STATUSES.length);
    await expectListsMatchTheTables();
  });

  it('folds the deltas when only page 1 is read, which carries the total in its own statement', async () => {
    await flipOneDiaspora(110);
    expect(await deltaRows()).toBeGreaterThan(100);
    const response = await server.request({
      method: 'GET',
      url: '/api/v1/diasporas?status=covered&perPage=4',
      headers: server.as('viewer'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().pagination.totalCount).toBe(
      (await expectedIds(LISTS[1] as ListEndpoint, 'covered')).length,
    );
    expect(await deltaRows()).toBeLessThanOrEqual(STATUSES.length);
    await expectListsMatchTheTables();
  });

  it('answers page 1 of an empty tab with no rows and a total of 0', async () => {
    await sql`UPDATE groups SET deleted_at = now() WHERE status = 'uncovered'`.execute(server.db);
    const response = await server.request({
      method: 'GET',
      url: '/api/v1/groups?status=uncovered&perPage=4',
      headers: server.as('viewer'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      groups: [],
      pagination: { totalCount: 0, totalPages: 0, currentPage: 1 },
    });
    await expectListsMatchTheTables();
  });
});

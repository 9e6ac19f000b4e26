import { type Expression, sql } from 'kysely';
import { type PageWindow, pagination } from '../common/paging';
import type { Schemas } from '../contract-types';
import type { Db } from '../db/connect';
import {
  type CountedList,
  foldWhenLong,
  type KeptTotalColumns,
  keptTotalColumns,
  listTotal,
} from '../db/list-counts';

/**
 * One list page: the total first, then the page read from whichever end of the order is nearer,
 * so a page deep in a long list skips as few rows as page 1 of the reversed order would.
 */
async function readPage<Row>(
  page: number,
  perPage: number,
  total: () => Promise<number>,
  rows: (window: PageWindow) => Promise<Row[]>,
): Promise<{ data: Row[]; pagination: Schemas['Pagination'] }> {
  const totalCount = await total();
  const offset = (page - 1) * perPage;
  const result = { data: [] as Row[], pagination: pagination(totalCount, page, perPage) };
  if (offset >= totalCount) return result;
  const limit = Math.min(perPage, totalCount - offset);
  const fromOldest = totalCount - offset - limit;
  result.data =
    fromOldest < offset
      ? (await rows({ offset: fromOldest, limit, newestFirst: false })).reverse()
      : await rows({ offset, limit, newestFirst: true });
  return result;
}

/** What a list tab filters by; the export of the tab uses the same. */
export interface ListFilter {
  status?: Schemas['CoverStatus'] | undefined;
  search?: string | undefined;
  /** Only covers in force expiring within this many days from now. */
  expiring?: number | undefined;
}

/**
 * Whether the filter narrows the tab beyond its status: then the tab's kept total is not the
 * answer's, and its matches are counted the way a search's are.
 */
export const narrowed = (filter: ListFilter) =>
  Boolean(filter.search?.trim()) || filter.expiring !== undefined;

/**
 * Rows after a keyset cursor in the lists' order (created_at desc, id desc). The cursor row's own
 * timestamp is read in SQL: a JavaScript Date would drop PostgreSQL's microseconds and skip rows.
 */
export const olderThan = (alias: string, table: string, after: { id: string }) =>
  sql<boolean>`(${sql.ref(`${alias}.created_at`)}, ${sql.ref(`${alias}.id`)}) < (SELECT created_at, id FROM ${sql.table(table)} WHERE id = ${after.id})`;

/**
 * A window of a search's matches, newest first, each with the count of all of them. The matches
 * are gathered first (MATERIALIZED), by the trigram index, and then sorted: left to itself the
 * planner walks the list's order to find ten, which for a count of all matches means the whole tab.
 */
async function matchingIds(db: Db, matches: Expression<unknown>, window: PageWindow) {
  const { rows } = await sql<{ id: string; matches: string }>`WITH matches AS MATERIALIZED (${matches})
    SELECT id, count(*) OVER () AS matches FROM matches
    ORDER BY created_at DESC, id DESC OFFSET ${window.offset} LIMIT ${window.limit}`.execute(db);
  return rows;
}

async function countOf(db: Db, matches: Expression<unknown>): Promise<number> {
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM (${matches}) AS matches`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** A search counts its matches exactly up to this many; past it the list says "1,000+". */
export const SEARCH_COUNT_CAP = 1000;

/** How many rows match, counting no further than `upTo`: the scan stops there. */
async function countUpTo(db: Db, matches: Expression<unknown>, upTo: number): Promise<number> {
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n
    FROM (SELECT 1 FROM (${matches}) AS matches LIMIT ${upTo}) AS counted`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * A page of a search's matches with the count of all of them: one statement picks the page's ids
 * and counts the matches, then the page's rows are read by id.
 */
async function matchesPage<Row>(
  db: Db,
  page: number,
  perPage: number,
  matches: Expression<unknown>,
  byIds: (ids: string[]) => Promise<Row[]>,
) {
  const ids = await matchingIds(db, matches, {
    offset: (page - 1) * perPage,
    limit: perPage,
    newestFirst: true,
  });
  const first = ids[0];
  // No ids on a later page: past the last one, so count the matches on their own.
  const totalCount = first ? Number(first.matches) : page === 1 ? 0 : await countOf(db, matches);
  const data = ids.length > 0 ? await byIds(ids.map((row) => row.id)) : [];
  return { data, pagination: pagination(totalCount, page, perPage) };
}

/**
 * A page of a search with more matches than the count goes to: the tab read in its order, the
 * search a filter on the way, which finds a common name's page at once. One row more than the
 * page says whether another page follows, so paging past the count still works.
 */
async function pageOfMany<Row>(page: number, perPage: number, reads: ListReads<Row>) {
  const rows = await reads.page({ offset: (page - 1) * perPage, limit: perPage + 1, newestFirst: true });
  const atLeast = Math.ceil(SEARCH_COUNT_CAP / perPage);
  const totalPages = Math.max(atLeast, rows.length > perPage ? page + 1 : page);
  return {
    data: rows.slice(0, perPage),
    pagination: {
      totalCount: SEARCH_COUNT_CAP,
      totalCountCapped: true,
      totalPages,
      currentPage: page,
      perPage,
    },
  };
}

/** The kept total's columns on a page's rows, when the page was asked for them. */
export interface KeptTotal {
  kept_total?: string | number;
  kept_deltas?: string | number;
}

/** How a list handler reads its tab; `readListPage` picks what the filter needs. */
export interface ListReads<Row> {
  list: CountedList;
  filter: ListFilter;
  /**
   * A page of the tab, read from either end (no search). Given `kept`, each row also carries
   * those columns: the tab's kept total.
   */
  page: (window: PageWindow, kept?: KeptTotalColumns) => Promise<(Row & KeptTotal)[]>;
  /** The tab's rows that match the search, as their `id` and `created_at`. */
  matches: Expression<unknown>;
  /** The same for a search that is one whole number: the rows holding it exactly (by index). */
  exact?: Expression<unknown> | undefined;
  /** These rows, newest first. */
  byIds: (ids: string[]) => Promise<Row[]>;
}

/**
 * Page 1 of a tab in one statement: page 1 is always read from the newest end, so it needs no
 * total first, and its rows carry the tab's kept total. Without rows the tab is empty in that
 * same snapshot.
 */
async function readFirstPage<Row>(db: Db, perPage: number, reads: ListReads<Row>) {
  const window = { offset: 0, limit: perPage, newestFirst: true };
  const data = await reads.page(window, keptTotalColumns(reads.list, reads.filter.status));
  const first = data[0];
  if (first) await foldWhenLong(db, reads.list, Number(first.kept_deltas));
  return { data, pagination: pagination(first ? Number(first.kept_total) : 0, 1, perPage) };
}

/**
 * One list page with its total. Without a search the total is the count the triggers keep, and
 * the page is read from the nearer end. A whole number is looked up by equality first. Otherwise
 * the matches are counted up to the cap: a search with no more than that gathers them and picks
 * the page, one with more walks the tab's order and says "1,000+".
 */
export async function readListPage<Row>(
  db: Db,
  page: number,
  perPage: number,
  reads: ListReads<Row>,
): Promise<{ data: Row[]; pagination: Schemas['Pagination'] }> {
  const { list, filter } = reads;
  if (!narrowed(filter)) {
    if (page === 1) return readFirstPage(db, perPage, reads);
    return readPage(page, perPage, () => listTotal(db, list, filter.status), reads.page);
  }
  if (reads.exact) {
    const found = await matchesPage(db, page, perPage, reads.exact, reads.byIds);
    // Nobody holds the whole number: it may still be part of one, or of a name.
    if (found.pagination.totalCount > 0) return found;
  }
  if ((await countUpTo(db, reads.matches, SEARCH_COUNT_CAP + 1)) > SEARCH_COUNT_CAP) {
    return pageOfMany(page, perPage, reads);
  }
  return matchesPage(db, page, perPage, reads.matches, reads.byIds);
}

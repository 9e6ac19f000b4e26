import type { FastifyReply } from 'fastify';
import {
  type DynamicReferenceBuilder,
  type Expression,
  type OrderByDirection,
  type SqlBool,
  sql,
} from 'kysely';
import { direction, type PageWindow, windowed } from '../common/paging';
import { holdsNumber, wholeNumber } from '../common/search';
import type { Schemas } from '../contract-types';
import type { Db } from '../db/connect';
import type { CountedList, KeptTotalColumns } from '../db/list-counts';
import { sendCsv } from '../exports/csv';
import { type KeptTotal, type ListFilter, olderThan, readListPage } from './list-page';

/** A column of a list's CSV export: its header and what each row writes under it. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => unknown;
  /** A column about claims, written only for a caller who may read claims. */
  claims?: true;
}

/** The row type of a list's rows query. */
export type ListRowOf<Rows extends (records: never) => { execute(): Promise<unknown[]> }> = Awaited<
  ReturnType<ReturnType<Rows>['execute']>
>[number];

/** The select of one table's records that a list narrows; any Kysely select of that table has it. */
export interface RecordsQuery<Q> {
  where(condition: Expression<SqlBool>): Q;
  select(columns: readonly DynamicReferenceBuilder<string>[]): IdsQuery;
}

interface IdsQuery extends Expression<unknown> {
  orderBy(expression: Expression<unknown>, direction: OrderByDirection): IdsQuery;
  offset(offset: number): IdsQuery;
  limit(limit: number): IdsQuery;
}

/** The rows a list shows for some records: their joins and columns, not yet ordered. */
interface RowsQuery<Row> {
  orderBy(expression: Expression<unknown>, direction: OrderByDirection): RowsQuery<Row>;
  limit(limit: number): RowsQuery<Row>;
  // Kysely's overloaded select cannot be matched structurally: readStatusList names what it adds.
  select(kept: KeptTotalColumns): { execute(): Promise<unknown[]> };
  execute(): Promise<Row[]>;
}

/**
 * One of the status lists (individual customers, groups, diasporas): its tabs are a cover status,
 * searched and paged, with counts, and exported as CSV. What differs between them is given here;
 * the reads themselves are the same for the three.
 */
export interface StatusList<Records extends RecordsQuery<Records>, Row extends { id: string }, Item> {
  /** The table, which also names the list's kept counts (server/db/list-counts.ts). */
  table: CountedList;
  /** The table's alias in every statement of the list. */
  alias: string;
  /** The table's records, unfiltered. */
  records: (db: Db) => Records;
  /** Which live records the list holds, when not all of them. */
  held?: (records: Records) => Records;
  /** The records whose searched fields hold every word of the search. */
  search: (records: Records, search: string, db: Db) => Records;
  /** Which numbers a search finds by equality, when the search is one whole number. */
  numbers?: { mobile: boolean; account: boolean };
  /** The columns the list and its export show, with the joins they need. */
  rows: (records: Records) => RowsQuery<Row>;
  /** A row as the contract lists it. */
  item: (row: Row) => Item;
  csv: { filename: string; columns: readonly CsvColumn<Row>[] };
}

/** The tab's records: the list's, of the tab's status, that the search and the expiry filter find. */
function tabRecords<R extends RecordsQuery<R>, Row extends { id: string }, Item>(
  db: Db,
  list: StatusList<R, Row, Item>,
  filter: ListFilter,
): R {
  const records = expiringWithin(list.alias, statusRecords(db, list, filter.status), filter.expiring);
  return filter.search?.trim() ? list.search(records, filter.search, db) : records;
}

/**
 * Covers in force expiring within the days given, from today. The status is written as a literal so that the
 * planner, even with a generic plan, can read the partial index of covered expiries
 * (`<table>_covered_expiry`, migrations 0025 and 0029).
 */
function expiringWithin<R extends RecordsQuery<R>>(alias: string, records: R, days: number | undefined): R {
  if (days === undefined) return records;
  const expiry = sql.ref(`${alias}.expiry_at`);
  // From the start of today (UTC), as the overview counts them: a cover ending this afternoon counts.
  const today = sql`date_trunc('day', now(), 'UTC')`;
  return records.where(
    sql<SqlBool>`${sql.ref(`${alias}.status`)} = 'covered' AND ${expiry} >= ${today}
      AND ${expiry} < ${today} + make_interval(days => ${days}::int)`,
  );
}

/** The list's live records of the tab's status, before any search. */
function statusRecords<R extends RecordsQuery<R>, Row extends { id: string }, Item>(
  db: Db,
  list: StatusList<R, Row, Item>,
  status: ListFilter['status'],
): R {
  const live = list.records(db).where(sql<SqlBool>`${sql.ref(`${list.alias}.deleted_at`)} is null`);
  const held = list.held ? list.held(live) : live;
  return status ? held.where(sql<SqlBool>`${sql.ref(`${list.alias}.status`)} = ${status}`) : held;
}

/** The tab's records holding the search as one whole number, when it is one and the list has such numbers. */
function exactRecords<R extends RecordsQuery<R>, Row extends { id: string }, Item>(
  db: Db,
  list: StatusList<R, Row, Item>,
  filter: ListFilter,
): R | undefined {
  const number = filter.search ? wholeNumber(filter.search) : undefined;
  if (!number || !list.numbers) return undefined;
  const records = expiringWithin(list.alias, statusRecords(db, list, filter.status), filter.expiring);
  return records.where(holdsNumber(list.alias, number, list.numbers));
}

/** Rows in the lists' order: created_at, then id. */
const inListOrder = <Row>(alias: string, rows: RowsQuery<Row>, order: OrderByDirection = 'desc') =>
  rows.orderBy(sql.ref(`${alias}.created_at`), order).orderBy(sql.ref(`${alias}.id`), order);

/** The list's rows of these ids, newest first. */
function rowsOf<R extends RecordsQuery<R>, Row extends { id: string }, Item>(
  db: Db,
  list: StatusList<R, Row, Item>,
  ids: Expression<unknown> | readonly string[],
  order?: OrderByDirection,
) {
  const id = sql.ref(`${list.alias}.id`);
  const within = Array.isArray(ids) ? sql`(${sql.join(ids)})` : ids;
  return inListOrder(list.alias, list.rows(list.records(db).where(sql<SqlBool>`${id} in ${within}`)), order);
}

/**
 * One page of a tab with its total (server/lists/list-page.ts). A page's ids are picked first, so
 * the per-row sums run for the page's rows only.
 */
export async function readStatusList<R extends RecordsQuery<R>, Row extends { id: string }, Item>(
  db: Db,
  list: StatusList<R, Row, Item>,
  page: number,
  perPage: number,
  filter: ListFilter,
): Promise<{ items: Item[]; pagination: Schemas['Pagination'] }> {
  const { ref } = db.dynamic;
  const { alias } = list;
  const records = tabRecords(db, list, filter);
  const exact = exactRecords(db, list, filter);
  const { data, pagination } = await readListPage(db, page, perPage, {
    list: list.table,
    filter: { status: filter.status, search: filter.search, expiring: filter.expiring },
    page: (window: PageWindow, kept?: KeptTotalColumns) => {
      const ids = windowed(records.select([ref(`${alias}.id`)]), alias, window);
      const rows = rowsOf(db, list, ids, direction(window));
      return kept ? (rows.select(kept).execute() as Promise<(Row & KeptTotal)[]>) : rows.execute();
    },
    matches: records.select([ref(`${alias}.id`), ref(`${alias}.created_at`)]),
    exact: exact?.select([ref(`${alias}.id`), ref(`${alias}.created_at`)]),
    byIds: (ids) => rowsOf(db, list, ids).execute(),
  });
  return { items: data.map(list.item), pagination };
}

/**
 * A tab's rows as a CSV file, streamed chunk by chunk (server/exports/csv.ts); the claims columns
 * only when `claimsShown` (a caller with claims.read).
 */
export function sendStatusListCsv<R extends RecordsQuery<R>, Row extends { id: string }, Item>(
  db: Db,
  reply: FastifyReply,
  list: StatusList<R, Row, Item>,
  filter: ListFilter,
  claimsShown: boolean,
) {
  const { alias, table, csv } = list;
  const columns = csv.columns.filter((column) => claimsShown || !column.claims);
  const records = tabRecords(db, list, filter);
  return sendCsv(reply, {
    filename: csv.filename,
    header: columns.map((column) => column.header),
    fetchChunk: (after, limit) =>
      inListOrder(alias, list.rows(after ? records.where(olderThan(alias, table, after)) : records))
        .limit(limit)
        .execute(),
    toCells: (row) => columns.map((column) => column.cell(row)),
  });
}

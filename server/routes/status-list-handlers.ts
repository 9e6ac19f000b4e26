import type { FastifyRequest } from 'fastify';
import { mayReadClaims } from '../claims/visibility';
import type { Db } from '../db/connect';
import type { CountedList } from '../db/list-counts';
import type { ListFilter } from '../lists/list-page';
import { type RecordsQuery, readStatusList, type StatusList, sendStatusListCsv } from '../lists/status-list';
import type { Handlers } from './context';

/** How each list's operations are named in openapi.yaml, with its page parameter and answer key. */
const OPERATIONS = {
  customers: {
    list: 'listCustomers',
    export: 'exportCustomers',
    page: 'currentPage',
    perPage: 5,
    key: 'customers',
  },
  groups: { list: 'listGroups', export: 'exportGroups', page: 'currentPage', perPage: 5, key: 'groups' },
  diasporas: { list: 'listDiasporas', export: 'exportDiasporas', page: 'page', perPage: 10, key: 'data' },
} as const satisfies Record<
  CountedList,
  { list: string; export: string; page: string; perPage: number; key: string }
>;

/** The tab asked for; the query is already validated against openapi.yaml. */
function filterOf(request: FastifyRequest): ListFilter {
  const { status, search, expiring } = request.query as ListFilter;
  return { status, search, expiring };
}

/** A status list's two operations: a page of a tab, and the tab as a CSV file. */
export function statusListHandlers<R extends RecordsQuery<R>, Row extends { id: string }, Item>(
  db: Db,
  list: StatusList<R, Row, Item>,
): Handlers {
  const operations = OPERATIONS[list.table];
  const handlers: Handlers = {};
  handlers[operations.list] = async (request) => {
    const query = request.query as Record<string, number | undefined>;
    const page = query[operations.page] ?? 1;
    const perPage = query.perPage ?? operations.perPage;
    const { items, pagination } = await readStatusList(db, list, page, perPage, filterOf(request));
    return { [operations.key]: items, pagination };
  };
  handlers[operations.export] = async (request, reply) =>
    sendStatusListCsv(db, reply, list, filterOf(request), mayReadClaims(request));
  return handlers;
}

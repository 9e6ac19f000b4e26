import { type Expression, type OrderByDirection, sql } from 'kysely';
import type { Schemas } from '../contract-types';

/** Offset and limit for a page of a short list. */
export function pageWindow(page: number, perPage: number) {
  return { offset: (page - 1) * perPage, limit: perPage };
}

/** Which rows of a list's order to read: from the newest end, or from the oldest end. */
export interface PageWindow {
  offset: number;
  limit: number;
  newestFirst: boolean;
}

export const direction = (window: PageWindow) => (window.newestFirst ? 'desc' : 'asc');

interface Windowable<Q> {
  orderBy(expression: Expression<unknown>, direction: OrderByDirection): Q;
  offset(offset: number): Q;
  limit(limit: number): Q;
}

/** A list query cut to one page window, in the lists' order (created_at, then id). */
export function windowed<Q extends Windowable<Q>>(query: Q, alias: string, window: PageWindow): Q {
  const order = direction(window);
  return query
    .orderBy(sql.ref(`${alias}.created_at`), order)
    .orderBy(sql.ref(`${alias}.id`), order)
    .offset(window.offset)
    .limit(window.limit);
}

export function pagination(totalCount: number, page: number, perPage: number): Schemas['Pagination'] {
  return { totalCount, totalPages: Math.ceil(totalCount / perPage), currentPage: page, perPage };
}

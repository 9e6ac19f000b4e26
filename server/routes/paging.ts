import { sql } from 'kysely';
import type { Schemas } from './context';

/** Offset and the `Pagination` block for a list page. */
export function pageWindow(page: number, perPage: number) {
  return { offset: (page - 1) * perPage, limit: perPage };
}

export function pagination(totalCount: number, page: number, perPage: number): Schemas['Pagination'] {
  return { totalCount, totalPages: Math.ceil(totalCount / perPage), currentPage: page, perPage };
}

/** A LIKE pattern that matches the term anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const iso = (value: Date | string): string => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

/** What a list tab filters by; the export of the tab uses the same. */
export interface ListFilter {
  status?: Schemas['CoverStatus'] | undefined;
  search?: string | undefined;
}

/**
 * Rows after a keyset cursor in the lists' order (created_at desc, id desc). The cursor row's own
 * timestamp is read in SQL: a JavaScript Date would drop PostgreSQL's microseconds and skip rows.
 */
export const olderThan = (alias: string, table: string, after: { id: string }) =>
  sql<boolean>`(${sql.ref(`${alias}.created_at`)}, ${sql.ref(`${alias}.id`)}) < (SELECT created_at, id FROM ${sql.table(table)} WHERE id = ${after.id})`;

import { type Expression, type RawBuilder, sql } from 'kysely';

/**
 * The rows of a correlated sub-query as one JSON array, so a record and its lists come back in one
 * round trip. The order is json_agg's own ORDER BY (over the sub-query's columns, as `r`), which
 * PostgreSQL guarantees; a sorted sub-query alone only usually keeps its order.
 *
 * JSON carries text and numbers: the sub-query's columns must be those, or be typed as the text
 * they become (a timestamp arrives as ISO text, a date as YYYY-MM-DD).
 */
export function jsonArray<Row>(rows: Expression<Row>, order: RawBuilder<unknown>): RawBuilder<Row[]> {
  return sql<Row[]>`(SELECT coalesce(json_agg(r ORDER BY ${order}), '[]'::json) FROM (${rows}) AS r)`;
}

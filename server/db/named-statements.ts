import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/**
 * Kysely's pool on node-postgres, with each statement sent as a named prepared statement: a
 * connection parses and plans a statement once, then only binds its values. The API's reads are
 * a few statements run millions of times, and PostgreSQL spent more time planning a list page
 * than running it.
 *
 * Left unnamed, so that every run gets a plan for its own values:
 * - searches (`like`): the trigram index suits a rare term, the list order a common one;
 * - statements past the first `MAX_NAMED` distinct texts, so that a text that varies (an `in`
 *   list of any length) cannot fill each connection with prepared statements.
 * Everything else is left to PostgreSQL, which plans a named statement afresh for its first five
 * runs and keeps a generic plan only when it costs no more than those.
 */
export const MAX_NAMED = 256;

/** What a text is named; `undefined` once the cap is reached. */
export function statementNamer(limit = MAX_NAMED): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    const known = names.get(text);
    if (known !== undefined) return known;
    if (names.size >= limit || /\bi?like\b/i.test(text)) return undefined;
    const name = `portal_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
    return name;
  };
}

export function namedStatementPool(pool: pg.Pool): PostgresPool {
  const nameOf = statementNamer();
  return {
    end: () => pool.end(),
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      function query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
      function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
      function query<R>(
        text: string | PostgresCursor<R>,
        values: readonly unknown[] = [],
      ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
        if (typeof text !== 'string') {
          // Kysely's streams pass a pg-cursor, a Submittable that pg hands back as it is.
          client.query(text as unknown as pg.Submittable);
          return text;
        }
        const name = nameOf(text);
        const result = client.query<R & pg.QueryResultRow>({
          ...(name ? { name } : {}),
          text,
          values: [...values],
        });
        // pg's result is what Kysely reads; only its `command` is typed wider (any string).
        return result as Promise<PostgresQueryResult<R>>;
      }
      return { query, release: () => client.release() };
    },
  };
}

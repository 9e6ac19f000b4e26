import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { cachedHashKey, keyedHash } from './sign-in-records';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** Expired windows are deleted on one count in this many, so the table stays small. */
const PRUNE_EVERY = 500;

/**
 * The public rate limits' store: each route's count per address lives in PostgreSQL, so every
 * server process behind the balancer counts the same window. One statement counts a hit and
 * answers the count and the time left, on the database's clock (the processes' clocks may
 * differ). Addresses are stored hashed, as the sign-in throttle stores them.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const key = cachedHashKey(db);
  let counted = 0;

  async function count(routeKey: string, address: string, windowMs: number) {
    const keyHash = keyedHash(await key(), 'rate', routeKey, address);
    const row = await sql<{ hits: number; ttl: number }>`
      INSERT INTO rate_limit_counters AS counter (key_hash, hits, window_ends_at)
      VALUES (${keyHash}, 1, now() + make_interval(secs => ${windowMs / 1000}))
      ON CONFLICT (key_hash) DO UPDATE SET
        hits = CASE WHEN counter.window_ends_at <= now() THEN 1 ELSE counter.hits + 1 END,
        window_ends_at = CASE WHEN counter.window_ends_at <= now()
          THEN excluded.window_ends_at ELSE counter.window_ends_at END
      RETURNING hits, ceil(extract(epoch FROM window_ends_at - now()) * 1000)::integer AS ttl`
      .execute(db)
      .then((result) => result.rows[0]);
    counted += 1;
    if (counted % PRUNE_EVERY === 0) {
      await db.deleteFrom('rate_limit_counters').where('window_ends_at', '<', sql<Date>`now()`).execute();
    }
    if (!row) throw new Error('the rate limit count returned no row');
    return { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) };
  }

  class DatabaseStore implements FastifyRateLimitStore {
    private readonly routeKey: string;

    /** The plugin makes the root store with its options; each route's child names its route. */
    constructor(route?: unknown) {
      this.routeKey = typeof route === 'string' ? route : '';
    }

    incr(address: string, callback: Callback, timeWindow: number): void {
      count(this.routeKey, address, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new DatabaseStore(`${String(route?.method)} ${String(route?.url)}`);
    }
  }
  return DatabaseStore;
}

import pg from 'pg';
import { surviveLostConnections } from './connection-loss';

export const DEFAULT_CONNECT_TIMEOUT_MS = 5000;

/**
 * How long a statement waits for a free connection while all of the pool's are busy. Bounded, so
 * that requests do not pile up behind a database that has stopped answering, but generous: a
 * burst on a busy machine waits its turn rather than being refused.
 */
export const POOL_WAIT_MS = 30_000;
const POOL_SIZE = 10;

/** How every connection to a PostgreSQL server is opened, pooled or not. */
export function connectionSettings(url: string, connectTimeoutMs?: number | undefined): pg.ClientConfig {
  return {
    connectionString: url,
    // Opening a connection is given up after this: an address that swallows packets never hangs it.
    connectionTimeoutMillis: connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    // A server that vanished without closing the connection (a crashed host, a cut network) is
    // noticed by TCP keepalive instead of after the operating system's default two hours.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}

/**
 * The pool of connections to a PostgreSQL server: opening one is bounded by `connectTimeoutMs`,
 * waiting for a free one by POOL_WAIT_MS, and a connection lost in use never ends the process.
 */
export function serverPool(settings: pg.ClientConfig, log: (line: string) => void): pg.Pool {
  // The pool gives every client it opens its own options: its wait bound must not become theirs.
  class PooledClient extends pg.Client {
    constructor(options?: string | pg.ClientConfig) {
      const given = typeof options === 'string' ? { connectionString: options } : options;
      super({ ...given, connectionTimeoutMillis: settings.connectionTimeoutMillis });
    }
  }
  const pool = new pg.Pool({
    ...settings,
    connectionTimeoutMillis: POOL_WAIT_MS,
    max: POOL_SIZE,
    Client: PooledClient,
  });
  surviveLostConnections(pool, log);
  return pool;
}

import type pg from 'pg';

/** Where the pool says that its connections were lost and opened again. */
export type ConnectionLog = (line: string) => void;

/**
 * Keeps a lost PostgreSQL connection from ending the process. node-postgres emits 'error' on a
 * client whose connection dies (a restart, a failover, a network cut) whether it is idle in the
 * pool or checked out by a request, and the pool listens only while it is idle: an unheard
 * 'error' event throws. Every client gets a listener when it connects; the request using it
 * gets the failure from its statement, and the pool drops the client when it is released.
 * One line says the connections were lost, one that a new connection opened, not one per client.
 */
export function surviveLostConnections(pool: pg.Pool, log: ConnectionLog): void {
  let lost = false;
  const onLost = (error: Error) => {
    if (lost) return;
    lost = true;
    // node-postgres's and the server's words about the connection itself, never about data.
    log(
      `PostgreSQL connection lost (${error.message}): requests needing the database answer 503 until it is back`,
    );
  };
  pool.on('connect', (client) => {
    client.on('error', onLost);
    if (!lost) return;
    lost = false;
    log('PostgreSQL connection opened again: serving');
  });
  // The pool repeats an idle client's 'error' here; the client's own listener has heard it.
  pool.on('error', () => undefined);
}

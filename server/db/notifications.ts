import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener hears: a notice on its channel, and whether notices can reach it at all. */
export interface NoticeHandlers {
  onNotice: () => void;
  /** False when the listening connection is lost (until it listens again), true once it listens. */
  onListening: (listening: boolean) => void;
}

/** Stops listening for good. */
export type StopListening = () => Promise<void>;

/** How long to wait before listening again after the connection was lost. */
const RETRY_MS = 1_000;

/**
 * LISTEN on a PostgreSQL server through a connection of its own (a pooled one would be handed to
 * other statements). A lost connection is said at once and opened again after a second.
 */
export function listenOnServer(
  settings: pg.ClientConfig,
  channel: string,
  handlers: NoticeHandlers,
): StopListening {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const lost = () => {
    handlers.onListening(false);
    client = undefined;
    if (!stopped) retry = setTimeout(() => void open(), RETRY_MS);
  };
  const open = async () => {
    const next = new pg.Client(settings);
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotice();
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client === next) lost();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (stopped) return void (await next.end());
      client = next;
      handlers.onListening(true);
    } catch {
      await next.end().catch(() => undefined);
      lost();
    }
  };
  void open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    handlers.onListening(false);
    await last?.end().catch(() => undefined);
  };
}

/** LISTEN on PGlite: one connection inside the process, which hears its own notices. */
export async function listenOnPGlite(
  client: PGlite,
  channel: string,
  handlers: NoticeHandlers,
): Promise<StopListening> {
  const unsubscribe = await client.listen(channel, () => handlers.onNotice());
  handlers.onListening(true);
  return async () => {
    handlers.onListening(false);
    await unsubscribe();
  };
}

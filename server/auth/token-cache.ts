import type { OpenedDatabase } from '../db/connect';
import type { StopListening } from '../db/notifications';
import type { StaffUser } from './staff';

/** The longest a remembered user is used, however quiet the notices are. */
const HOLD_MS = 60_000;
const MAX_ENTRIES = 10_000;

/** The channel a change to tokens, users or role permissions is announced on (migration 0022). */
export const STAFF_ACCESS_CHANNEL = 'staff_access';

/** A live token's user and when the token expires. */
export interface TokenHolder {
  user: StaffUser;
  expiresAt: Date;
}

interface Held {
  user: StaffUser;
  expiresAt: number;
  until: number;
}

/**
 * The users of staff tokens, remembered so a staff request costs the database one statement, not
 * two. Every change to a token, a user or a role's permissions, made by any server process or by
 * hand in SQL, is announced by a trigger, and every process forgets all it holds when it hears
 * it. Nothing is held while the announcements cannot be heard (before listening, or with the
 * listening connection lost), so a revocation is never missed.
 */
export class StaffTokenCache {
  private readonly held = new Map<string, Held>();
  private listening = false;
  /** Moves on every change heard: a user read before it is not kept after it. */
  private generation = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** The user behind a token (by its hash): remembered, else read by `load` and remembered. */
  async user(
    tokenHash: string,
    load: () => Promise<TokenHolder | undefined>,
  ): Promise<StaffUser | undefined> {
    const at = this.now();
    const found = this.listening ? this.held.get(tokenHash) : undefined;
    if (found && found.until > at && found.expiresAt > at) return found.user;
    if (found) this.held.delete(tokenHash);
    const before = this.generation;
    const loaded = await load();
    if (!loaded) return undefined;
    if (this.listening && this.generation === before) {
      if (this.held.size >= MAX_ENTRIES) this.held.clear();
      this.held.set(tokenHash, {
        user: loaded.user,
        expiresAt: loaded.expiresAt.getTime(),
        until: at + HOLD_MS,
      });
    }
    return loaded.user;
  }

  /** A token, a user or a role changed somewhere. */
  forget(): void {
    this.generation += 1;
    this.held.clear();
  }

  /** Whether the announcements are heard; only then is anything held. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.forget();
  }

  /** How many users are held now (for tests and metrics). */
  get size(): number {
    return this.held.size;
  }
}

/** A cache kept in step with the database's announcements, until `stopListening`. */
export async function listenedStaffTokens(
  listen: OpenedDatabase['listen'],
): Promise<{ staffTokens: StaffTokenCache; stopListening: StopListening }> {
  const staffTokens = new StaffTokenCache();
  const stopListening = await listen(STAFF_ACCESS_CHANNEL, {
    onNotice: () => staffTokens.forget(),
    onListening: (listening) => staffTokens.setListening(listening),
  });
  return { staffTokens, stopListening };
}

import { type Kysely, sql, type Transaction } from 'kysely';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { ApiError } from '../errors';

/**
 * A public upload refused because what public uploads no record refers to hold has reached the
 * ceiling: 507 Insufficient Storage rather than 503, so the balancer never takes a full disk for a
 * failing server (nginx counts a 503 against it). Retry-After says when a sweep may have freed room.
 */
export class PublicUploadRoomFull extends ApiError {
  constructor(
    readonly heldBytes: number,
    readonly retryAfterSeconds: number,
  ) {
    super(507, SERVER_MESSAGES.uploadRoomFull, { file: SERVER_MESSAGES.uploadRoomFull });
  }
}

export interface RoomLimits {
  /** PUBLIC_UPLOADS_UNREFERENCED_MAX_BYTES. */
  ceilingBytes: number;
  /** When to try again: a sweep runs this often. */
  retryAfterSeconds: number;
}

export const roomLimits = (config: Pick<ServerConfig, 'limits' | 'unreferencedFiles'>): RoomLimits => ({
  ceilingBytes: config.limits.publicUploadsUnreferencedMaxBytes,
  retryAfterSeconds: config.unreferencedFiles.sweepIntervalMinutes * 60,
});

/** The bytes public uploads no record refers to hold, as last counted (every server's share). */
export async function heldPublicUploadBytes(db: Kysely<Database>): Promise<number> {
  const room = await db.selectFrom('public_upload_room').select('held_bytes').executeTakeFirst();
  return Number(room?.held_bytes ?? 0);
}

/**
 * The cheap look before a public upload is streamed: refuses it, before anything is stored, when
 * the bytes already received would take the count past the ceiling. It counts nothing.
 */
export async function checkPublicUploadRoom(
  db: Kysely<Database>,
  bytesSoFar: number,
  limits: RoomLimits,
): Promise<void> {
  const held = await heldPublicUploadBytes(db);
  if (held + bytesSoFar > limits.ceilingBytes) throw new PublicUploadRoomFull(held, limits.retryAfterSeconds);
}

/**
 * Counts a completed public upload in, in the upload's own transaction, or refuses it. The one
 * row is updated only while the sum stays within the ceiling: concurrent completions queue on
 * its lock and each sees the others' bytes, so the count never passes the ceiling. The documents
 * of uploads still streaming are on disk uncounted (each at most MAX_UPLOAD_BYTES) until they
 * complete here or are refused and removed: that is all the disk can hold beyond the ceiling.
 */
export async function claimPublicUploadRoom(
  trx: Transaction<Database>,
  bytes: number,
  limits: RoomLimits,
): Promise<void> {
  const claimed = await trx
    .updateTable('public_upload_room')
    .set((eb) => ({ held_bytes: eb('held_bytes', '+', bytes) }))
    .where(sql<boolean>`held_bytes + ${bytes} <= ${limits.ceilingBytes}`)
    .returning('held_bytes')
    .executeTakeFirst();
  if (!claimed) throw new PublicUploadRoomFull(await heldPublicUploadBytes(trx), limits.retryAfterSeconds);
}

/**
 * Sets the count to what a sweep found, exactly: the row is locked first, so a public upload
 * completing meanwhile either committed before the count (and is in it) or adds its bytes after.
 * Returns the bytes counted.
 */
export async function recountPublicUploadRoom(
  db: Kysely<Database>,
  count: (trx: Transaction<Database>) => Promise<number>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('public_upload_room').select('id').forUpdate().execute();
    const bytes = await count(trx);
    await trx
      .updateTable('public_upload_room')
      .set({ held_bytes: bytes, counted_at: sql<Date>`now()` })
      .execute();
    return bytes;
  });
}

/** At most one warning a minute per server, however many uploads are refused. */
const WARNING_EVERY_MS = 60_000;

/**
 * The warning an operator alerts on when public uploads are refused for want of room: the first
 * refusal, then at most one line a minute with how many were refused since. It names no visitor,
 * address or session: the bytes held and the ceiling only.
 */
export function roomFullWarnings(ceilingBytes: number, now: () => number = Date.now) {
  let lastAt: number | undefined;
  let refused = 0;
  return (log: { warn(fields: object, message: string): void }, heldBytes: number) => {
    refused += 1;
    if (lastAt !== undefined && now() - lastAt < WARNING_EVERY_MS) return;
    lastAt = now();
    log.warn(
      { publicUploadRoom: { heldBytes, ceilingBytes, refused } },
      'public uploads refused: unreferenced uploads reached PUBLIC_UPLOADS_UNREFERENCED_MAX_BYTES',
    );
    refused = 0;
  };
}

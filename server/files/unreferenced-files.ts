import { type RawBuilder, sql } from 'kysely';
import type { UnreferencedFiles } from '../config';
import type { Db } from '../db/connect';
import { isForeignKeyViolation } from '../errors';
import { recountPublicUploadRoom } from './public-upload-room';
import type { FileStorage } from './storage';

/**
 * Every column that refers to an uploaded file through a foreign key. A test compares it with the
 * database's own list of foreign keys to `files`, so a new document column cannot be forgotten here.
 */
export const FILE_REFERENCE_COLUMNS = [
  ['customers', 'id_copy_file'],
  ['customers', 'photo_file'],
  ['next_of_kins', 'id_copy_file'],
  ['groups', 'registration_certificate_file'],
  ['groups', 'proposal_form_file'],
  ['groups', 'meeting_minutes_file'],
  ['diasporas', 'id_copy_file'],
  ['beneficiaries', 'copy_of_proof_file'],
  ['claim_documents', 'file_id'],
] as const;

/** True when a record, or a change waiting for approval, refers to the file (each look-up is indexed). */
const isReferenced = (file: RawBuilder<unknown>) =>
  sql.join(
    [
      ...FILE_REFERENCE_COLUMNS.map(
        ([table, column]) =>
          sql`EXISTS (SELECT 1 FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${file})`,
      ),
      sql`EXISTS (SELECT 1 FROM pending_changes WHERE status = 'waiting' AND file_ids @> ARRAY[${file}])`,
    ],
    sql` OR `,
  );

/** The log lines the sweeper writes; the server's logger fits it. */
export interface SweepLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface SweepReport {
  deletedFiles: number;
  deletedBytes: number;
  /** What stays on disk unreferenced: uploads still within their grace period. */
  unreferencedFiles: number;
  unreferencedBytes: number;
  /** Of those, the bytes of public uploads: the count public uploads are refused past (public-upload-room.ts). */
  publicUnreferencedBytes: number;
}

/** Files are looked at this many at a time, so no statement holds the database for long. */
const CHUNK = 500;

/**
 * Deletes the uploads that nothing refers to once they are older than the grace period: the row
 * first (its own statement, committed), then the stored document. Pending rows are among them: an
 * upload whose process died while it streamed (its row is written first) is deleted like any other,
 * with whatever part of it reached storage. Safe with several server
 * processes on one database: each takes the rows it deletes with `FOR UPDATE SKIP LOCKED`, so two
 * sweepers never delete one row twice, and a row a create is referring to at that moment (its
 * foreign key check holds a lock on it) is skipped until the next run.
 */
export async function sweepUnreferencedFiles(
  db: Db,
  storage: FileStorage,
  settings: Pick<UnreferencedFiles, 'graceHours'>,
  log?: Pick<SweepLog, 'warn' | 'error'>,
): Promise<SweepReport> {
  const cutoff = new Date(Date.now() - settings.graceHours * 3_600_000);
  let deletedFiles = 0;
  let deletedBytes = 0;
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    let chunk = db
      .selectFrom('files')
      .select(['id', 'created_at'])
      .where('created_at', '<', cutoff)
      .orderBy('created_at')
      .orderBy('id')
      .limit(CHUNK);
    if (after) {
      const { createdAt, id } = after;
      chunk = chunk.where((eb) => eb(eb.refTuple('created_at', 'id'), '>', eb.tuple(createdAt, id)));
    }
    const rows = await chunk.execute();
    const last = rows[rows.length - 1];
    if (!last) break;
    after = { createdAt: last.created_at, id: last.id };
    const ids = rows.map((row) => row.id);
    let gone: { id: string; size: number }[] = [];
    try {
      ({ rows: gone } = await sql<{ id: string; size: number }>`
        DELETE FROM files WHERE id IN (
          SELECT f.id FROM files f
          WHERE f.id = ANY(${sql.val(ids)}::uuid[]) AND NOT (${isReferenced(sql`f.id`)})
          FOR UPDATE OF f SKIP LOCKED)
        RETURNING id, size`.execute(db));
    } catch (error) {
      // A record came to refer to one of these files after the look-up: the next run sees it.
      if (!isForeignKeyViolation(error)) throw error;
      log?.warn({ files: ids.length }, 'unreferenced uploads: a file became referenced while sweeping');
    }
    for (const file of gone) {
      try {
        await storage.remove(file.id);
      } catch (error) {
        log?.error(
          { err: error, fileId: file.id },
          'unreferenced uploads: the stored document was not removed',
        );
      }
      deletedFiles += 1;
      deletedBytes += Number(file.size);
    }
    if (rows.length < CHUNK) break;
  }
  const left = await sql<{ files: number; bytes: string | number }>`
    SELECT count(*)::int AS files, COALESCE(sum(f.size), 0)::bigint AS bytes FROM files f
    WHERE f.created_at >= ${cutoff} AND NOT (${isReferenced(sql`f.id`)})`.execute(db);
  const totals = left.rows[0];
  // What was deleted frees room for public uploads: the room's count becomes what is left.
  const publicUnreferencedBytes = await recountPublicUploadRoom(db, async (trx) => {
    const held = await sql<{ bytes: string | number }>`
      SELECT COALESCE(sum(f.size), 0)::bigint AS bytes FROM files f
      WHERE f.created_at >= ${cutoff} AND f.uploaded_by_enrolment IS NOT NULL
        AND f.stored_at IS NOT NULL AND NOT (${isReferenced(sql`f.id`)})`.execute(trx);
    return Number(held.rows[0]?.bytes ?? 0);
  });
  return {
    deletedFiles,
    deletedBytes,
    unreferencedFiles: Number(totals?.files ?? 0),
    unreferencedBytes: Number(totals?.bytes ?? 0),
    publicUnreferencedBytes,
  };
}

/** One run as the server makes it: the sweep, then one log line with what it did and what is left. */
export async function sweepAndReport(
  db: Db,
  storage: FileStorage,
  settings: Pick<UnreferencedFiles, 'graceHours'>,
  log: SweepLog,
): Promise<void> {
  try {
    const report = await sweepUnreferencedFiles(db, storage, settings, log);
    log.info({ unreferencedUploads: report }, 'unreferenced uploads swept');
  } catch (error) {
    log.error({ err: error }, 'unreferenced uploads: the sweep failed');
  }
}

export interface FileSweeper {
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

/**
 * Runs the sweep in this server process: once soon after start, then every interval; a run never
 * overlaps the last one. Each run logs what it deleted and the disk unreferenced files still use.
 */
export function startUnreferencedFileSweeper(options: {
  db: Db;
  storage: FileStorage;
  settings: UnreferencedFiles;
  log: SweepLog;
}): FileSweeper {
  const { db, storage, settings, log } = options;
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = sweepAndReport(db, storage, settings, log).finally(() => {
      running = undefined;
    });
  };
  const first = setTimeout(run, 60_000);
  const every = setInterval(run, settings.sweepIntervalMinutes * 60_000);
  first.unref();
  every.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}

import { sql } from 'kysely';
import { todayIso } from '../../src/domain/utc-calendar';
import { type RepeatingTurns, repeatTurns } from '../common/repeating-turns';
import type { PremiumResultsSettings } from '../config';
import type { Db } from '../db/connect';
import type { ResultFileStatus } from '../db/schema';
import { applyBatch } from './results-apply';
import { checkBatch } from './results-check';

export interface ResultsWorkOptions {
  batchRows: number;
  /** The day the checks take as today (UTC today by default): an operator's or a test's chosen day. */
  today?: string;
}

/** A file whose upload never finished (its server stopped part-way) is removed after this long. */
const ABANDONED_RECEIPT = sql`interval '1 hour'`;

interface WorkFile {
  id: string;
  status: ResultFileStatus;
  file_name: string;
  uploaded_by: string;
  uploader: string;
  decided_by: string | null;
  approver: string | null;
}

/**
 * One batch of work on one results file, in one transaction: the next rows of a file being checked
 * or of an approved one being applied. The file is locked, skipping files another server process
 * holds, so several servers share the files and none works on the same one twice; a crash leaves
 * the file as its last committed batch did, and the next turn carries on from there. Answers
 * whether there was anything to do.
 */
export async function workOnResultsOnce(db: Db, options: ResultsWorkOptions): Promise<boolean> {
  const today = options.today ?? todayIso();
  const worked = await db.transaction().execute(async (trx) => {
    const { rows } = await sql<WorkFile>`SELECT f.id, f.status, f.file_name, f.uploaded_by, f.decided_by,
        u.first_name || ' ' || u.last_name AS uploader, a.first_name || ' ' || a.last_name AS approver
      FROM premium_result_files f
      JOIN users u ON u.id = f.uploaded_by
      LEFT JOIN users a ON a.id = f.decided_by
      WHERE f.status IN ('checking', 'applying')
      ORDER BY f.uploaded_at, f.id
      LIMIT 1
      FOR UPDATE OF f SKIP LOCKED`.execute(trx);
    const file = rows[0];
    if (!file) return false;
    const batch = { batchRows: options.batchRows, today };
    if (file.status === 'checking') {
      await checkBatch(trx, file.id, batch);
      return true;
    }
    // The database holds an approved file's approver (premium_result_files_decided).
    if (!file.decided_by || file.approver === null)
      throw new Error(`Results file ${file.id} is applying without an approver`);
    await applyBatch(
      trx,
      {
        id: file.id,
        fileName: file.file_name,
        uploadedBy: { userId: file.uploaded_by, name: file.uploader },
        approvedBy: { userId: file.decided_by, name: file.approver },
      },
      batch,
    );
    return true;
  });
  if (!worked)
    await db
      .deleteFrom('premium_result_files')
      .where('status', '=', 'receiving')
      .where('uploaded_at', '<', sql<Date>`now() - ${ABANDONED_RECEIPT}`)
      .execute();
  return worked;
}

/** Works until no file is being checked or applied: for an operator's command and for tests. */
export async function runResultsWork(db: Db, options: ResultsWorkOptions): Promise<void> {
  while (await workOnResultsOnce(db, options)) {
    // One batch after another, each its own transaction.
  }
}

interface WorkLog {
  error(details: object, message: string): void;
}

/**
 * Checks and applies results files inside the server, a batch per turn: at once while there is
 * work (other requests get their turn between batches), else every `pollSeconds`. An upload or
 * an approval on this process wakes it; another process's are found at the next poll.
 */
export function startResultsWork(options: {
  db: Db;
  settings: PremiumResultsSettings;
  log: WorkLog;
}): RepeatingTurns {
  const { db, settings, log } = options;
  const pollMs = settings.pollSeconds * 1000;
  return repeatTurns(
    () =>
      workOnResultsOnce(db, { batchRows: settings.batchRows })
        .then((worked) => (worked ? 0 : pollMs))
        .catch((error: unknown) => {
          log.error({ err: error }, 'premium results: a batch failed');
          return pollMs;
        }),
    pollMs,
  );
}

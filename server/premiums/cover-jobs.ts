import { sql, type Transaction } from 'kysely';
import { nextCoverStatus } from '../../machines/cover-status.machine';
import { COVER_JOB_REASONS, graceEnds, reinstatableUntil } from '../../src/domain/premiums';
import { dayOf, isoDate, plusMonths } from '../../src/domain/utc-calendar';
import { audit } from '../cover/audit';
import { makersOf } from '../cover/makers';
import type { CoveredKind } from '../cover/status-changes';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { type LetterSettings, queueLetter } from '../mail/outbox';
import { COVERED_KINDS, ownCover, RECORD_TABLES, recordPolicyJoin } from './record-policy';
import { standingOf } from './standing';

/** What one run of the jobs did. */
export interface CoverJobCounts {
  premiumsWritten: number;
  lapsed: number;
  renewed: number;
  expired: number;
  /** Emails to customers written to the outbox (lapses and renewals). */
  lettersQueued: number;
}

/** Records taken per statement: memory and lock time stay bounded on a large portfolio. */
const BATCH = 5000;

/** Any fixed number: every process on the database takes the same lock for the jobs. */
const JOBS_LOCK = 26_0001;

type Trx = Transaction<Database>;

/**
 * Writes every monthly premium that has fallen due by `asOf` for the covers in force (or the one
 * record given), within each cover's current term, and moves each cover's schedule on. Returns how
 * many covers moved on.
 */
export async function writeDuePremiums(
  trx: Trx,
  kind: CoveredKind,
  asOf: string,
  recordId?: string,
): Promise<number> {
  const table = sql.table(RECORD_TABLES[kind]);
  const only = recordId ? sql`AND r.id = ${recordId}` : sql``;
  let written = 0;
  for (;;) {
    const result = await sql`WITH due AS (
        SELECT r.id, r.next_premium_month AS month, r.next_premium_due AS due_date, pol.premium
        FROM ${table} r ${recordPolicyJoin(kind)}
        WHERE r.status = 'covered' AND r.deleted_at IS NULL ${ownCover(kind)}
          AND r.next_premium_due <= ${asOf}::date
          AND r.next_premium_due < (r.expiry_at AT TIME ZONE 'UTC')::date ${only}
        ORDER BY r.next_premium_due, r.id
        LIMIT ${BATCH}),
      written AS (
        INSERT INTO premiums (record_kind, record_id, due_date, amount)
        SELECT ${kind}, id, due_date, premium FROM due WHERE premium > 0
        ON CONFLICT (record_kind, record_id, due_date) DO NOTHING
        RETURNING id)
      UPDATE ${table} AS r SET next_premium_month = due.month + 1,
        next_premium_due = (r.cover_start_date + make_interval(months => due.month + 1))::date
      FROM due WHERE r.id = due.id`.execute(trx);
    // Each statement moves a cover on by one month: repeat until no cover has a premium left due.
    const moved = Number(result.numAffectedRows ?? 0);
    written += moved;
    if (moved === 0) return written;
  }
}

const coverContext = async (trx: Trx, kind: CoveredKind, id: string, checkerId: string | null) => ({
  ...(await makersOf(trx, kind, id)),
  checkerId,
});

/** Lapses every cover with a premium unpaid beyond its policy's grace period by `asOf`. */
async function lapseUnpaid(trx: Trx, kind: CoveredKind, asOf: string, settings: LetterSettings) {
  const table = sql.table(RECORD_TABLES[kind]);
  const { rows } = await sql<{ id: string; checker_id: string | null; oldest: string; grace_days: number }>`
    SELECT r.id, r.checker_id, u.oldest, pol.grace_days
    FROM (SELECT record_id, min(due_date) AS oldest FROM premiums
          WHERE record_kind = ${kind} AND status IN ('due', 'failed') AND due_date < ${asOf}::date
          GROUP BY record_id) u
    JOIN ${table} r ON r.id = u.record_id
    ${recordPolicyJoin(kind)}
    WHERE r.status = 'covered' AND r.deleted_at IS NULL ${ownCover(kind)}
      AND u.oldest + COALESCE(pol.grace_days, 30) < ${asOf}::date
    ORDER BY r.id
    FOR UPDATE OF r`.execute(trx);
  let letters = 0;
  for (const row of rows) {
    const context = await coverContext(trx, kind, row.id, row.checker_id);
    const event = { type: 'lapse-unpaid', reason: COVER_JOB_REASONS.lapse } as const;
    if (!nextCoverStatus('covered', context, event)) continue;
    // The cover lapsed the day after its grace ended, whenever the jobs noticed it.
    const lapsedOn = isoDate((dayOf(graceEnds(row.oldest, row.grace_days)) ?? 0) + 86_400_000);
    await trx
      .updateTable(RECORD_TABLES[kind] as 'groups')
      .set({ status: 'uncovered', status_reason: COVER_JOB_REASONS.lapse, updated_at: new Date() })
      .where('id', '=', row.id)
      .execute();
    const standing = await standingOf(trx, kind, row.id);
    await audit(trx, {
      entity: kind,
      entityId: row.id,
      action: 'status.lapse-unpaid',
      actorId: null,
      fromStatus: 'covered',
      toStatus: 'uncovered',
      reason: COVER_JOB_REASONS.lapse,
      changes: {
        lapsedOn: { from: null, to: lapsedOn },
        unpaidSince: { from: null, to: row.oldest },
        unpaidAmount: { from: null, to: standing.unpaidAmount },
      },
    });
    const until = reinstatableUntil(lapsedOn, standing.reinstatementDays);
    const letter = await queueLetter(
      trx,
      {
        record: { kind, id: row.id },
        event: { kind: 'cover-lapsed', unpaidAmount: standing.unpaidAmount, reinstatableUntil: until },
      },
      settings,
    );
    if (letter) letters += 1;
  }
  return { lapsed: rows.length, letters };
}

/**
 * Ends the term of every cover whose expiry has come by `asOf`: one paid up renews for another
 * year, one with premiums unpaid past their due date ends. Returns what it did.
 */
async function endTerms(trx: Trx, kind: CoveredKind, asOf: string, settings: LetterSettings) {
  const table = sql.table(RECORD_TABLES[kind]);
  const { rows } = await sql<{ id: string; checker_id: string | null; expiry_at: Date; unpaid: boolean }>`
    SELECT r.id, r.checker_id, r.expiry_at, EXISTS (
        SELECT 1 FROM premiums p WHERE p.record_kind = ${kind} AND p.record_id = r.id
          AND p.status IN ('due', 'failed') AND p.due_date < ${asOf}::date) AS unpaid
    FROM ${table} r
    WHERE r.status = 'covered' AND r.deleted_at IS NULL ${ownCover(kind)}
      AND (r.expiry_at AT TIME ZONE 'UTC')::date <= ${asOf}::date
    ORDER BY r.id
    LIMIT ${BATCH}
    FOR UPDATE OF r`.execute(trx);
  let renewed = 0;
  let expired = 0;
  let letters = 0;
  for (const row of rows) {
    const context = await coverContext(trx, kind, row.id, row.checker_id);
    const record = { kind, id: row.id };
    if (nextCoverStatus('covered', context, { type: 'renew', paidUp: !row.unpaid })) {
      const expiryAt = new Date(plusMonths(new Date(row.expiry_at).getTime(), 12));
      await trx
        .updateTable(RECORD_TABLES[kind] as 'groups')
        .set({ expiry_at: expiryAt, updated_at: new Date() })
        .where('id', '=', row.id)
        .execute();
      await audit(trx, {
        entity: kind,
        entityId: row.id,
        action: 'status.renew',
        actorId: null,
        fromStatus: 'covered',
        toStatus: 'covered',
        changes: { expiryAt: { from: new Date(row.expiry_at).toISOString(), to: expiryAt.toISOString() } },
      });
      const expiryDate = isoDate(expiryAt.getTime());
      const event = { kind: 'cover-renewed', expiryDate } as const;
      if (await queueLetter(trx, { record, event }, settings)) letters += 1;
      renewed += 1;
    } else {
      const event = { type: 'expire', reason: COVER_JOB_REASONS.expiry } as const;
      if (!nextCoverStatus('covered', context, event)) continue;
      await trx
        .updateTable(RECORD_TABLES[kind] as 'groups')
        .set({ status: 'uncovered', status_reason: COVER_JOB_REASONS.expiry, updated_at: new Date() })
        .where('id', '=', row.id)
        .execute();
      await audit(trx, {
        entity: kind,
        entityId: row.id,
        action: 'status.expire',
        actorId: null,
        fromStatus: 'covered',
        toStatus: 'uncovered',
        reason: COVER_JOB_REASONS.expiry,
      });
      expired += 1;
    }
  }
  return { renewed, expired, letters, taken: rows.length };
}

/**
 * Runs the cover jobs for the day `asOf` (YYYY-MM-DD): writes the premiums due, lapses the covers
 * unpaid beyond grace, renews or ends the covers whose term is over, and repeats until nothing is
 * left, so a run after days of downtime catches up in the order the days would have. One
 * transaction under an advisory lock: a second process waits, then finds each change made, so
 * every change is applied once however many servers run the jobs.
 */
export async function runCoverJobs(
  db: Db,
  options: { asOf: string; letters: LetterSettings },
): Promise<CoverJobCounts> {
  return db.transaction().execute((trx) => applyCoverJobs(trx, options));
}

/**
 * The jobs' run inside a transaction of the caller's: the caller commits it (runCoverJobs) or
 * rolls it back (a simulation), and with it every premium, status, history entry and letter.
 */
export async function applyCoverJobs(
  trx: Trx,
  options: { asOf: string; letters: LetterSettings },
): Promise<CoverJobCounts> {
  const { asOf, letters } = options;
  if (dayOf(asOf) === undefined) throw new RangeError(`Not a date: ${asOf}`);
  const startedAt = new Date();
  await sql`SELECT pg_advisory_xact_lock(${JOBS_LOCK})`.execute(trx);
  const counts: CoverJobCounts = { premiumsWritten: 0, lapsed: 0, renewed: 0, expired: 0, lettersQueued: 0 };
  // Each pass is a year of terms at most: a bound, not a limit anyone reaches.
  for (let pass = 0; pass < 100; pass += 1) {
    let ended = 0;
    for (const kind of COVERED_KINDS) {
      counts.premiumsWritten += await writeDuePremiums(trx, kind, asOf);
      const lapses = await lapseUnpaid(trx, kind, asOf, letters);
      counts.lapsed += lapses.lapsed;
      const terms = await endTerms(trx, kind, asOf, letters);
      counts.renewed += terms.renewed;
      counts.expired += terms.expired;
      counts.lettersQueued += lapses.letters + terms.letters;
      ended += terms.taken;
    }
    if (ended === 0) break;
  }
  await trx
    .insertInto('cover_job_runs')
    .values({ as_of: asOf, started_at: startedAt, finished_at: new Date(), counts: JSON.stringify(counts) })
    .execute();
  return counts;
}

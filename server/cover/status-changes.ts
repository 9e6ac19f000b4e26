import type { Transaction } from 'kysely';
import { DateTime } from 'luxon';
import {
  type CoverAction,
  type CoverStatusEvent,
  nextCoverStatus,
  refusal,
} from '../../machines/cover-status.machine';
import { coverDates } from '../../src/domain/cover';
import { COVER_JOB_REASONS, PREMIUM_MESSAGES, reinstatableUntil } from '../../src/domain/premiums';
import { SERVER_MESSAGES, serverMessage } from '../../src/domain/server-messages';
import { todayIso } from '../../src/domain/utc-calendar';
import type { StaffUser } from '../auth/staff';
import { isoOrNull } from '../common/timestamps';
import type { Schemas } from '../contract-types';
import type { Db } from '../db/connect';
import type { AuditEntity, Database } from '../db/schema';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../errors';
import { type LetterSettings, queueLetter } from '../mail/outbox';
import { writeDuePremiums } from '../premiums/cover-jobs';
import { standingOf } from '../premiums/standing';
import { audit } from './audit';
import { makersOf } from './makers';

/** The three kinds of record that carry a cover, with their table and permission area. */
export const COVERED_RECORDS = {
  customer: { table: 'customers', area: 'customers', label: 'Customer' },
  diaspora: { table: 'diasporas', area: 'diasporas', label: 'Diaspora customer' },
  group: { table: 'groups', area: 'groups', label: 'Group' },
} as const satisfies Record<Exclude<AuditEntity, 'claim'>, { table: string; area: string; label: string }>;

export type CoveredKind = keyof typeof COVERED_RECORDS;

const REFUSALS = {
  illegal: (status: string, action: CoverAction) =>
    conflict(serverMessage.coverMoveRefused(status, action), {
      action: serverMessage.coverActionRefused(status),
    }),
  'same-user': () => forbidden(SERVER_MESSAGES.secondUserForCover),
  'no-permission': () => forbidden(SERVER_MESSAGES.roleMayNotApproveCovers),
  reason: () => badRequest({ reason: SERVER_MESSAGES.changeReason }),
} as const;

/**
 * A stored record's cover as the contract shows it, with its makers (server/cover/makers.ts): the
 * staff the browser never offers its approval.
 */
export function coverState(
  row: {
    status: string;
    cover_start_date: string | null;
    waiting_period_end: string | null;
    expiry_at: Date | null;
    status_reason: string | null;
    maker_id: string | null;
    checker_id: string | null;
  },
  makerIds: readonly string[],
): Schemas['CoverState'] {
  return {
    status: row.status as Schemas['CoverStatus'],
    coverStartDate: row.cover_start_date,
    waitingPeriodEnd: row.waiting_period_end,
    expiryAt: isoOrNull(row.expiry_at),
    statusReason: row.status_reason,
    makerId: row.maker_id,
    makerIds: [...makerIds],
    checkerId: row.checker_id,
  };
}

const hasCoverDates = (row: {
  cover_start_date: string | null;
  waiting_period_end: string | null;
  expiry_at: Date | null;
}) => row.cover_start_date !== null || row.waiting_period_end !== null || row.expiry_at !== null;

/**
 * Applies one cover-status action through the statechart, in one transaction with its audit
 * row and, for an approval or a rejection, the customer's email. The row is locked first, so two
 * staff acting at once are applied one after the other.
 */
export async function changeCoverStatus(
  db: Db,
  kind: CoveredKind,
  id: string,
  user: StaffUser,
  input: Schemas['StatusChangeInput'],
  letters: LetterSettings,
): Promise<Schemas['CoverState']> {
  const { table, area, label } = COVERED_RECORDS[kind];
  const by = { userId: user.userId, canApprove: user.permissions.includes(`${area}.approve`) };
  const event = { type: input.action, by, reason: input.reason?.trim() ?? '' } as CoverStatusEvent;
  return db.transaction().execute(async (trx) => {
    // The three tables share the cover columns; one of them names the shape for the type checker.
    const t = table as 'groups';
    const row = await trx
      .selectFrom(t)
      .select([
        'id',
        'status',
        'cover_start_date',
        'waiting_period_end',
        'expiry_at',
        'status_reason',
        'maker_id',
        'checker_id',
      ])
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(label);
    // Read under the row lock: whoever made the record since its last approval may not check it.
    const makers = await makersOf(trx, kind, id);
    const context = { ...makers, checkerId: row.checker_id };
    const why = refusal(row.status, context, event);
    if (why) throw REFUSALS[why](row.status, input.action);
    const next = nextCoverStatus(row.status, context, event);
    if (!next) throw new ApiError(409, SERVER_MESSAGES.changeImpossible);
    if (input.action === 'reinstate' && row.status_reason === COVER_JOB_REASONS.lapse)
      await requireArrearsCleared(trx, kind, id);
    const approving = input.action === 'approve' || input.action === 'reinstate';
    const dates = approving ? coverDates(DateTime.utc()) : null;
    // A record back in progress (reopened for correction) has no cover in force: the dates of
    // the cover it had move to its history, so no screen or list shows them as its own.
    const clearing = next.status === 'in-progress' && hasCoverDates(row);
    const updated = await trx
      .updateTable(t)
      .set({
        status: next.status,
        // The last maker, as the record shows it; the makers themselves are read from the history.
        maker_id: approving ? row.maker_id : user.userId,
        checker_id: next.context.checkerId,
        status_reason: approving ? null : (input.reason?.trim() ?? null),
        ...(dates
          ? {
              cover_start_date: dates.coverStartDate,
              waiting_period_end: dates.waitingPeriodEnd,
              expiry_at: dates.expiryAt,
              // The premium schedule starts again with the cover: the first premium is due today.
              next_premium_month: 0,
              next_premium_due: dates.coverStartDate,
            }
          : clearing
            ? {
                cover_start_date: null,
                waiting_period_end: null,
                expiry_at: null,
                next_premium_month: null,
                next_premium_due: null,
              }
            : {}),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .returning([
        'status',
        'cover_start_date',
        'waiting_period_end',
        'expiry_at',
        'status_reason',
        'maker_id',
        'checker_id',
      ])
      .executeTakeFirstOrThrow();
    await audit(trx, {
      entity: kind,
      entityId: id,
      action: `status.${input.action}`,
      actorId: user.userId,
      fromStatus: row.status,
      toStatus: next.status,
      reason: input.reason?.trim() ?? null,
      changes:
        dates || clearing
          ? {
              coverStartDate: { from: row.cover_start_date, to: dates?.coverStartDate ?? null },
              waitingPeriodEnd: { from: row.waiting_period_end, to: dates?.waitingPeriodEnd ?? null },
              expiryAt: { from: isoOrNull(row.expiry_at), to: dates?.expiryAt.toISOString() ?? null },
            }
          : null,
    });
    // The first premium falls due on the day the cover starts: in this month's debit file at once.
    if (dates) await writeDuePremiums(trx, kind, dates.coverStartDate, id);
    const record = { kind, id };
    if (input.action === 'approve' && dates) {
      const { coverStartDate, waitingPeriodEnd } = dates;
      const event = { kind: 'cover-approved', coverStartDate, waitingPeriodEnd } as const;
      await queueLetter(trx, { record, event }, letters);
    } else if (input.action === 'reject') {
      await queueLetter(trx, { record, event: { kind: 'cover-rejected' } }, letters);
    }
    return coverState(updated, (await makersOf(trx, kind, id)).makerIds);
  });
}

/**
 * A cover the jobs lapsed for unpaid premiums is reinstated only once they are paid, and within
 * the policy's reinstatement window from the day it lapsed.
 */
async function requireArrearsCleared(trx: Transaction<Database>, kind: CoveredKind, id: string) {
  const standing = await standingOf(trx, kind, id);
  if (standing.unpaidCount > 0)
    throw conflict(PREMIUM_MESSAGES.arrearsUnpaid, { action: PREMIUM_MESSAGES.arrearsUnpaid });
  const lapse = await trx
    .selectFrom('audit_log')
    .select('changes')
    .where('entity_type', '=', kind)
    .where('entity_id', '=', id)
    .where('action', '=', 'status.lapse-unpaid')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const lapsedOn = (lapse?.changes as { lapsedOn?: { to?: unknown } } | null)?.lapsedOn?.to;
  if (typeof lapsedOn !== 'string') return;
  if (todayIso() > reinstatableUntil(lapsedOn, standing.reinstatementDays)) {
    const message = PREMIUM_MESSAGES.reinstatementWindowOver;
    throw conflict(message, { action: message });
  }
}

/** A record's history, oldest first, with each staff user's name. */
export async function historyOf(db: Db, kind: CoveredKind, id: string): Promise<Schemas['AuditEntry'][]> {
  const { table, label } = COVERED_RECORDS[kind];
  const exists = await db
    .selectFrom(table as 'groups')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!exists) throw notFound(label);
  const rows = await db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select([
      'a.id',
      'a.action',
      'a.actor_id',
      'a.at',
      'a.from_status',
      'a.to_status',
      'a.reason',
      'a.changes',
      'u.first_name',
      'u.last_name',
    ])
    .where('a.entity_type', '=', kind)
    .where('a.entity_id', '=', id)
    .orderBy('a.id')
    .execute();
  return rows.map((row) => ({
    entryId: Number(row.id),
    action: row.action,
    actor: row.actor_id ? { userId: row.actor_id, name: `${row.first_name} ${row.last_name}` } : null,
    at: new Date(row.at).toISOString(),
    fromStatus: row.from_status,
    toStatus: row.to_status,
    reason: row.reason,
    changes: (row.changes as Record<string, unknown> | null) ?? null,
  }));
}

import type { Transaction } from 'kysely';
import { checkerRefusal } from '../../machines/cover-status.machine';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import type { StaffUser } from '../auth/staff';
import type { JsonBodyOf } from '../contract-types';
import { makersOf } from '../cover/makers';
import { COVERED_RECORDS } from '../cover/status-changes';
import { applyCustomerChange } from '../customers/details-update';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { applyDiasporaChange } from '../diasporas/details-update';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../errors';
import { applyGroupChange } from '../groups/details-update';
import { applyMemberChange } from '../groups/member-add';
import { lockWaitingChange, type RecordKind, settleChange } from './pending-store';

/** A decision on the change that waits on a record. */
export type ChangeDecision = JsonBodyOf<'decideCustomerChange'>;

/** The record, locked: a decision and an edit of the same record are taken one after the other. */
async function lockRecord(trx: Transaction<Database>, kind: RecordKind, id: string) {
  const { table, label } = COVERED_RECORDS[kind];
  const row = await trx
    .selectFrom(table as 'groups')
    .select(['id', 'policy_id'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(label);
  return row;
}

/**
 * Four eyes: the checker is none of the record's makers since its last approval (its creator, and
 * whoever changed it or proposed this change), by the cover-status chart's one rule.
 */
async function assertChecker(
  trx: Transaction<Database>,
  kind: RecordKind,
  recordId: string,
  user: StaffUser,
) {
  const { makerIds } = await makersOf(trx, kind, recordId);
  const { area } = COVERED_RECORDS[kind];
  const refused = checkerRefusal(makerIds, {
    userId: user.userId,
    canApprove: user.permissions.includes(`${area}.approve`),
  });
  if (refused === 'same-user') {
    throw forbidden(SERVER_MESSAGES.secondUserForChange);
  }
  if (refused) throw forbidden(SERVER_MESSAGES.roleMayNotApproveChanges);
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * Approves (applying it in the same transaction) or rejects the change that waits on a record,
 * for a checker who made neither the record nor the change.
 */
export async function decideChange(
  db: Db,
  kind: RecordKind,
  recordId: string,
  user: StaffUser,
  input: ChangeDecision,
) {
  const reason = input.reason?.trim() ?? '';
  if (input.decision === 'reject' && reason.length < 3) {
    throw badRequest({ reason: SERVER_MESSAGES.rejectionReason });
  }
  await db.transaction().execute(async (trx) => {
    const record = await lockRecord(trx, kind, recordId);
    const change = await lockWaitingChange(trx, kind, recordId);
    if (!change) throw new ApiError(404, SERVER_MESSAGES.noChangeWaits);
    if (change.id !== input.changeId) {
      throw conflict(SERVER_MESSAGES.otherChangeWaits, {
        changeId: SERVER_MESSAGES.notTheWaitingChange,
      });
    }
    await assertChecker(trx, kind, recordId, user);
    const approved = input.decision === 'approve';
    if (approved) {
      // Applied in the decision's transaction: a clash (an id number taken meanwhile) applies nothing.
      if (change.change_kind === 'member') await applyMemberChange(trx, change, record);
      else if (kind === 'customer') await applyCustomerChange(trx, change, user.userId);
      else if (kind === 'group') await applyGroupChange(trx, change, user.userId);
      else await applyDiasporaChange(trx, change, user.userId, todayUtc());
    }
    await settleChange(trx, change, { approved, by: user.userId, reason: approved ? null : reason });
  });
}

import type { Transaction } from 'kysely';
import { checkerRefusal } from '../../machines/cover-status.machine';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import type { StaffUser } from '../auth/staff';
import type { JsonBodyOf } from '../contract-types';
import { makersOf } from '../cover/makers';
import { deleteCustomer } from '../customers/delete';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { ApiError, conflict, forbidden } from '../errors';
import { lockDeletableCustomer } from './customer-lock';
import { reasonOf } from './request';
import { deletionRefused, refusalMessage } from './rule';
import { lockWaitingDeletion, settleDeletion, type WaitingDeletionRow } from './store';

export type DeletionDecision = JsonBodyOf<'decideCustomerDeletion'>;

/**
 * Four eyes: the checker is none of the customer's makers, and the requester is one of them
 * (also written in the history, but named here so the rule never hangs on the history's window),
 * by the cover-status chart's one rule.
 */
async function assertChecker(trx: Transaction<Database>, deletion: WaitingDeletionRow, user: StaffUser) {
  const { makerIds } = await makersOf(trx, 'customer', deletion.record_id);
  const refused = checkerRefusal([...makerIds, deletion.requested_by], {
    userId: user.userId,
    canApprove: user.permissions.includes('customers.approve'),
  });
  if (refused === 'same-user') throw forbidden(SERVER_MESSAGES.secondUserForDeletion);
  if (refused) throw forbidden(SERVER_MESSAGES.roleMayNotApproveDeletions);
}

/**
 * Approves (deleting the customer in the same transaction, after checking the rule again) or
 * rejects the deletion that waits on a customer, for a checker who made neither. A rule that
 * refuses the deletion now (a cover, a claim or a premium arrived meanwhile) closes the request
 * with the rule's words and answers 409: nothing is deleted.
 */
export async function decideCustomerDeletion(
  db: Db,
  customerId: string,
  user: StaffUser,
  input: DeletionDecision,
): Promise<void> {
  const rejecting = input.decision === 'reject';
  const reason = rejecting ? reasonOf(input.reason, SERVER_MESSAGES.deletionRejectionReason) : null;
  const refusal = await db.transaction().execute(async (trx) => {
    const customer = await lockDeletableCustomer(trx, customerId);
    const deletion = await lockWaitingDeletion(trx, 'customer', customerId);
    if (!deletion) throw new ApiError(404, SERVER_MESSAGES.noDeletionWaits);
    if (deletion.id !== input.deletionId) {
      throw conflict(SERVER_MESSAGES.otherDeletionWaits, {
        deletionId: SERVER_MESSAGES.notTheWaitingDeletion,
      });
    }
    await assertChecker(trx, deletion, user);
    if (rejecting) {
      await settleDeletion(trx, deletion, { approved: false, by: user.userId, reason });
      return null;
    }
    if (customer.refusal) {
      // Kept: the request is closed for good, so it leaves every inbox; the 409 follows the commit.
      await settleDeletion(trx, deletion, {
        approved: false,
        by: user.userId,
        reason: refusalMessage(customer.refusal),
      });
      return customer.refusal;
    }
    await settleDeletion(trx, deletion, { approved: true, by: user.userId, reason: null });
    await deleteCustomer(trx, customerId, {
      deletionId: deletion.id,
      reason: deletion.reason,
      requestedBy: deletion.requested_by,
      approvedBy: user.userId,
    });
    return null;
  });
  if (refusal) throw deletionRefused(refusal);
}

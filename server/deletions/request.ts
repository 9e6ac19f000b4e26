import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import type { StaffUser } from '../auth/staff';
import type { JsonBodyOf } from '../contract-types';
import type { Db } from '../db/connect';
import { badRequest } from '../errors';
import { lockDeletableCustomer } from './customer-lock';
import { deletionRefused } from './rule';
import { storeDeletionRequest } from './store';

export type DeletionRequestInput = JsonBodyOf<'requestCustomerDeletion'>;

/** The reason of a request or a rejection: trimmed, at least 3 characters (the contract caps its length). */
export function reasonOf(text: string | undefined, message: string): string {
  const reason = text?.trim() ?? '';
  if (reason.length < 3) throw badRequest({ reason: message });
  return reason;
}

/**
 * Asks for a customer's deletion: refused (409) when the rule says the customer ends through a
 * cover instead, else stored to wait for a second staff user; nothing is deleted yet.
 */
export async function requestCustomerDeletion(
  db: Db,
  customerId: string,
  user: StaffUser,
  input: DeletionRequestInput,
): Promise<void> {
  const reason = reasonOf(input.reason, SERVER_MESSAGES.deletionReason);
  await db.transaction().execute(async (trx) => {
    const customer = await lockDeletableCustomer(trx, customerId);
    if (customer.refusal) throw deletionRefused(customer.refusal);
    await storeDeletionRequest(trx, {
      kind: 'customer',
      recordId: customerId,
      reason,
      requestedBy: user.userId,
      status: customer.status,
    });
  });
}

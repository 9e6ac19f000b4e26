import type { Transaction } from 'kysely';
import { DateTime } from 'luxon';
import { checkerRefusal, nextCoverStatus } from '../../machines/cover-status.machine';
import { SERVER_MESSAGES, serverMessage } from '../../src/domain/server-messages';
import type { StaffUser } from '../auth/staff';
import type { Schemas } from '../contract-types';
import { audit } from '../cover/audit';
import { claimMakersOf } from '../cover/makers';
import type { Database } from '../db/schema';
import { badRequest, conflict, forbidden } from '../errors';
import { type LetterSettings, queueLetter } from '../mail/outbox';
import { coverOf, lockHolder } from './holder';
import { holderOfClaim } from './mappers';
import { assertClaimGoesAhead } from './one-per-person';
import { lockClaim } from './queries';

type LockedClaim = Awaited<ReturnType<typeof lockClaim>>;

/** A claim as its letters name it (server/letters/). */
const claimFacts = (claim: LockedClaim) => ({
  reference: claim.id,
  amount: Number(claim.amount),
  insuredName: claim.insured_name,
  type: claim.claim_type,
});

/**
 * Approve or reject a submitted claim, and queue the customer's email about it. Approval follows
 * the four-eyes rule of the cover-status chart: nobody who recorded the claim or added a document
 * to it (its makers, from the history). The caller's route already checked the claims.approve
 * permission.
 */
export async function decideClaim(
  trx: Transaction<Database>,
  user: StaffUser,
  claimId: string,
  input: Schemas['ClaimDecisionInput'],
  letters: LetterSettings,
): Promise<void> {
  const claim = await lockClaim(trx, claimId);
  if (claim.status !== 'submitted') throw conflict(serverMessage.claimAlreadyDecided(claim.status));
  if (input.action === 'approve') {
    const by = { userId: user.userId, canApprove: user.permissions.includes('claims.approve') };
    if (checkerRefusal(await claimMakersOf(trx, claimId), by)) {
      throw forbidden(SERVER_MESSAGES.secondUserForClaim);
    }
    await assertClaimGoesAhead(trx, claim);
  }
  const reason = input.reason?.trim();
  if (input.action === 'reject' && !reason) throw badRequest({ reason: SERVER_MESSAGES.changeReason });
  const status = input.action === 'approve' ? 'approved' : 'rejected';
  await trx
    .updateTable('claims')
    .set({
      status,
      decided_by: user.userId,
      decided_at: new Date(),
      rejected_reason: status === 'rejected' ? (reason ?? null) : null,
    })
    .where('id', '=', claimId)
    .execute();
  await audit(trx, {
    ...holderOfClaim(claim),
    action: `claim.${input.action}`,
    actorId: user.userId,
    fromStatus: claim.status,
    toStatus: status,
    reason: reason ?? null,
    changes: { claim: { from: null, to: claimId } },
  });
  const holder = holderOfClaim(claim);
  await queueLetter(
    trx,
    {
      record: { kind: holder.entity, id: holder.entityId },
      event: { kind: 'claim-decided', decision: status, claim: claimFacts(claim) },
    },
    letters,
  );
}

/**
 * Marks an approved claim paid and queues the customer's email about it. When the paid claims
 * reach the policy's maximum benefit, the cover ends (the cover-status chart's exhaust), in the
 * same transaction.
 */
export async function payClaim(
  trx: Transaction<Database>,
  user: StaffUser,
  claimId: string,
  letters: LetterSettings,
): Promise<void> {
  const claim = await lockClaim(trx, claimId);
  if (claim.status !== 'approved') throw conflict(serverMessage.claimNotPayable(claim.status));
  await assertClaimGoesAhead(trx, claim);
  await trx
    .updateTable('claims')
    .set({ status: 'paid', paid_by: user.userId, paid_at: new Date() })
    .where('id', '=', claimId)
    .execute();
  const holder = holderOfClaim(claim);
  await audit(trx, {
    ...holder,
    action: 'claim.pay',
    actorId: user.userId,
    fromStatus: 'approved',
    toStatus: 'paid',
    changes: { claim: { from: null, to: claimId }, amount: { from: null, to: Number(claim.amount) } },
  });
  await queueLetter(
    trx,
    {
      record: { kind: holder.entity, id: holder.entityId },
      event: { kind: 'claim-paid', claim: claimFacts(claim) },
    },
    letters,
  );
  await endCoverWhenExhausted(trx, holder, user);
}

async function endCoverWhenExhausted(
  trx: Transaction<Database>,
  holder: { entity: 'customer' | 'diaspora'; entityId: string },
  user: StaffUser,
) {
  const locked = await lockHolder(trx, holder.entity, holder.entityId);
  // A group member's payout does not end the cover of the whole group.
  if (locked.cover.table === 'groups') return;
  const cover = await coverOf(trx, locked);
  const paid = await trx
    .selectFrom('claims')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where(holder.entity === 'diaspora' ? 'diaspora_id' : 'customer_id', '=', holder.entityId)
    .where('status', '=', 'paid')
    .executeTakeFirstOrThrow();
  if (cover.maximumBenefit <= 0 || Number(paid.total) < cover.maximumBenefit) return;
  const reason = SERVER_MESSAGES.benefitUsedUp;
  const row = await trx
    .selectFrom(locked.cover.table as 'groups')
    .select(['checker_id'])
    .where('id', '=', locked.cover.id)
    .executeTakeFirstOrThrow();
  // The chart's exhaust needs no checker: who made the record does not matter to it.
  const next = nextCoverStatus(
    cover.status as 'covered',
    { creatorId: null, makerIds: [], checkerId: row.checker_id },
    { type: 'exhaust', reason },
  );
  if (!next) return;
  await trx
    .updateTable(locked.cover.table as 'groups')
    .set({ status: next.status, status_reason: reason, updated_at: new Date() })
    .where('id', '=', locked.cover.id)
    .execute();
  await audit(trx, {
    ...holder,
    action: 'status.exhaust',
    actorId: user.userId,
    fromStatus: cover.status,
    toStatus: next.status,
    reason,
    changes: { exhaustedOn: { from: null, to: DateTime.utc().toISODate() } },
  });
}

import { checkerRefusal } from '../../machines/cover-status.machine';
import { premiumReference } from '../../src/domain/premiums';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import type { StaffUser } from '../auth/staff';
import type { Schemas } from '../contract-types';
import { audit } from '../cover/audit';
import type { Db } from '../db/connect';
import { conflict, forbidden, notFound } from '../errors';
import { premiumsWithNames, toPremium } from './premium-rows';

export const WAIVER_MESSAGES = {
  notUnpaid: SERVER_MESSAGES.waiverNotUnpaid,
  alreadyAsked: SERVER_MESSAGES.waiverAlreadyAsked,
  nothingToDecide: SERVER_MESSAGES.waiverNothingToDecide,
  secondUser: SERVER_MESSAGES.secondUserForWaiver,
  noPermission: SERVER_MESSAGES.roleMayNotDecideWaivers,
} as const;

const readPremium = async (db: Db, id: number) => {
  const row = await premiumsWithNames(db).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Premium');
  return toPremium(row);
};

/** Asks for an unpaid premium to be waived, with a reason; another staff member decides. */
export async function requestWaiver(
  db: Db,
  user: StaffUser,
  premiumId: number,
  reason: string,
): Promise<Schemas['Premium']> {
  await db.transaction().execute(async (trx) => {
    const premium = await trx
      .selectFrom('premiums')
      .select(['id', 'status', 'record_kind', 'record_id', 'waiver_requested_by', 'amount', 'due_date'])
      .where('id', '=', premiumId)
      .forUpdate()
      .executeTakeFirst();
    if (!premium) throw notFound('Premium');
    if (premium.status !== 'due' && premium.status !== 'failed') throw conflict(WAIVER_MESSAGES.notUnpaid);
    if (premium.waiver_requested_by) throw conflict(WAIVER_MESSAGES.alreadyAsked);
    await trx
      .updateTable('premiums')
      .set({
        waiver_reason: reason.trim(),
        waiver_requested_by: user.userId,
        waiver_requested_at: new Date(),
        updated_at: new Date(),
      })
      .where('id', '=', premiumId)
      .execute();
    await audit(trx, {
      entity: premium.record_kind,
      entityId: premium.record_id,
      action: 'premium.waiver-request',
      actorId: user.userId,
      reason: reason.trim(),
      changes: {
        premium: { from: null, to: premiumReference(premiumId) },
        amount: { from: null, to: Number(premium.amount) },
        dueDate: { from: null, to: premium.due_date },
      },
    });
  });
  return readPremium(db, premiumId);
}

/** Approves or refuses a waiting waiver: never by the staff member who asked for it. */
export async function decideWaiver(
  db: Db,
  user: StaffUser,
  premiumId: number,
  decision: 'approve' | 'reject',
): Promise<Schemas['Premium']> {
  await db.transaction().execute(async (trx) => {
    const premium = await trx
      .selectFrom('premiums')
      .select(['id', 'status', 'record_kind', 'record_id', 'waiver_requested_by', 'waiver_reason'])
      .where('id', '=', premiumId)
      .forUpdate()
      .executeTakeFirst();
    if (!premium) throw notFound('Premium');
    const waiting =
      premium.waiver_requested_by !== null && (premium.status === 'due' || premium.status === 'failed');
    if (!waiting || !premium.waiver_requested_by) throw conflict(WAIVER_MESSAGES.nothingToDecide);
    const by = { userId: user.userId, canApprove: user.permissions.includes('premiums.approve') };
    const refused = checkerRefusal([premium.waiver_requested_by], by);
    if (refused === 'same-user') throw forbidden(WAIVER_MESSAGES.secondUser);
    if (refused === 'no-permission') throw forbidden(WAIVER_MESSAGES.noPermission);
    await trx
      .updateTable('premiums')
      .set(
        decision === 'approve'
          ? { status: 'waived', waived_by: user.userId, waived_at: new Date(), updated_at: new Date() }
          : {
              waiver_reason: null,
              waiver_requested_by: null,
              waiver_requested_at: null,
              updated_at: new Date(),
            },
      )
      .where('id', '=', premiumId)
      .execute();
    await audit(trx, {
      entity: premium.record_kind,
      entityId: premium.record_id,
      action: decision === 'approve' ? 'premium.waive' : 'premium.waiver-reject',
      actorId: user.userId,
      reason: premium.waiver_reason,
      changes: { premium: { from: premium.status, to: premiumReference(premiumId) } },
    });
  });
  return readPremium(db, premiumId);
}

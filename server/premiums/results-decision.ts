import { checkerRefusal } from '../../machines/cover-status.machine';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import type { StaffUser } from '../auth/staff';
import type { Db } from '../db/connect';
import { badRequest, conflict, forbidden, notFound } from '../errors';

/**
 * Approves a checked results file (the work loop then applies it) or rejects it with a reason.
 * Four eyes: never by its uploader, the cover-status chart's rule (`checkerRefusal`). The file is
 * locked, so of two approvals at the same moment one decides and the other finds it decided (409).
 */
export async function decideResultsFile(
  db: Db,
  user: StaffUser,
  fileId: string,
  decision: 'approve' | 'reject',
  reason: string | undefined,
): Promise<void> {
  const why = reason?.trim() ?? '';
  if (decision === 'reject' && why.length < 3)
    throw badRequest({ reason: SERVER_MESSAGES.resultsRejectionReason });
  await db.transaction().execute(async (trx) => {
    const file = await trx
      .selectFrom('premium_result_files')
      .select(['id', 'status', 'uploaded_by'])
      .where('id', '=', fileId)
      .where('status', '<>', 'receiving')
      .forUpdate()
      .executeTakeFirst();
    if (!file) throw notFound('Results file');
    const by = { userId: user.userId, canApprove: user.permissions.includes('premiums.approve') };
    const refused = checkerRefusal([file.uploaded_by], by);
    if (refused === 'same-user') throw forbidden(SERVER_MESSAGES.secondUserForResults);
    if (refused === 'no-permission') throw forbidden(SERVER_MESSAGES.roleMayNotApproveResults);
    if (file.status !== 'waiting') throw conflict(SERVER_MESSAGES.resultsNotWaiting);
    await trx
      .updateTable('premium_result_files')
      .set({
        status: decision === 'approve' ? 'applying' : 'rejected',
        decided_by: user.userId,
        decided_at: new Date(),
        decision_reason: decision === 'reject' ? why : null,
      })
      .where('id', '=', fileId)
      .execute();
  });
}

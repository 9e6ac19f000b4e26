import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { checkerRefusal } from '../../machines/cover-status.machine';
import { checkDiasporaEnrolment } from '../../src/domain/enrolment-rules';
import { requireStaff } from '../auth/guard';
import type { StaffUser } from '../auth/staff';
import { lockWaitingChange, type RecordKind, settleChange } from '../changes/pending-store';
import { makersOf } from '../cover/makers';
import { COVERED_RECORDS } from '../cover/status-changes';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../errors';
import { bodyOf, type Handlers, type ServiceContext } from './context';
import { applyCustomerChange } from './customer-details';
import { loadCustomer } from './customers';
import { applyDiasporaChange, updateDiasporaDetails } from './diaspora-details';
import { loadDiaspora } from './diasporas';
import { applyMemberChange } from './group-member-add';
import { loadGroup } from './groups';

type Decision = ReturnType<typeof bodyOf<'decideCustomerChange'>>;

/** The path parameter that names each kind of record. */
const ID_PARAM: Record<RecordKind, string> = {
  customer: 'customerId',
  diaspora: 'diasporaId',
  group: 'groupId',
};

const idOf = (kind: RecordKind, request: FastifyRequest) =>
  (request.params as Record<string, string>)[ID_PARAM[kind]] as string;

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
    throw forbidden('A second staff user must decide this change: you made this record or the change');
  }
  if (refused) throw forbidden('Your role may not approve changes to this record');
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

async function decideChange(db: Db, kind: RecordKind, recordId: string, user: StaffUser, input: Decision) {
  const reason = input.reason?.trim() ?? '';
  if (input.decision === 'reject' && reason.length < 3) {
    throw badRequest({ reason: 'Please give the reason for rejecting this change' });
  }
  await db.transaction().execute(async (trx) => {
    const record = await lockRecord(trx, kind, recordId);
    const change = await lockWaitingChange(trx, kind, recordId);
    if (!change) throw new ApiError(404, 'No change waits for approval on this record');
    if (change.id !== input.changeId) {
      throw conflict('Another change waits on this record now: reload it and decide again', {
        changeId: 'Not the change that waits',
      });
    }
    await assertChecker(trx, kind, recordId, user);
    const approved = input.decision === 'approve';
    if (approved) {
      // Applied in the decision's transaction: a clash (an id number taken meanwhile) applies nothing.
      if (change.change_kind === 'member') await applyMemberChange(trx, change, record);
      else if (kind === 'customer') await applyCustomerChange(trx, change, user.userId);
      else await applyDiasporaChange(trx, change, user.userId, todayUtc());
    }
    await settleChange(trx, change, { approved, by: user.userId, reason: approved ? null : reason });
  });
}

/** Edits that may wait for a second staff user, and the decisions on them. */
export function pendingChangeHandlers({ db }: ServiceContext): Handlers {
  return {
    async updateDiaspora(request, reply) {
      const user = requireStaff(request);
      const diasporaId = idOf('diaspora', request);
      const input = bodyOf(request, 'updateDiaspora');
      const errors = checkDiasporaEnrolment(input);
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      const result = await db
        .transaction()
        .execute((trx) => updateDiasporaDetails(trx, diasporaId, input, request.caller, user.userId));
      // 202: a material change to a covered record waits for a second staff user.
      return reply
        .status(result === 'proposed' ? 202 : 200)
        .send({ data: await loadDiaspora(db, diasporaId) });
    },

    async decideCustomerChange(request) {
      const id = idOf('customer', request);
      await decideChange(db, 'customer', id, requireStaff(request), bodyOf(request, 'decideCustomerChange'));
      return { data: await loadCustomer(db, id) };
    },

    async decideDiasporaChange(request) {
      const id = idOf('diaspora', request);
      await decideChange(db, 'diaspora', id, requireStaff(request), bodyOf(request, 'decideDiasporaChange'));
      return { data: await loadDiaspora(db, id) };
    },

    async decideGroupChange(request) {
      const id = idOf('group', request);
      await decideChange(db, 'group', id, requireStaff(request), bodyOf(request, 'decideGroupChange'));
      return { data: await loadGroup(db, id) };
    },
  };
}

import { checkCustomerWithNextOfKin, checkGroupLeaders } from '../../src/domain/cross-field-rules';
import { requireStaff } from '../auth/guard';
import { pagination } from '../common/paging';
import { loadCustomer } from '../customers/queries';
import { badRequest, notFound } from '../errors';
import { runCreate } from '../idempotency';
import { policyOfLine } from '../policies/product-line';
import { bodyOf, type Handlers, idempotencyKey, pathOf, type ServiceContext } from '../routes/context';
import { statusListHandlers } from '../routes/status-list-handlers';
import { createGroup } from './create';
import { updateGroupDetails } from './details-update';
import { groupList } from './list';
import { toMember } from './mappers';
import { insertMember, lockGroup, proposeMember, resolveMemberFiles } from './member-add';
import { assertGroupExists, groupMembers, isMemberOf, loadGroup } from './queries';

export function groupHandlers({ db }: ServiceContext): Handlers {
  return {
    ...statusListHandlers(db, groupList),

    async getGroup(request) {
      return { data: await loadGroup(db, pathOf(request, 'getGroup').groupId) };
    },

    async listGroupMembers(request) {
      const { groupId } = pathOf(request, 'listGroupMembers');
      await assertGroupExists(db, groupId);
      const rows = await groupMembers(db, groupId);
      return {
        members: rows.map(toMember),
        pagination: pagination(rows.length, 1, Math.max(rows.length, 1)),
      };
    },

    async getGroupMember(request) {
      const { groupId, memberId } = pathOf(request, 'getGroupMember');
      if (!(await isMemberOf(db, groupId, memberId))) throw notFound('Member');
      return { data: await loadCustomer(db, memberId) };
    },

    async createGroup(request, reply) {
      const user = requireStaff(request);
      const input = bodyOf(request, 'createGroup');
      const { chairperson, secretary, treasurer } = input;
      const errors = checkGroupLeaders({ chairperson, secretary, treasurer });
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      await policyOfLine(db, input.policyId, 'group');
      const outcome = await runCreate(
        db,
        { caller: request.caller, key: idempotencyKey(request), operation: 'createGroup', request: input },
        async (trx) => {
          const id = await createGroup(trx, input, request.caller, user.userId);
          return { status: 201, body: { data: await loadGroup(trx, id) } };
        },
      );
      return reply.status(outcome.status).send(outcome.body);
    },

    async setGroupPaymentAccount(request, reply) {
      const user = requireStaff(request);
      const { groupId } = pathOf(request, 'setGroupPaymentAccount');
      const { accountNumber } = bodyOf(request, 'setGroupPaymentAccount');
      const outcome = await db.transaction().execute(async (trx) => {
        const result = await updateGroupDetails(trx, groupId, { account_number: accountNumber }, user.userId);
        return { result, body: { data: await loadGroup(trx, groupId) } };
      });
      // 202: on a covered group the account waits for a second staff user.
      return reply.status(outcome.result === 'proposed' ? 202 : 200).send(outcome.body);
    },

    async addGroupMember(request, reply) {
      const user = requireStaff(request);
      const { groupId } = pathOf(request, 'addGroupMember');
      const input = bodyOf(request, 'addGroupMember');
      const errors = checkCustomerWithNextOfKin(input);
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      const outcome = await runCreate(
        db,
        {
          caller: request.caller,
          key: idempotencyKey(request),
          operation: `addGroupMember:${groupId}`,
          request: input,
        },
        async (trx) => {
          const group = await lockGroup(trx, groupId);
          const files = await resolveMemberFiles(trx, request.caller, input);
          if (group.status === 'covered') {
            // Who a covered group covers changes only with a second staff user's approval.
            return {
              status: 202,
              body: { data: await proposeMember(trx, groupId, input, files, user.userId) },
            };
          }
          const member = await insertMember(trx, group, input, files, user.userId);
          return { status: 201, body: { data: toMember(member) } };
        },
      );
      return reply.status(outcome.status).send(outcome.body);
    },
  };
}

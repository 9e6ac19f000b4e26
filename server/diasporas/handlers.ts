import { checkDiasporaEnrolment } from '../../src/domain/cross-field-rules';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { requireStaff } from '../auth/guard';
import { iso } from '../common/timestamps';
import { rethrowAsConflict } from '../common/unique-conflict';
import { badRequest } from '../errors';
import { runCreate } from '../idempotency';
import { defaultPolicyOfLine, policyOfLine } from '../policies/product-line';
import { bodyOf, type Handlers, idempotencyKey, pathOf, type ServiceContext } from '../routes/context';
import { idNumberCheckHandlers } from '../routes/id-number-check-handlers';
import { statusListHandlers } from '../routes/status-list-handlers';
import { updateDiasporaDetails } from './details-update';
import { ALREADY_ENROLLED, enrolDiaspora } from './enrol';
import { diasporaList } from './list';
import { loadDiaspora } from './queries';

export function diasporaHandlers({ db, config }: ServiceContext): Handlers {
  return {
    ...statusListHandlers(db, diasporaList),
    ...idNumberCheckHandlers(db, 'diasporas'),

    async getDiaspora(request) {
      return { data: await loadDiaspora(db, pathOf(request, 'getDiaspora').diasporaId) };
    },

    async updateDiaspora(request, reply) {
      const user = requireStaff(request);
      const { diasporaId } = pathOf(request, 'updateDiaspora');
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

    async createDiaspora(request, reply) {
      const input = bodyOf(request, 'createDiaspora');
      const errors = checkDiasporaEnrolment(input);
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      const caller = request.caller;
      // The chosen diaspora policy, or the diaspora cover when none was chosen.
      const policyId = input.policyId
        ? await policyOfLine(db, input.policyId, 'diaspora')
        : await defaultPolicyOfLine(db, 'diaspora');
      try {
        const outcome = await runCreate(
          db,
          { caller, key: idempotencyKey(request), operation: 'createDiaspora', request: input },
          async (trx) => {
            const created = await enrolDiaspora(trx, input, caller, policyId, config.mail);
            const data = {
              diasporaId: created.id,
              status: created.status,
              createdAt: iso(created.created_at),
            };
            return { status: 201, body: { respMsg: SERVER_MESSAGES.customerAdded, data } };
          },
        );
        return reply.status(outcome.status).send(outcome.body);
      } catch (error) {
        rethrowAsConflict(error, ALREADY_ENROLLED);
      }
    },
  };
}

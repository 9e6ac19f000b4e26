import { checkCustomerWithNextOfKin } from '../../src/domain/cross-field-rules';
import { requireStaff } from '../auth/guard';
import { rethrowAsConflict } from '../common/unique-conflict';
import { badRequest } from '../errors';
import { runCreate } from '../idempotency';
import { policyOfLine } from '../policies/product-line';
import { bodyOf, type Handlers, idempotencyKey, pathOf, type ServiceContext } from '../routes/context';
import { idNumberCheckHandlers } from '../routes/id-number-check-handlers';
import { statusListHandlers } from '../routes/status-list-handlers';
import { CUSTOMER_ID_NUMBER_TAKEN, type CustomerInput } from './columns';
import { createIndividualCustomer } from './create';
import { updateCustomerDetails } from './details-update';
import { individualCustomerList } from './list';
import { lineOfCustomer, loadCustomer } from './queries';

function validate(input: CustomerInput): void {
  const errors = checkCustomerWithNextOfKin(input);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

export function customerHandlers({ db }: ServiceContext): Handlers {
  return {
    ...statusListHandlers(db, individualCustomerList),
    ...idNumberCheckHandlers(db, 'customers'),

    async getCustomer(request) {
      return { data: await loadCustomer(db, pathOf(request, 'getCustomer').customerId) };
    },

    async createCustomer(request, reply) {
      const user = requireStaff(request);
      const input = bodyOf(request, 'createCustomer');
      validate(input);
      // A customer's policy, when one is named, is of the individual line.
      if (input.policyId) await policyOfLine(db, input.policyId, 'individual');
      try {
        const outcome = await runCreate(
          db,
          {
            caller: request.caller,
            key: idempotencyKey(request),
            operation: 'createCustomer',
            request: input,
          },
          async (trx) => {
            const id = await createIndividualCustomer(trx, input, request.caller, user.userId);
            return { status: 201, body: { data: await loadCustomer(trx, id) } };
          },
        );
        return reply.status(outcome.status).send(outcome.body);
      } catch (error) {
        rethrowAsConflict(error, CUSTOMER_ID_NUMBER_TAKEN);
      }
    },

    async updateCustomer(request, reply) {
      const user = requireStaff(request);
      const { customerId } = pathOf(request, 'updateCustomer');
      const input = bodyOf(request, 'updateCustomer');
      validate(input);
      // A group member's policy is of the group line: their cover is the group's.
      if (input.policyId) await policyOfLine(db, input.policyId, await lineOfCustomer(db, customerId));
      const outcome = await db.transaction().execute(async (trx) => {
        const result = await updateCustomerDetails(trx, customerId, input, request.caller, user.userId);
        return { result, body: { data: await loadCustomer(trx, customerId) } };
      });
      // 202: a material change to a covered record waits for a second staff user.
      return reply.status(outcome.result === 'proposed' ? 202 : 200).send(outcome.body);
    },
  };
}

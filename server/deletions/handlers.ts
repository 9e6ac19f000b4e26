import { requireStaff } from '../auth/guard';
import { loadCustomer } from '../customers/queries';
import { bodyOf, type Handlers, pathOf, type ServiceContext } from '../routes/context';
import { decideCustomerDeletion } from './decide';
import { requestCustomerDeletion } from './request';

/** Deletions under four eyes: one staff user asks, with a reason; another decides. */
export function deletionHandlers({ db }: ServiceContext): Handlers {
  return {
    async requestCustomerDeletion(request, reply) {
      const user = requireStaff(request);
      const { customerId } = pathOf(request, 'requestCustomerDeletion');
      await requestCustomerDeletion(db, customerId, user, bodyOf(request, 'requestCustomerDeletion'));
      // 202: nothing is deleted yet; the customer carries the deletion that waits.
      return reply.status(202).send({ data: await loadCustomer(db, customerId) });
    },

    async decideCustomerDeletion(request, reply) {
      const user = requireStaff(request);
      const { customerId } = pathOf(request, 'decideCustomerDeletion');
      await decideCustomerDeletion(db, customerId, user, bodyOf(request, 'decideCustomerDeletion'));
      return reply.status(204).send();
    },
  };
}

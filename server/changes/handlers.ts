import type { FastifyRequest } from 'fastify';
import { requireStaff } from '../auth/guard';
import { loadCustomer } from '../customers/queries';
import { loadDiaspora } from '../diasporas/queries';
import { loadGroup } from '../groups/queries';
import { bodyOf, type Handlers, type ServiceContext } from '../routes/context';
import { decideChange } from './decide';
import type { RecordKind } from './pending-store';

/** The path parameter that names each kind of record. */
const ID_PARAM: Record<RecordKind, string> = {
  customer: 'customerId',
  diaspora: 'diasporaId',
  group: 'groupId',
};

const idOf = (kind: RecordKind, request: FastifyRequest) =>
  (request.params as Record<string, string>)[ID_PARAM[kind]] as string;

/** The decisions on edits that wait for a second staff user. */
export function pendingChangeHandlers({ db }: ServiceContext): Handlers {
  return {
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

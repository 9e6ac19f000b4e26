import { requireStaff } from '../auth/guard';
import { notFound } from '../errors';
import type { Handlers, ServiceContext } from './context';

/** Decisions on the change that waits on a covered record (four eyes). */
export function pendingChangeHandlers(_context: ServiceContext): Handlers {
  const decide = (async (request) => {
    requireStaff(request);
    throw notFound('Waiting change');
  }) satisfies Handlers[keyof Handlers];
  return {
    decideCustomerChange: decide,
    decideDiasporaChange: decide,
    decideGroupChange: decide,
    async updateDiaspora(request) {
      requireStaff(request);
      throw notFound('Diaspora customer');
    },
  };
}

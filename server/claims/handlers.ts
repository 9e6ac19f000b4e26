import { requireStaff } from '../auth/guard';
import { runCreate } from '../idempotency';
import { bodyOf, type Handlers, idempotencyKey, pathOf, type ServiceContext } from '../routes/context';
import { decideClaim, payClaim } from './decide';
import { loadClaim } from './queries';
import { addClaimDocument, createClaim } from './record';

/** Claims (SPEC §9): recorded, documented, decided by a second staff user, paid. */
export function claimHandlers({ db, config }: ServiceContext): Handlers {
  return {
    async createClaim(request, reply) {
      const user = requireStaff(request);
      const input = bodyOf(request, 'createClaim');
      const outcome = await runCreate(
        db,
        { caller: request.caller, key: idempotencyKey(request), operation: 'createClaim', request: input },
        async (trx) => {
          const id = await createClaim(trx, request.caller, user, input);
          return { status: 201, body: { data: await loadClaim(trx, id) } };
        },
      );
      return reply.status(outcome.status).send(outcome.body);
    },

    async getClaim(request) {
      return { data: await loadClaim(db, pathOf(request, 'getClaim').claimId) };
    },

    async addClaimDocument(request, reply) {
      const user = requireStaff(request);
      const { claimId } = pathOf(request, 'addClaimDocument');
      const input = bodyOf(request, 'addClaimDocument');
      // A document sent twice (a double click, a retry after a lost answer) is added once.
      const outcome = await runCreate(
        db,
        {
          caller: request.caller,
          key: idempotencyKey(request),
          operation: `addClaimDocument:${claimId}`,
          request: input,
        },
        async (trx) => {
          await addClaimDocument(trx, request.caller, user, claimId, input);
          return { status: 200, body: { data: await loadClaim(trx, claimId) } };
        },
      );
      return reply.status(outcome.status).send(outcome.body);
    },

    async decideClaim(request) {
      const user = requireStaff(request);
      const { claimId } = pathOf(request, 'decideClaim');
      return db.transaction().execute(async (trx) => {
        await decideClaim(trx, user, claimId, bodyOf(request, 'decideClaim'), config.mail);
        return { data: await loadClaim(trx, claimId) };
      });
    },

    async payClaim(request) {
      const user = requireStaff(request);
      const { claimId } = pathOf(request, 'payClaim');
      return db.transaction().execute(async (trx) => {
        await payClaim(trx, user, claimId, config.mail);
        return { data: await loadClaim(trx, claimId) };
      });
    },
  };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Whether the caller may see claims: a staff user with `claims.read`. */
export const mayReadClaims = (request: FastifyRequest): boolean =>
  request.caller?.kind === 'staff' && request.caller.user.permissions.includes('claims.read');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A record's details (an individual customer, a group member, a group, a diaspora customer) carry
 * its claims and their total only for a caller with `claims.read`: a role that may read or edit the
 * record but not claims must not learn of a death, its amount or its state from the record. Done
 * once for every answer whose `data` is a record, so no handler that answers with one (read, edit,
 * pending-change decision, ...) can forget it.
 */
export function hideClaimsWithoutPermission(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request: FastifyRequest, _reply, payload: unknown) => {
    if (!isRecord(payload) || !isRecord(payload.data) || mayReadClaims(request)) return payload;
    if (!('claims' in payload.data) && !('totalClaim' in payload.data)) return payload;
    const { claims: _claims, totalClaim: _totalClaim, ...record } = payload.data;
    return { ...payload, data: record };
  });
}

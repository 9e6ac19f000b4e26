import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Whether the caller may see claims: a staff user with `claims.read`. */
export const mayReadClaims = (request: FastifyRequest): boolean =>
  request.caller?.kind === 'staff' && request.caller.user.permissions.includes('claims.read');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A record or list row without its claims and claim total. */
function withoutClaims(value: Record<string, unknown>): Record<string, unknown> {
  if (!('claims' in value) && !('totalClaim' in value)) return value;
  const { claims: _claims, totalClaim: _totalClaim, ...rest } = value;
  return rest;
}

/** Every row of a list without its claims and claim total. */
const listWithoutClaims = (value: unknown): unknown =>
  Array.isArray(value) ? value.map((item) => (isRecord(item) ? withoutClaims(item) : item)) : value;

/**
 * A record's details (an individual customer, a group member, a group, a diaspora customer) and the
 * rows of a list of records carry claims and their total only for a caller with `claims.read`: a
 * role that may read or edit the record but not claims must not learn of a death, its amount or its
 * state from the record or from a list. Done once for every answer whose `data` is a record or
 * whose lists hold records, so no handler (read, edit, decision, a status list's page, ...) can
 * forget it.
 */
export function hideClaimsWithoutPermission(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request: FastifyRequest, _reply, payload: unknown) => {
    if (!isRecord(payload) || mayReadClaims(request)) return payload;
    const hidden: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(payload))
      hidden[key] = isRecord(value) && key === 'data' ? withoutClaims(value) : listWithoutClaims(value);
    return hidden;
  });
}

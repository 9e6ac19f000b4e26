import type { RoleTableRow } from '../role-table';

/**
 * Who calls. Staff callers carry a bearer token; `role` names a seeded role whose token is live.
 * The other bearer tokens (malformed, forged, expired, revoked) never identify anyone.
 */
export type CallerKind =
  | { kind: 'none' }
  | { kind: 'dead-bearer'; why: 'malformed' | 'forged' | 'expired' | 'revoked' }
  | { kind: 'role'; role: 'admin' | 'officer' | 'viewer' }
  | { kind: 'enrolment'; live: boolean };

export type Outcome = 'allowed' | 401 | 403;

/**
 * The answer the hand-written role table promises (tests/api/role-table.ts), never the contract
 * or the seed, which are what is checked. A missing or dead credential is 401; a live staff token
 * of a role the table does not admit is 403 (401 when no staff role is admitted at all).
 */
export function expectedOutcome(row: RoleTableRow, caller: CallerKind): Outcome {
  if (row.public) return 'allowed';
  switch (caller.kind) {
    case 'none':
    case 'dead-bearer':
      return 401;
    case 'enrolment':
      return row.enrolment && caller.live ? 'allowed' : 401;
    case 'role': {
      if (row.staff[caller.role]) return 'allowed';
      return Object.values(row.staff).some(Boolean) ? 403 : 401;
    }
  }
}

export const callerName = (caller: CallerKind): string =>
  caller.kind === 'none'
    ? 'no token'
    : caller.kind === 'dead-bearer'
      ? `${caller.why} token`
      : caller.kind === 'role'
        ? caller.role
        : caller.live
          ? 'enrolment token'
          : 'expired enrolment token';

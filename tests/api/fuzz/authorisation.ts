import type { OperationInfo } from '../../../server/openapi';

/**
 * Who calls. Staff callers carry a bearer token; `role` names a seeded role whose token is live.
 * The other bearer tokens (malformed, forged, expired, revoked) never identify anyone.
 */
export type CallerKind =
  | { kind: 'none' }
  | { kind: 'dead-bearer'; why: 'malformed' | 'forged' | 'expired' | 'revoked' }
  | { kind: 'role'; role: string }
  | { kind: 'enrolment'; live: boolean };

export type Outcome = 'allowed' | 401 | 403;

/**
 * The answer the contract promises, from the operation's declared `security` (alternatives,
 * any one of which admits the caller) and the permissions the role was seeded with.
 * A missing or dead credential is 401; a live staff token without the permission is 403.
 */
export function expectedOutcome(
  operation: Pick<OperationInfo, 'security'>,
  caller: CallerKind,
  permissionsOf: (role: string) => Set<string>,
): Outcome {
  if (operation.security.length === 0) return 'allowed';
  const staffAlternatives = operation.security.filter((alternative) => 'staffToken' in alternative);
  const enrolmentAllowed = operation.security.some((alternative) => 'enrolmentToken' in alternative);
  switch (caller.kind) {
    case 'none':
    case 'dead-bearer':
      return 401;
    case 'enrolment':
      return enrolmentAllowed && caller.live ? 'allowed' : 401;
    case 'role': {
      if (staffAlternatives.length === 0) return 401;
      const held = permissionsOf(caller.role);
      const admitted = staffAlternatives.some((alternative) =>
        (alternative.staffToken ?? []).every((permission) => held.has(permission)),
      );
      return admitted ? 'allowed' : 403;
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

import type { FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import type { Db } from '../db/connect';
import { ApiError, forbidden, unauthorized } from '../errors';
import { enrolmentSessionForToken, type StaffUser, userForToken } from './staff';
import type { StaffTokenCache } from './token-cache';

export type Caller =
  | { kind: 'staff'; user: StaffUser; token: string }
  | { kind: 'enrolment'; sessionId: string }
  | { kind: 'public' };

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
}

type SecurityRequirement = Record<string, string[]>;

export const ENROLMENT_HEADER = 'x-enrolment-token';

function bearerToken(request: FastifyRequest): string | undefined | null {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer ([A-Za-z0-9_.~+/=-]{10,200})$/.exec(header);
  return match?.[1] ?? null;
}

/**
 * Enforces an operation's declared security before the body is read.
 * Staff tokens are checked for the named permission; an enrolment token stands in where allowed.
 */
export function securityGuard(db: Db, tokens: StaffTokenCache, security: SecurityRequirement[]) {
  const staffAlternatives = security.filter((s) => 'staffToken' in s);
  const enrolmentAllowed = security.some((s) => 'enrolmentToken' in s);
  return async (request: FastifyRequest) => {
    request.caller = { kind: 'public' };
    if (security.length === 0) return;

    const bearer = bearerToken(request);
    if (bearer === null) throw unauthorized(SERVER_MESSAGES.malformedAuthorization);
    if (bearer !== undefined && staffAlternatives.length > 0) {
      const user = await userForToken(db, tokens, bearer);
      if (!user) throw unauthorized(SERVER_MESSAGES.sessionExpired);
      const allowed = staffAlternatives.some((s) =>
        (s.staffToken ?? []).every((permission) => user.permissions.includes(permission)),
      );
      if (!allowed) throw forbidden();
      request.caller = { kind: 'staff', user, token: bearer };
      return;
    }

    const enrolmentToken = request.headers[ENROLMENT_HEADER];
    if (enrolmentAllowed && typeof enrolmentToken === 'string') {
      const sessionId =
        enrolmentToken.length <= 200 ? await enrolmentSessionForToken(db, enrolmentToken) : undefined;
      if (!sessionId) {
        throw new ApiError(401, SERVER_MESSAGES.enrolmentSessionExpired, {
          captcha: SERVER_MESSAGES.verifyCaptchaAgain,
        });
      }
      request.caller = { kind: 'enrolment', sessionId };
      return;
    }
    throw unauthorized();
  };
}

export function requireStaff(request: FastifyRequest): StaffUser {
  if (request.caller.kind !== 'staff') throw unauthorized();
  return request.caller.user;
}

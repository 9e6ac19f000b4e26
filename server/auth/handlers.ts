import { sql } from 'kysely';
import { CAPTCHA_ACTIONS, SIGN_IN_CAPTCHA_FIELD } from '../../src/domain/captcha';
import { SERVER_MESSAGES, serverMessage } from '../../src/domain/server-messages';
import { ApiError, badRequest } from '../errors';
import { bodyOf, type Handlers, type ServiceContext } from '../routes/context';
import type { SignInThrottle } from '../security/sign-in-throttle';
import { requireStaff } from './guard';
import { decoyPasswordHash, verifyPassword } from './passwords';
import { loadStaffUser, type StaffUser } from './staff';
import { hashToken, newToken } from './tokens';

const INVALID = new ApiError(401, SERVER_MESSAGES.invalidCredentials, {
  email: SERVER_MESSAGES.invalidUsername,
  password: SERVER_MESSAGES.invalidPassword,
});

export function authHandlers(
  { db, config, staffTokens, verifyCaptcha }: ServiceContext,
  throttle: SignInThrottle,
): Handlers {
  return {
    async signIn(request, reply) {
      const { email, password, captchaToken } = bodyOf(request, 'signIn');
      const account = email.trim().toLowerCase();
      const captcha =
        captchaToken === undefined
          ? undefined
          : () => verifyCaptcha(captchaToken, request.ip, CAPTCHA_ACTIONS.signIn);
      const admission = await throttle.admit(account, request.ip, captcha);
      if (!admission.allowed && admission.refusal === 'wait') {
        const seconds = Math.max(1, Math.ceil(admission.retryAfterMs / 1000));
        reply.header('retry-after', String(seconds));
        throw new ApiError(429, serverMessage.tooManySignIns(admission.retryAfterMs));
      }
      if (!admission.allowed) {
        // Decided before any password is read: it says nothing of the password or the account.
        throw badRequest(
          {
            [SIGN_IN_CAPTCHA_FIELD]: admission.captchaRefused
              ? SERVER_MESSAGES.captchaFailed
              : SERVER_MESSAGES.signInCaptchaRequired,
          },
          SERVER_MESSAGES.signInCaptchaRequired,
        );
      }
      let outcome: 'succeeded' | 'failed' | 'abandoned' = 'abandoned';
      let user: { id: string; password_hash: string } | undefined;
      try {
        user = await db
          .selectFrom('users')
          .select(['id', 'password_hash'])
          .where('email', '=', account)
          .executeTakeFirst();
        const valid = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), password);
        outcome = user && valid ? 'succeeded' : 'failed';
      } finally {
        // A fault on the way (the database down) is not counted as the caller's failure.
        await admission.settle(outcome);
      }
      if (!user || outcome !== 'succeeded') throw INVALID;
      const token = newToken('stf');
      const expiresAt = new Date(Date.now() + config.staffTokenTtlMinutes * 60_000);
      await db
        .insertInto('auth_tokens')
        .values({ token_hash: hashToken(token), user_id: user.id, expires_at: expiresAt })
        .execute();
      const profile = (await loadStaffUser(db, user.id)) as StaffUser;
      return { data: { token, expiresAt: expiresAt.toISOString(), ...profile } };
    },

    async getMe(request) {
      return { data: requireStaff(request) };
    },

    async setMyLanguage(request) {
      const user = requireStaff(request);
      const { language } = bodyOf(request, 'setMyLanguage');
      await db.updateTable('users').set({ language }).where('id', '=', user.userId).execute();
      // Other processes hear of it from the database; this one forgets before it answers.
      staffTokens.forget();
      return { data: { ...user, language } };
    },

    async signOut(request, reply) {
      if (request.caller.kind === 'staff') {
        await db
          .updateTable('auth_tokens')
          .set({ revoked_at: sql<Date>`now()` })
          .where('token_hash', '=', hashToken(request.caller.token))
          .execute();
        staffTokens.forget();
      }
      return reply.status(204).send();
    },
  };
}

import { CAPTCHA_ACTIONS } from '../../src/domain/captcha';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { hashToken, newToken } from '../auth/tokens';
import { badRequest } from '../errors';
import { bodyOf, type Handlers, type ServiceContext } from '../routes/context';

export function enrolmentHandlers({ db, config, verifyCaptcha }: ServiceContext): Handlers {
  return {
    async startEnrolmentSession(request, reply) {
      const { captchaToken } = bodyOf(request, 'startEnrolmentSession');
      if (!(await verifyCaptcha(captchaToken, request.ip, CAPTCHA_ACTIONS.enrolment))) {
        throw badRequest({ captchaToken: SERVER_MESSAGES.captchaFailed });
      }
      const token = newToken('enr');
      const expiresAt = new Date(Date.now() + config.enrolmentTokenTtlMinutes * 60_000);
      await db
        .insertInto('enrolment_sessions')
        .values({ token_hash: hashToken(token), expires_at: expiresAt })
        .execute();
      return reply.status(201).send({ data: { token, expiresAt: expiresAt.toISOString() } });
    },
  };
}

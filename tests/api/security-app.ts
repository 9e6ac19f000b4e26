import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type AppOptions, buildApp } from '../../server/app';
import type { AbuseLimits, ServerConfig } from '../../server/config';
import { DEVELOPMENT_CAPTCHA_TOKEN } from '../../src/domain/captcha';
import { type TestServer, withIdempotencyKey } from './harness';

/** A settable clock, so a test moves time instead of waiting. */
export function testClock(start = Date.UTC(2030, 0, 1)) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

export interface SecurityApp {
  app: FastifyInstance;
  request: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  enrolmentToken: (remoteAddress?: string) => Promise<string>;
  close: () => Promise<void>;
}

type LimitOverrides = Partial<Omit<AbuseLimits, 'signIn'>> & { signIn?: Partial<AbuseLimits['signIn']> };

/**
 * A second app on the harness's database and files, with its own limits: the harness's app keeps
 * the generous test limits, so the rest of the suite is never slowed by these tests.
 */
export async function securityApp(
  server: TestServer,
  options: {
    limits?: LimitOverrides;
    config?: Partial<ServerConfig>;
    app?: Omit<AppOptions, 'db' | 'config'>;
  } = {},
): Promise<SecurityApp> {
  const base = server.config;
  const config: ServerConfig = {
    ...base,
    ...options.config,
    limits: {
      ...base.limits,
      ...options.limits,
      signIn: { ...base.limits.signIn, ...options.limits?.signIn },
    },
  };
  const app = await buildApp({ db: server.db, config, validateResponses: true, ...options.app });
  await app.ready();
  // A create goes with a fresh Idempotency-Key, as the SPA sends it, unless the test gave one.
  const request = (inject: InjectOptions) => app.inject(withIdempotencyKey(inject));
  return {
    app,
    request,
    enrolmentToken: async (remoteAddress = '127.0.0.1') => {
      const response = await request({
        method: 'POST',
        url: '/api/v1/enrolment-sessions',
        remoteAddress,
        payload: { captchaToken: DEVELOPMENT_CAPTCHA_TOKEN },
      });
      if (response.statusCode !== 201) throw new Error(`enrolment session failed: ${response.body}`);
      return response.json().data.token as string;
    },
    close: () => app.close(),
  };
}

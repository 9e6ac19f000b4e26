import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaVerifier } from '../../server/captcha/verify';
import { ConfigError, readConfig, TURNSTILE_SITEVERIFY_URL } from '../../server/config';
import { CAPTCHA_ACTIONS, DEVELOPMENT_CAPTCHA_TOKEN } from '../../src/domain/captcha';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import {
  type FakeSiteverify,
  PORTAL_HOSTNAME,
  SITEVERIFY_TOKENS,
  solvedToken,
  startFakeSiteverify,
} from './fake-siteverify';
import { expectErrorBody, startTestServer, type TestServer } from './harness';
import { securityApp, testClock } from './security-app';

/** Looks like a Turnstile secret but is none of Cloudflare's published test secrets. */
const SECRET = `0x4AAAAAAA-portal-secret-${randomUUID()}`;
const CLIENT_ADDRESS = '203.0.113.47';

let siteverify: FakeSiteverify;
let server: TestServer;
let shortLimitServer: TestServer;
const logLines: string[] = [];
const answers: LightMyRequestResponse[] = [];

async function startSession(on: TestServer, captchaToken: string): Promise<LightMyRequestResponse> {
  const options: InjectOptions = {
    method: 'POST',
    url: '/api/v1/enrolment-sessions',
    payload: { captchaToken },
    remoteAddress: CLIENT_ADDRESS,
  };
  const response = await on.request(options);
  answers.push(response);
  return response;
}

async function sessionCount(on: TestServer): Promise<number> {
  const rows = await on.db.selectFrom('enrolment_sessions').select('token_hash').execute();
  return rows.length;
}

/** The captcha was refused: the SPEC §8 body naming the field, a 400, and no session stored. */
async function expectRefused(on: TestServer, captchaToken: string) {
  const before = await sessionCount(on);
  const response = await startSession(on, captchaToken);
  const messages = expectErrorBody(response, 400);
  expect(messages.captchaToken).toMatch(/captcha could not be verified/i);
  expect(response.body).not.toContain('"token"');
  expect(await sessionCount(on)).toBe(before);
}

const withSecret = (fake: FakeSiteverify, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  CAPTCHA_SECRET: SECRET,
  CAPTCHA_HOSTNAMES: `portal.bank.example, ${PORTAL_HOSTNAME}`,
  CAPTCHA_VERIFY_URL: fake.url,
  LOG_LEVEL: 'trace',
  ...extra,
});

beforeAll(async () => {
  siteverify = await startFakeSiteverify();
  const logStream = { write: (line: string) => void logLines.push(line) };
  // A limit only a real hang reaches, so a busy machine never turns a slow answer into a refusal.
  server = await startTestServer({
    env: withSecret(siteverify, { CAPTCHA_VERIFY_TIMEOUT_MS: '60000' }),
    logStream,
  });
  // The never-answering siteverify is given up on after this server's short limit.
  shortLimitServer = await startTestServer({
    env: withSecret(siteverify, { CAPTCHA_VERIFY_TIMEOUT_MS: '300' }),
    logStream,
  });
});
afterAll(async () => {
  await server?.close();
  await shortLimitServer?.close();
  await siteverify?.close();
});

describe('enrolment sessions with a captcha secret set (the production path)', () => {
  it('the development token is refused: it is asked of siteverify, which refuses it, and no session starts', async () => {
    await expectRefused(server, DEVELOPMENT_CAPTCHA_TOKEN);
    expect(siteverify.received.map((request) => request.form.response)).toContain(DEVELOPMENT_CAPTCHA_TOKEN);
  });

  it('a token siteverify refuses ({"success":false,"error-codes":[...]}) gives no session', async () => {
    await expectRefused(server, SITEVERIFY_TOKENS.fails);
  });

  it('an answer that is not JSON gives no session', async () => {
    await expectRefused(server, SITEVERIFY_TOKENS.malformed);
  });

  it('a 500 from siteverify gives no session, even with a body claiming success', async () => {
    await expectRefused(server, SITEVERIFY_TOKENS.serverError);
  });

  it("with one of Cloudflare's test secrets, which names no hostname to check, only success passes", async () => {
    const verify = captchaVerifier({
      nodeEnv: 'development',
      captchaSecret: '2x0000000000000000000000000000000AA',
      captchaHostnames: [],
      captchaVerifyUrl: siteverify.url,
      captchaVerifyTimeoutMs: 60_000,
    });
    expect(await verify(SITEVERIFY_TOKENS.fails, CLIENT_ADDRESS, 'enrolment')).toBe(false);
    expect(await verify(SITEVERIFY_TOKENS.malformed, CLIENT_ADDRESS, 'enrolment')).toBe(false);
    expect(await verify(solvedToken('example.com', 'any'), CLIENT_ADDRESS, 'enrolment')).toBe(true);
  });

  it('a siteverify that never answers within the limit gives no session', async () => {
    await expectRefused(shortLimitServer, SITEVERIFY_TOKENS.hangs);
    // It was a wait that ran out, not a request never sent.
    expect(siteverify.received.map((request) => request.form.response)).toContain(SITEVERIFY_TOKENS.hangs);
  });

  it('a token siteverify accepts starts a session', async () => {
    const before = await sessionCount(server);
    const response = await startSession(server, SITEVERIFY_TOKENS.passes);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.token).toMatch(/^enr/);
    expect(await sessionCount(server)).toBe(before + 1);
  });

  it('the secret, the token and the client address are sent to siteverify as a form', async () => {
    expect((await startSession(server, SITEVERIFY_TOKENS.passes)).statusCode).toBe(201);
    const asked = siteverify.received.at(-1);
    expect(asked?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(asked?.form).toEqual({
      secret: SECRET,
      response: SITEVERIFY_TOKENS.passes,
      remoteip: CLIENT_ADDRESS,
    });
  });

  it('the secret appears in no log line and in no answer', () => {
    // The server logged these requests, so an absent secret is not an absent log.
    expect(logLines.filter((line) => line.includes('/api/v1/enrolment-sessions')).length).toBeGreaterThan(0);
    expect(logLines.filter((line) => line.includes(SECRET))).toEqual([]);
    expect(answers.length).toBeGreaterThan(5);
    for (const answer of answers) {
      expect(answer.body).not.toContain(SECRET);
      expect(JSON.stringify(answer.headers)).not.toContain(SECRET);
    }
  });
});

describe("a captcha is accepted only when solved on the portal's pages, for the form it is sent with", () => {
  it('a token solved on another site sharing the site key gives no session', async () => {
    await expectRefused(server, solvedToken('lookalike-portal.example', CAPTCHA_ACTIONS.enrolment));
  });

  it('a token solved for the sign-in gives no enrolment session', async () => {
    await expectRefused(server, solvedToken(PORTAL_HOSTNAME, CAPTCHA_ACTIONS.signIn));
  });

  it('a token naming no action gives no session', async () => {
    await expectRefused(server, solvedToken(PORTAL_HOSTNAME, ''));
  });

  it('a token solved on any of the configured hostnames, whatever their case, starts a session', async () => {
    for (const hostname of ['portal.bank.example', 'Portal.Bank.Example']) {
      const response = await startSession(server, solvedToken(hostname, CAPTCHA_ACTIONS.enrolment));
      expect(response.statusCode, response.body).toBe(201);
    }
  });

  it('the sign-in past its free failures takes only a captcha solved on the portal for the sign-in', async () => {
    const clock = testClock();
    const production = readConfig({}).limits.signIn;
    const limited = await securityApp(server, {
      limits: { signIn: production },
      app: { clock: clock.now, logStream: { write: (line: string) => void logLines.push(line) } },
    });
    try {
      const email = `nobody.${Date.now()}${process.pid}@bancassurance.local`;
      const signIn = (remoteAddress: string, captchaToken?: string) =>
        limited.request({
          method: 'POST',
          url: '/api/v1/auth/sign-in',
          remoteAddress,
          payload: { email, password: 'a-guess', ...(captchaToken ? { captchaToken } : {}) },
        });
      for (let i = 0; i < production.freeFailuresPerAccount; i += 1) {
        expectErrorBody(await signIn(`10.77.0.${i + 1}`), 401);
      }
      const place = '10.77.1.1';
      expect(expectErrorBody(await signIn(place), 400)).toEqual({
        captchaToken: SERVER_MESSAGES.signInCaptchaRequired,
      });
      for (const token of [
        solvedToken(PORTAL_HOSTNAME, CAPTCHA_ACTIONS.enrolment),
        solvedToken('lookalike-portal.example', CAPTCHA_ACTIONS.signIn),
        DEVELOPMENT_CAPTCHA_TOKEN,
      ]) {
        expect(expectErrorBody(await signIn(place, token), 400)).toEqual({
          captchaToken: SERVER_MESSAGES.captchaFailed,
        });
      }
      // Solved here for the sign-in: the attempt goes through to the password, which is wrong.
      const token = solvedToken(PORTAL_HOSTNAME, CAPTCHA_ACTIONS.signIn);
      expectErrorBody(await signIn(place, token), 401);
      expect(siteverify.received.at(-1)?.form).toMatchObject({ response: token, remoteip: place });
    } finally {
      await limited.close();
    }
  });
});

describe('captcha configuration', () => {
  it("reads the portal's hostnames from CAPTCHA_HOSTNAMES and refuses anything but hostnames", () => {
    expect(
      readConfig({ NODE_ENV: 'test', CAPTCHA_HOSTNAMES: ' Portal.Bank.co.tz, localhost,portal.bank.co.tz ' })
        .captchaHostnames,
    ).toEqual(['portal.bank.co.tz', 'localhost']);
    expect(readConfig({ NODE_ENV: 'test' }).captchaHostnames).toEqual([]);
    for (const wrong of [
      'https://portal.bank.co.tz',
      'portal.bank.co.tz:443',
      'portal.bank.co.tz/login',
      '*.bank.co.tz',
    ]) {
      expect(() => readConfig({ NODE_ENV: 'test', CAPTCHA_HOSTNAMES: wrong })).toThrow(
        /CAPTCHA_HOSTNAMES must list hostnames/,
      );
    }
  });

  it('a captcha secret without CAPTCHA_HOSTNAMES refuses to start, in every environment', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(() => readConfig({ NODE_ENV, CAPTCHA_SECRET: SECRET })).toThrow(
        /CAPTCHA_HOSTNAMES is required with CAPTCHA_SECRET/,
      );
    }
    expect(() =>
      captchaVerifier({
        nodeEnv: 'test',
        captchaSecret: SECRET,
        captchaHostnames: [],
        captchaVerifyUrl: TURNSTILE_SITEVERIFY_URL,
        captchaVerifyTimeoutMs: 5000,
      }),
    ).toThrow(/CAPTCHA_HOSTNAMES/);
    // Cloudflare's test secrets answer for a made-up hostname: development may use them without.
    expect(readConfig({ CAPTCHA_SECRET: '1x0000000000000000000000000000000AA' }).captchaHostnames).toEqual(
      [],
    );
  });

  it("verifies at Cloudflare's siteverify unless CAPTCHA_VERIFY_URL says otherwise, and only at an http(s) URL", () => {
    expect(TURNSTILE_SITEVERIFY_URL).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify');
    expect(readConfig({ NODE_ENV: 'test' }).captchaVerifyUrl).toBe(TURNSTILE_SITEVERIFY_URL);
    expect(readConfig({ NODE_ENV: 'test' }).captchaVerifyTimeoutMs).toBe(5000);
    expect(
      readConfig({ NODE_ENV: 'test', CAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/v' }).captchaVerifyUrl,
    ).toBe('http://127.0.0.1:9/v');
    expect(() => readConfig({ NODE_ENV: 'test', CAPTCHA_VERIFY_URL: 'file:///etc/passwd' })).toThrow(
      ConfigError,
    );
  });

  it('production without a secret refuses to start', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/CAPTCHA_SECRET is required in production/);
    expect(() =>
      captchaVerifier({
        nodeEnv: 'production',
        captchaSecret: undefined,
        captchaHostnames: ['portal.bank.co.tz'],
        captchaVerifyUrl: TURNSTILE_SITEVERIFY_URL,
        captchaVerifyTimeoutMs: 5000,
      }),
    ).toThrow(/CAPTCHA_SECRET/);
  });
});

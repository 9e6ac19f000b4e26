import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { readConfig } from '../../server/config';
import { DEVELOPMENT_CAPTCHA_TOKEN } from '../../src/domain/captcha';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { expectErrorBody, startTestServer, type TestServer } from './harness';
import { type SecurityApp, securityApp, testClock } from './security-app';

/**
 * The attack of a distributed guess on an administrator's account: failures from many places must
 * not lock the owner out of a new address. Past the account's free failures from unknown places a
 * sign-in needs a solved captcha instead of a wait; the pair and the place still make an attacker
 * wait, captcha or not. The limits are the ones a server runs with outside tests.
 */

let server: TestServer;
let limited: SecurityApp;
const clock = testClock();
const production = readConfig({}).limits.signIn;

beforeAll(async () => {
  server = await startTestServer();
  limited = await securityApp(server, { limits: { signIn: production }, app: { clock: clock.now } });
});
afterAll(async () => {
  await limited?.close();
  await server?.close();
});

const PASSWORD = 'own-admin-password-1234';
/** This run's mark: accounts from another run, or another test, never share its counts. */
const RUN = `${Date.now()}${process.pid}`;
let accounts = 0;
const freshEmail = (who: string) => {
  accounts += 1;
  return `${who}${accounts}.${RUN}@bancassurance.local`;
};

/** An administrator of the test's own. */
async function administrator(): Promise<string> {
  const email = freshEmail('admin');
  await server.db
    .insertInto('users')
    .values({
      email,
      first_name: 'Amina',
      last_name: `Admin${accounts}`,
      role_name: 'admin',
      password_hash: await hashPassword(PASSWORD),
    })
    .execute();
  return email;
}

/** Places of the test's own: a block of addresses no other test uses, since places are counted too. */
let blocks = 0;
function places(count: number): string[] {
  blocks += 1;
  return Array.from({ length: count }, (_, i) => `10.${blocks}.${Math.floor(i / 250)}.${(i % 250) + 1}`);
}
const placeOf = () => places(1)[0] as string;

function signIn(email: string, password: string, remoteAddress: string, captchaToken?: string) {
  return limited.request({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    remoteAddress,
    payload: { email, password, ...(captchaToken === undefined ? {} : { captchaToken }) },
  });
}

/** Wrong passwords on `email`, one from each place, each checked and refused as wrong. */
async function failFromEach(email: string, from: string[]) {
  for (const place of from) expectErrorBody(await signIn(email, 'wrong-password', place), 401);
}

/** The answer that asks for a captcha: a 400 naming captchaToken, no wait, and no token. */
function expectCaptchaAsked(
  response: LightMyRequestResponse,
  message: string = SERVER_MESSAGES.signInCaptchaRequired,
) {
  const messages = expectErrorBody(response, 400);
  expect(messages).toEqual({ captchaToken: message });
  expect(response.json().respMsg).toBe(SERVER_MESSAGES.signInCaptchaRequired);
  expect(response.headers['retry-after']).toBeUndefined();
  expect(response.body).not.toContain('"token"');
}

function expectSignedIn(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().data.token).toMatch(/^stf/);
}

describe("a guess spread over many places on an administrator's account", () => {
  it('asks the owner at a new address for a captcha instead of refusing, and lets them in with one', async () => {
    const owner = await administrator();
    const home = placeOf();
    expectSignedIn(await signIn(owner, PASSWORD, home));

    // The attacker: one failure from each of many places, past the account's free failures.
    const attack = places(production.freeFailuresPerAccount + 5);
    await failFromEach(owner, attack.slice(0, production.freeFailuresPerAccount));
    // From then on a guess from a new place is not checked without a captcha: nothing is learnt.
    for (const place of attack.slice(production.freeFailuresPerAccount)) {
      expectCaptchaAsked(await signIn(owner, 'wrong-password', place));
    }

    // The owner, travelling: a new address, the right password. Asked, not refused or made to wait.
    const hotel = placeOf();
    expectCaptchaAsked(await signIn(owner, PASSWORD, hotel));
    expectSignedIn(await signIn(owner, PASSWORD, hotel, DEVELOPMENT_CAPTCHA_TOKEN));
    // The hotel is now known to the account: no captcha there next time.
    expectSignedIn(await signIn(owner, PASSWORD, hotel));
    // The owner's usual place was never held back.
    expectSignedIn(await signIn(owner, PASSWORD, home));
    // The owner signing in did not reset the guess: another new place is still asked.
    expectCaptchaAsked(await signIn(owner, PASSWORD, placeOf()));
  });

  it('still counts the attempts that carry a captcha, and a wrong password with one is refused as wrong', async () => {
    const owner = await administrator();
    await failFromEach(owner, places(production.freeFailuresPerAccount));
    const [first, second] = places(2) as [string, string];
    expectErrorBody(await signIn(owner, 'wrong-password', first, DEVELOPMENT_CAPTCHA_TOKEN), 401);
    // Counted: the next attempt from anywhere new is asked again, and goes through with a captcha.
    expectCaptchaAsked(await signIn(owner, PASSWORD, second));
    expectSignedIn(await signIn(owner, PASSWORD, second, DEVELOPMENT_CAPTCHA_TOKEN));
  });

  it('refuses a captcha the verifier does not accept, saying so, whether or not the password is right', async () => {
    const owner = await administrator();
    await failFromEach(owner, places(production.freeFailuresPerAccount));
    const place = placeOf();
    const right = await signIn(owner, PASSWORD, place, 'not-a-solved-captcha');
    const wrong = await signIn(owner, 'wrong-password', place, 'not-a-solved-captcha');
    expectCaptchaAsked(right, SERVER_MESSAGES.captchaFailed);
    expect(wrong.statusCode).toBe(right.statusCode);
    expect(wrong.json()).toEqual(right.json());
    // Neither was counted, nor signed in: the right password with a solved captcha still goes through.
    expectSignedIn(await signIn(owner, PASSWORD, place, DEVELOPMENT_CAPTCHA_TOKEN));
  });
});

describe('an attacker who solves captchas', () => {
  it('is still made to wait by the pair: one account from one place', async () => {
    const owner = await administrator();
    await failFromEach(owner, places(production.freeFailuresPerAccount));
    const attacker = placeOf();
    for (let i = 0; i < production.freeFailuresPerPair; i += 1) {
      expectErrorBody(await signIn(owner, `guess-${i}`, attacker, DEVELOPMENT_CAPTCHA_TOKEN), 401);
    }
    // Past the pair's free failures the attacker waits, captcha or not, right password or not.
    const held = await signIn(owner, PASSWORD, attacker, DEVELOPMENT_CAPTCHA_TOKEN);
    expectErrorBody(held, 429);
    expect(Number(held.headers['retry-after'])).toBe(production.baseDelaySeconds);
    // That wait is the attacker's own: the owner at another new address still gets in with a captcha.
    expectSignedIn(await signIn(owner, PASSWORD, placeOf(), DEVELOPMENT_CAPTCHA_TOKEN));
  });

  it('is still made to wait by the place: one place trying many accounts', async () => {
    const owner = await administrator();
    await failFromEach(owner, places(production.freeFailuresPerAccount));
    const attacker = placeOf();
    for (let i = 0; i < production.freeFailuresPerAddress; i += 1) {
      const guess = await signIn(freshEmail('nobody'), 'guess', attacker, DEVELOPMENT_CAPTCHA_TOKEN);
      expectErrorBody(guess, 401);
    }
    const held = await signIn(owner, PASSWORD, attacker, DEVELOPMENT_CAPTCHA_TOKEN);
    expectErrorBody(held, 429);
    expect(held.headers['retry-after']).toBeDefined();
    expectSignedIn(await signIn(owner, PASSWORD, placeOf(), DEVELOPMENT_CAPTCHA_TOKEN));
  });
});

describe('the captcha asked for says nothing of the account', () => {
  it('answers an email no account has exactly as it answers the administrator, right password or wrong', async () => {
    const owner = await administrator();
    const stranger = freshEmail('nobody');
    await failFromEach(owner, places(production.freeFailuresPerAccount));
    await failFromEach(stranger, places(production.freeFailuresPerAccount));

    const answers = [
      await signIn(owner, PASSWORD, placeOf()),
      await signIn(owner, 'wrong-password', placeOf()),
      await signIn(stranger, PASSWORD, placeOf()),
      await signIn(stranger, 'wrong-password', placeOf()),
    ];
    for (const answer of answers) expectCaptchaAsked(answer);
    const shapes = answers.map((answer) => ({
      status: answer.statusCode,
      body: answer.body,
      headers: Object.keys(answer.headers)
        .filter((name) => !['date', 'x-request-id', 'content-length'].includes(name))
        .sort(),
    }));
    for (const shape of shapes) expect(shape).toEqual(shapes[0]);
  });

  it('does not ask before the free failures, and not for an email typed in another case once asked', async () => {
    const owner = await administrator();
    await failFromEach(owner, places(production.freeFailuresPerAccount - 1));
    // One failure short: a new place is checked as usual.
    expectSignedIn(await signIn(owner, PASSWORD, placeOf()));
    const other = await administrator();
    await failFromEach(other, places(production.freeFailuresPerAccount));
    // The email is the account whatever its case.
    expectCaptchaAsked(await signIn(other.toUpperCase(), PASSWORD, placeOf()));
  });
});

import fs from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { readConfig } from '../../server/config';
import { DEVELOPMENT_CAPTCHA_TOKEN } from '../../src/domain/captcha';
import { diaspora, uniqueDigits } from './fixtures';
import {
  EMAILS,
  expectErrorBody,
  multipart,
  SAMPLE_FILES,
  startTestServer,
  type TestServer,
} from './harness';
import { type SecurityApp, securityApp, testClock } from './security-app';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** A 429 with the SPEC §8 body whose message names the same wait as Retry-After. */
function expectTooMany(response: LightMyRequestResponse): number {
  expectErrorBody(response, 429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter > 0).toBe(true);
  expect(response.json().respMsg).toMatch(/try again in \d+ (second|minute)s?/i);
  return retryAfter;
}

describe('sign-in limits', () => {
  // The limits a server runs with outside tests: 5 failures per account and place, 20 per
  // account from unknown places, 50 per place on accounts unknown there; 1 s doubling to 15 min.
  const clock = testClock();
  const production = readConfig({}).limits.signIn;
  let limited: SecurityApp;
  beforeAll(async () => {
    limited = await securityApp(server, { limits: { signIn: production }, app: { clock: clock.now } });
  });
  afterAll(async () => {
    await limited.close();
  });

  const PASSWORD = 'own-password-1234';
  let staffCount = 0;
  /** A staff account of the test's own, so no test's failures reach another's account. */
  async function staffMember(): Promise<string> {
    staffCount += 1;
    const email = `staff${staffCount}.${uniqueDigits(6)}@bancassurance.local`;
    await server.db
      .insertInto('users')
      .values({
        email,
        first_name: 'Staff',
        last_name: `Member${staffCount}`,
        role_name: 'officer',
        password_hash: await hashPassword(PASSWORD),
      })
      .execute();
    return email;
  }

  const signIn = (email: string, password: string, remoteAddress: string) =>
    limited.request({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      remoteAddress,
      payload: { email, password },
    });

  /** Wrong passwords until `failures` were checked, waiting out each 429 as told. */
  async function failRepeatedly(email: string, remoteAddress: string, failures: number) {
    for (let checked = 0; checked < failures; ) {
      const response = await signIn(email, 'wrong-password', remoteAddress);
      if (response.statusCode === 429) clock.advance(expectTooMany(response) * 1000);
      else {
        expectErrorBody(response, 401);
        checked += 1;
      }
    }
  }

  it('makes one account from one place wait longer after each failure past five, even with the right password', async () => {
    const owner = await staffMember();
    const attacker = '198.51.100.1';
    for (let i = 0; i < production.freeFailuresPerPair; i += 1) {
      expectErrorBody(await signIn(owner, 'wrong-password', attacker), 401);
    }
    const first = await signIn(owner, PASSWORD, attacker);
    expect(expectTooMany(first)).toBe(1);
    expect(first.json().respMsg).toMatch(/1 second/);
    // The email is the account whatever its case.
    expectTooMany(await signIn(owner.toUpperCase(), PASSWORD, attacker));
    clock.advance(1000);
    expectErrorBody(await signIn(owner, 'wrong-password', attacker), 401);
    expect(expectTooMany(await signIn(owner, PASSWORD, attacker))).toBe(2);

    // The owner, from anywhere else, is not held back.
    expect((await signIn(owner, PASSWORD, '192.0.2.1')).statusCode).toBe(200);
    clock.advance(2000);
    expect((await signIn(owner, PASSWORD, attacker)).statusCode).toBe(200);
    // A success cleared the pair: five fresh failures are free again.
    for (let i = 0; i < production.freeFailuresPerPair; i += 1) {
      expectErrorBody(await signIn(owner, 'wrong-password', attacker), 401);
    }
    expectTooMany(await signIn(owner, PASSWORD, attacker));
  });

  it('holds back a guess spread over many places, but lets the owner in from a place known to the account', async () => {
    const owner = await staffMember();
    const home = '192.0.2.20';
    expect((await signIn(owner, PASSWORD, home)).statusCode).toBe(200);
    for (let i = 0; i < production.freeFailuresPerAccount; i += 1) {
      expectErrorBody(await signIn(owner, 'wrong-password', `198.51.100.${100 + i}`), 401);
    }
    // A new place is asked for a captcha, even with the right password: that is the guess the
    // ceiling stops, without a wait anyone could drive (tests/api/sign-in-captcha.test.ts).
    expect(expectErrorBody(await signIn(owner, PASSWORD, '198.51.100.200'), 400)).toHaveProperty(
      'captchaToken',
    );
    // The owner's known place is not held back by it, again and again.
    for (let i = 0; i < 3; i += 1) expect((await signIn(owner, PASSWORD, home)).statusCode).toBe(200);
    expect(expectErrorBody(await signIn(owner, PASSWORD, '198.51.100.201'), 400)).toHaveProperty(
      'captchaToken',
    );
  });

  it("lets colleagues behind the same office address sign in after another account's twenty failures", async () => {
    const office = '203.0.113.50';
    const [careless, regular, newcomer] = [await staffMember(), await staffMember(), await staffMember()];
    expect((await signIn(regular, PASSWORD, office)).statusCode).toBe(200);
    await failRepeatedly(careless, office, 20);
    // One who signed in from the office before, and one who never did.
    expect((await signIn(regular, PASSWORD, office)).statusCode).toBe(200);
    expect((await signIn(newcomer, PASSWORD, office)).statusCode).toBe(200);
  });

  it('holds back one place trying many accounts, but not the colleagues who signed in from it', async () => {
    const place = '203.0.113.60';
    const [colleague, stranger] = [await staffMember(), await staffMember()];
    expect((await signIn(colleague, PASSWORD, place)).statusCode).toBe(200);
    for (let i = 0; i < production.freeFailuresPerAddress; i += 1) {
      expectErrorBody(await signIn(`nobody${i}.${uniqueDigits(4)}@bancassurance.local`, 'guess', place), 401);
    }
    expect(expectTooMany(await signIn(stranger, PASSWORD, place))).toBe(1);
    expect((await signIn(colleague, PASSWORD, place)).statusCode).toBe(200);
    // Elsewhere the stranger is not held back.
    expect((await signIn(stranger, PASSWORD, '203.0.113.61')).statusCode).toBe(200);
  });
});

describe('public limits per address', () => {
  let limited: SecurityApp;
  beforeAll(async () => {
    limited = await securityApp(server, {
      limits: { enrolmentSessionsPerWindow: 3, publicEnrolmentsPerWindow: 1, publicUploadsPerWindow: 2 },
    });
  });
  afterAll(async () => {
    await limited.close();
  });

  const upload = (headers: Record<string, string>, remoteAddress: string) => {
    const body = multipart('file', 'id.png', 'image/png', SAMPLE_FILES.png);
    return limited.request({
      method: 'POST',
      url: '/api/v1/files',
      remoteAddress,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('limits starting enrolment sessions', async () => {
    const address = '203.0.113.1';
    // Three allowed (one of them spent by enrolmentToken), the fourth refused.
    await limited.enrolmentToken(address);
    await limited.enrolmentToken(address);
    await limited.enrolmentToken(address);
    const refused = await limited.request({
      method: 'POST',
      url: '/api/v1/enrolment-sessions',
      remoteAddress: address,
      payload: { captchaToken: 'anything' },
    });
    expectTooMany(refused);
    await limited.enrolmentToken('203.0.113.2');
  });

  it('limits public uploads but not staff uploads', async () => {
    const address = '203.0.113.10';
    const token = await limited.enrolmentToken(address);
    expect((await upload({ 'x-enrolment-token': token }, address)).statusCode).toBe(201);
    expect((await upload({ 'x-enrolment-token': token }, address)).statusCode).toBe(201);
    expectTooMany(await upload({ 'x-enrolment-token': token }, address));
    for (let i = 0; i < 3; i += 1) expect((await upload(server.as('officer'), address)).statusCode).toBe(201);
  });

  it('limits public enrolments but not staff enrolments', async () => {
    const address = '203.0.113.20';
    const first = await limited.enrolmentToken(address);
    const second = await limited.enrolmentToken(address);
    const enrol = (headers: Record<string, string>) =>
      limited.request({
        method: 'POST',
        url: '/api/v1/diasporas',
        remoteAddress: address,
        headers,
        payload: diaspora(),
      });
    expect((await enrol({ 'x-enrolment-token': first })).statusCode).toBe(201);
    expectTooMany(await enrol({ 'x-enrolment-token': second }));
    for (let i = 0; i < 2; i += 1) expect((await enrol(server.as('officer'))).statusCode).toBe(201);
  });
});

describe('public limits shared by every server process', () => {
  // Two processes on one database, as behind a load balancer: each counts into the same window.
  let first: SecurityApp;
  let second: SecurityApp;
  const limits = { enrolmentSessionsPerWindow: 4, windowSeconds: 1 };
  beforeAll(async () => {
    first = await securityApp(server, { limits });
    second = await securityApp(server, { limits });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  const startSession = (app: SecurityApp, remoteAddress: string) =>
    app.request({
      method: 'POST',
      url: '/api/v1/enrolment-sessions',
      remoteAddress,
      payload: { captchaToken: DEVELOPMENT_CAPTCHA_TOKEN },
    });

  it('refuses the fifth session from one address when the tries alternate between two processes', async () => {
    const address = '198.51.100.7';
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1)
      answers.push((await startSession(i % 2 === 0 ? first : second, address)).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 429]);
    // Either process refuses the next one alike, and another address is not held back.
    expectTooMany(await startSession(first, address));
    expect((await startSession(second, '198.51.100.8')).statusCode).toBe(201);
  });

  it('counts afresh once the window has passed', async () => {
    const address = '198.51.100.9';
    for (let i = 0; i < 4; i += 1) expect((await startSession(first, address)).statusCode).toBe(201);
    expectTooMany(await startSession(second, address));
    // The window is one second on the database's clock; wait it out rather than move a clock.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await startSession(second, address)).statusCode).toBe(201);
  });
});

describe('behind one trusted proxy', () => {
  let proxied: SecurityApp;
  beforeAll(async () => {
    proxied = await securityApp(server, {
      config: { trustProxy: true },
      limits: { enrolmentSessionsPerWindow: 2 },
    });
  });
  afterAll(async () => {
    await proxied.close();
  });

  it('counts the address the proxy saw, whatever a client writes before it in X-Forwarded-For', async () => {
    // The proxy (127.0.0.1) appends the address it saw; the entries before it are the client's own.
    const start = (forged: string) =>
      proxied.request({
        method: 'POST',
        url: '/api/v1/enrolment-sessions',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `${forged}, 198.51.100.77` },
        payload: { captchaToken: DEVELOPMENT_CAPTCHA_TOKEN },
      });
    expect((await start('192.0.2.1')).statusCode).toBe(201);
    expect((await start('192.0.2.2')).statusCode).toBe(201);
    expectTooMany(await start('192.0.2.3'));
  });
});

describe('size limits', () => {
  let limited: SecurityApp;
  beforeAll(async () => {
    limited = await securityApp(server, { config: { maxUploadBytes: 4096 } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('answers a JSON body over 1 MB with 413 and the error body', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: EMAILS.admin, password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expectErrorBody(response, 413);
  });

  it('refuses an upload over the configured size with a 4xx error body and stores nothing', async () => {
    const before = (await server.db.selectFrom('files').select('id').execute()).length;
    const oversized = Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(8192, 1)]);
    const body = multipart('file', 'big.png', 'image/png', oversized);
    const response = await limited.request({
      method: 'POST',
      url: '/api/v1/files',
      headers: { ...server.as('officer'), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expectErrorBody(response, response.statusCode);
    expect((await server.db.selectFrom('files').select('id').execute()).length).toBe(before);
  });
});

describe('upload contents and names', () => {
  const upload = (fileName: string, contentType: string, content: Buffer) => {
    const body = multipart('file', fileName, contentType, content);
    return server.request({
      method: 'POST',
      url: '/api/v1/files',
      headers: { ...server.as('officer'), ...body.headers },
      payload: body.payload,
    });
  };

  const disguised: [string, Buffer][] = [
    ['an HTML page', Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>')],
    ['a Windows program', Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(512, 0)])],
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['a ZIP archive', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64, 0)])],
  ];
  for (const [what, content] of disguised) {
    it(`refuses ${what} named photo.png and sent as image/png`, async () => {
      const messages = expectErrorBody(await upload('photo.png', 'image/png', content), 415);
      expect(messages.file).toMatch(/PDF, PNG, JPEG or WebP/);
    });
  }

  it('stores files under random ids, never under the name the client sent', async () => {
    const names = [
      '../../escaped-upload.png',
      '..\\..\\escaped-upload.png',
      'evil.html',
      '/etc/cron.d/evil.pdf',
    ];
    const stored: string[] = [];
    for (const name of names) {
      const response = await upload(name, 'image/png', SAMPLE_FILES.png);
      expect(response.statusCode).toBe(201);
      const { fileId, url } = response.json().data as { fileId: string; url: string };
      expect(fileId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(url).not.toMatch(/escaped|evil|\.\./);
      stored.push(fileId);
    }
    const root = server.config.filesDir;
    const onDisk = await server.storedKeys();
    for (const entry of onDisk) expect(entry).toMatch(/^[0-9a-f]{2}(\/[0-9a-f-]{36})?$/);
    for (const id of stored) expect(onDisk).toContain(`${id.slice(0, 2)}/${id}`);
    for (const escaped of ['../escaped-upload.png', '../../escaped-upload.png']) {
      await expect(fs.access(path.resolve(root, escaped))).rejects.toThrow();
    }
  });
});

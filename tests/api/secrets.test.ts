import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { type Db, openDatabase } from '../../server/db/connect';
import { redactUrl } from '../../server/security/log-redaction';
import { diaspora } from './fixtures';
import {
  ADMIN_PASSWORD,
  EMAILS,
  expectErrorBody,
  multipart,
  SAMPLE_FILES,
  STAFF_PASSWORD,
  startTestServer,
  type TestServer,
} from './harness';
import { type SecurityApp, securityApp } from './security-app';

const LEAKS = [
  /\bat /,
  /\.ts:\d/,
  /\.js:\d/,
  /select/i,
  /insert/i,
  /relation/i,
  /"users"|auth_tokens/,
  /stack/i,
];

describe('start-up', () => {
  it('logs no warning: every media type the contract declares has a parser', async () => {
    const { db } = await openDatabase({ dataDir: 'memory://' });
    const lines: string[] = [];
    const config = readConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', DIST_DIR: '/nonexistent' });
    const app = await buildApp({ db, config, logStream: { write: (line) => lines.push(line) } });
    await app.ready();
    await app.close();
    await db.destroy();
    expect(lines).toEqual([]);
  });
});

describe('internal errors', () => {
  let db: Db;
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    // A database with no tables: every query fails inside the server with a real SQL error.
    ({ db } = await openDatabase({ dataDir: 'memory://' }));
    const config = readConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', DIST_DIR: '/nonexistent' });
    app = await buildApp({ db, config, logStream: { write: (line) => lines.push(line) } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  it('answer 500 with the generic error body and no stack trace or SQL', async () => {
    const answers = [
      // In a handler.
      await app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email: EMAILS.admin, password: 'whatever-password' },
      }),
      // In the security guard, before any handler.
      await app.inject({
        method: 'GET',
        url: '/api/v1/customers',
        headers: { authorization: 'Bearer stf_abcdefghijklmnopqrstuvwxyz' },
      }),
    ];
    for (const answer of answers) {
      expectErrorBody(answer, 500);
      expect(answer.json().respMsg).toBe('Oops an unexpected error occurred');
      for (const leak of LEAKS) expect(answer.body).not.toMatch(leak);
    }
    // The detail is kept for the operators, in the log.
    expect(lines.join('\n')).toMatch(/relation .*users.* does not exist/);
  });
});

describe('logs', () => {
  let server: TestServer;
  let logged: SecurityApp;
  const lines: string[] = [];
  beforeAll(async () => {
    server = await startTestServer();
    logged = await securityApp(server, {
      config: { logLevel: 'trace' },
      app: { logStream: { write: (line) => lines.push(line) } },
    });
  });
  afterAll(async () => {
    await logged.close();
    await server.close();
  });

  it('never hold tokens, passwords, id numbers or account numbers', async () => {
    const signIn = await logged.request({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: EMAILS.admin, password: ADMIN_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const staffToken = signIn.json().data.token as string;
    const wrongPassword = 'a-wrong-password-typed-by-mistake';
    await logged.request({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: EMAILS.officer, password: wrongPassword },
    });

    const enrolmentToken = await logged.enrolmentToken();
    const file = multipart('file', 'id.png', 'image/png', SAMPLE_FILES.png);
    const uploaded = await logged.request({
      method: 'POST',
      url: '/api/v1/files',
      headers: { 'x-enrolment-token': enrolmentToken, ...file.headers },
      payload: file.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const staffFile = multipart('file', 'proof.pdf', 'application/pdf', SAMPLE_FILES.pdf);
    const staffUpload = await logged.request({
      method: 'POST',
      url: '/api/v1/files',
      headers: { authorization: `Bearer ${staffToken}`, ...staffFile.headers },
      payload: staffFile.payload,
    });
    expect(staffUpload.statusCode).toBe(201);
    const person = diaspora({ idCopy: uploaded.json().data.url });
    const enrolled = await logged.request({
      method: 'POST',
      url: '/api/v1/diasporas',
      headers: { 'x-enrolment-token': enrolmentToken },
      payload: person,
    });
    expect(enrolled.statusCode).toBe(201);
    // The same id number again: a conflict, which quotes the row inside the database error.
    const again = await logged.request({
      method: 'POST',
      url: '/api/v1/diasporas',
      headers: { authorization: `Bearer ${staffToken}` },
      payload: person,
    });
    expectErrorBody(again, 409);
    const searched = await logged.request({
      method: 'GET',
      url: `/api/v1/diasporas?search=${person.accountNumber}`,
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(searched.statusCode).toBe(200);

    const log = lines.join('');
    // The log did record these requests, so its silence about the secrets means something.
    expect(log).toMatch(/\/api\/v1\/auth\/sign-in/);
    expect(log).toMatch(/\/api\/v1\/diasporas\?search=\[Redacted\]/);
    expect(lines.length).toBeGreaterThan(10);
    for (const secret of [
      staffToken,
      enrolmentToken,
      ADMIN_PASSWORD,
      wrongPassword,
      person.idNumber,
      person.accountNumber,
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('hide a token sent in the address as they hide one in the Authorization header', async () => {
    const staffToken = (
      await logged.request({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email: EMAILS.viewer, password: STAFF_PASSWORD },
      })
    ).json().data.token as string;
    const enrolmentToken = await logged.enrolmentToken();
    const before = lines.length;
    const addresses = [
      `/api/v1/customers?access_token=${staffToken}`,
      `/api/v1/customers?currentPage=1&Token=${staffToken}`,
      `/api/v1/customers?authorization=Bearer%20${staffToken}`,
      `/api/v1/customers?t=${staffToken}`,
      `/api/v1/customers;token=${staffToken}`,
      `/api/v1/customers?token[]=${staffToken}`,
      `/api/v1/customers?to%6Ben=${staffToken}`,
      `/api/v1/customers?x=${encodeURIComponent(staffToken).replace('_', '%5F')}`,
      `/api/v1/policies?enrolmentToken=${enrolmentToken}`,
      `/api/v1/no-such-route?api_key=${enrolmentToken}`,
      `/api/v1/files/${enrolmentToken}`,
    ];
    for (const url of addresses) {
      const response = await logged.request({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${staffToken}` },
      });
      expect(response.statusCode).toBeLessThan(500);
    }
    const written = lines.slice(before).join('');
    // Every address was logged, with its token hidden.
    expect(written.match(/"url":"[^"]*\[Redacted\][^"]*"/g)?.length).toBeGreaterThanOrEqual(addresses.length);
    expect(written).not.toContain(staffToken);
    expect(written).not.toContain(staffToken.slice(4));
    expect(written).not.toContain(enrolmentToken.slice(4));
  });

  it('hide secrets that code logs with a request or an error', () => {
    const before = lines.length;
    logged.app.log.warn(
      {
        body: { password: 'logged-password-1', idNumber: '19900101000000000099' },
        data: { token: 'stf_logged_token_value', accountNumber: '0150000000099' },
        headers: { authorization: 'Bearer logged-bearer-value' },
        err: { message: 'duplicate key', detail: 'Key (id_number)=(19900101000000000098) already exists.' },
      },
      'a handler logs what it holds',
    );
    const written = lines.slice(before).join('');
    expect(written).toMatch(/a handler logs what it holds/);
    for (const secret of [
      'logged-password-1',
      '19900101000000000099',
      'stf_logged_token_value',
      '0150000000099',
      'logged-bearer-value',
      '19900101000000000098',
    ]) {
      expect(written).not.toContain(secret);
    }
  });

  it('hide search terms in logged addresses', () => {
    expect(redactUrl('/api/v1/customers?currentPage=1&search=19850101123450000123')).toBe(
      '/api/v1/customers?currentPage=1&search=[Redacted]',
    );
    expect(redactUrl('/api/v1/policies?keyword=Juma%20Mwakyusa&pageSize=10')).toBe(
      '/api/v1/policies?keyword=[Redacted]&pageSize=10',
    );
    expect(redactUrl('/api/v1/health')).toBe('/api/v1/health');
  });
});

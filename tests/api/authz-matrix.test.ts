import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../server/auth/tokens';
import { type CallerKind, callerName, expectedOutcome, type Outcome } from './fuzz/authorisation';
import { contractOperations } from './fuzz/contract';
import { buildWorld, validRequest, type World } from './fuzz/world';
import {
  ADMIN_PASSWORD,
  EMAILS,
  multipart,
  SAMPLE_FILES,
  STAFF_PASSWORD,
  startTestServer,
  type TestServer,
} from './harness';
import { ROLE_TABLE, roleTableRow, STAFF_ROLES } from './role-table';

const operations = contractOperations();

let server: TestServer;
let world: World;
let permissions: Map<string, Set<string>>;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const headersOf = new Map<string, () => Promise<Record<string, string>>>();

async function signIn(role: 'admin' | 'officer' | 'viewer'): Promise<string> {
  const password = role === 'admin' ? ADMIN_PASSWORD : STAFF_PASSWORD;
  const response = await server.request({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email: EMAILS[role], password },
  });
  return response.json().data.token as string;
}

/** A staff token stored exactly as sign-in stores one, with the expiry given. */
async function storedStaffToken(expiresAt: Date): Promise<string> {
  const token = newToken('stf');
  const admin = await server.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', EMAILS.admin)
    .executeTakeFirstOrThrow();
  await server.db
    .insertInto('auth_tokens')
    .values({ token_hash: hashToken(token), user_id: admin.id, expires_at: expiresAt })
    .execute();
  return token;
}

async function storedEnrolmentToken(expiresAt: Date): Promise<string> {
  const token = newToken('enr');
  await server.db
    .insertInto('enrolment_sessions')
    .values({ token_hash: hashToken(token), expires_at: expiresAt })
    .execute();
  return token;
}

const anHourAgo = () => new Date(Date.now() - 60 * 60 * 1000);
const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000);

beforeAll(async () => {
  server = await startTestServer();
  world = await buildWorld(server);
  // The permissions each role was seeded with, read back from the database, to check against the table.
  const rows = await server.db.selectFrom('role_permissions').select(['role_name', 'permission']).execute();
  permissions = new Map();
  for (const row of rows) {
    permissions.set(
      row.role_name,
      (permissions.get(row.role_name) ?? new Set()).add(row.permission.toLowerCase()),
    );
  }
  const revoked = await signIn('admin');
  const signOut = await server.request({
    method: 'POST',
    url: '/api/v1/auth/sign-out',
    headers: bearer(revoked),
  });
  expect(signOut.statusCode).toBe(204);
  const expired = await storedStaffToken(anHourAgo());
  const expiredEnrolment = await storedEnrolmentToken(anHourAgo());
  const enrolment = await server.enrolmentToken();
  headersOf.set('no token', async () => ({}));
  headersOf.set('malformed token', async () => ({ authorization: 'Bearer not a token!' }));
  headersOf.set('forged token', async () => bearer(newToken('stf')));
  headersOf.set('expired token', async () => bearer(expired));
  headersOf.set('revoked token', async () => bearer(revoked));
  headersOf.set('enrolment token', async () => ({ 'x-enrolment-token': enrolment }));
  headersOf.set('expired enrolment token', async () => ({ 'x-enrolment-token': expiredEnrolment }));
  for (const role of ['admin', 'officer', 'viewer'] as const)
    headersOf.set(role, async () => server.as(role));
});
afterAll(() => server.close());

const CALLERS: CallerKind[] = [
  { kind: 'none' },
  { kind: 'dead-bearer', why: 'malformed' },
  { kind: 'dead-bearer', why: 'forged' },
  { kind: 'dead-bearer', why: 'expired' },
  { kind: 'dead-bearer', why: 'revoked' },
  { kind: 'role', role: 'admin' },
  { kind: 'role', role: 'officer' },
  { kind: 'role', role: 'viewer' },
  { kind: 'enrolment', live: true },
  { kind: 'enrolment', live: false },
];

const outcomeOf = (status: number): Outcome => (status === 401 ? 401 : status === 403 ? 403 : 'allowed');

describe('the tokens the matrix relies on', () => {
  it('a token stored the way the server stores them works until its expiry, so the expired one fails only for its date', async () => {
    const live = await storedStaffToken(inAnHour());
    expect(
      (await server.request({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(live) })).statusCode,
    ).toBe(200);
    const enrolment = await storedEnrolmentToken(inAnHour());
    const upload = multipart('file', 'id.png', 'image/png', SAMPLE_FILES.png);
    const response = await server.request({
      method: 'POST',
      url: '/api/v1/files',
      headers: { 'x-enrolment-token': enrolment, ...upload.headers },
      payload: upload.payload,
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('the role table (tests/api/role-table.ts) is what the contract and the seed say', () => {
  const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

  it('has one row for every operation of openapi.yaml, and no more', () => {
    const inContract = operations.map((op) => `${op.operationId} ${key(op.method, op.path)}`).sort();
    const inTable = ROLE_TABLE.map((row) => `${row.operationId} ${key(row.method, row.path)}`).sort();
    expect(inTable).toEqual(inContract);
  });

  it("each operation's declared security admits exactly the callers of its row", () => {
    const wrong: string[] = [];
    for (const operation of operations) {
      const row = roleTableRow(operation.operationId);
      if (!row) continue;
      const staff = operation.security.filter((alternative) => 'staffToken' in alternative);
      const declared = {
        public: operation.security.length === 0,
        enrolment: operation.security.some((alternative) => 'enrolmentToken' in alternative),
        staffPermissions: staff.map((alternative) => (alternative.staffToken ?? []).join('+')),
      };
      const staffAdmitted = STAFF_ROLES.some((role) => row.staff[role]);
      const expected = {
        public: row.public,
        enrolment: row.enrolment && !row.public,
        staffPermissions: row.public || !staffAdmitted ? [] : [row.permission ?? ''],
      };
      if (JSON.stringify(declared) !== JSON.stringify(expected))
        wrong.push(`${operation.operationId}: declares ${JSON.stringify(declared)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('each role is seeded with exactly the permissions of the rows it may call, none of the rows it may not', () => {
    for (const role of STAFF_ROLES) {
      const granted = new Set(
        ROLE_TABLE.filter((row) => row.staff[role] && row.permission).map((row) => row.permission as string),
      );
      const denied = ROLE_TABLE.filter((row) => !row.staff[role] && row.permission).map(
        (row) => row.permission as string,
      );
      // The table must not both grant and deny one permission to a role.
      expect(
        denied.filter((permission) => granted.has(permission)),
        role,
      ).toEqual([]);
      expect([...(permissions.get(role) ?? [])].sort(), role).toEqual([...granted].sort());
    }
  });

  it('the seeded roles differ, so the matrix has both allowed and forbidden cells', () => {
    expect(permissions.get('admin')?.size).toBeGreaterThan(permissions.get('officer')?.size ?? 0);
    expect(permissions.get('officer')?.size).toBeGreaterThan(permissions.get('viewer')?.size ?? 0);
  });
});

describe('authorisation matrix: every operation of openapi.yaml, every kind of caller, against the role table', () => {
  it.each(operations.map((op) => [op.operationId, op] as const))('%s', async (_id, operation) => {
    const wrong: string[] = [];
    for (const caller of CALLERS) {
      const name = callerName(caller);
      const row = roleTableRow(operation.operationId);
      if (!row) {
        wrong.push('no row in tests/api/role-table.ts');
        break;
      }
      const expected = expectedOutcome(row, caller);
      // Signing out revokes the token used, so that cell signs in a token of its own.
      const auth =
        operation.operationId === 'signOut' && caller.kind === 'role'
          ? bearer(await signIn(caller.role))
          : await (headersOf.get(name) as () => Promise<Record<string, string>>)();
      const request = validRequest(operation, world, { email: EMAILS.viewer, password: STAFF_PASSWORD });
      const response = await server.request({
        ...request,
        headers: { ...(request.headers as object), ...auth },
      } as InjectOptions);
      const actual = outcomeOf(response.statusCode);
      if (actual !== expected)
        wrong.push(
          `${name}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 160)}`,
        );
      if (actual !== 'allowed') {
        const body = response.json();
        if (body.status !== response.statusCode || typeof body.respMsg !== 'string')
          wrong.push(`${name}: error body ${response.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

const HEALTH_CHECKS = ['getHealth', 'getLiveness', 'getReadiness'];

describe('a public caller reads nothing', () => {
  const reads = operations.filter((op) => op.method === 'GET');

  it('only the health checks are reads open to the public; every other read needs a staff token', () => {
    const open = reads.filter(
      (op) => roleTableRow(op.operationId)?.public || roleTableRow(op.operationId)?.enrolment,
    );
    expect(open.map((op) => op.operationId).sort()).toEqual(['getHealth', 'getLiveness', 'getReadiness']);
  });

  it('no customer, group, diaspora, claim, file or list comes back without a staff token', async () => {
    const leaks: string[] = [];
    for (const operation of reads.filter((op) => !HEALTH_CHECKS.includes(op.operationId))) {
      for (const name of [
        'no token',
        'enrolment token',
        'malformed token',
        'expired token',
        'revoked token',
      ]) {
        const auth = await (headersOf.get(name) as () => Promise<Record<string, string>>)();
        const response = await server.request({ ...validRequest(operation, world, {}), headers: auth });
        const body = response.body;
        const personal =
          Object.values(world.ids).some((id) => body.includes(id)) || /Mwakyusa|Kimaro|%PDF|PNG/.test(body);
        if (response.statusCode !== 401 || personal)
          leaks.push(`${operation.operationId} with ${name}: ${response.statusCode}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('a file URL is useless without a staff token, even for the visitor who uploaded it', async () => {
    const enrolment = { 'x-enrolment-token': await server.enrolmentToken() };
    const upload = multipart('file', 'passport.png', 'image/png', SAMPLE_FILES.png);
    const stored = await server.request({
      method: 'POST',
      url: '/api/v1/files',
      headers: { ...enrolment, ...upload.headers },
      payload: upload.payload,
    });
    expect(stored.statusCode).toBe(201);
    const url = stored.json().data.url as string;
    for (const name of [
      'no token',
      'enrolment token',
      'malformed token',
      'forged token',
      'expired token',
      'revoked token',
    ]) {
      const auth =
        name === 'enrolment token'
          ? enrolment
          : await (headersOf.get(name) as () => Promise<Record<string, string>>)();
      const response = await server.request({ method: 'GET', url, headers: auth });
      expect(response.statusCode, name).toBe(401);
      expect(response.rawPayload.includes(SAMPLE_FILES.png.subarray(0, 8)), name).toBe(false);
    }
    const staff = await server.request({ method: 'GET', url, headers: server.as('viewer') });
    expect(staff.statusCode).toBe(200);
    expect(staff.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
  });
});

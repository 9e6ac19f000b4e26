import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, EMAILS, expectErrorBody, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const signIn = (email: string, password: string) =>
  server.request({ method: 'POST', url: '/api/v1/auth/sign-in', payload: { email, password } });

describe('sign-in', () => {
  it('returns an opaque token and the user with lower-cased permissions', async () => {
    const response = await signIn(EMAILS.admin.toUpperCase(), ADMIN_PASSWORD);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.token).toMatch(/^stf_[A-Za-z0-9_-]{40,}$/);
    expect(data.email).toBe(EMAILS.admin);
    expect(data.role.name).toBe('admin');
    expect(data.permissions).toContain('customers.delete');
    expect(data.permissions.every((p: string) => p === p.toLowerCase())).toBe(true);
    expect(new Date(data.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('stores only a hash of the token and an argon2id password hash', async () => {
    const { data } = (await signIn(EMAILS.admin, ADMIN_PASSWORD)).json();
    const stored = await server.db.selectFrom('auth_tokens').select('token_hash').execute();
    expect(stored.some((row) => row.token_hash === data.token)).toBe(false);
    const user = await server.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', EMAILS.admin)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a wrong password with the field messages of the login form', async () => {
    const messages = expectErrorBody(await signIn(EMAILS.admin, 'wrong-password'), 401);
    expect(messages).toEqual({ email: 'Invalid username', password: 'Invalid password' });
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const unknown = await signIn('nobody@bancassurance.local', 'whatever-password');
    const wrong = await signIn(EMAILS.admin, 'whatever-password');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('rejects a malformed email and an empty password with 400 naming the fields', async () => {
    const messages = expectErrorBody(await signIn('not-an-email', ''), 400);
    expect(messages.email).toBe('Invalid email');
    expect(messages.password).toBeDefined();
  });

  it('rejects a missing body and truncated JSON with 400', async () => {
    expectErrorBody(await server.request({ method: 'POST', url: '/api/v1/auth/sign-in' }), 400);
    expectErrorBody(
      await server.request({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "a@b.co", "pass',
      }),
      400,
    );
  });
});

describe('me and sign-out', () => {
  it('returns the user behind a token', async () => {
    const response = await server.request({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: server.as('viewer'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ email: EMAILS.viewer, role: { name: 'viewer' } });
    expect(response.json().data.permissions).not.toContain('customers.create');
  });

  it('answers 401 without a token, with a malformed header and with an unknown token', async () => {
    expectErrorBody(await server.request({ method: 'GET', url: '/api/v1/auth/me' }), 401);
    expectErrorBody(
      await server.request({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: { authorization: 'Basic abc' },
      }),
      401,
    );
    expectErrorBody(
      await server.request({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: { authorization: 'Bearer stf_unknown_token_value' },
      }),
      401,
    );
  });

  it('revokes the token on sign-out', async () => {
    const { data } = (await signIn(EMAILS.officer, 'staff-password-123')).json();
    const headers = { authorization: `Bearer ${data.token}` };
    expect((await server.request({ method: 'GET', url: '/api/v1/auth/me', headers })).statusCode).toBe(200);
    expect((await server.request({ method: 'POST', url: '/api/v1/auth/sign-out', headers })).statusCode).toBe(
      204,
    );
    expectErrorBody(await server.request({ method: 'GET', url: '/api/v1/auth/me', headers }), 401);
  });

  it('refuses an expired token', async () => {
    const { data } = (await signIn(EMAILS.officer, 'staff-password-123')).json();
    await server.db
      .updateTable('auth_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('user_id', '=', data.userId)
      .where('revoked_at', 'is', null)
      .where('created_at', '>', sql<Date>`now() - interval '5 seconds'`)
      .execute();
    expectErrorBody(
      await server.request({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: { authorization: `Bearer ${data.token}` },
      }),
      401,
    );
  });
});

describe('permissions', () => {
  it('answers 403 when the role lacks the permission, before reading the body', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/v1/customers',
      headers: server.as('viewer'),
      payload: { not: 'even valid' },
    });
    expectErrorBody(response, 403);
  });

  it('answers 401 before 400: an anonymous caller learns nothing about validation', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/v1/customers',
      payload: { bad: true },
    });
    expectErrorBody(response, 401);
  });

  it('answers unknown API paths with a 404 error body', async () => {
    expectErrorBody(await server.request({ method: 'GET', url: '/api/v1/nothing-here' }), 404);
  });
});

describe('request bodies', () => {
  it('refuses a body of another media type with 415 instead of skipping validation', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=admin@bancassurance.local',
    });
    expectErrorBody(response, 415);
  });

  it('refuses a JSON body that is not an object', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expectErrorBody(response, 400);
  });
});

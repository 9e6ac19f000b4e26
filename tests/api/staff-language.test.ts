import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAILS, STAFF_PASSWORD, startTestServer, type TestServer } from './harness';

/** A staff member's language, kept on their account: the portal opens in it on any machine. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const me = () => server.request({ method: 'GET', url: '/api/v1/auth/me', headers: server.as('viewer') });
const choose = (language: unknown, headers = server.as('viewer')) =>
  server.request({ method: 'PUT', url: '/api/v1/auth/me/language', headers, payload: { language } });

describe("the staff member's language", () => {
  it('is absent until chosen, then kept on the account and given at the next sign-in', async () => {
    expect((await me()).json().data).not.toHaveProperty('language');

    const chosen = await choose('sw');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data).toMatchObject({ email: EMAILS.viewer, language: 'sw' });
    expect((await me()).json().data.language).toBe('sw');

    const signIn = await server.request({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: EMAILS.viewer, password: STAFF_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().data.language).toBe('sw');
    // Another member's account is untouched.
    const officer = await server.request({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: server.as('officer'),
    });
    expect(officer.json().data).not.toHaveProperty('language');

    expect((await choose('en')).json().data.language).toBe('en');
    expect((await me()).json().data.language).toBe('en');
  });

  it('refuses a language the portal does not speak, and a caller who is not signed in', async () => {
    const refused = await choose('fr');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty('respMsg');
    expect((await me()).json().data.language).not.toBe('fr');
    expect((await choose('sw', {})).statusCode).toBe(401);
  });
});

import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { listenedStaffTokens, StaffTokenCache, type TokenHolder } from '../../server/auth/token-cache';
import { openDatabase } from '../../server/db/connect';
import { EMAILS, STAFF_PASSWORD, startTestServer, TARGET, type TestServer } from './harness';

/**
 * A staff token's user is remembered, so a staff request costs one statement, and forgotten on
 * every server process the moment a token, a user or a role's permissions change: through the
 * portal, on another process, or by hand in SQL. While the changes cannot be heard, nothing is
 * remembered.
 */

const HOLDER: TokenHolder = {
  user: {
    userId: 'u1',
    firstName: 'Amina',
    lastName: 'Mwakyusa',
    email: 'admin@bancassurance.local',
    role: { name: 'admin', permissions: [] },
    permissions: [],
  },
  expiresAt: new Date(10 * 60_000),
};

describe('the token cache', () => {
  const counting = () => {
    const loads: string[] = [];
    return {
      loads,
      load: (tag: string) => async () => {
        loads.push(tag);
        return HOLDER;
      },
    };
  };

  it('reads every time while it cannot hear changes', async () => {
    const cache = new StaffTokenCache(() => 0);
    const { loads, load } = counting();
    await cache.user('h', load('a'));
    await cache.user('h', load('b'));
    expect(loads).toEqual(['a', 'b']);
    expect(cache.size).toBe(0);
  });

  it('remembers while listening, until a change is heard, the hold ends or the token expires', async () => {
    let now = 0;
    const cache = new StaffTokenCache(() => now);
    cache.setListening(true);
    const { loads, load } = counting();
    expect(await cache.user('h', load('first'))).toEqual(HOLDER.user);
    await cache.user('h', load('remembered'));
    expect(loads).toEqual(['first']);
    cache.forget();
    await cache.user('h', load('after a change'));
    now = 60_000;
    await cache.user('h', load('after the hold'));
    now = 10 * 60_000;
    await cache.user('h', load('after expiry'));
    expect(loads).toEqual(['first', 'after a change', 'after the hold', 'after expiry']);
  });

  it('keeps nothing read before a change it heard while reading', async () => {
    const cache = new StaffTokenCache(() => 0);
    cache.setListening(true);
    await cache.user('h', async () => {
      cache.forget();
      return HOLDER;
    });
    expect(cache.size).toBe(0);
  });

  it('forgets everything when it stops hearing', async () => {
    const cache = new StaffTokenCache(() => 0);
    cache.setListening(true);
    await cache.user('h', async () => HOLDER);
    expect(cache.size).toBe(1);
    cache.setListening(false);
    expect(cache.size).toBe(0);
  });
});

if (TARGET !== 'postgres') {
  console.log(
    'Skipping the lost-listener test of the token cache: it needs a PostgreSQL server (the api-postgres project).',
  );
}

/**
 * Polls until `check` holds. A notice takes milliseconds to arrive; the bound of fifteen seconds
 * is only for a machine busy with other suites.
 */
async function within(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 750; i += 1) {
    if (await check()) return true;
    await sleep(20);
  }
  return false;
}

describe('a staff token on two server processes', () => {
  let server: TestServer;
  let other: { request: TestServer['request']; staffTokens: StaffTokenCache; close: () => Promise<void> };

  beforeAll(async () => {
    server = await startTestServer();
    // The second process: its own connection to the same database, its own memory.
    const opened = server.postgresUrl ? await openDatabase({ url: server.postgresUrl }) : undefined;
    const heard = opened ? await listenedStaffTokens(opened.listen) : undefined;
    const app = opened
      ? await buildApp({
          db: opened.db,
          config: server.config,
          storage: server.storage,
          staffTokens: heard?.staffTokens,
        })
      : server.app;
    other = {
      request: (options) => app.inject(options),
      staffTokens: heard?.staffTokens ?? server.staffTokens,
      close: async () => {
        await heard?.stopListening();
        if (opened) {
          await app.close();
          await opened.db.destroy();
        }
      },
    };
  });
  afterAll(async () => {
    await other?.close();
    await server?.close();
  });

  const signIn = async (role: 'officer' | 'viewer') => {
    const response = await server.request({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: EMAILS[role], password: STAFF_PASSWORD },
    });
    return response.json().data.token as string;
  };
  const meOn = async (process: { request: TestServer['request'] }, token: string) =>
    process.request({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });

  it('is remembered once used, and refused everywhere once signed out on one process', async () => {
    const token = await signIn('officer');
    // The sign-in's own notice reaches the other process at some point and empties its memory,
    // and nothing is held before it listens: ask again until the token is held.
    await expect
      .poll(
        async () => {
          expect((await meOn(other, token)).statusCode).toBe(200);
          return other.staffTokens.size;
        },
        { timeout: 15_000, interval: 50 },
      )
      .toBeGreaterThan(0);
    expect((await meOn(other, token)).statusCode).toBe(200);

    const out = await server.request({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    // The process that signed out refuses it at once; the other as soon as the notice arrives.
    expect((await meOn(server, token)).statusCode).toBe(401);
    expect(await within(async () => (await meOn(other, token)).statusCode === 401)).toBe(true);
  });

  it('is refused once revoked by hand in SQL, and a role losing a permission loses it everywhere', async () => {
    const token = await signIn('viewer');
    const list = () =>
      other.request({
        method: 'GET',
        url: '/api/v1/diasporas',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await list()).statusCode).toBe(200);
    await server.db
      .deleteFrom('role_permissions')
      .where('role_name', '=', 'viewer')
      .where('permission', 'ilike', 'diasporas.read')
      .execute();
    expect(await within(async () => (await list()).statusCode === 403)).toBe(true);

    await server.db
      .updateTable('auth_tokens')
      .set({ revoked_at: sql<Date>`now()` })
      .where('revoked_at', 'is', null)
      .where('created_at', '>', sql<Date>`now() - interval '5 seconds'`)
      .execute();
    expect(await within(async () => (await meOn(other, token)).statusCode === 401)).toBe(true);
  });

  it.runIf(TARGET === 'postgres')(
    'holds nothing while its listening connection is lost, and listens again (PostgreSQL)',
    async () => {
      const token = await signIn('officer');
      expect((await meOn(other, token)).statusCode).toBe(200);
      await expect.poll(() => other.staffTokens.size, { timeout: 1000 }).toBeGreaterThan(0);
      // The database drops the listening connections, as a restart or a failover would.
      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE query ILIKE 'LISTEN%' AND datname = current_database()`.execute(server.db);
      await expect.poll(() => other.staffTokens.size, { timeout: 1000 }).toBe(0);
      // Not hearing, it reads the token each time: a revocation now counts on the very next request.
      expect((await meOn(other, token)).statusCode).toBe(200);
      expect(other.staffTokens.size).toBe(0);
      // Listening again within about a second, it remembers again.
      await expect
        .poll(async () => ((await meOn(other, token)).statusCode === 200 ? other.staffTokens.size : 0), {
          timeout: 5000,
        })
        .toBeGreaterThan(0);
    },
  );
});

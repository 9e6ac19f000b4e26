import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { CLAIM_MESSAGES } from '../../src/domain/claim-rules';
import { beneficiary, diaspora, nextOfKin, person, yearsAgo } from './fixtures';
import { groupBody } from './fuzz/world';
import { expectErrorBody, startTestServer, type TestServer } from './harness';

/**
 * SPEC §9's waiting period of three months runs for each insured person from the day they joined
 * the cover: a member added to a group after its cover started, or a beneficiary declared on a
 * diaspora cover by an approved change, is not covered from the group's or the holder's start.
 */

let server: TestServer;
let groupPolicy: string;
/** A second admin: the checker of what the seeded admin and officer make. */
let checker: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  groupPolicy = (
    await server.db.selectFrom('policies').select('id').where('kind', '=', 'group').executeTakeFirstOrThrow()
  ).id;
  await server.db
    .insertInto('users')
    .values({
      email: 'waiting-checker@bancassurance.local',
      first_name: 'Waiting',
      last_name: 'Checker',
      role_name: 'admin',
      password_hash: await hashPassword('waiting-checker-123'),
    })
    .execute();
  const signedIn = await server.request({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email: 'waiting-checker@bancassurance.local', password: 'waiting-checker-123' },
  });
  checker = { authorization: `Bearer ${signedIn.json().data.token}` };
});
afterAll(() => server.close());

const today = () => DateTime.utc().startOf('day');
const daysAgo = (days: number) => today().minus({ days }).toISODate() as string;

const call = (
  method: 'POST' | 'PUT' | 'GET',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) =>
  server.request({
    method,
    url: `/api/v1${url}`,
    headers: { ...headers, ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}) },
    ...(payload ? { payload } : {}),
  });

async function ok(
  method: 'POST' | 'PUT' | 'GET',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  const response = await call(method, url, headers, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

/** Approves a record (a second admin) and moves its cover's start the given days back. */
async function coverSince(area: 'groups' | 'diasporas', id: string, days: number) {
  await ok('POST', `/${area}/${id}/status`, checker, { action: 'approve' });
  const start = today().minus({ days });
  await sql`UPDATE ${sql.table(area)} SET cover_start_date = ${start.toISODate()},
    waiting_period_end = ${start.plus({ months: 3 }).toISODate()} WHERE id = ${id}`.execute(server.db);
}

const claimFor = (
  holderKind: 'customer' | 'diaspora',
  holderId: string,
  eventDate: string,
  beneficiaryId?: string,
) =>
  call('POST', '/claims', server.as('officer'), {
    holderKind,
    holderId,
    ...(beneficiaryId ? { beneficiaryId } : {}),
    type: 'repatriation',
    eventDate,
    amount: 1_000_000,
  });

describe("a group member's waiting period", () => {
  it('starts on the day the member joined, not on the group cover start', async () => {
    const groupId = (await ok('POST', '/groups', server.as('officer'), groupBody(groupPolicy))).data.groupId;
    const early = (
      await ok('POST', `/groups/${groupId}/members`, server.as('officer'), {
        ...person({ firstName: 'Mapema' }),
        nextOfKins: [nextOfKin()],
      })
    ).data.customerId as string;
    const late = (
      await ok('POST', `/groups/${groupId}/members`, server.as('officer'), {
        ...person({ firstName: 'Marehemu' }),
        nextOfKins: [nextOfKin()],
      })
    ).data.customerId as string;
    await coverSince('groups', groupId, 200);
    // One member was there when the cover started; the other joined 20 days ago.
    await sql`UPDATE customers SET created_at = now() - interval '300 days' WHERE id = ${early}`.execute(
      server.db,
    );
    await sql`UPDATE customers SET created_at = now() - interval '20 days' WHERE id = ${late}`.execute(
      server.db,
    );

    expect((await claimFor('customer', early, daysAgo(5))).statusCode).toBe(201);
    const refused = expectErrorBody(await claimFor('customer', late, daysAgo(5)), 400);
    expect(refused.eventDate).toBe(CLAIM_MESSAGES.waitingPeriod);
    // Before the member joined, the group's cover was not theirs.
    expect(expectErrorBody(await claimFor('customer', late, daysAgo(25)), 400).eventDate).toBe(
      CLAIM_MESSAGES.beforeCover,
    );
  });

  it('starts on the day a member added to a covered group is approved', async () => {
    const groupId = (await ok('POST', '/groups', server.as('officer'), groupBody(groupPolicy))).data.groupId;
    await coverSince('groups', groupId, 200);
    const added = await call('POST', `/groups/${groupId}/members`, server.as('officer'), {
      ...person({ firstName: 'Tumaini' }),
      nextOfKins: [nextOfKin()],
    });
    expect(added.statusCode, added.body).toBe(202);
    await ok('POST', `/groups/${groupId}/pending-change/decision`, checker, {
      changeId: added.json().data.changeId,
      decision: 'approve',
    });
    const members = (await ok('GET', `/groups/${groupId}/members`, server.as('viewer'))).members as {
      customerId: string;
      firstName: string;
    }[];
    const tumaini = members.find((m) => m.firstName === 'Tumaini')?.customerId as string;
    expect(expectErrorBody(await claimFor('customer', tumaini, daysAgo(0)), 400).eventDate).toBe(
      CLAIM_MESSAGES.waitingPeriod,
    );
  });
});

describe("a beneficiary's waiting period", () => {
  it('starts on the day an approved change declared the beneficiary', async () => {
    const body = diaspora();
    const id = (await ok('POST', '/diasporas', server.as('officer'), body)).data.diasporaId as string;
    await coverSince('diasporas', id, 200);
    const newChild = beneficiary({ firstName: 'Imani', sex: 'female', dob: yearsAgo(2), relationship: 3 });
    const put = await call('PUT', `/diasporas/${id}`, server.as('officer'), {
      ...body,
      beneficiaries: [...body.beneficiaries, newChild],
    });
    expect(put.statusCode, put.body).toBe(202);
    const after = (
      await ok('POST', `/diasporas/${id}/pending-change/decision`, checker, {
        changeId: put.json().data.pendingChange.changeId,
        decision: 'approve',
      })
    ).data as { beneficiaries: { beneficiaryId: string; firstName: string }[] };
    const of = (name: string) =>
      after.beneficiaries.find((b) => b.firstName === name)?.beneficiaryId as string;
    // Declared at enrolment: covered since the cover's start, long past its waiting period.
    expect((await claimFor('diaspora', id, daysAgo(0), of('Amani'))).statusCode).toBe(201);
    expect(expectErrorBody(await claimFor('diaspora', id, daysAgo(0), of('Imani')), 400).eventDate).toBe(
      CLAIM_MESSAGES.waitingPeriod,
    );
  });

  it('reads the day the beneficiary joined from the record', async () => {
    const id = (await ok('POST', '/diasporas', server.as('officer'), diaspora())).data.diasporaId as string;
    await coverSince('diasporas', id, 200);
    const child = await server.db
      .selectFrom('beneficiaries')
      .select('id')
      .where('diaspora_id', '=', id)
      .where('relationship', '=', 3)
      .executeTakeFirstOrThrow();
    await sql`UPDATE beneficiaries SET joined_on = ${daysAgo(30)} WHERE id = ${child.id}`.execute(server.db);
    expect(expectErrorBody(await claimFor('diaspora', id, daysAgo(10), child.id), 400).eventDate).toBe(
      CLAIM_MESSAGES.waitingPeriod,
    );
    // The holder's own waiting period ended long ago.
    expect((await claimFor('diaspora', id, daysAgo(10))).statusCode).toBe(201);
  });
});

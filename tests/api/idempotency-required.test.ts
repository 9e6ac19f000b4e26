import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, diaspora, nextOfKin, person } from './fixtures';
import { groupBody } from './fuzz/world';
import { expectErrorBody, multipart, SAMPLE_FILES, startTestServer, type TestServer } from './harness';

/**
 * Every create needs an Idempotency-Key: a double submit without one used to store twice (20
 * parallel submits of a group or a claim stored 20). Requests here go straight to the app, so the
 * harness adds no key of its own.
 */

let server: TestServer;
let policies: { individual: string; group: string };
let coveredDiaspora: string;
/** The covered diaspora's declared spouse and child: one person has one claim, so each test claims for another. */
let beneficiaries: { spouse: string; child: string };

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.db.selectFrom('policies').select(['id', 'kind']).execute();
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.id as string;
  policies = { individual: of('individual'), group: of('group') };
  const created = await server.request({
    method: 'POST',
    url: '/api/v1/diasporas',
    headers: server.as('officer'),
    payload: diaspora(),
  });
  coveredDiaspora = created.json().data.diasporaId;
  const approved = await server.request({
    method: 'POST',
    url: `/api/v1/diasporas/${coveredDiaspora}/status`,
    headers: server.as('admin'),
    payload: { action: 'approve' },
  });
  expect(approved.statusCode).toBe(200);
  const start = DateTime.utc().startOf('day').minus({ days: 200 });
  await sql`UPDATE diasporas SET cover_start_date = ${start.toISODate()},
    waiting_period_end = ${start.plus({ months: 3 }).toISODate()} WHERE id = ${coveredDiaspora}`.execute(
    server.db,
  );
  const declared = await server.db
    .selectFrom('beneficiaries')
    .select(['id', 'relationship'])
    .where('diaspora_id', '=', coveredDiaspora)
    .execute();
  const declaredAs = (relationship: number) =>
    declared.find((b) => b.relationship === relationship)?.id as string;
  beneficiaries = { spouse: declaredAs(2), child: declaredAs(3) };
});
afterAll(() => server.close());

/** Sends the request as it is: no key unless the test puts one in. */
const raw = (options: InjectOptions) => server.app.inject(options);

const claimBody = (amount: number, beneficiaryId?: string) => ({
  holderKind: 'diaspora',
  holderId: coveredDiaspora,
  ...(beneficiaryId ? { beneficiaryId } : {}),
  type: 'repatriation',
  eventDate: DateTime.utc().minus({ days: 2 }).toISODate(),
  amount,
});

const countClaims = async (amount: number) =>
  (
    await server.db
      .selectFrom('claims')
      .select('id')
      .where('diaspora_id', '=', coveredDiaspora)
      .where('amount', '=', amount)
      .execute()
  ).length;

const countGroups = async (name: string) =>
  (await server.db.selectFrom('groups').select('id').where('name', '=', name).execute()).length;

function expectMissingKey(response: Awaited<ReturnType<typeof raw>>) {
  const messages = expectErrorBody(response, 400);
  expect(Object.keys(messages).map((key) => key.toLowerCase())).toContain('idempotency-key');
}

describe('twenty parallel double submits', () => {
  it('of a group without a key are all refused and store nothing', async () => {
    const body = groupBody(policies.group);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        raw({ method: 'POST', url: '/api/v1/groups', headers: server.as('officer'), payload: body }),
      ),
    );
    for (const answer of answers) expectMissingKey(answer);
    expect(await countGroups(body.name)).toBe(0);
  });

  it('of a group under one key store one group, and each answer names it', async () => {
    const body = groupBody(policies.group);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        raw({
          method: 'POST',
          url: '/api/v1/groups',
          headers: { ...server.as('officer'), 'idempotency-key': key },
          payload: body,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => answer.json().data.groupId)).size).toBe(1);
    expect(await countGroups(body.name)).toBe(1);
  });

  it('of a claim without a key are all refused and store nothing', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        raw({
          method: 'POST',
          url: '/api/v1/claims',
          headers: server.as('officer'),
          payload: claimBody(111_111),
        }),
      ),
    );
    for (const answer of answers) expectMissingKey(answer);
    expect(await countClaims(111_111)).toBe(0);
  });

  it('of a claim under one key store one claim', async () => {
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        raw({
          method: 'POST',
          url: '/api/v1/claims',
          headers: { ...server.as('officer'), 'idempotency-key': key },
          payload: claimBody(222_222),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => answer.json().data.claimId)).size).toBe(1);
    expect(await countClaims(222_222)).toBe(1);
  });
});

describe('every create without a key', () => {
  it('is refused with 400 and the error body, before anything is stored', async () => {
    const groupId = (
      await server.request({
        method: 'POST',
        url: '/api/v1/groups',
        headers: server.as('officer'),
        payload: groupBody(policies.group),
      })
    ).json().data.groupId as string;
    const claimId = (
      await server.request({
        method: 'POST',
        url: '/api/v1/claims',
        headers: server.as('officer'),
        payload: claimBody(333_333, beneficiaries.spouse),
      })
    ).json().data.claimId as string;
    const upload = multipart('file', 'certificate.pdf', 'application/pdf', SAMPLE_FILES.pdf);
    const file = await raw({
      method: 'POST',
      url: '/api/v1/files',
      headers: { ...server.as('officer'), ...upload.headers },
      payload: upload.payload,
    });
    // An upload needs no key: a file no record refers to is swept.
    expect(file.statusCode).toBe(201);
    const creates: InjectOptions[] = [
      { url: '/api/v1/customers', payload: customer({ policyId: policies.individual }) },
      { url: `/api/v1/groups/${groupId}/members`, payload: { ...person(), nextOfKins: [nextOfKin()] } },
      { url: '/api/v1/diasporas', payload: diaspora() },
      {
        url: `/api/v1/claims/${claimId}/documents`,
        payload: { url: file.json().data.url, name: 'Death certificate' },
      },
    ].map((create) => ({ ...create, method: 'POST', headers: server.as('officer') }));
    const before = await server.db
      .selectFrom('audit_log')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    for (const create of creates) expectMissingKey(await raw(create));
    // The public enrolment too.
    expectMissingKey(
      await raw({
        method: 'POST',
        url: '/api/v1/diasporas',
        headers: { 'x-enrolment-token': await server.enrolmentToken() },
        payload: diaspora(),
      }),
    );
    const after = await server.db
      .selectFrom('audit_log')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('adds a claim document once when it is sent twice under one key', async () => {
    const claimId = (
      await server.request({
        method: 'POST',
        url: '/api/v1/claims',
        headers: server.as('officer'),
        payload: claimBody(444_444, beneficiaries.child),
      })
    ).json().data.claimId as string;
    const upload = multipart('file', 'certificate.pdf', 'application/pdf', SAMPLE_FILES.pdf);
    const file = await raw({
      method: 'POST',
      url: '/api/v1/files',
      headers: { ...server.as('officer'), ...upload.headers },
      payload: upload.payload,
    });
    const key = randomUUID();
    const send = () =>
      raw({
        method: 'POST',
        url: `/api/v1/claims/${claimId}/documents`,
        headers: { ...server.as('officer'), 'idempotency-key': key },
        payload: { url: file.json().data.url, name: 'Death certificate' },
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    const documents = await server.db
      .selectFrom('claim_documents')
      .select('id')
      .where('claim_id', '=', claimId)
      .execute();
    expect(documents).toHaveLength(1);
  });
});

import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, diaspora } from './fixtures';
import { groupBody } from './fuzz/world';
import { expectErrorBody, multipart, SAMPLE_FILES, startTestServer, type TestServer } from './harness';

let server: TestServer;
let policies: { individual: string; group: string };
beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.db.selectFrom('policies').select(['id', 'kind']).execute();
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.id as string;
  policies = { individual: of('individual'), group: of('group') };
});
afterAll(() => server.close());

type Role = 'admin' | 'officer' | 'viewer';
type Kind = 'claim' | 'diaspora' | 'customer' | 'group';

interface Item {
  kind: Kind;
  id: string;
  name: string;
  maker: { name: string } | null;
  since: string;
  paymentDueAt: string | null;
  claim: { holderName: string; insuredRelationship: string; amount: number; type: string | null } | null;
}
interface Page {
  items: Item[];
  total: number;
  nextCursor: string | null;
  counts: { kind: Kind; waiting: number }[];
}

const get = (role: Role, url: string) => server.request({ method: 'GET', url, headers: server.as(role) });

async function inboxPage(role: Role, query: Record<string, string | number> = {}): Promise<Page> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await get(role, `/api/v1/approvals?${search}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Every page of the inbox, one after another, as a reader following `nextCursor` gets them. */
async function wholeInbox(role: Role, query: Record<string, string | number> = {}) {
  const pages: Page[] = [await inboxPage(role, query)];
  for (let last = pages[0]; last?.nextCursor; last = pages[pages.length - 1]) {
    pages.push(await inboxPage(role, { ...query, after: last.nextCursor }));
  }
  return { pages, items: pages.flatMap((page) => page.items) };
}

async function counts(role: Role): Promise<Record<string, number>> {
  const response = await get(role, '/api/v1/approvals/counts');
  expect(response.statusCode).toBe(200);
  const body = response.json() as { counts: { kind: Kind; waiting: number }[] };
  return Object.fromEntries(body.counts.map((c) => [c.kind, c.waiting]));
}

async function created<T>(role: Role, url: string, payload: object, pick: (data: T) => string) {
  const response = await server.request({ method: 'POST', url, headers: server.as(role), payload });
  expect(response.statusCode, response.body).toBe(201);
  return pick(response.json().data as T);
}

const newCustomer = (role: Role, firstName = 'Juma') =>
  created(
    role,
    '/api/v1/customers',
    customer({ policyId: policies.individual, firstName }),
    (d: { customerId: string }) => d.customerId,
  );
const newDiaspora = (role: Role) =>
  created(role, '/api/v1/diasporas', diaspora(), (d: { diasporaId: string }) => d.diasporaId);
const newGroup = (role: Role) =>
  created(role, '/api/v1/groups', groupBody(policies.group), (d: { groupId: string }) => d.groupId);

const decide = (role: Role, area: 'customers' | 'diasporas', id: string, action: 'approve' | 'reject') =>
  server.request({
    method: 'POST',
    url: `/api/v1/${area}/${id}/status`,
    headers: server.as(role),
    payload: action === 'approve' ? { action } : { action, reason: 'Documents missing' },
  });

/** A diaspora covered long enough ago to claim: approved by the admin, then backdated. */
async function claimableDiaspora(): Promise<string> {
  const id = await newDiaspora('officer');
  expect((await decide('admin', 'diasporas', id, 'approve')).statusCode).toBe(200);
  const start = DateTime.utc().minus({ days: 200 });
  await sql`UPDATE diasporas SET cover_start_date = ${start.toISODate()},
    waiting_period_end = ${start.plus({ months: 3 }).toISODate()} WHERE id = ${id}`.execute(server.db);
  return id;
}

async function uploadPdf(): Promise<string> {
  const body = multipart('file', 'death-certificate.pdf', 'application/pdf', SAMPLE_FILES.pdf);
  const response = await server.request({
    method: 'POST',
    url: '/api/v1/files',
    headers: { ...server.as('officer'), ...body.headers },
    payload: body.payload,
  });
  return response.json().data.url;
}

/** A funeral claim recorded by the officer; with a document, its last one arrived `hoursAgo`. */
async function recordClaim(holderId: string, document?: { hoursAgo: number }): Promise<string> {
  const id = await created(
    'officer',
    '/api/v1/claims',
    {
      holderKind: 'diaspora',
      holderId,
      type: 'funeral',
      eventDate: DateTime.utc().minus({ days: 2 }).toISODate(),
      amount: 1_000_000,
      ...(document ? { documents: [{ url: await uploadPdf(), name: 'death-certificate.pdf' }] } : {}),
    },
    (d: { claimId: string }) => d.claimId,
  );
  if (document) {
    const at = DateTime.utc().minus({ hours: document.hoursAgo }).toJSDate();
    await sql`UPDATE claims SET last_document_at = ${at} WHERE id = ${id}`.execute(server.db);
  }
  return id;
}

/** A name may hold letters only: 0 -> 'a', 27 -> 'ab'. */
const letters = (n: number): string =>
  (n >= 26 ? letters(Math.floor(n / 26) - 1) : '') + String.fromCharCode(97 + (n % 26));

describe('the approval inbox', () => {
  it("lists what others made for a user who may approve, never their own, and drops what's approved", async () => {
    const byOfficer = await newCustomer('officer', 'Officerline');
    const byAdmin = await newCustomer('admin', 'Adminline');
    const admin = await wholeInbox('admin');
    const ids = admin.items.map((r) => r.id);
    expect(ids).toContain(byOfficer);
    expect(ids).not.toContain(byAdmin);
    expect(admin.items.find((r) => r.id === byOfficer)).toMatchObject({
      kind: 'customer',
      name: expect.stringContaining('Officerline'),
      maker: { name: expect.any(String) },
      paymentDueAt: null,
      claim: null,
    });
    // The officer's role may not approve: nothing waits for them, and no kind is theirs to count.
    expect(await inboxPage('officer')).toEqual({ items: [], total: 0, nextCursor: null, counts: [] });
    await decide('admin', 'customers', byOfficer, 'approve');
    expect((await wholeInbox('admin')).items.map((r) => r.id)).not.toContain(byOfficer);
  });

  it('lists public self-enrolments, and claims recorded by someone else with what they are about', async () => {
    const token = await server.enrolmentToken();
    const enrolled = await server.request({
      method: 'POST',
      url: '/api/v1/diasporas',
      headers: { 'x-enrolment-token': token },
      payload: diaspora(),
    });
    const diasporaId = enrolled.json().data.diasporaId;
    const waiting = await wholeInbox('admin');
    expect(waiting.items.find((r) => r.id === diasporaId)).toMatchObject({ kind: 'diaspora', maker: null });

    const holder = await claimableDiaspora();
    const claimId = await recordClaim(holder);
    const withClaim = await wholeInbox('admin', { kind: 'claim' });
    expect(withClaim.items.find((c) => c.id === claimId)).toMatchObject({
      kind: 'claim',
      name: expect.any(String),
      maker: { name: expect.any(String) },
      paymentDueAt: null,
      claim: {
        holderName: expect.any(String),
        insuredRelationship: 'holder',
        amount: 1_000_000,
        type: 'funeral',
      },
    });
  });

  it('reaches every one of more than 50 waiting items page by page, each once, newest self-enrolments too', async () => {
    const made: string[] = [];
    for (let i = 0; i < 55; i += 1) made.push(await newCustomer('officer', `Paged${letters(i)}`));
    const token = await server.enrolmentToken();
    const newest = await server.request({
      method: 'POST',
      url: '/api/v1/diasporas',
      headers: { 'x-enrolment-token': token },
      payload: diaspora(),
    });
    made.push(newest.json().data.diasporaId);

    const { pages, items } = await wholeInbox('admin');
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages.slice(0, -1)) expect(page.items).toHaveLength(50);
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of made) expect(ids).toContain(id);
    expect(ids).toHaveLength(pages[0]?.total ?? -1);
    // Oldest first among records: the newest self-enrolment is on the last page.
    expect(pages[pages.length - 1]?.items.map((item) => item.id)).toContain(newest.json().data.diasporaId);
  });

  it('skips nothing when items on a page already read are decided before the next page is asked for', async () => {
    const before = (await wholeInbox('admin', { kind: 'customer' })).items.map((item) => item.id);
    const first = await inboxPage('admin', { kind: 'customer', perPage: 10 });
    expect(first.nextCursor).not.toBeNull();
    const [decidedA, decidedB] = first.items.map((item) => item.id);
    await decide('admin', 'customers', decidedA as string, 'approve');
    await decide('admin', 'customers', decidedB as string, 'reject');

    const rest = [first];
    for (let last = first; last.nextCursor; last = rest[rest.length - 1] as Page) {
      rest.push(await inboxPage('admin', { kind: 'customer', perPage: 10, after: last.nextCursor }));
    }
    const seen = rest.flatMap((page) => page.items.map((item) => item.id));
    expect(seen).toEqual(before);
    // The next reading from the start no longer holds them, and the total says so.
    const again = await inboxPage('admin', { kind: 'customer', perPage: 10 });
    expect(again.items.map((item) => item.id)).not.toContain(decidedA);
    expect(again.total).toBe(before.length - 2);
  });

  it('puts the claims whose payment is due first, soonest due first, with their due time', async () => {
    // Each for a holder of their own: one person has one claim.
    const noDocument = await recordClaim(await claimableDiaspora());
    const dueIn5h = await recordClaim(await claimableDiaspora(), { hoursAgo: 43 });
    const overdue = await recordClaim(await claimableDiaspora(), { hoursAgo: 50 });
    const dueIn40h = await recordClaim(await claimableDiaspora(), { hoursAgo: 8 });
    // Something older than every claim still comes after the claims that are due.
    const older = await newCustomer('officer', 'Olderline');
    await sql`UPDATE customers SET updated_at = now() - interval '30 days' WHERE id = ${older}`.execute(
      server.db,
    );

    const { items } = await wholeInbox('admin');
    const due = items.filter((item) => item.paymentDueAt !== null);
    expect(items.slice(0, due.length)).toEqual(due);
    const dueIds = due.map((item) => item.id);
    expect(dueIds.indexOf(overdue)).toBeLessThan(dueIds.indexOf(dueIn5h));
    expect(dueIds.indexOf(dueIn5h)).toBeLessThan(dueIds.indexOf(dueIn40h));
    const times = due.map((item) => Date.parse(item.paymentDueAt as string));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const ids = items.map((item) => item.id);
    expect(ids.indexOf(dueIn40h)).toBeLessThan(ids.indexOf(older));
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(noDocument));

    const inFive = items.find((item) => item.id === dueIn5h) as Item;
    const lastDocument = await server.db
      .selectFrom('claims')
      .select('last_document_at')
      .where('id', '=', dueIn5h)
      .executeTakeFirstOrThrow();
    expect(Date.parse(inFive.paymentDueAt as string)).toBe(
      (lastDocument.last_document_at as Date).getTime() + 48 * 3_600_000,
    );
  });

  it('filters by kind, and counts what waits per kind the user may approve', async () => {
    const start = await counts('admin');
    await newDiaspora('officer');
    await newDiaspora('officer');
    const group = await newGroup('officer');
    await newGroup('admin'); // the admin's own group waits for someone else
    const now = await counts('admin');
    expect(Object.keys(now)).toEqual([
      'claim',
      'diaspora',
      'customer',
      'group',
      'change',
      'results-file',
      'deletion',
    ]);
    expect(now.diaspora).toBe((start.diaspora ?? 0) + 2);
    expect(now.group).toBe((start.group ?? 0) + 1);
    expect(now.customer).toBe(start.customer);

    for (const kind of [
      'claim',
      'diaspora',
      'customer',
      'group',
      'change',
      'results-file',
      'deletion',
    ] as const) {
      const { pages, items } = await wholeInbox('admin', { kind });
      expect(items.every((item) => item.kind === kind)).toBe(true);
      expect(items).toHaveLength(now[kind] ?? -1);
      expect(pages[0]?.total).toBe(now[kind]);
      expect(pages[0]?.counts).toEqual(Object.entries(now).map(([k, waiting]) => ({ kind: k, waiting })));
    }
    expect((await wholeInbox('admin', { kind: 'group' })).items.map((item) => item.id)).toContain(group);
    const all = await inboxPage('admin');
    expect(all.total).toBe(Object.values(now).reduce((sum, n) => sum + n, 0));

    // A decision leaves the counts at once.
    await server.request({
      method: 'POST',
      url: `/api/v1/groups/${group}/status`,
      headers: server.as('admin'),
      payload: { action: 'approve' },
    });
    expect((await counts('admin')).group).toBe((now.group ?? 0) - 1);
  });

  it('counts nothing for a role that approves nothing, and a kind the role may not approve is empty', async () => {
    expect(await counts('officer')).toEqual({});
    expect(await counts('viewer')).toEqual({});
    expect(await inboxPage('officer', { kind: 'claim' })).toEqual({
      items: [],
      total: 0,
      nextCursor: null,
      counts: [],
    });
  });

  it('refuses a page size, kind or cursor it does not know with a 400 naming the parameter', async () => {
    const cases: [string, string][] = [
      ['perPage=0', 'perPage'],
      ['perPage=101', 'perPage'],
      ['perPage=ten', 'perPage'],
      ['kind=policy', 'kind'],
      ['after=page-2', 'after'],
      ['after=2.1700000000000000.5b1f0d8e-2c4a-4f7e-9d3b-1a2b3c4d5e6f', 'after'],
    ];
    for (const [query, parameter] of cases) {
      const messages = expectErrorBody(await get('admin', `/api/v1/approvals?${query}`), 400);
      expect(Object.keys(messages).join(' '), query).toContain(parameter);
    }
  });

  it('is for signed-in staff', async () => {
    const anonymous = await server.request({ method: 'GET', url: '/api/v1/approvals' });
    expectErrorBody(anonymous, 401);
    expectErrorBody(await server.request({ method: 'GET', url: '/api/v1/approvals/counts' }), 401);
    expect(await inboxPage('viewer')).toEqual({ items: [], total: 0, nextCursor: null, counts: [] });
  });
});

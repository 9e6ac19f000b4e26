import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { seedDemoData } from '../../server/db/seed-demo';
import {
  ENROLMENTS,
  EXPIRIES,
  foldTally,
  PREMIUMS,
  STATUS_CHANGES,
} from '../../server/overview/fold-tallies';
import { diaspora } from './fixtures';
import { expectErrorBody, startTestServer, type TestServer } from './harness';

/**
 * The portfolio overview's figures against SQL written here, independently of the server's: the
 * server reads trigger-kept tallies, the test counts the records, the premiums, the claims and the
 * audit trail themselves.
 */

let server: TestServer;
/** A diaspora reader who may read nothing else: no claims, no approvals, no other area. */
let diasporaReader: string;

const DAY = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = () => utcDay(Date.now());
const daysAgo = (days: number) => utcDay(Date.now() - days * DAY);
const monthOf = (day: string) => day.slice(0, 7);

interface Overview {
  period: string;
  from: string;
  to: string;
  expiringWithinDays: number;
  covers: {
    area: 'individuals' | 'groups' | 'diasporas';
    statuses: { status: string; count: number; change: number }[];
    expiring: number;
  }[];
  enrolments?: { weekStart: string; self: number; staff: number }[];
  premiums?: { month: string; due: number; collected: number; arrears: number }[];
  claims?: { month: string; submitted: number; approved: number; paid: number; benefitPaid: number }[];
  approvals?: { kind: string; waiting: number; oldestSince: string | null }[];
}

const TABLES = {
  individuals: { table: 'customers', entity: 'customer', kind: 'customer', held: sql`r.group_id IS NULL` },
  groups: { table: 'groups', entity: 'group', kind: 'group', held: sql`TRUE` },
  diasporas: { table: 'diasporas', entity: 'diaspora', kind: 'diaspora', held: sql`TRUE` },
} as const;

async function overview(headers: Record<string, string>, period = '90d'): Promise<Overview> {
  const response = await server.request({ method: 'GET', url: `/api/v1/overview?period=${period}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function rowsOf<T>(query: ReturnType<typeof sql<T>>): Promise<T[]> {
  return (await query.execute(server.db)).rows;
}

/** The live records of each status now. */
async function countsNow(area: keyof typeof TABLES): Promise<Record<string, number>> {
  const { table, held } = TABLES[area];
  const rows = await rowsOf(sql<{ status: string; n: number }>`SELECT r.status, count(*)::int AS n
    FROM ${sql.table(table)} r WHERE r.deleted_at IS NULL AND ${held} GROUP BY r.status`);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/**
 * The live records of each status at the start of `from` (UTC), replayed from the audit trail: a
 * record that existed then had the `from` status of its first status change since, or its status
 * now when it has not changed since.
 */
async function countsAtStart(area: keyof typeof TABLES, from: string): Promise<Record<string, number>> {
  const { table, entity, held } = TABLES[area];
  const start = sql`${from}::date::timestamp AT TIME ZONE 'UTC'`;
  const rows = await rowsOf(sql<{ status: string; n: number }>`SELECT status, count(*)::int AS n FROM (
      SELECT COALESCE((SELECT a.from_status FROM audit_log a
        WHERE a.entity_type = ${entity} AND a.entity_id = r.id AND a.action LIKE 'status.%'
          AND a.from_status IS DISTINCT FROM a.to_status AND a.at >= ${start}
        ORDER BY a.id LIMIT 1), r.status) AS status
      FROM ${sql.table(table)} r
      WHERE r.created_at < ${start} AND (r.deleted_at IS NULL OR r.deleted_at >= ${start}) AND ${held}) AS then_
    GROUP BY status`);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

async function expiringSoon(area: keyof typeof TABLES, days: number): Promise<number> {
  const { table, held } = TABLES[area];
  const [row] = await rowsOf(sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)} r
    WHERE r.status = 'covered' AND r.deleted_at IS NULL AND ${held}
      AND r.expiry_at >= date_trunc('day', now(), 'UTC')
      AND r.expiry_at < date_trunc('day', now(), 'UTC') + make_interval(days => ${days}::int)`);
  return row?.n ?? 0;
}

async function signInWith(role: string, permissions: string[]): Promise<string> {
  await server.db.insertInto('roles').values({ name: role }).execute();
  await server.db
    .insertInto('role_permissions')
    .values(permissions.map((permission) => ({ role_name: role, permission })))
    .execute();
  const email = `${role}@bancassurance.local`;
  await server.db
    .insertInto('users')
    .values({
      email,
      first_name: 'Neema',
      last_name: 'Mushi',
      role_name: role,
      password_hash: await hashPassword('reader-password-123'),
    })
    .execute();
  const response = await server.request({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email, password: 'reader-password-123' },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.token as string;
}

async function enrol(headers: Record<string, string>): Promise<string> {
  const response = await server.request({
    method: 'POST',
    url: '/api/v1/diasporas',
    headers,
    payload: diaspora(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.diasporaId as string;
}

beforeAll(async () => {
  server = await startTestServer();
  // Records of every status, created over the last 18 months, some expiring within 30 days.
  await seedDemoData(server.db, { count: 30, seed: 11 });
  // Today: two staff enrolments and a public one, and one of them approved by the admin.
  const byOfficer = await enrol(server.as('officer'));
  await enrol(server.as('officer'));
  await enrol({ 'x-enrolment-token': await server.enrolmentToken() });
  const approved = await server.request({
    method: 'POST',
    url: `/api/v1/diasporas/${byOfficer}/status`,
    headers: server.as('admin'),
    payload: { action: 'approve' },
  });
  expect(approved.statusCode, approved.body).toBe(200);

  // Premiums of a few covered diasporas and groups: due, paid, failed and waived, over months.
  const holders = await rowsOf(sql<{ kind: string; id: string }>`
    (SELECT 'diaspora' AS kind, id FROM diasporas WHERE status = 'covered' ORDER BY id LIMIT 3)
    UNION ALL (SELECT 'group', id FROM groups WHERE status = 'covered' ORDER BY id LIMIT 2)`);
  const users = await rowsOf(sql<{ id: string; role_name: string }>`SELECT id, role_name FROM users`);
  const userOf = (role: string) => users.find((u) => u.role_name === role)?.id ?? '';
  let n = 0;
  for (const holder of holders) {
    for (const [ago, status] of [
      [100, 'paid'],
      [70, 'failed'],
      [40, 'due'],
      [35, 'waived'],
      [10, 'paid'],
      [5, 'due'],
      [-10, 'due'],
    ] as const) {
      n += 1;
      const due = daysAgo(ago);
      await server.db
        .insertInto('premiums')
        .values({
          record_kind: holder.kind as 'diaspora' | 'group',
          record_id: holder.id,
          due_date: due,
          amount: 25_000 + n,
          status,
          ...(status === 'paid' ? { paid_on: daysAgo(Math.max(ago - 3, 0)), bank_reference: `BR-${n}` } : {}),
          ...(status === 'waived'
            ? {
                waiver_reason: 'Hospitalised',
                waiver_requested_by: userOf('officer'),
                waiver_requested_at: new Date(),
                waived_by: userOf('admin'),
                waived_at: new Date(),
              }
            : {}),
        })
        .execute();
    }
  }
  // One failed premium paid later: an update the tallies follow.
  await sql`UPDATE premiums SET status = 'paid', paid_on = ${today()}, bank_reference = 'BR-late'
    WHERE id = (SELECT min(id) FROM premiums WHERE status = 'failed')`.execute(server.db);

  // Claims over the last months: submitted, approved, paid and rejected, each live one for another
  // person (one person has one live claim): the first diasporas' holders, then declared beneficiaries.
  const diasporas = holders.filter((h) => h.kind === 'diaspora').map((h) => h.id);
  const declared = await rowsOf(sql<{ diaspora_id: string; id: string }>`SELECT diaspora_id, id
    FROM beneficiaries WHERE diaspora_id = ${diasporas[0] ?? ''} ORDER BY ordinal`);
  const people = [
    ...diasporas.map((id) => ({ diaspora: id, beneficiary: null as string | null })),
    ...declared.map((b) => ({ diaspora: b.diaspora_id, beneficiary: b.id as string | null })),
  ];
  const at = (days: number) => new Date(Date.now() - days * DAY);
  let live = 0;
  for (const [created, status, decided, paid, amount] of [
    [80, 'paid', 75, 70, 5_000_000],
    [50, 'approved', 45, null, 2_000_000],
    [20, 'rejected', 18, null, 1_000_000],
    [15, 'paid', 12, 2, 3_500_000],
    [3, 'submitted', null, null, 700_000],
  ] as const) {
    // A rejected claim frees its person, so it may share the first one's.
    const person = people[status === 'rejected' ? 0 : live++];
    if (!person) throw new Error('not enough people to claim for');
    await sql`INSERT INTO claims (diaspora_id, beneficiary_id, amount, status, created_at, decided_at, paid_at)
      VALUES (${person.diaspora}, ${person.beneficiary}, ${amount}, ${status}, ${at(created)},
        ${decided === null ? null : at(decided)}, ${paid === null ? null : at(paid)})`.execute(server.db);
  }
  diasporaReader = await signInWith('diaspora-reader', ['diasporas.read']);
}, 120_000);
afterAll(() => server.close());

describe('the portfolio overview', () => {
  it.each(['30d', '90d', '12m'])(
    'counts each status now and its change over %s as the records and their history say',
    async (period) => {
      const body = await overview(server.as('admin'), period);
      expect(body.covers.map((c) => c.area)).toEqual(['diasporas', 'individuals', 'groups']);
      for (const covers of body.covers) {
        const now = await countsNow(covers.area);
        const then = await countsAtStart(covers.area, body.from);
        for (const { status, count, change } of covers.statuses) {
          expect(count, `${covers.area} ${status}`).toBe(now[status] ?? 0);
          expect(change, `${covers.area} ${status} change`).toBe((now[status] ?? 0) - (then[status] ?? 0));
        }
        expect(covers.expiring, `${covers.area} expiring`).toBe(await expiringSoon(covers.area, 30));
      }
      // Today's approval moved a diaspora from in-progress to covered, and three were enrolled.
      const diasporas = body.covers.find((c) => c.area === 'diasporas');
      expect(diasporas?.statuses.reduce((sum, s) => sum + s.change, 0)).toBeGreaterThanOrEqual(3);
    },
  );

  it('counts the enrolments of each of the last 12 weeks by channel', async () => {
    const body = await overview(server.as('admin'));
    const weeks = body.enrolments ?? [];
    expect(weeks).toHaveLength(12);
    const first = weeks[0]?.weekStart ?? '';
    const rows = await rowsOf(sql<{ week: string; channel: string; n: number }>`
      SELECT to_char(date_trunc('week', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS week, channel, count(*)::int AS n
      FROM (SELECT created_at, CASE WHEN enrolled_by = 'self' THEN 'self' ELSE 'staff' END AS channel FROM diasporas
            UNION ALL SELECT created_at, 'staff' FROM customers WHERE group_id IS NULL
            UNION ALL SELECT created_at, 'staff' FROM groups) AS enrolled
      WHERE created_at >= ${first}::date::timestamp AT TIME ZONE 'UTC'
      GROUP BY 1, 2`);
    const expected = (week: string, channel: string) =>
      rows.find((r) => r.week === week && r.channel === channel)?.n ?? 0;
    for (const week of weeks) {
      expect(week.self, week.weekStart).toBe(expected(week.weekStart, 'self'));
      expect(week.staff, week.weekStart).toBe(expected(week.weekStart, 'staff'));
    }
    expect(weeks.at(-1)?.self).toBeGreaterThanOrEqual(1);
    expect(weeks.at(-1)?.staff).toBeGreaterThanOrEqual(2);
  });

  it('sums the premiums due, collected and in arrears per month', async () => {
    const body = await overview(server.as('admin'), '12m');
    const months = body.premiums ?? [];
    expect(months).toHaveLength(12);
    expect(months.at(-1)?.month).toBe(monthOf(today()));
    const sums = await rowsOf(sql<{ month: string; due: string; collected: string; arrears: string }>`
      SELECT m.month,
        (SELECT coalesce(sum(amount), 0) FROM premiums WHERE to_char(due_date, 'YYYY-MM') = m.month AND status <> 'waived') AS due,
        (SELECT coalesce(sum(amount), 0) FROM premiums WHERE to_char(paid_on, 'YYYY-MM') = m.month AND status = 'paid') AS collected,
        (SELECT coalesce(sum(amount), 0) FROM premiums WHERE to_char(due_date, 'YYYY-MM') = m.month
          AND status IN ('due', 'failed') AND due_date < ${today()}::date) AS arrears
      FROM unnest(${months.map((m) => m.month)}::text[]) AS m(month)`);
    for (const month of months) {
      const row = sums.find((s) => s.month === month.month);
      expect(month, month.month).toEqual({
        month: month.month,
        due: Number(row?.due),
        collected: Number(row?.collected),
        arrears: Number(row?.arrears),
      });
    }
    expect(months.reduce((sum, m) => sum + m.arrears, 0)).toBeGreaterThan(0);
  });

  it('counts the claims submitted, approved and paid per month, against the benefit paid', async () => {
    const body = await overview(server.as('viewer'), '12m');
    const months = body.claims ?? [];
    expect(months).toHaveLength(12);
    const counts = await rowsOf(sql<{
      month: string;
      submitted: number;
      approved: number;
      paid: number;
      benefit: string;
    }>`
      SELECT m.month,
        (SELECT count(*)::int FROM claims WHERE to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM') = m.month) AS submitted,
        (SELECT count(*)::int FROM claims WHERE to_char(decided_at AT TIME ZONE 'UTC', 'YYYY-MM') = m.month
          AND status <> 'rejected') AS approved,
        (SELECT count(*)::int FROM claims WHERE to_char(paid_at AT TIME ZONE 'UTC', 'YYYY-MM') = m.month) AS paid,
        (SELECT coalesce(sum(amount), 0) FROM claims WHERE to_char(paid_at AT TIME ZONE 'UTC', 'YYYY-MM') = m.month) AS benefit
      FROM unnest(${months.map((m) => m.month)}::text[]) AS m(month)`);
    for (const month of months) {
      const row = counts.find((c) => c.month === month.month);
      expect(month, month.month).toEqual({
        month: month.month,
        submitted: row?.submitted,
        approved: row?.approved,
        paid: row?.paid,
        benefitPaid: Number(row?.benefit),
      });
    }
    expect(months.reduce((sum, m) => sum + m.benefitPaid, 0)).toBe(8_500_000);
  });

  it('counts what waits for a checker per kind the user may approve, with the oldest', async () => {
    const body = await overview(server.as('admin'));
    const [expected] = await rowsOf(sql<Record<string, number | Date | null>>`SELECT
      (SELECT count(*)::int FROM claims WHERE status = 'submitted') AS claim,
      (SELECT min(created_at) FROM claims WHERE status = 'submitted') AS claim_since,
      (SELECT count(*)::int FROM diasporas WHERE status = 'in-progress' AND deleted_at IS NULL) AS diaspora,
      (SELECT min(updated_at) FROM diasporas WHERE status = 'in-progress' AND deleted_at IS NULL) AS diaspora_since,
      (SELECT count(*)::int FROM customers WHERE status = 'in-progress' AND deleted_at IS NULL
        AND group_id IS NULL) AS customer,
      (SELECT min(updated_at) FROM customers WHERE status = 'in-progress' AND deleted_at IS NULL
        AND group_id IS NULL) AS customer_since,
      (SELECT count(*)::int FROM groups WHERE status = 'in-progress' AND deleted_at IS NULL) AS "group",
      (SELECT min(updated_at) FROM groups WHERE status = 'in-progress' AND deleted_at IS NULL) AS group_since,
      (SELECT count(*)::int FROM pending_changes WHERE status = 'waiting') AS change,
      (SELECT min(proposed_at) FROM pending_changes WHERE status = 'waiting') AS change_since,
      (SELECT count(*)::int FROM premium_result_files WHERE status = 'waiting') AS "results-file",
      (SELECT min(checked_at) FROM premium_result_files WHERE status = 'waiting') AS "results-file_since",
      (SELECT count(*)::int FROM deletion_requests WHERE status = 'waiting') AS deletion,
      (SELECT min(requested_at) FROM deletion_requests WHERE status = 'waiting') AS deletion_since`);
    // The kinds the inbox lists for this user, in its order.
    const inbox = await server.request({
      method: 'GET',
      url: '/api/v1/approvals/counts',
      headers: server.as('admin'),
    });
    const kinds = (inbox.json().counts as { kind: string }[]).map((c) => c.kind);
    expect(body.approvals?.map((a) => a.kind)).toEqual(kinds);
    for (const { kind, waiting, oldestSince } of body.approvals ?? []) {
      expect(waiting, kind).toBe(expected?.[kind]);
      const since = expected?.[`${kind}_since`];
      expect(oldestSince, kind).toBe(since ? new Date(since).toISOString() : null);
    }
    // The officer may approve nothing: no such section.
    expect((await overview(server.as('officer'))).approvals).toBeUndefined();
  });

  it('answers only the sections the permissions allow', async () => {
    const body = await overview({ authorization: `Bearer ${diasporaReader}` }, '12m');
    expect(body.covers.map((c) => c.area)).toEqual(['diasporas']);
    expect(body.claims).toBeUndefined();
    expect(body.approvals).toBeUndefined();
    // Only the diasporas' premiums and enrolments.
    const [row] = await rowsOf(sql<{ due: string }>`SELECT coalesce(sum(amount), 0) AS due FROM premiums
      WHERE record_kind = 'diaspora' AND status <> 'waived' AND due_date >= ${`${body.premiums?.[0]?.month}-01`}::date
        AND due_date < (date_trunc('month', now()) + interval '1 month')::date`);
    expect(body.premiums?.reduce((sum, m) => sum + m.due, 0)).toBe(Number(row?.due));
    const [enrolled] = await rowsOf(sql<{ n: number }>`SELECT count(*)::int AS n FROM diasporas
      WHERE created_at >= ${body.enrolments?.[0]?.weekStart}::date::timestamp AT TIME ZONE 'UTC'`);
    expect(body.enrolments?.reduce((sum, w) => sum + w.self + w.staff, 0)).toBe(enrolled?.n);
  });

  it('refuses the public and a period it does not know', async () => {
    expectErrorBody(await server.request({ method: 'GET', url: '/api/v1/overview' }), 401);
    const messages = expectErrorBody(
      await server.request({
        method: 'GET',
        url: '/api/v1/overview?period=7y',
        headers: server.as('viewer'),
      }),
      400,
    );
    expect(Object.keys(messages)).toEqual(['period']);
  });

  it('keeps its figures when the tallies are folded', async () => {
    const before = await overview(server.as('admin'), '30d');
    // Many small statements, as a day of single decisions writes them: one cover lapses and comes
    // back 60 times, then lapses for good.
    const [covered] = await rowsOf(sql<{ id: string }>`SELECT id FROM diasporas
      WHERE status = 'covered' AND deleted_at IS NULL ORDER BY id LIMIT 1`);
    for (let i = 0; i < 121; i++) {
      await sql`UPDATE diasporas SET status = ${i % 2 === 0 ? 'uncovered' : 'covered'}
        WHERE id = ${covered?.id}`.execute(server.db);
    }
    const tallied = async () =>
      (await rowsOf(sql<{ n: number }>`SELECT count(*)::int AS n FROM status_day_changes`))[0]?.n ?? 0;
    const rowsBefore = await tallied();
    const after = await overview(server.as('admin'), '30d');
    expect(await tallied()).toBeLessThan(rowsBefore);
    expect(await overview(server.as('admin'), '30d')).toEqual(after);
    const figure = (o: Overview, status: string) =>
      o.covers.find((c) => c.area === 'diasporas')?.statuses.find((s) => s.status === status);
    expect(figure(after, 'uncovered')?.change).toBe((figure(before, 'uncovered')?.change ?? 0) + 1);
    expect(figure(after, 'covered')?.change).toBe((figure(before, 'covered')?.change ?? 0) - 1);
    expect(figure(after, 'covered')?.count).toBe((await countsNow('diasporas')).covered);
  });
  it('answers the same once every tally is folded, enrolments onto their weeks and past premiums onto their months', async () => {
    for (const period of ['30d', '12m']) {
      const before = await overview(server.as('admin'), period);
      for (const tally of [STATUS_CHANGES, EXPIRIES, ENROLMENTS, PREMIUMS]) {
        await foldTally(server.db, tally, sql<boolean>`TRUE`);
      }
      expect(await overview(server.as('admin'), period)).toEqual(before);
    }
    const [weeks] = await rowsOf(sql<{ n: number }>`SELECT count(*)::int AS n FROM enrolment_days
      WHERE day <> date_trunc('week', day)::date`);
    expect(weeks?.n).toBe(0);
  });
});

describe('the lists filtered to covers expiring soon', () => {
  it.each([
    ['diasporas', '/api/v1/diasporas?status=covered&perPage=100&expiring=30', 'data'],
    ['individuals', '/api/v1/customers?status=covered&perPage=100&expiring=30', 'customers'],
    ['groups', '/api/v1/groups?status=covered&perPage=100&expiring=30', 'groups'],
  ] as const)('lists the %s whose cover expires within the days asked for', async (area, url, key) => {
    const response = await server.request({ method: 'GET', url, headers: server.as('viewer') });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const expected = await expiringSoon(area, 30);
    expect(body.pagination.totalCount).toBe(expected);
    expect(body[key]).toHaveLength(expected);
    for (const item of body[key] as { expiryAt: string }[]) {
      const expiry = Date.parse(item.expiryAt);
      expect(expiry).toBeGreaterThanOrEqual(Date.now() - 60_000);
      expect(expiry).toBeLessThan(Date.now() + 30 * DAY);
    }
    const overviewBody = await overview(server.as('viewer'));
    expect(overviewBody.covers.find((c) => c.area === area)?.expiring).toBe(expected);
  });

  it('refuses days out of range', async () => {
    expectErrorBody(
      await server.request({
        method: 'GET',
        url: '/api/v1/diasporas?expiring=0',
        headers: server.as('viewer'),
      }),
      400,
    );
  });
});

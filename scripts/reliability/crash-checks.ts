/** What the crash test reads back after the kill: the stored records through the API, the rows in the database. */
import { sql } from 'kysely';
import { call, inBatches } from './api';
import { differences, type StoredDiaspora } from './compare-enrolment';
import type { DatabaseTarget } from './databases';
import type { EnrolmentBody } from './enrolments';

export interface Enrolment {
  key: string;
  token: string;
  body: EnrolmentBody;
  idNumber: string;
  /** The first attempt's answer: a status code, or 'no answer' when the connection died. */
  firstOutcome: string;
  /** Set when the first attempt got its 201 before the crash. */
  acknowledgedId?: string;
}

/** Every stored diaspora, read through the API as staff see it. */
export async function storedDiasporas(
  base: string,
  headers: Record<string, string>,
): Promise<StoredDiaspora[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const answer = await call(base, 'GET', `/diasporas?perPage=100&page=${page}`, { headers });
    if (answer.status !== 200) throw new Error(`list page ${page}: ${answer.status}`);
    const { data, pagination } = answer.body as {
      data: { diasporaId: string }[];
      pagination: { totalPages: number };
    };
    ids.push(...data.map((d) => d.diasporaId));
    if (page >= pagination.totalPages) break;
  }
  return inBatches(ids, 20, async (id) => {
    const answer = await call(base, 'GET', `/diasporas/${id}`, { headers });
    if (answer.status !== 200) throw new Error(`details ${id}: ${answer.status}`);
    return (answer.body as { data: StoredDiaspora }).data;
  });
}

/** Each stored record must be one that was sent, exactly as sent; returns them by id number. */
export function checkStored(
  stored: StoredDiaspora[],
  bySent: Map<string, Enrolment>,
  problems: string[],
  when: string,
) {
  const byIdNumber = new Map<string, StoredDiaspora[]>();
  for (const record of stored) {
    const sent = bySent.get(record.idNumber);
    if (!sent) {
      problems.push(`${when}: ${record.diasporaId} has an id number that was never sent`);
      continue;
    }
    byIdNumber.set(record.idNumber, [...(byIdNumber.get(record.idNumber) ?? []), record]);
    const diff = differences(sent.body, record, 'self');
    if (diff.length > 0)
      problems.push(`${when}: ${record.diasporaId} differs from what was sent: ${diff.join('; ')}`);
  }
  for (const [idNumber, records] of byIdNumber) {
    if (records.length > 1) problems.push(`${when}: id number ${idNumber} is stored ${records.length} times`);
  }
  return byIdNumber;
}

/** Row-level checks over the whole database, with the server stopped. */
export async function checkRows(target: DatabaseTarget, enrolments: Enrolment[], problems: string[]) {
  const db = await target.open();
  try {
    const count = async (query: ReturnType<typeof sql<{ n: number }>>) =>
      Number((await query.execute(db)).rows[0]?.n ?? -1);
    const expectZero = async (what: string, query: ReturnType<typeof sql<{ n: number }>>) => {
      const n = await count(query);
      if (n !== 0) problems.push(`SQL: ${n} ${what}`);
    };
    const total = await count(sql<{ n: number }>`select count(*)::int as n from diasporas`);
    if (total !== enrolments.length) problems.push(`SQL: ${total} diasporas, expected ${enrolments.length}`);
    await expectZero(
      'id numbers stored more than once',
      sql`select count(*)::int as n from (select id_number from diasporas group by id_number having count(*) > 1) as twice`,
    );
    await expectZero(
      'diasporas without beneficiaries',
      sql`select count(*)::int as n from diasporas as d
          where not exists (select 1 from beneficiaries as b where b.diaspora_id = d.id)`,
    );
    await expectZero(
      'beneficiaries without their diaspora',
      sql`select count(*)::int as n from beneficiaries as b
          where not exists (select 1 from diasporas as d where d.id = b.diaspora_id)`,
    );
    await expectZero(
      'diasporas without their creation in the history',
      sql`select count(*)::int as n from diasporas as d where not exists (
            select 1 from audit_log as a
            where a.entity_type = 'diaspora' and a.entity_id::text = d.id::text and a.action = 'create')`,
    );
    await expectZero(
      'stored idempotent answers pointing to no record',
      sql`select count(*)::int as n from idempotency_keys as k
          where k.operation = 'createDiaspora' and not exists (
            select 1 from diasporas as d where d.id::text = k.response -> 'data' ->> 'diasporaId')`,
    );
    const keys = await count(
      sql<{ n: number }>`select count(*)::int as n from idempotency_keys where operation = 'createDiaspora'`,
    );
    if (keys !== enrolments.length)
      problems.push(`SQL: ${keys} stored idempotent answers, expected ${enrolments.length}`);
    const perDiaspora = await sql<{ id_number: string; n: number; top: number }>`
      select d.id_number, count(b.id)::int as n, coalesce(max(b.ordinal), 0)::int as top
      from diasporas as d left join beneficiaries as b on b.diaspora_id = d.id
      group by d.id, d.id_number`.execute(db);
    const sentCount = new Map(enrolments.map((e) => [e.idNumber, e.body.beneficiaries.length]));
    for (const row of perDiaspora.rows) {
      const want = sentCount.get(row.id_number);
      if (want !== row.n || row.top !== row.n) {
        problems.push(
          `SQL: ${row.id_number} has ${row.n} beneficiaries (ordinals to ${row.top}), sent ${want}`,
        );
      }
    }
  } finally {
    await db.destroy();
  }
}

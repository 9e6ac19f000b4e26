import { type RawBuilder, sql } from 'kysely';
import { DIASPORA_COVER } from '../../src/domain/cover';
import { iso, isoOrNull } from '../common/timestamps';
import type { Schemas } from '../contract-types';
import { claimMakersSql, notAmong, recordMakersSql } from '../cover/makers';
import type { Db } from '../db/connect';

export type ApprovalKind = Schemas['ApprovalKind'];

/** The kinds in the order the counts list them: claims first, then the menu's order. */
export const APPROVAL_KINDS: readonly ApprovalKind[] = [
  'claim',
  'diaspora',
  'customer',
  'group',
  'change',
  'results-file',
  'deletion',
];

/**
 * The permissions an approval needs, as the decision calls check them: a record's status call
 * needs `{area}.status`, and its approve move needs `{area}.approve`.
 */
const NEEDED: Record<ApprovalKind, readonly string[]> = {
  claim: ['claims.approve'],
  diaspora: ['diasporas.approve', 'diasporas.status'],
  customer: ['customers.approve', 'customers.status'],
  group: ['groups.approve', 'groups.status'],
  // A change waits for whoever may approve its record's kind: any one of these.
  change: ['customers.approve', 'diasporas.approve', 'groups.approve'],
  'results-file': ['premiums.approve'],
  // Only customers are deleted today (DELETE paths of groups and diasporas do not exist).
  deletion: ['customers.approve'],
};

/** The kinds this user may approve. */
export function approvableKinds(permissions: readonly string[]): ApprovalKind[] {
  return APPROVAL_KINDS.filter((kind) =>
    kind === 'change'
      ? NEEDED.change.some((p) => permissions.includes(p))
      : NEEDED[kind].every((p) => permissions.includes(p)),
  );
}

/**
 * Where an item sits in the inbox's order: claims whose payment is due first (rank 0, by due
 * time), then everything else (rank 1, by the time it started waiting); the id breaks ties.
 * The time travels as microseconds since the epoch: a JavaScript Date would drop PostgreSQL's
 * microseconds and skip or repeat rows at a page's edge.
 */
export interface InboxCursor {
  rank: 0 | 1;
  micros: string;
  id: string;
}

export const encodeCursor = (cursor: InboxCursor): string => `${cursor.rank}.${cursor.micros}.${cursor.id}`;

/** Reads a cursor the contract's pattern has already checked: `rank.micros.uuid`. */
export function decodeCursor(text: string): InboxCursor {
  const [rank, micros, id] = text.split('.');
  return { rank: rank === '0' ? 0 : 1, micros: micros ?? '0', id: id ?? '' };
}

const micros = (at: RawBuilder<unknown>) => sql`(extract(epoch FROM ${at}) * 1000000)::bigint`;

/** The order key of one branch, and the rows after the cursor. */
interface OrderKey {
  rank: RawBuilder<unknown>;
  at: RawBuilder<unknown>;
  id: RawBuilder<unknown>;
}

const afterCursor = (key: OrderKey, cursor: InboxCursor | undefined) =>
  cursor
    ? sql`(${key.rank}, ${micros(key.at)}, ${key.id}) > (${cursor.rank}::int, ${cursor.micros}::bigint, ${cursor.id}::uuid)`
    : sql`TRUE`;

const PAYMENT_DUE = sql`make_interval(hours => ${DIASPORA_COVER.paymentWithinHours}::int)`;

/** What makes each kind wait for this user, with its table's alias. */
function waitingWhere(kind: ApprovalKind, userId: string): RawBuilder<unknown> {
  switch (kind) {
    // An item waits for a user who is none of its makers (server/cover/makers.ts, from the history).
    case 'claim':
      return sql`cl.status = 'submitted' AND ${notAmong(claimMakersSql(sql.ref('cl.id')), userId)}`;
    case 'diaspora':
      return sql`d.status = 'in-progress' AND d.deleted_at IS NULL
        AND ${notAmong(recordMakersSql('diaspora', sql.ref('d.id')), userId)}`;
    // A group member's cover is the group's: only the group waits for approval.
    case 'customer':
      return sql`c.status = 'in-progress' AND c.deleted_at IS NULL AND c.group_id IS NULL
        AND ${notAmong(recordMakersSql('customer', sql.ref('c.id')), userId)}`;
    case 'group':
      return sql`g.status = 'in-progress' AND g.deleted_at IS NULL
        AND ${notAmong(recordMakersSql('group', sql.ref('g.id')), userId)}`;
    // Only changes to the kinds of record the user may approve ('customer' needs customers.approve).
    case 'change':
      return sql`pc.status = 'waiting' AND COALESCE(pcu.deleted_at, pdi.deleted_at, pgr.deleted_at) IS NULL
        AND CASE pc.record_kind
          WHEN 'customer' THEN ${notAmong(recordMakersSql('customer', sql.ref('pc.record_id')), userId)}
          WHEN 'diaspora' THEN ${notAmong(recordMakersSql('diaspora', sql.ref('pc.record_id')), userId)}
          ELSE ${notAmong(recordMakersSql('group', sql.ref('pc.record_id')), userId)} END
        AND EXISTS (SELECT 1 FROM users pu JOIN role_permissions rp ON rp.role_name = pu.role_name
          WHERE pu.id = ${userId}::uuid AND rp.permission = pc.record_kind || 's.approve')`;
    // A checked results file waits for anyone but its uploader (server/premiums/results-decision.ts).
    case 'results-file':
      return sql`rf.status = 'waiting' AND rf.uploaded_by <> ${userId}::uuid`;
    // A deletion waits for someone who neither asked for it nor made the customer.
    case 'deletion':
      return sql`dr.status = 'waiting' AND dc.deleted_at IS NULL AND dr.requested_by <> ${userId}::uuid
        AND ${notAmong(recordMakersSql('customer', sql.ref('dr.record_id')), userId)}`;
  }
}

const FROM: Record<ApprovalKind, RawBuilder<unknown>> = {
  claim: sql`claims cl`,
  diaspora: sql`diasporas d`,
  customer: sql`customers c`,
  group: sql`groups g`,
  change: sql`pending_changes pc
    LEFT JOIN customers pcu ON pc.record_kind = 'customer' AND pcu.id = pc.record_id
    LEFT JOIN diasporas pdi ON pc.record_kind = 'diaspora' AND pdi.id = pc.record_id
    LEFT JOIN groups pgr ON pc.record_kind = 'group' AND pgr.id = pc.record_id`,
  'results-file': sql`premium_result_files rf`,
  deletion: sql`deletion_requests dr JOIN customers dc ON dr.record_kind = 'customer' AND dc.id = dr.record_id`,
};

/** How many of each kind wait for the user, in one statement; kinds they may not approve are left out. */
export async function countWaiting(
  db: Db,
  userId: string,
  kinds: readonly ApprovalKind[],
): Promise<Schemas['ApprovalCounts']> {
  if (kinds.length === 0) return [];
  const columns = kinds.map(
    (kind) =>
      sql`(SELECT count(*)::int FROM ${FROM[kind]} WHERE ${waitingWhere(kind, userId)}) AS ${sql.ref(kind)}`,
  );
  const { rows } = await sql<Record<ApprovalKind, number>>`SELECT ${sql.join(columns)}`.execute(db);
  const row = rows[0];
  return kinds.map((kind) => ({ kind, waiting: Number(row?.[kind] ?? 0) }));
}

export interface WaitingSummary {
  kind: ApprovalKind;
  waiting: number;
  /** When the longest-waiting item started waiting (`since`, as the inbox shows it); null when none waits. */
  oldestSince: string | null;
}

/** The record kinds' lists, whose in-progress totals the triggers keep (server/db/list-counts.ts). */
const RECORD_LISTS = { diaspora: 'diasporas', customer: 'customers', group: 'groups' } as const;

/** What waits for any checker, of one kind: the inbox's rule for the kind, without its makers' clause. */
function backlogBranch(kind: ApprovalKind, changeKinds: readonly string[]): RawBuilder<unknown> {
  const label = sql.lit(kind);
  switch (kind) {
    case 'claim':
      return sql`SELECT ${label}::text AS kind, count(*)::int AS waiting, min(cl.created_at) AS oldest
        FROM claims cl WHERE cl.status = 'submitted'`;
    case 'change':
      return sql`SELECT ${label}::text, count(*)::int, min(pc.proposed_at) FROM ${FROM.change}
        WHERE pc.status = 'waiting' AND COALESCE(pcu.deleted_at, pdi.deleted_at, pgr.deleted_at) IS NULL
          AND pc.record_kind IN (${sql.join(changeKinds.map((k) => sql.lit(k)))})`;
    case 'results-file':
      return sql`SELECT ${label}::text, count(*)::int, min(rf.checked_at) FROM premium_result_files rf
        WHERE rf.status = 'waiting'`;
    case 'deletion':
      return sql`SELECT ${label}::text, count(*)::int, min(dr.requested_at) FROM ${FROM.deletion}
        WHERE dr.status = 'waiting' AND dc.deleted_at IS NULL`;
    default: {
      // The count is the in-progress tab's kept total (the same rows: live, and for customers no
      // group member); the oldest is read from the partial index of waiting records (migration 0030).
      const list = RECORD_LISTS[kind];
      const t = ALIAS[kind];
      const individuals = kind === 'customer' ? sql`AND ${sql.ref(`${t}.group_id`)} IS NULL` : sql``;
      return sql`SELECT ${label}::text,
        (SELECT coalesce(sum(delta), 0)::int FROM list_counts WHERE list = ${list} AND status = 'in-progress'),
        (SELECT min(${WAITING_SINCE[kind]}) FROM ${FROM[kind]}
          WHERE ${sql.ref(`${t}.status`)} = 'in-progress' AND ${sql.ref(`${t}.deleted_at`)} IS NULL ${individuals})`;
    }
  }
}

/** When an item of each kind started waiting, as the inbox shows it (`since`). */
const WAITING_SINCE: Record<ApprovalKind, RawBuilder<unknown>> = {
  claim: sql`cl.created_at`,
  diaspora: sql`d.updated_at`,
  customer: sql`c.updated_at`,
  group: sql`g.updated_at`,
  change: sql`pc.proposed_at`,
  'results-file': sql`rf.checked_at`,
  deletion: sql`dr.requested_at`,
};

export interface BacklogRow {
  kind: ApprovalKind;
  waiting: number;
  oldest: Date | string | null;
}

/**
 * Per kind the user may approve, everything that waits for a checker, whoever made it (the team's
 * backlog, which the inbox narrows to what this user may decide), and since when the oldest has
 * waited, as rows of BacklogRow: kept totals and index ends, never a walk through every waiting
 * record. A query for another statement to carry (the portfolio overview reads in one).
 */
export function backlogQuery(
  kinds: readonly ApprovalKind[],
  permissions: readonly string[],
): RawBuilder<BacklogRow> {
  const changeKinds = (['customer', 'diaspora', 'group'] as const).filter((k) =>
    permissions.includes(`${k}s.approve`),
  );
  return sql<BacklogRow>`${sql.join(
    kinds.map((kind) => backlogBranch(kind, changeKinds)),
    sql` UNION ALL `,
  )}`;
}

/** The backlog's rows in the kinds' order, each kind present. */
export function backlogOf(kinds: readonly ApprovalKind[], rows: readonly BacklogRow[]): WaitingSummary[] {
  return kinds.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    return { kind, waiting: Number(row?.waiting ?? 0), oldestSince: isoOrNull(row?.oldest ?? null) };
  });
}

/** The columns a claim brings; a record has none of them. */
const NO_CLAIM = sql`NULL::text AS holder_kind, NULL::uuid AS holder_id, NULL::text AS holder_name,
  NULL::smallint AS relationship, NULL::text AS claim_type, NULL::bigint AS amount, NULL::date AS event_date`;

/** The columns a change brings; nothing else has them. */
const NO_CHANGE = sql`NULL::text AS change_record_kind, NULL::uuid AS change_record_id,
  NULL::text AS change_kind, NULL::jsonb AS change_fields`;

/** The columns a deletion brings; nothing else has them. */
const NO_DELETION = sql`NULL::uuid AS deletion_record_id, NULL::text AS deletion_record_status,
  NULL::text AS deletion_reason`;

/** The column a results file brings: its summary; nothing else has it. */
const NO_RESULTS = sql`NULL::jsonb AS results_summary`;

type RecordKind = Exclude<ApprovalKind, 'claim' | 'change' | 'results-file' | 'deletion'>;

const RECORD_NAME: Record<RecordKind, RawBuilder<unknown>> = {
  diaspora: sql`d.first_name || ' ' || d.last_name`,
  customer: sql`c.first_name || ' ' || c.last_name`,
  group: sql`g.name`,
};

const ALIAS: Record<RecordKind | 'claim', string> = {
  claim: 'cl',
  diaspora: 'd',
  customer: 'c',
  group: 'g',
};

/** A waiting change: named after its record, made by its proposer, waiting since it was proposed. */
function changeBranch(userId: string, cursor: InboxCursor | undefined, limit: number) {
  const key: OrderKey = { rank: sql`1`, at: sql`pc.proposed_at`, id: sql`pc.id` };
  return sql`(SELECT 'change'::text AS kind, pc.id,
      COALESCE(pcu.first_name || ' ' || pcu.last_name, pdi.first_name || ' ' || pdi.last_name, pgr.name) AS name,
      pc.proposed_by AS maker_id, pc.proposed_at AS since, NULL::timestamptz AS due,
      ${key.rank} AS sort_rank, ${key.at} AS sort_at, ${NO_CLAIM},
      pc.record_kind AS change_record_kind, pc.record_id AS change_record_id, pc.change_kind,
      (SELECT jsonb_agg(f -> 'field') FROM jsonb_array_elements(pc.diff) f) AS change_fields, ${NO_RESULTS}, ${NO_DELETION}
    FROM ${FROM.change}
    WHERE ${waitingWhere('change', userId)} AND ${afterCursor(key, cursor)}
    ORDER BY sort_at, id LIMIT ${limit})`;
}

/** A checked results file: named after the file, made by its uploader, waiting since it was checked. */
function resultsFileBranch(userId: string, cursor: InboxCursor | undefined, limit: number) {
  const key: OrderKey = { rank: sql`1`, at: sql`rf.checked_at`, id: sql`rf.id` };
  return sql`(SELECT 'results-file'::text AS kind, rf.id, rf.file_name AS name,
      rf.uploaded_by AS maker_id, rf.checked_at AS since, NULL::timestamptz AS due,
      ${key.rank} AS sort_rank, ${key.at} AS sort_at, ${NO_CLAIM}, ${NO_CHANGE}, rf.summary AS results_summary,
      ${NO_DELETION}
    FROM ${FROM['results-file']}
    WHERE ${waitingWhere('results-file', userId)} AND ${afterCursor(key, cursor)}
    ORDER BY sort_at, id LIMIT ${limit})`;
}

/** A waiting deletion: named after its customer, made by its requester, waiting since it was asked for. */
function deletionBranch(userId: string, cursor: InboxCursor | undefined, limit: number) {
  const key: OrderKey = { rank: sql`1`, at: sql`dr.requested_at`, id: sql`dr.id` };
  return sql`(SELECT 'deletion'::text AS kind, dr.id, dc.first_name || ' ' || dc.last_name AS name,
      dr.requested_by AS maker_id, dr.requested_at AS since, NULL::timestamptz AS due,
      ${key.rank} AS sort_rank, ${key.at} AS sort_at, ${NO_CLAIM}, ${NO_CHANGE}, ${NO_RESULTS},
      dr.record_id AS deletion_record_id, dc.status AS deletion_record_status, dr.reason AS deletion_reason
    FROM ${FROM.deletion}
    WHERE ${waitingWhere('deletion', userId)} AND ${afterCursor(key, cursor)}
    ORDER BY sort_at, id LIMIT ${limit})`;
}

/** One kind's first rows after the cursor, in the inbox's order; the union merges them. */
function branch(kind: ApprovalKind, userId: string, cursor: InboxCursor | undefined, limit: number) {
  if (kind === 'change') return changeBranch(userId, cursor, limit);
  if (kind === 'results-file') return resultsFileBranch(userId, cursor, limit);
  if (kind === 'deletion') return deletionBranch(userId, cursor, limit);
  const t = ALIAS[kind];
  if (kind === 'claim') {
    const due = sql`cl.last_document_at + ${PAYMENT_DUE}`;
    const key: OrderKey = {
      rank: sql`(CASE WHEN cl.last_document_at IS NULL THEN 1 ELSE 0 END)`,
      at: sql`COALESCE(${due}, cl.created_at)`,
      id: sql`cl.id`,
    };
    return sql`(SELECT 'claim'::text AS kind, cl.id,
        COALESCE(cl.insured_name, di.first_name || ' ' || di.last_name, cu.first_name || ' ' || cu.last_name, gr.name) AS name,
        cl.submitted_by AS maker_id, cl.created_at AS since, ${due} AS due,
        ${key.rank} AS sort_rank, ${key.at} AS sort_at,
        CASE WHEN cl.diaspora_id IS NOT NULL THEN 'diaspora' WHEN cl.customer_id IS NOT NULL THEN 'customer'
          ELSE 'group' END AS holder_kind,
        COALESCE(cl.diaspora_id, cl.customer_id, cl.group_id) AS holder_id,
        COALESCE(di.first_name || ' ' || di.last_name, cu.first_name || ' ' || cu.last_name, gr.name) AS holder_name,
        b.relationship, cl.claim_type, cl.amount, cl.event_date, ${NO_CHANGE}, ${NO_RESULTS}, ${NO_DELETION}
      FROM claims cl
      LEFT JOIN diasporas di ON di.id = cl.diaspora_id
      LEFT JOIN customers cu ON cu.id = cl.customer_id
      LEFT JOIN groups gr ON gr.id = cl.group_id
      LEFT JOIN beneficiaries b ON b.id = cl.beneficiary_id
      WHERE ${waitingWhere(kind, userId)} AND ${afterCursor(key, cursor)}
      ORDER BY sort_rank, sort_at, id LIMIT ${limit})`;
  }
  const key: OrderKey = { rank: sql`1`, at: sql.ref(`${t}.updated_at`), id: sql.ref(`${t}.id`) };
  return sql`(SELECT ${sql.lit(kind)}::text AS kind, ${key.id} AS id, ${RECORD_NAME[kind]} AS name,
      ${sql.ref(`${t}.maker_id`)} AS maker_id, ${key.at} AS since, NULL::timestamptz AS due,
      ${key.rank} AS sort_rank, ${key.at} AS sort_at, ${NO_CLAIM}, ${NO_CHANGE}, ${NO_RESULTS}, ${NO_DELETION}
    FROM ${FROM[kind]}
    WHERE ${waitingWhere(kind, userId)} AND ${afterCursor(key, cursor)}
    ORDER BY sort_at, id LIMIT ${limit})`;
}

interface WaitingRow {
  kind: ApprovalKind;
  id: string;
  name: string;
  maker_id: string | null;
  maker_first: string | null;
  maker_last: string | null;
  since: Date | string;
  due: Date | string | null;
  sort_rank: number;
  sort_micros: string;
  holder_kind: 'customer' | 'diaspora' | 'group' | null;
  holder_id: string | null;
  holder_name: string | null;
  relationship: number | null;
  claim_type: 'repatriation' | 'funeral' | null;
  amount: string | number | null;
  event_date: string | Date | null;
  change_record_kind: 'customer' | 'diaspora' | 'group' | null;
  change_record_id: string | null;
  change_kind: 'details' | 'member' | null;
  change_fields: string[] | null;
  results_summary: Schemas['PremiumResultsSummary'];
  deletion_record_id: string | null;
  deletion_record_status: 'in-progress' | 'covered' | 'uncovered' | null;
  deletion_reason: string | null;
  /** A diaspora enrolment flagged as a possible duplicate (server/diasporas/possible-duplicates.ts). */
  duplicate: boolean;
}

/** A date column as the contract's `YYYY-MM-DD`, whichever way the driver hands it over. */
const isoDate = (value: string | Date | null): string | null =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

function toItem(row: WaitingRow): Schemas['ApprovalItem'] {
  return {
    kind: row.kind,
    id: row.id,
    name: row.name,
    maker: row.maker_id ? { userId: row.maker_id, name: `${row.maker_first} ${row.maker_last}` } : null,
    since: iso(row.since),
    paymentDueAt: isoOrNull(row.due),
    claim:
      row.kind === 'claim'
        ? {
            holderKind: row.holder_kind ?? 'customer',
            holderId: row.holder_id ?? '',
            holderName: row.holder_name ?? '',
            insuredRelationship:
              row.relationship === 2 ? 'spouse' : row.relationship === 3 ? 'child' : 'holder',
            type: row.claim_type,
            amount: Number(row.amount),
            eventDate: isoDate(row.event_date),
          }
        : null,
    change:
      row.kind === 'change'
        ? {
            recordKind: row.change_record_kind ?? 'customer',
            recordId: row.change_record_id ?? '',
            changeKind: row.change_kind ?? 'details',
            fields: row.change_fields ?? [],
          }
        : null,
    resultsFile: row.kind === 'results-file' ? row.results_summary : null,
    deletion:
      row.kind === 'deletion'
        ? {
            // Only customers are ever deleted (FROM.deletion joins them alone).
            recordKind: 'customer',
            recordId: row.deletion_record_id ?? '',
            recordStatus: row.deletion_record_status ?? 'in-progress',
            reason: row.deletion_reason ?? '',
          }
        : null,
    duplicate: row.duplicate === true,
  };
}

export interface WaitingPage {
  items: Schemas['ApprovalItem'][];
  nextCursor: string | null;
}

/** One page of what waits for the user, of the kinds given, after the cursor. */
export async function readWaitingPage(
  db: Db,
  userId: string,
  kinds: readonly ApprovalKind[],
  cursor: InboxCursor | undefined,
  perPage: number,
): Promise<WaitingPage> {
  if (kinds.length === 0) return { items: [], nextCursor: null };
  // One row more than the page says whether another page follows.
  const branches = kinds.map((kind) => branch(kind, userId, cursor, perPage + 1));
  const { rows } = await sql<WaitingRow>`SELECT w.*, u.first_name AS maker_first, u.last_name AS maker_last,
      ${micros(sql`w.sort_at`)}::text AS sort_micros, COALESCE(dup.possible_duplicate, FALSE) AS duplicate
    FROM (${sql.join(branches, sql` UNION ALL `)}) w LEFT JOIN users u ON u.id = w.maker_id
      LEFT JOIN diasporas dup ON w.kind = 'diaspora' AND dup.id = w.id
    ORDER BY w.sort_rank, w.sort_at, w.id LIMIT ${perPage + 1}`.execute(db);
  const page = rows.slice(0, perPage);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > perPage && last
      ? encodeCursor({ rank: Number(last.sort_rank) === 0 ? 0 : 1, micros: last.sort_micros, id: last.id })
      : null;
  return { items: page.map(toItem), nextCursor };
}

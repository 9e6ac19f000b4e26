import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { AuditEntity, Database } from '../db/schema';

/**
 * Who made what a checker is asked to approve, read from the history (audit_log). The four-eyes
 * rule itself is the cover-status chart's (`checkerRefusal`); this module only says who the makers
 * are, once, as SQL that both the decisions (makersOf, claimMakersOf) and the approvals inbox use.
 *
 * A record's makers:
 * - its creator, always: creating is making, and a creator never approves their own record, not
 *   at its first approval and not at any later one (a reinstatement, a pending change);
 * - everyone who, since the record's last approval, changed it (an update counts even when the
 *   body was the same: the PUT was theirs), rejected, reopened, lapsed, cancelled or deleted it,
 *   added a member or leader to it, proposed a change to it, or asked for its deletion;
 * - everyone who, since then, moved its premiums with a results file: the approver who applied it
 *   (the entry's actor) and the staff member who uploaded it (named in the entry), so neither can
 *   then reinstate the cover whose arrears the file cleared;
 * - for a group, also everyone who changed, proposed a change to, removed or asked to remove one
 *   of its members since the group's last approval: the members are who the group covers.
 * The last approval is the latest approve, reinstate or approved pending change; a group member's
 * record counts its group's approvals too, since the group's approval covered the member.
 *
 * A claim's makers: whoever recorded it and whoever added a document to it. A claim is decided
 * once, so there is no "since" for it.
 */

type Executor = Kysely<Database> | Transaction<Database>;

export type MadeKind = Exclude<AuditEntity, 'claim'>;

/** The entries after which a record counts as approved: the makers start again (but the creator). */
export const APPROVAL_ACTIONS = ['status.approve', 'status.reinstate', 'change.approve'] as const;

/** The entries whose actor made the record since its last approval. */
export const MAKER_ACTIONS = [
  'create',
  'update',
  'delete',
  'status.reject',
  'status.reopen',
  'status.lapse',
  'status.cancel',
  'member.add',
  'change.propose',
  'premium.paid',
  'premium.failed',
  'deletion.request',
] as const;

/** The entries a results file writes, which name its uploader besides their actor (its approver). */
const RESULTS_FILE_ACTIONS = ['premium.paid', 'premium.failed'] as const;

/** The entries on a group member's record that change who or what the group covers. */
const MEMBER_MAKER_ACTIONS = ['update', 'delete', 'change.propose', 'deletion.request'] as const;

/** The entries, written on the claim's holder, whose actor made a claim. */
export const CLAIM_MAKER_ACTIONS = ['claim.submit', 'claim.document'] as const;

const CREATOR_COLUMN = {
  customer: { table: 'customers', column: 'created_by' },
  diaspora: { table: 'diasporas', column: 'created_by_user' },
  group: { table: 'groups', column: 'created_by' },
} as const satisfies Record<MadeKind, { table: string; column: string }>;

const list = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

/** The id of the record's last approval entry, 0 when it was never approved. */
function lastApproval(kind: MadeKind, recordId: RawBuilder<string>): RawBuilder<number> {
  const own = sql<number>`COALESCE((SELECT max(ap.id) FROM audit_log ap
    WHERE ap.entity_type = ${kind} AND ap.entity_id = ${recordId}
      AND ap.action IN (${list(APPROVAL_ACTIONS)})), 0)`;
  if (kind !== 'customer') return own;
  // A group member's details were approved with the group.
  return sql<number>`GREATEST(${own}, COALESCE((SELECT max(gap.id) FROM audit_log gap
    JOIN customers member ON gap.entity_type = 'group' AND gap.entity_id = member.group_id
    WHERE member.id = ${recordId} AND gap.action IN (${list(APPROVAL_ACTIONS)})), 0))`;
}

/**
 * A query of one column, `maker_id`, listing (with repeats, never null) the makers of the record
 * whose id the expression gives: a bound value, or a column of an outer query.
 */
export function recordMakersSql(
  kind: MadeKind,
  recordId: RawBuilder<string>,
): RawBuilder<{ maker_id: string }> {
  const creator = CREATOR_COLUMN[kind];
  const since = lastApproval(kind, recordId);
  const own = sql`SELECT mk.actor_id AS maker_id FROM audit_log mk
    WHERE mk.entity_type = ${kind} AND mk.entity_id = ${recordId} AND mk.actor_id IS NOT NULL
      AND (mk.action = 'create' OR (mk.action IN (${list(MAKER_ACTIONS)}) AND mk.id > ${since}))
    UNION ALL
    SELECT (up.changes #>> '{resultsFile,to,uploadedBy,userId}')::uuid AS maker_id FROM audit_log up
    WHERE up.entity_type = ${kind} AND up.entity_id = ${recordId}
      AND up.action IN (${list(RESULTS_FILE_ACTIONS)}) AND up.id > ${since}
      AND up.changes #>> '{resultsFile,to,uploadedBy,userId}' IS NOT NULL
    UNION ALL
    SELECT cr.${sql.ref(creator.column)} AS maker_id FROM ${sql.table(creator.table)} cr
    WHERE cr.id = ${recordId} AND cr.${sql.ref(creator.column)} IS NOT NULL`;
  if (kind !== 'group') return own as RawBuilder<{ maker_id: string }>;
  return sql<{ maker_id: string }>`${own}
    UNION ALL
    SELECT mm.actor_id AS maker_id FROM customers gm
      JOIN audit_log mm ON mm.entity_type = 'customer' AND mm.entity_id = gm.id
    WHERE gm.group_id = ${recordId} AND mm.actor_id IS NOT NULL
      AND mm.action IN (${list(MEMBER_MAKER_ACTIONS)}) AND mm.id > ${since}`;
}

/** The makers of the claim whose id the expression gives, as `recordMakersSql` lists a record's. */
export function claimMakersSql(claimId: RawBuilder<string>): RawBuilder<{ maker_id: string }> {
  return sql<{ maker_id: string }>`SELECT cm.submitted_by AS maker_id FROM claims cm
    WHERE cm.id = ${claimId} AND cm.submitted_by IS NOT NULL
    UNION ALL
    SELECT ca.actor_id AS maker_id FROM claims ch
      JOIN audit_log ca
        ON ca.entity_type = (CASE WHEN ch.diaspora_id IS NOT NULL THEN 'diaspora'
             WHEN ch.customer_id IS NOT NULL THEN 'customer' ELSE 'group' END)
        AND ca.entity_id = COALESCE(ch.diaspora_id, ch.customer_id, ch.group_id)
    WHERE ch.id = ${claimId} AND ca.actor_id IS NOT NULL
      AND ca.action IN (${list(CLAIM_MAKER_ACTIONS)}) AND ca.changes -> 'claim' ->> 'to' = ch.id::text`;
}

/** True in SQL when the user is not among the makers the query lists: who may be asked to check. */
export const notAmong = (makers: RawBuilder<{ maker_id: string }>, userId: string): RawBuilder<boolean> =>
  sql<boolean>`NOT EXISTS (SELECT 1 FROM (${makers}) makers WHERE makers.maker_id = ${userId}::uuid)`;

async function distinctMakers(db: Executor, makers: RawBuilder<{ maker_id: string }>): Promise<string[]> {
  const { rows } = await sql<{ maker_id: string }>`SELECT DISTINCT makers.maker_id FROM (${makers}) makers
    ORDER BY makers.maker_id`.execute(db);
  return rows.map((row) => row.maker_id);
}

/**
 * The makers of the record whose id the expression gives, as a JSON array (sorted, no repeats)
 * beside the row that reads the record: its details need them, and one round trip is cheaper.
 */
export function makerIdsJson(kind: MadeKind, recordId: RawBuilder<string>): RawBuilder<string[]> {
  return sql<
    string[]
  >`(SELECT coalesce(json_agg(DISTINCT makers.maker_id ORDER BY makers.maker_id), '[]'::json)
    FROM (${recordMakersSql(kind, recordId)}) makers)`;
}

/** A record's makers as the cover-status chart's context takes them. */
export interface RecordMakers {
  /** Who created the record; null for a public self-enrolment. */
  creatorId: string | null;
  /** Every maker since the last approval, the creator included; sorted, no repeats. */
  makerIds: string[];
}

/**
 * The makers of a record, read inside the caller's transaction: call it after locking the record,
 * so a change made meanwhile is either seen or waits for the decision.
 */
export async function makersOf(db: Executor, kind: MadeKind, recordId: string): Promise<RecordMakers> {
  const id = sql<string>`${recordId}::uuid`;
  const makerIds = await distinctMakers(db, recordMakersSql(kind, id));
  const { table, column } = CREATOR_COLUMN[kind];
  const { rows } = await sql<{ creator_id: string | null }>`SELECT ${sql.ref(column)} AS creator_id
    FROM ${sql.table(table)} WHERE id = ${id}`.execute(db);
  return { creatorId: rows[0]?.creator_id ?? null, makerIds };
}

/** The makers of a claim: who recorded it and who documented it; sorted, no repeats. */
export function claimMakersOf(db: Executor, claimId: string): Promise<string[]> {
  return distinctMakers(db, claimMakersSql(sql<string>`${claimId}::uuid`));
}

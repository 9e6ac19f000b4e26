import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { iso } from '../common/timestamps';
import type { Schemas } from '../contract-types';
import { audit } from '../cover/audit';
import type { Database, PendingChangeKind } from '../db/schema';
import { conflict, isUniqueViolation } from '../errors';

export type ChangedField = Schemas['ChangedField'];
export type RecordKind = Schemas['CoveredRecordKind'];
export type PendingChange = Schemas['PendingChange'];

type Executor = Kysely<Database> | Transaction<Database>;

export const changeAlreadyWaits = () => conflict(SERVER_MESSAGES.changeWaits);

export interface Proposal {
  recordKind: RecordKind;
  recordId: string;
  changeKind: PendingChangeKind;
  /** What approval applies: the validated input with its files resolved to ids. */
  payload: unknown;
  diff: ChangedField[];
  fileIds: string[];
  proposedBy: string;
}

/** The diff as the history shows a change: `{ field: { from, to } }`. */
const asHistory = (diff: ChangedField[]) =>
  Object.fromEntries(diff.map((field) => [field.field, { from: field.before, to: field.after }]));

/**
 * Stores a change to wait beside its record and writes it to the record's history. The caller
 * holds the record's row lock, so a second proposal for the record waits and then finds this one.
 */
export async function proposeChange(trx: Transaction<Database>, proposal: Proposal): Promise<string> {
  const waiting = await waitingRow(trx, proposal.recordKind, proposal.recordId);
  if (waiting) throw changeAlreadyWaits();
  try {
    const { id } = await trx
      .insertInto('pending_changes')
      .values({
        record_kind: proposal.recordKind,
        record_id: proposal.recordId,
        change_kind: proposal.changeKind,
        payload: JSON.stringify(proposal.payload),
        diff: JSON.stringify(proposal.diff),
        file_ids: [...new Set(proposal.fileIds)],
        proposed_by: proposal.proposedBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(trx, {
      entity: proposal.recordKind,
      entityId: proposal.recordId,
      action: 'change.propose',
      actorId: proposal.proposedBy,
      changes: asHistory(proposal.diff),
    });
    return id;
  } catch (error) {
    if (isUniqueViolation(error, 'pending_changes_one_waiting')) throw changeAlreadyWaits();
    throw error;
  }
}

function waitingRow(db: Executor, kind: RecordKind, recordId: string) {
  return db
    .selectFrom('pending_changes')
    .selectAll()
    .where('record_kind', '=', kind)
    .where('record_id', '=', recordId)
    .where('status', '=', 'waiting')
    .executeTakeFirst();
}

/** The waiting change of a record, locked for a decision; undefined when none waits. */
export function lockWaitingChange(trx: Transaction<Database>, kind: RecordKind, recordId: string) {
  return trx
    .selectFrom('pending_changes')
    .selectAll()
    .where('record_kind', '=', kind)
    .where('record_id', '=', recordId)
    .where('status', '=', 'waiting')
    .forUpdate()
    .executeTakeFirst();
}

export type WaitingChangeRow = NonNullable<Awaited<ReturnType<typeof lockWaitingChange>>>;

/** Whether a change waits on the record (a direct edit then would race the one waiting). */
export async function hasWaitingChange(db: Executor, kind: RecordKind, recordId: string): Promise<boolean> {
  return (await waitingRow(db, kind, recordId)) !== undefined;
}

/** A waiting change's row with its proposer's name: what the contract's PendingChange is made from. */
interface ProposedChangeRow {
  id: string;
  record_kind: RecordKind;
  record_id: string;
  change_kind: PendingChangeKind;
  diff: unknown;
  proposed_by: string;
  /** A Date from a column; ISO text from JSON. */
  proposed_at: Date | string;
  first_name: string | null;
  last_name: string | null;
}

/** The change waiting on a record as the contract shows it, or null. */
export function toPendingChange(row: ProposedChangeRow | null | undefined): PendingChange | null {
  if (!row) return null;
  return {
    changeId: row.id,
    recordKind: row.record_kind,
    recordId: row.record_id,
    changeKind: row.change_kind,
    fields: row.diff as ChangedField[],
    proposedBy: { userId: row.proposed_by, name: `${row.first_name} ${row.last_name}` },
    proposedAt: iso(row.proposed_at),
  };
}

/**
 * The change waiting on the record whose id the expression gives, as JSON (or null) beside the
 * row that reads the record, for `toPendingChange`: its details show it, in the same round trip.
 */
export function waitingChangeJson(
  kind: RecordKind,
  recordId: RawBuilder<string>,
): RawBuilder<ProposedChangeRow | null> {
  return sql<ProposedChangeRow | null>`(SELECT row_to_json(w) FROM (
    SELECT pc.id, pc.record_kind, pc.record_id, pc.change_kind, pc.diff, pc.proposed_by, pc.proposed_at,
      u.first_name, u.last_name
    FROM pending_changes pc LEFT JOIN users u ON u.id = pc.proposed_by
    WHERE pc.record_kind = ${kind} AND pc.record_id = ${recordId} AND pc.status = 'waiting'
    LIMIT 1) w)`;
}

/** The change waiting on a record as the contract shows it, or null. */
export async function waitingChangeOf(
  db: Executor,
  kind: RecordKind,
  recordId: string,
): Promise<PendingChange | null> {
  const row = await db
    .selectFrom('pending_changes as pc')
    .leftJoin('users as u', 'u.id', 'pc.proposed_by')
    .select([
      'pc.id',
      'pc.record_kind',
      'pc.record_id',
      'pc.change_kind',
      'pc.diff',
      'pc.proposed_by',
      'pc.proposed_at',
      'u.first_name',
      'u.last_name',
    ])
    .where('pc.record_kind', '=', kind)
    .where('pc.record_id', '=', recordId)
    .where('pc.status', '=', 'waiting')
    .executeTakeFirst();
  return toPendingChange(row);
}

/**
 * A deleted record's waiting change is closed as rejected, so nothing waits on a record no list
 * shows and the files only it referred to can be swept.
 */
export async function discardWaitingChange(
  trx: Transaction<Database>,
  kind: RecordKind,
  recordId: string,
  by: string,
): Promise<void> {
  const change = await lockWaitingChange(trx, kind, recordId);
  if (change) await settleChange(trx, change, { approved: false, by, reason: SERVER_MESSAGES.recordDeleted });
}

/** Closes a waiting change with its decision and writes the decision to the record's history. */
export async function settleChange(
  trx: Transaction<Database>,
  change: WaitingChangeRow,
  decision: { approved: boolean; by: string; reason: string | null },
): Promise<void> {
  await trx
    .updateTable('pending_changes')
    .set({
      status: decision.approved ? 'approved' : 'rejected',
      decided_by: decision.by,
      decided_at: new Date(),
      reason: decision.reason,
    })
    .where('id', '=', change.id)
    .execute();
  await audit(trx, {
    entity: change.record_kind,
    entityId: change.record_id,
    action: decision.approved ? 'change.approve' : 'change.reject',
    actorId: decision.by,
    reason: decision.reason,
    changes: decision.approved ? asHistory(change.diff as ChangedField[]) : null,
  });
}

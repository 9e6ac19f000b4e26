import { type RawBuilder, sql, type Transaction } from 'kysely';
import { type ContactField, isContactField } from '../../src/domain/material-fields';
import { type KnownUniqueIndexes, rethrowAsConflict } from '../common/unique-conflict';
import { audit, changedFields } from '../cover/audit';
import type { Database } from '../db/schema';
import { fileUrl } from '../files/references';
import { fileIdsOf, labelPolicies, sameValue, scalarChanges } from './changed-fields';
import {
  type ChangedField,
  changeAlreadyWaits,
  hasWaitingChange,
  proposeChange,
  type RecordKind,
  type WaitingChangeRow,
} from './pending-store';

/** Uploaded files of an input, resolved to their ids by the field that named them. */
export type ResolvedFiles = Record<string, string | null>;

/** Who last changed a record and who approved it, set with each write of its columns. */
export interface MakerStamp {
  maker_id: string;
  checker_id?: string;
  updated_at: RawBuilder<Date>;
}

/** The people a record lists in rows of their own (next of kin, beneficiaries), before and after. */
interface PeopleChange<Person> {
  field: string;
  before: Person[];
  after: Person[];
  view: (person: Person) => unknown;
}

/** A details edit of a customer, a diaspora customer or a group, with what differs between them. */
export interface DetailsEdit<Person> {
  kind: RecordKind;
  /** The record, locked for the edit. */
  before: { id: string } & Record<string, unknown>;
  /** The record's own columns as the edit sets them (the letters' language changes at once, like contact). */
  after: Record<string, unknown>;
  /** The material fields and their stored columns (src/domain/material-fields.ts). */
  materialColumns: Readonly<Record<string, string>>;
  /** Whether the record's cover is in force: then a material change waits for a second staff user. */
  covered: boolean;
  files: ResolvedFiles;
  /** What approval applies, when the edit waits. */
  payload: unknown;
  userId: string;
  /** Writes the record's own columns at once. */
  writeRecord: (stamp: MakerStamp) => Promise<unknown>;
  /**
   * On a covered record, writes what changes at once (contact fields, the letters' language)
   * with its history (server/changes/contact-change.ts); nothing for a record without such fields.
   */
  applyImmediate: () => Promise<void>;
  /** Writes the record's people at once; absent for a group, whose members are changes of their own. */
  writePeople?: () => Promise<void>;
  /** The record's people as stored and as the edit lists them. */
  people?: () => Promise<PeopleChange<Person>>;
}

/** A stored file id as the contract shows it. */
const fieldView = (field: string, value: unknown) =>
  field === 'idCopy' && typeof value === 'string' ? fileUrl(value) : value;

async function materialChanges<Person>(
  trx: Transaction<Database>,
  edit: DetailsEdit<Person>,
): Promise<ChangedField[]> {
  const changes = scalarChanges(edit.materialColumns, edit.before, edit.after, fieldView);
  const people = edit.people ? await edit.people() : undefined;
  if (people && !sameValue(people.before, people.after)) {
    changes.push({
      field: people.field,
      before: people.before.map(people.view),
      after: people.after.map(people.view),
    });
  }
  return labelPolicies(trx, changes);
}

/**
 * Applies a details edit. A record that is not covered changes at once. On a covered one the
 * material fields wait as a pending change, and the contact fields change at once, each written to
 * the history. Runs inside the caller's transaction.
 */
export async function applyDetailsEdit<Person>(
  trx: Transaction<Database>,
  edit: DetailsEdit<Person>,
): Promise<'applied' | 'proposed'> {
  const { kind, before, userId } = edit;
  if (!edit.covered) {
    // A direct edit under a waiting change would be overwritten by its approval.
    if (await hasWaitingChange(trx, kind, before.id)) throw changeAlreadyWaits();
    // Whoever changes a record becomes its maker: someone else approves it.
    await edit.writeRecord({ maker_id: userId, updated_at: sql<Date>`now()` });
    const changes = changedFields(before, edit.after);
    await audit(trx, { entity: kind, entityId: before.id, action: 'update', actorId: userId, changes });
    await edit.writePeople?.();
    return 'applied';
  }
  const material = await materialChanges(trx, edit);
  if (material.length > 0) {
    await proposeChange(trx, {
      recordKind: kind,
      recordId: before.id,
      changeKind: 'details',
      payload: edit.payload,
      diff: material,
      fileIds: fileIdsOf(edit.files),
      proposedBy: userId,
    });
  }
  await edit.applyImmediate();
  return material.length > 0 ? 'proposed' : 'applied';
}

/** A record's columns without the contact fields, which change at once and are never waited on. */
export function withoutContact<Columns extends Record<ContactField, unknown>>(
  columns: Columns,
): Omit<Columns, ContactField> {
  // The contact fields' columns carry their names (src/domain/material-fields.ts).
  return Object.fromEntries(Object.entries(columns).filter(([column]) => !isContactField(column))) as Omit<
    Columns,
    ContactField
  >;
}

/**
 * Applies an approved change: the proposer becomes the record's maker and the approver its checker.
 * The caller holds the row lock; a unique index hit meanwhile answers 409 and applies nothing.
 */
export async function applyApprovedChange(
  change: WaitingChangeRow,
  approverId: string,
  uniqueIndexes: KnownUniqueIndexes,
  write: (stamp: Required<MakerStamp>) => Promise<void>,
): Promise<void> {
  try {
    await write({ maker_id: change.proposed_by, checker_id: approverId, updated_at: sql<Date>`now()` });
  } catch (error) {
    rethrowAsConflict(error, uniqueIndexes);
  }
}

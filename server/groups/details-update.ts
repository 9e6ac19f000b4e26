import type { Transaction, UpdateObject } from 'kysely';
import type { GroupMaterialField } from '../../src/domain/material-fields';
import { applyApprovedChange, applyDetailsEdit } from '../changes/details-update';
import type { WaitingChangeRow } from '../changes/pending-store';
import type { Database } from '../db/schema';
import { notFound } from '../errors';

/**
 * The group's own columns an edit may set. Today only the payment account; a full group edit adds
 * its columns here, and its material ones to GROUP_MATERIAL_COLUMNS.
 */
export interface GroupColumns {
  account_number: string;
}

/** The stored column of each material field the group's row holds (members are changes of their own). */
export const GROUP_MATERIAL_COLUMNS = {
  accountNumber: 'account_number',
} as const satisfies Record<Exclude<GroupMaterialField, 'member'>, keyof GroupColumns>;

/** What a waiting group change applies on approval. */
interface GroupPayload {
  columns: GroupColumns;
}

function lockGroupRow(trx: Transaction<Database>, groupId: string) {
  return trx
    .selectFrom('groups')
    .selectAll()
    .where('id', '=', groupId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

const writeGroup = (trx: Transaction<Database>, groupId: string, columns: UpdateObject<Database, 'groups'>) =>
  trx.updateTable('groups').set(columns).where('id', '=', groupId).execute();

/**
 * Changes a group's own columns (server/changes/details-update.ts): at once, or, on a covered
 * group, a material one waits for a second staff user. Runs inside the caller's transaction.
 */
export async function updateGroupDetails(
  trx: Transaction<Database>,
  groupId: string,
  columns: GroupColumns,
  userId: string,
): Promise<'applied' | 'proposed'> {
  const before = await lockGroupRow(trx, groupId);
  if (!before) throw notFound('Group');
  const payload: GroupPayload = { columns };
  return applyDetailsEdit(trx, {
    kind: 'group',
    before,
    after: { ...columns },
    materialColumns: GROUP_MATERIAL_COLUMNS,
    covered: before.status === 'covered',
    files: {},
    payload,
    userId,
    writeRecord: (stamp) => writeGroup(trx, groupId, { ...columns, ...stamp }),
    // A group has no column that changes at once on a covered group yet.
    applyImmediate: async () => {},
  });
}

/** Applies an approved change to a group's own columns. The caller holds the group's lock. */
export async function applyGroupChange(
  trx: Transaction<Database>,
  change: WaitingChangeRow,
  approverId: string,
): Promise<void> {
  const { columns } = change.payload as GroupPayload;
  await applyApprovedChange(change, approverId, {}, async (stamp) => {
    await writeGroup(trx, change.record_id, { ...columns, ...stamp });
  });
}

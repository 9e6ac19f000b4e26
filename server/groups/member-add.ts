import { type Selectable, sql, type Transaction } from 'kysely';
import { normaliseIdNumber } from '../../src/domain/identity';
import { SERVER_MESSAGES, serverMessage } from '../../src/domain/server-messages';
import type { Caller } from '../auth/guard';
import { fileIdsOf } from '../changes/changed-fields';
import {
  type PendingChange,
  proposeChange,
  type WaitingChangeRow,
  waitingChangeOf,
} from '../changes/pending-store';
import { rethrowAsConflict } from '../common/unique-conflict';
import type { JsonBodyOf } from '../contract-types';
import { audit } from '../cover/audit';
import type { CustomersTable, Database, LetterLanguage, MemberPosition } from '../db/schema';
import { conflict, notFound } from '../errors';
import { resolveFileReferences } from '../files/references';
import { fileFields, personColumns } from '../people/person-columns';
import { liveMemberIds } from './queries';

export type MemberInput = JsonBodyOf<'addGroupMember'>;
type ResolvedFiles = Record<string, string | null>;

/** What a waiting member addition creates on approval. */
interface MemberPayload {
  input: MemberInput;
  files: ResolvedFiles;
}

const MEMBER_TAKEN: Record<string, [string, string]> = {
  customers_member_id_number: ['idNumber', SERVER_MESSAGES.alreadyMember],
  customers_group_position: ['position', SERVER_MESSAGES.positionHeld],
};

/** A clear 409 before the insert; the unique index still settles a race between two requests. */
async function assertPositionFree(trx: Transaction<Database>, groupId: string, position: MemberPosition) {
  if (position === 'member') return;
  const holder = await liveMemberIds(trx, groupId).where('position', '=', position).executeTakeFirst();
  if (holder) {
    const message = serverMessage.positionTaken(position);
    throw conflict(message, { position: message });
  }
}

/** A member waiting for approval must not be one already: said now rather than at approval. */
async function assertNotMember(trx: Transaction<Database>, groupId: string, input: MemberInput) {
  const member = await liveMemberIds(trx, groupId)
    .where('id_type', '=', input.idType)
    .where('id_number', '=', normaliseIdNumber(input.idNumber))
    .executeTakeFirst();
  if (member) {
    const [field, message] = MEMBER_TAKEN.customers_member_id_number as [string, string];
    throw conflict(message, { [field]: message });
  }
}

const memberFileReferences = (input: MemberInput) => ({
  idCopy: input.idCopy,
  photo: input.photo,
  ...fileFields('nextOfKins', input.nextOfKins),
});

export const resolveMemberFiles = (trx: Transaction<Database>, caller: Caller, input: MemberInput) =>
  resolveFileReferences(trx, caller, memberFileReferences(input));

/**
 * Creates a member (with any leader position and next of kin) and writes it to the group's
 * history; the member's creation is their joining day. Runs inside the caller's transaction.
 */
export async function insertMember(
  trx: Transaction<Database>,
  group: { id: string; policy_id: string },
  input: MemberInput,
  files: ResolvedFiles,
  actorId: string,
): Promise<Selectable<CustomersTable>> {
  const position = input.position ?? 'member';
  try {
    await assertPositionFree(trx, group.id, position);
    const member = await trx
      .insertInto('customers')
      .values({
        ...personColumns(input, files.idCopy ?? null),
        photo_file: files.photo ?? null,
        group_id: group.id,
        position,
        policy_id: group.policy_id,
        // A member is written to in the group's language until staff choose another.
        language: sql<LetterLanguage>`(SELECT language FROM groups WHERE id = ${group.id})`,
        expiry_at: null,
        created_by: actorId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, {
      entity: 'group',
      entityId: group.id,
      action: 'member.add',
      actorId,
      changes: {
        member: { from: null, to: `${member.first_name} ${member.last_name}` },
        position: { from: null, to: position },
      },
    });
    const kin = input.nextOfKins ?? [];
    if (kin.length > 0) {
      await trx
        .insertInto('next_of_kins')
        .values(
          kin.map((k, index) => ({
            customer_id: member.id,
            ordinal: index + 1,
            relationship: k.relationship,
            ...personColumns(k, files[`nextOfKins.${index}.idCopy`] ?? null),
          })),
        )
        .execute();
    }
    return member;
  } catch (error) {
    rethrowAsConflict(error, MEMBER_TAKEN);
  }
}

/**
 * On a covered group a new member waits for a second staff user: the addition is stored as the
 * group's pending change (checked now for a taken position or id number) and returned.
 */
export async function proposeMember(
  trx: Transaction<Database>,
  groupId: string,
  input: MemberInput,
  files: ResolvedFiles,
  userId: string,
): Promise<PendingChange> {
  const position = input.position ?? 'member';
  await assertPositionFree(trx, groupId, position);
  await assertNotMember(trx, groupId, input);
  const payload: MemberPayload = { input, files };
  const member = { ...input, idNumber: normaliseIdNumber(input.idNumber), position };
  await proposeChange(trx, {
    recordKind: 'group',
    recordId: groupId,
    changeKind: 'member',
    payload,
    diff: [{ field: 'member', before: null, after: member }],
    fileIds: fileIdsOf(files),
    proposedBy: userId,
  });
  const waiting = await waitingChangeOf(trx, 'group', groupId);
  if (!waiting) throw new Error(`the change proposed for group ${groupId} is not waiting`);
  return waiting;
}

/** Creates the member an approved change adds, as its proposer added it. The caller holds the group's lock. */
export async function applyMemberChange(
  trx: Transaction<Database>,
  change: WaitingChangeRow,
  group: { id: string; policy_id: string },
): Promise<void> {
  const { input, files } = change.payload as MemberPayload;
  await insertMember(trx, group, input, files, change.proposed_by);
}

/** Locked: a member proposed for a covered group and its approval are taken one at a time. */
export async function lockGroup(trx: Transaction<Database>, groupId: string) {
  const group = await trx
    .selectFrom('groups')
    .select(['id', 'policy_id', 'status'])
    .where('id', '=', groupId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!group) throw notFound('Group');
  return group;
}

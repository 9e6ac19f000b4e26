import type { Transaction } from 'kysely';
import type { Caller } from '../auth/guard';
import type { JsonBodyOf } from '../contract-types';
import { audit } from '../cover/audit';
import type { Database } from '../db/schema';
import { documentName } from '../files/document-name';
import { resolveFileReferences } from '../files/references';
import { personColumns } from '../people/person-columns';

const LEADER_SLOTS = [
  ['chairperson', 'chair-person'],
  ['secretary', 'secretary'],
  ['treasurer', 'treasurer'],
] as const;

const DOCUMENTS = ['registrationCertificate', 'proposalForm', 'meetingMinutes'] as const;

type GroupInput = JsonBodyOf<'createGroup'>;

function fileReferences(input: GroupInput): Record<string, string | undefined> {
  const references: Record<string, string | undefined> = {};
  for (const doc of DOCUMENTS) references[`documents.${doc}`] = input.documents?.[doc]?.url;
  for (const [slot] of LEADER_SLOTS) {
    references[`${slot}.idCopy`] = input[slot].idCopy;
    references[`${slot}.photo`] = input[slot].photo;
  }
  return references;
}

/** Records a group (in progress) with its three leaders as its first members; returns its id. */
export async function createGroup(
  trx: Transaction<Database>,
  input: GroupInput,
  caller: Caller,
  userId: string,
): Promise<string> {
  const files = await resolveFileReferences(trx, caller, fileReferences(input));
  const doc = (name: (typeof DOCUMENTS)[number]) => ({
    file: files[`documents.${name}`] ?? null,
    name: input.documents?.[name] ? documentName(input.documents[name].name) : null,
  });
  const { id } = await trx
    .insertInto('groups')
    .values({
      name: input.name.trim(),
      members_count: input.membersCount,
      address: input.address.trim(),
      account_number: input.accountNumber,
      policy_id: input.policyId,
      policy_effective_date: null,
      expiry_at: null,
      registration_certificate_file: doc('registrationCertificate').file,
      registration_certificate_name: doc('registrationCertificate').name,
      proposal_form_file: doc('proposalForm').file,
      proposal_form_name: doc('proposalForm').name,
      meeting_minutes_file: doc('meetingMinutes').file,
      meeting_minutes_name: doc('meetingMinutes').name,
      language: input.language ?? 'en',
      created_by: userId,
      maker_id: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await audit(trx, {
    entity: 'group',
    entityId: id,
    action: 'create',
    actorId: userId,
    toStatus: 'in-progress',
  });
  await trx
    .insertInto('customers')
    .values(
      LEADER_SLOTS.map(([slot, position]) => ({
        ...personColumns(input[slot], files[`${slot}.idCopy`] ?? null),
        photo_file: files[`${slot}.photo`] ?? null,
        group_id: id,
        position,
        policy_id: input.policyId,
        // The leaders are written to in the group's language.
        language: input.language ?? 'en',
        expiry_at: null,
        created_by: userId,
      })),
    )
    .execute();
  return id;
}

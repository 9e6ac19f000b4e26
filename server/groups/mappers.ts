import type { Selectable } from 'kysely';
import type { PendingChange } from '../changes/pending-store';
import { claimSummary } from '../claims/summary';
import { iso, isoOrNull } from '../common/timestamps';
import type { Schemas } from '../contract-types';
import { coverState } from '../cover/status-changes';
import type { CustomersTable, MemberPosition } from '../db/schema';
import { fileUrl } from '../files/references';
import type { GroupListRow } from './list';
import type { GroupDetailRow } from './queries';

export function toMember(row: Selectable<CustomersTable>): Schemas['GroupMember'] {
  return {
    customerId: row.id,
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    mobile: row.mobile,
    email: row.email,
    dob: row.dob,
    sex: row.sex,
    maritalStatus: row.marital_status,
    married: row.marital_status === 'married',
    position: row.position ?? 'member',
    idType: row.id_type as 1 | 2 | 3 | 4,
    idNumber: row.id_number,
    idCopy: fileUrl(row.id_copy_file),
    photo: fileUrl(row.photo_file),
    address: row.address,
    createdAt: iso(row.created_at),
  };
}

const attachment = (file: string | null, name: string | null) =>
  file ? { url: fileUrl(file) as string, name: name ?? 'document' } : null;

/** A group's details, with its cover's makers and any change waiting for approval. */
export function toGroup(
  group: GroupDetailRow,
  makerIds: readonly string[],
  pendingChange: PendingChange | null,
): Schemas['Group'] {
  const leader = (position: MemberPosition) => {
    const person = group.members.find((m) => m.position === position);
    if (!person) throw new Error(`group ${group.id} has no ${position}`);
    return {
      customerId: person.id,
      firstName: person.first_name,
      lastName: person.last_name,
      mobile: person.mobile,
    };
  };
  return {
    groupId: group.id,
    name: group.name,
    address: group.address,
    membersCount: group.members_count,
    registeredMembers: group.members.length,
    status: group.status,
    policy: group.policy_name ? { policyId: group.policy_id, name: group.policy_name } : null,
    policyName: group.policy_name,
    policyEffectiveDate: isoOrNull(group.policy_effective_date),
    accountNumber: group.account_number,
    chairperson: leader('chair-person'),
    secretary: leader('secretary'),
    treasurer: leader('treasurer'),
    documents: {
      registrationCertificate: attachment(
        group.registration_certificate_file,
        group.registration_certificate_name,
      ),
      proposalForm: attachment(group.proposal_form_file, group.proposal_form_name),
      meetingMinutes: attachment(group.meeting_minutes_file, group.meeting_minutes_name),
    },
    totalClaim: Number(group.total_claim),
    createdAt: iso(group.created_at),
    expiryAt: isoOrNull(group.expiry_at),
    cover: coverState(group, makerIds),
    claims: group.claims.map(claimSummary),
    pendingChange,
    language: group.language,
  };
}

/** A group as the list shows one. */
export const toGroupListItem = (row: GroupListRow): Schemas['GroupListItem'] => ({
  groupId: row.id,
  name: row.name,
  membersCount: row.members_count,
  registeredMembers: Number(row.registered ?? 0),
  chairpersonName: `${row.chair_first} ${row.chair_last}`,
  chairpersonMobile: row.chair_mobile,
  policyName: row.policy_name,
  accountNumber: row.account_number,
  status: row.status,
  totalClaim: Number(row.total_claim),
  createdAt: iso(row.created_at),
  expiryAt: isoOrNull(row.expiry_at),
});

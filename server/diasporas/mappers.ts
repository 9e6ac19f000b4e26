import { ID_TYPES, type IdType } from '../../src/domain/identity';
import type { PendingChange } from '../changes/pending-store';
import { claimSummary } from '../claims/summary';
import { iso, isoOrNull } from '../common/timestamps';
import type { Schemas } from '../contract-types';
import { coverState } from '../cover/status-changes';
import { fileUrl } from '../files/references';
import { nameAndContact } from '../people/person-view';
import type { DiasporaListRow } from './list';
import type { DiasporaDetailRow } from './queries';

type BeneficiaryRow = DiasporaDetailRow['beneficiaries'][number];

const toBeneficiary = (b: BeneficiaryRow): Schemas['DiasporaDetail']['beneficiaries'][number] => ({
  beneficiaryId: b.id,
  firstName: b.first_name,
  middleName: b.middle_name,
  lastName: b.last_name,
  sex: b.sex,
  dob: b.dob,
  relationship: b.relationship as 2 | 3,
  relationshipName: b.relationship === 2 ? 'SPOUSE' : 'CHILD',
  copyOfProof: fileUrl(b.copy_of_proof_file),
  joinedOn: b.joined_on,
});

/** A diaspora customer's details, with its cover's makers, any waiting change and possible duplicates. */
export function toDiaspora(
  row: DiasporaDetailRow,
  makerIds: readonly string[],
  pendingChange: PendingChange | null,
  duplicates: Schemas['DiasporaDetail']['duplicates'],
): Schemas['DiasporaDetail'] {
  const idType = row.id_type as IdType;
  return {
    diasporaId: row.id,
    ...nameAndContact(row),
    dob: row.dob,
    sex: row.sex,
    maritalStatus: row.marital_status,
    idType,
    idTypeName: ID_TYPES[idType].name,
    idNumber: row.id_number,
    accountNumber: row.account_number,
    idCopy: fileUrl(row.id_copy_file),
    address: row.address,
    status: row.status,
    enrolledBy: row.enrolled_by,
    policy: row.policy_id && row.policy_name ? { policyId: row.policy_id, name: row.policy_name } : null,
    beneficiaries: row.beneficiaries.map(toBeneficiary),
    totalClaim: Number(row.total_claim),
    createdAt: iso(row.created_at),
    expiryAt: isoOrNull(row.expiry_at),
    cover: coverState(row, makerIds),
    claims: row.claims.map(claimSummary),
    pendingChange,
    possibleDuplicate: row.possible_duplicate,
    duplicates,
    language: row.language,
  };
}

/** A diaspora customer as the list shows one. */
export const toDiasporaListItem = (row: DiasporaListRow): Schemas['DiasporaListItem'] => ({
  diasporaId: row.id,
  ...nameAndContact(row),
  sex: row.sex,
  accountNumber: row.account_number,
  status: row.status,
  beneficiaryCount: Number(row.beneficiary_count ?? 0),
  totalClaim: Number(row.total_claim),
  createdAt: iso(row.created_at),
  expiryAt: isoOrNull(row.expiry_at),
  possibleDuplicate: row.possible_duplicate,
});

import type { PendingChange } from '../changes/pending-store';
import { claimSummary } from '../claims/summary';
import { iso, isoOrNull } from '../common/timestamps';
import type { Schemas } from '../contract-types';
import { coverState } from '../cover/status-changes';
import { toDeletionRequest } from '../deletions/store';
import { fileUrl } from '../files/references';
import { nameAndContact } from '../people/person-view';
import type { CustomerListRow } from './list';
import type { CustomerDetailRow } from './queries';

type KinRow = CustomerDetailRow['kin'][number];

const toNextOfKin = (kin: KinRow): Schemas['NextOfKin'] => ({
  nextOfKinId: kin.id,
  ...nameAndContact(kin),
  dob: kin.dob,
  sex: kin.sex,
  maritalStatus: kin.marital_status,
  idType: kin.id_type as 1 | 2 | 3,
  idNumber: kin.id_number,
  idCopy: fileUrl(kin.id_copy_file),
  address: kin.address,
  relationship: kin.relationship as 1 | 2 | 3 | 4 | 5,
});

/** A customer's details, with its cover's makers, any change waiting for approval and its deletion. */
export function toCustomer(
  row: CustomerDetailRow,
  makerIds: readonly string[],
  pendingChange: PendingChange | null,
): Schemas['Customer'] {
  return {
    customerId: row.id,
    ...nameAndContact(row),
    address: row.address,
    dob: row.dob,
    sex: row.sex,
    maritalStatus: row.marital_status,
    picture: fileUrl(row.photo_file),
    idType: row.id_type as 1 | 2 | 3 | 4,
    nin: row.id_number,
    ID: fileUrl(row.id_copy_file),
    accountNumber: row.account_number,
    status: row.status,
    policy: row.policy_id && row.policy_name ? { policyId: row.policy_id, name: row.policy_name } : null,
    group:
      row.group_id && row.group_name
        ? { groupId: row.group_id, name: row.group_name, policyName: row.group_policy_name }
        : null,
    nextOfKin: row.kin.map(toNextOfKin),
    claims: row.claims.map(claimSummary),
    totalClaim: Number(row.total_claim),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    expiryAt: isoOrNull(row.expiry_at),
    cover: coverState(row, makerIds),
    pendingChange,
    deletion: { refusal: row.deletion_refusal, waiting: toDeletionRequest(row.waiting_deletion) },
    language: row.language,
  };
}

/** An individual customer as the list shows one. */
export const toCustomerListItem = (row: CustomerListRow): Schemas['CustomerListItem'] => ({
  customerId: row.id,
  ...nameAndContact(row),
  sex: row.sex,
  dob: row.dob,
  status: row.status,
  policyName: row.policy_name,
  groupName: null,
  accountNumber: row.account_number,
  totalClaim: Number(row.total_claim),
  createdAt: iso(row.created_at),
  expiryAt: isoOrNull(row.expiry_at),
});

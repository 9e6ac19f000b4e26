import { paymentDue } from '../../src/domain/claim-rules';
import { iso, isoOrNull } from '../common/timestamps';
import type { Schemas } from '../contract-types';
import { fileUrl } from '../files/references';
import type { ClaimDocumentRow, ClaimRow } from './queries';

/** A claim as the contract shows it. */
export function toClaim(row: ClaimRow, documents: ClaimDocumentRow[], makerIds: string[]): Schemas['Claim'] {
  const holderKind = row.diaspora_id ? 'diaspora' : row.customer_id ? 'customer' : 'group';
  const holderName =
    holderKind === 'diaspora'
      ? `${row.di_first} ${row.di_last}`
      : holderKind === 'customer'
        ? `${row.cu_first} ${row.cu_last}`
        : (row.group_name ?? '');
  const staff = (id: string | null, first: string | null, last: string | null) =>
    id ? { userId: id, name: `${first} ${last}` } : null;
  const lastDocumentAt = row.last_document_at ? new Date(row.last_document_at) : null;
  return {
    claimId: row.id,
    holderKind,
    holderId: (row.diaspora_id ?? row.customer_id ?? row.group_id) as string,
    holderName,
    insuredName: row.insured_name ?? holderName,
    insuredRelationship: row.b_relationship === 2 ? 'spouse' : row.b_relationship === 3 ? 'child' : 'holder',
    beneficiaryId: row.beneficiary_id,
    type: row.claim_type,
    eventDate: row.event_date,
    amount: Number(row.amount),
    status: row.status,
    submittedBy: staff(row.submitted_by, row.s_first, row.s_last),
    makerIds,
    decidedBy: staff(row.decided_by, row.d_first, row.d_last),
    decidedAt: isoOrNull(row.decided_at),
    rejectedReason: row.rejected_reason,
    paidAt: isoOrNull(row.paid_at),
    documents: documents.map((doc) => ({
      documentId: doc.id,
      kind: doc.kind,
      url: fileUrl(doc.file_id) as string,
      name: doc.name,
      addedAt: iso(doc.added_at),
    })),
    lastDocumentAt: isoOrNull(lastDocumentAt),
    paymentDueAt: isoOrNull(paymentDue(lastDocumentAt)),
    createdAt: iso(row.created_at),
  };
}

/** The record a claim's history is written to. */
export const holderOfClaim = (claim: { customer_id: string | null; diaspora_id: string | null }) =>
  claim.diaspora_id
    ? { entity: 'diaspora' as const, entityId: claim.diaspora_id }
    : { entity: 'customer' as const, entityId: claim.customer_id as string };

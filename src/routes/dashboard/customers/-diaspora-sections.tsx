import { type DiasporaDetail, diasporaKeys } from '@/api/diasporas';
import { fullName } from '@/domain/names';
import { ClaimsSection } from '@/features/claims/claims-section';
import { RecordCover, RecordHistory, RecordPendingChange } from '@/features/cover/record-cover';
import { RecordPremiums } from '@/features/premiums/premiums-section';
import type { RecordSections } from '@/ui/layout/record-sections';

const covered = (detail: DiasporaDetail) =>
  ({ kind: 'diaspora', id: detail.diasporaId, area: 'diasporas', cover: detail.cover }) as const;

/** The diaspora's claims: for the holder or a declared beneficiary. */
function DiasporaClaims({ detail }: { detail: DiasporaDetail }) {
  return (
    <ClaimsSection
      claims={detail.claims}
      totalClaim={detail.totalClaim}
      manage={{
        holder: {
          holderKind: 'diaspora',
          holderId: detail.diasporaId,
          recordKeys: [diasporaKeys.detail(detail.diasporaId), diasporaKeys.lists()],
        },
        holderName: fullName(detail),
        beneficiaries: detail.beneficiaries.map((beneficiary) => ({
          beneficiaryId: beneficiary.beneficiaryId,
          name: fullName(beneficiary),
          relationship: beneficiary.relationship === 2 ? 'spouse' : 'child',
          dob: beneficiary.dob,
          joinedOn: beneficiary.joinedOn ?? null,
        })),
        cover: detail.cover,
        policy: detail.policy,
      }}
    />
  );
}

/** What the diaspora's panel shows from the cover and claims features. */
export const diasporaSections: RecordSections<DiasporaDetail> = {
  pendingChange: (detail) => (
    <RecordPendingChange
      record={covered(detail)}
      recordName={fullName(detail)}
      change={detail.pendingChange}
    />
  ),
  cover: (detail) => <RecordCover record={covered(detail)} />,
  premiums: (detail) => <RecordPremiums kind="diaspora" id={detail.diasporaId} />,
  claims: (detail) => <DiasporaClaims detail={detail} />,
  history: (detail) => <RecordHistory kind="diaspora" id={detail.diasporaId} />,
};

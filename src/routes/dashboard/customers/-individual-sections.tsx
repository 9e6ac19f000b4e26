import { type Individual, individualKeys } from '@/api/individuals';
import { fullName } from '@/domain/names';
import { ClaimsSection } from '@/features/claims/claims-section';
import {
  RecordCover,
  RecordDeletion,
  RecordHistory,
  RecordPendingChange,
} from '@/features/cover/record-cover';
import { RecordPremiums } from '@/features/premiums/premiums-section';
import { useTranslation } from '@/i18n/use-translation';
import type { RecordSections } from '@/ui/layout/record-sections';

const covered = (customer: Individual) =>
  ({ kind: 'customer', id: customer.customerId, area: 'customers', cover: customer.cover }) as const;

/** The individual's claims, which staff may record and decide. */
function IndividualClaims({ customer }: { customer: Individual }) {
  const { t } = useTranslation();
  return (
    <ClaimsSection
      claims={customer.claims}
      totalClaim={customer.totalClaim}
      manage={{
        holder: {
          holderKind: 'customer',
          holderId: customer.customerId,
          recordKeys: [individualKeys.detail(customer.customerId), individualKeys.lists()],
        },
        holderName: fullName(customer),
        // For a group member the server checks the group's cover, and says so when it does not pay.
        cover: customer.cover,
        policy: customer.policy,
      }}
      texts={{
        title: t('individuals.details.claims.title'),
        total: t('individuals.details.claims.total'),
        label: t('individuals.details.claims.label'),
        empty: t('individuals.details.claims.empty'),
        emptyBody: t('individuals.details.claims.emptyBody'),
      }}
    />
  );
}

/** What the individual's panel shows from the cover and claims features. */
export const individualSections: RecordSections<Individual> = {
  deletion: (customer) => (
    <RecordDeletion
      customerId={customer.customerId}
      recordName={fullName(customer)}
      makerIds={customer.cover.makerIds}
      deletion={customer.deletion.waiting}
    />
  ),
  pendingChange: (customer) => (
    <RecordPendingChange
      record={covered(customer)}
      recordName={fullName(customer)}
      change={customer.pendingChange}
    />
  ),
  cover: (customer) => <RecordCover record={covered(customer)} />,
  premiums: (customer) => <RecordPremiums kind="customer" id={customer.customerId} />,
  claims: (customer) => <IndividualClaims customer={customer} />,
  history: (customer) => <RecordHistory kind="customer" id={customer.customerId} />,
};

import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { individualDetailQuery } from '@/api/individuals';
import { can } from '@/domain/staff';
import { IndividualDetailsPanel } from '@/features/individuals/individual-details-panel';
import { individualSections } from '@/routes/dashboard/customers/-individual-sections';

export const Route = createFileRoute('/dashboard/customers/individuals/$customerStatus/$customerId')({
  // Starts reading the customer as soon as a 'view' link is hovered; the panel shows its own loading.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(individualDetailQuery(context.api, params.customerId));
  },
  component: function IndividualDetailsRoute() {
    const { auth } = Route.useRouteContext();
    const { customerStatus, customerId } = Route.useParams();
    const navigate = Route.useNavigate();
    const canDelete = useSelector(auth, (snapshot) => can(snapshot.context.user, 'customers.delete'));
    const canUpdate = useSelector(auth, (snapshot) => can(snapshot.context.user, 'customers.update'));
    return (
      <IndividualDetailsPanel
        key={customerId}
        customerId={customerId}
        canDelete={canDelete}
        canUpdate={canUpdate}
        sections={individualSections}
        onClosed={() =>
          void navigate({
            to: '/dashboard/customers/individuals/$customerStatus',
            params: { customerStatus },
            search: (previous) => previous,
          })
        }
      />
    );
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { diasporaDetailQuery } from '@/api/diasporas';
import { DiasporaDetailsPanel } from '@/features/diasporas/diaspora-details-panel';
import { diasporaSections } from '@/routes/dashboard/customers/-diaspora-sections';

export const Route = createFileRoute('/dashboard/customers/diasporas/$customerStatus/$customerId')({
  // Starts reading the customer as soon as a 'view' link is hovered; the panel shows its own loading.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(diasporaDetailQuery(context.api, params.customerId));
  },
  component: function DiasporaDetailsRoute() {
    const { customerStatus, customerId } = Route.useParams();
    const navigate = Route.useNavigate();
    return (
      <DiasporaDetailsPanel
        key={customerId}
        diasporaId={customerId}
        sections={diasporaSections}
        onClosed={() =>
          void navigate({
            to: '/dashboard/customers/diasporas/$customerStatus',
            params: { customerStatus },
            search: (previous) => previous,
          })
        }
      />
    );
  },
});

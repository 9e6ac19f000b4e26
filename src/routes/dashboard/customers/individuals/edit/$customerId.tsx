import { createFileRoute, Outlet } from '@tanstack/react-router';
import { EditRegistration } from '@/features/individual-registration/edit-registration';
import { requirePermission } from '@/routes/-guards';

export const Route = createFileRoute('/dashboard/customers/individuals/edit/$customerId')({
  beforeLoad: ({ context }) => requirePermission(context, 'customers.update'),
  component: function EditIndividual() {
    const { config, auth } = Route.useRouteContext();
    const { customerId } = Route.useParams();
    return (
      <EditRegistration
        customerId={customerId}
        config={config}
        staffToken={() => auth.getSnapshot().context.token}
        onStaffUnauthorized={() => auth.send({ type: 'session.expired' })}
      >
        <Outlet />
      </EditRegistration>
    );
  },
});

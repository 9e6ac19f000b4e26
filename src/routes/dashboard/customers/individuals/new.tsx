import { createFileRoute, Outlet } from '@tanstack/react-router';
import { RegistrationFlow } from '@/features/individual-registration/registration-flow';
import { requirePermission } from '@/routes/-guards';

export const Route = createFileRoute('/dashboard/customers/individuals/new')({
  beforeLoad: ({ context }) => requirePermission(context, 'customers.create'),
  component: function RegisterIndividual() {
    const { config, auth } = Route.useRouteContext();
    return (
      <RegistrationFlow
        mode={{ kind: 'create' }}
        basePath="/dashboard/customers/individuals/new"
        config={config}
        staffToken={() => auth.getSnapshot().context.token}
        onStaffUnauthorized={() => auth.send({ type: 'session.expired' })}
      >
        <Outlet />
      </RegistrationFlow>
    );
  },
});

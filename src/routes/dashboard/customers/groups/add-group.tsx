import { createFileRoute, Outlet } from '@tanstack/react-router';
import { GroupRegistrationFlow } from '@/features/group-registration/registration-flow';
import { requirePermission } from '@/routes/-guards';

export const Route = createFileRoute('/dashboard/customers/groups/add-group')({
  beforeLoad: ({ context }) => requirePermission(context, 'groups.create'),
  component: function RegisterGroup() {
    const { config, auth, queryClient } = Route.useRouteContext();
    return (
      <GroupRegistrationFlow
        config={config}
        queryClient={queryClient}
        staffToken={() => auth.getSnapshot().context.token}
        onStaffUnauthorized={() => auth.send({ type: 'session.expired' })}
      >
        <Outlet />
      </GroupRegistrationFlow>
    );
  },
});

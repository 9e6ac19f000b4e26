import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AddMemberModal } from '@/features/group-member/member-flow';
import { requirePermission } from '@/routes/-guards';

export const Route = createFileRoute('/dashboard/customers/groups/$status/$groupId/add-member')({
  beforeLoad: ({ context }) => requirePermission(context, 'groups.update'),
  component: function AddMember() {
    const { config, auth } = Route.useRouteContext();
    const { status, groupId } = Route.useParams();
    return (
      <AddMemberModal
        key={groupId}
        config={config}
        status={status}
        groupId={groupId}
        staffToken={() => auth.getSnapshot().context.token}
        onStaffUnauthorized={() => auth.send({ type: 'session.expired' })}
      >
        <Outlet />
      </AddMemberModal>
    );
  },
});

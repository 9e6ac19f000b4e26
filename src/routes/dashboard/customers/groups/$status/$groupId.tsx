import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { groupDetailQuery, groupMembersQuery } from '@/api/groups';
import { can } from '@/domain/staff';
import { GroupOverview } from '@/features/groups/group-overview';
import { groupSections } from '@/routes/dashboard/customers/-group-sections';

export const Route = createFileRoute('/dashboard/customers/groups/$status/$groupId')({
  // Starts reading the group and its members as soon as a 'view' link is hovered; the page shows its own loading.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(groupDetailQuery(context.api, params.groupId));
    void context.queryClient.prefetchQuery(groupMembersQuery(context.api, params.groupId));
  },
  component: function GroupOverviewRoute() {
    const { auth, status } = Route.useRouteContext();
    const { groupId } = Route.useParams();
    const canUpdate = useSelector(auth, (snapshot) => can(snapshot.context.user, 'groups.update'));
    return (
      <GroupOverview
        key={groupId}
        status={status}
        groupId={groupId}
        canUpdate={canUpdate}
        sections={groupSections}
      >
        <Outlet />
      </GroupOverview>
    );
  },
});

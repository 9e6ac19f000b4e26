import { createFileRoute } from '@tanstack/react-router';
import { groupMemberQuery } from '@/api/groups';
import { GroupMemberPanel } from '@/features/groups/group-member-panel';
import { memberSections } from '@/routes/dashboard/customers/-member-sections';

export const Route = createFileRoute('/dashboard/customers/groups/$status/$groupId/$memberId')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(groupMemberQuery(context.api, params.groupId, params.memberId));
  },
  component: function GroupMemberRoute() {
    const { status, groupId, memberId } = Route.useParams();
    const navigate = Route.useNavigate();
    return (
      <GroupMemberPanel
        key={memberId}
        groupId={groupId}
        memberId={memberId}
        sections={memberSections}
        onClosed={() =>
          void navigate({
            to: '/dashboard/customers/groups/$status/$groupId',
            params: { status, groupId },
            search: (previous) => previous,
          })
        }
      />
    );
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { can } from '@/domain/staff';
import { GroupList } from '@/features/groups/group-list';

export const Route = createFileRoute('/dashboard/customers/groups/$status/')({
  component: function GroupListRoute() {
    const { auth, status } = Route.useRouteContext();
    const { page = 1, search = '', expiring } = Route.useSearch();
    const canCreate = useSelector(auth, (snapshot) => can(snapshot.context.user, 'groups.create'));
    return (
      <GroupList status={status} page={page} search={search} expiring={expiring} canCreate={canCreate} />
    );
  },
});

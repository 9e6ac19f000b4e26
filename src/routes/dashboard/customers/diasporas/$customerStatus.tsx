import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { can } from '@/domain/staff';
import { DiasporaList } from '@/features/diasporas/diaspora-list';
import { requireCoverStatus } from '@/routes/-guards';
import { validateListSearch } from '@/ui/list/list-search';

export const Route = createFileRoute('/dashboard/customers/diasporas/$customerStatus')({
  validateSearch: validateListSearch,
  beforeLoad: ({ params }) => ({ status: requireCoverStatus(params.customerStatus) }),
  component: function DiasporaListRoute() {
    const { auth, status } = Route.useRouteContext();
    const { page = 1, search = '', expiring } = Route.useSearch();
    const canCreate = useSelector(auth, (snapshot) => can(snapshot.context.user, 'diasporas.create'));
    return (
      <>
        <DiasporaList status={status} page={page} search={search} expiring={expiring} canCreate={canCreate} />
        <Outlet />
      </>
    );
  },
});

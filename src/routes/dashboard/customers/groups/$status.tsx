import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireCoverStatus } from '@/routes/-guards';
import { validateListSearch } from '@/ui/list/list-search';

// The list's ?page and ?search live here, so the group overview keeps them for its way back.
export const Route = createFileRoute('/dashboard/customers/groups/$status')({
  validateSearch: validateListSearch,
  beforeLoad: ({ params }) => ({ status: requireCoverStatus(params.status) }),
  component: Outlet,
});

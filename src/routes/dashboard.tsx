import { createFileRoute, Outlet } from '@tanstack/react-router';
import { DashboardShell } from '../features/shell/dashboard-shell';
import { requireSignedIn } from './-guards';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: ({ context, location }) => requireSignedIn(context, location.href),
  component: function Dashboard() {
    return (
      <DashboardShell auth={Route.useRouteContext().auth}>
        <Outlet />
      </DashboardShell>
    );
  },
});

import { createFileRoute, Outlet } from '@tanstack/react-router';
import { DashboardShell } from '../features/shell/dashboard-shell';
import { loadCatalogue } from '../i18n';
import { requireSignedIn } from './-guards';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: async ({ context, location }) => {
    const signedIn = await requireSignedIn(context, location.href);
    // The back office's words travel only to a signed-in user.
    await Promise.all([loadCatalogue('staff'), loadCatalogue('onboarding')]);
    return signedIn;
  },
  component: function Dashboard() {
    return (
      <DashboardShell auth={Route.useRouteContext().auth}>
        <Outlet />
      </DashboardShell>
    );
  },
});

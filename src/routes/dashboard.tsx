import { QueryClientProvider } from '@tanstack/react-query';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { DashboardShell } from '@/features/shell/dashboard-shell';
import { loadCatalogue } from '@/i18n/index';
import { loadComponentStyles } from '@/ui/theme/theme';
import { requireSignedIn } from './-guards';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: async ({ context, location }) => {
    const signedIn = await requireSignedIn(context, location.href);
    // The back office's words and query cache travel only to a signed-in user.
    const [queryClient] = await Promise.all([
      context.queries.load(),
      loadCatalogue('staff'),
      loadCatalogue('onboarding'),
      loadComponentStyles('forms', 'onboarding', 'backOffice'),
    ]);
    return { ...signedIn, queryClient };
  },
  component: function Dashboard() {
    const { auth, queryClient } = Route.useRouteContext();
    return (
      <QueryClientProvider client={queryClient}>
        <DashboardShell auth={auth}>
          <Outlet />
        </DashboardShell>
      </QueryClientProvider>
    );
  },
});

import { createFileRoute, Outlet } from '@tanstack/react-router';
import { prepareRestore } from '@/features/onboarding/onboarding-drafts';
import { OnboardingFlow } from '@/features/onboarding/onboarding-flow';
import { requirePermission } from '@/routes/-guards';

export const Route = createFileRoute('/dashboard/customers/diasporas/new')({
  beforeLoad: ({ context }) => requirePermission(context, 'diasporas.create'),
  // A draft to restore brings its check before the wizard starts.
  loader: () => prepareRestore(),
  component: function StaffOnboarding() {
    const { config, auth } = Route.useRouteContext();
    return (
      <OnboardingFlow
        mode="staff"
        basePath="/dashboard/customers/diasporas/new"
        config={config}
        staffToken={() => auth.getSnapshot().context.token}
        onStaffUnauthorized={() => auth.send({ type: 'session.expired' })}
      >
        <Outlet />
      </OnboardingFlow>
    );
  },
});

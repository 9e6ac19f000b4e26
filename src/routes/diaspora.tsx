import { createFileRoute, Outlet } from '@tanstack/react-router';
import { OnboardingFlow } from '../features/onboarding/onboarding-flow';

export const Route = createFileRoute('/diaspora')({
  component: function PublicOnboarding() {
    const { api, config } = Route.useRouteContext();
    return (
      <OnboardingFlow mode="public" basePath="/diaspora" api={api} config={config} staffToken={() => null}>
        <Outlet />
      </OnboardingFlow>
    );
  },
});

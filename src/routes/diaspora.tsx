import { createFileRoute, Outlet } from '@tanstack/react-router';
import { OnboardingFlow } from '../features/onboarding/onboarding-flow';
import { loadCatalogue } from '../i18n';

export const Route = createFileRoute('/diaspora')({
  beforeLoad: () => loadCatalogue('onboarding'),
  component: function PublicOnboarding() {
    const { api, config } = Route.useRouteContext();
    return (
      <OnboardingFlow mode="public" basePath="/diaspora" api={api} config={config} staffToken={() => null}>
        <Outlet />
      </OnboardingFlow>
    );
  },
});

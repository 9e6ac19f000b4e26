import { createFileRoute, Outlet } from '@tanstack/react-router';
import { OnboardingFlow } from '../features/onboarding/onboarding-flow';
import { loadCatalogue } from '../i18n';
import { loadComponentStyles } from '../ui/theme';

export const Route = createFileRoute('/diaspora')({
  beforeLoad: async () => {
    await Promise.all([loadCatalogue('onboarding'), loadComponentStyles('forms', 'onboarding')]);
  },
  component: function PublicOnboarding() {
    const { api, config } = Route.useRouteContext();
    return (
      <OnboardingFlow mode="public" basePath="/diaspora" api={api} config={config} staffToken={() => null}>
        <Outlet />
      </OnboardingFlow>
    );
  },
});

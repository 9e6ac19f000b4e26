import { createFileRoute, Outlet } from '@tanstack/react-router';
import { prepareRestore } from '../features/onboarding/onboarding-drafts';
import { OnboardingFlow } from '../features/onboarding/onboarding-flow';
import { loadCatalogue } from '../i18n';
import { loadComponentStyles } from '../ui/theme';

export const Route = createFileRoute('/diaspora')({
  beforeLoad: async () => {
    await Promise.all([loadCatalogue('onboarding'), loadComponentStyles('forms', 'onboarding')]);
  },
  // Split with the screen: a draft to restore brings its check before the wizard starts.
  loader: () => prepareRestore(),
  component: function PublicOnboarding() {
    const { api, config } = Route.useRouteContext();
    return (
      <OnboardingFlow mode="public" basePath="/diaspora" api={api} config={config} staffToken={() => null}>
        <Outlet />
      </OnboardingFlow>
    );
  },
});

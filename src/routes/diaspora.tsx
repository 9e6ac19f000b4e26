import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { prepareRestore } from '@/features/onboarding/onboarding-drafts';
import { OnboardingFlow } from '@/features/onboarding/onboarding-flow';
import { STEPS } from '@/features/onboarding/steps';
import { loadCatalogue } from '@/i18n/index';
import { loadComponentStyles } from '@/ui/theme/theme';

const STEP_PATHS = new Map(STEPS.map((step) => [`/diaspora/${step}`, step]));

export const Route = createFileRoute('/diaspora')({
  beforeLoad: async ({ location, cause }) => {
    const requested = STEP_PATHS.get(location.pathname);
    // Entering the enrolment (a link, a reload): the statechart says which step it may open.
    // Moving between steps inside it, the wizard itself keeps the URL and the statechart together.
    const checkStep =
      requested && cause !== 'stay'
        ? import('@/features/onboarding/step-access').then((access) => access.publicStepFor(requested))
        : requested;
    const [step] = await Promise.all([
      checkStep,
      loadCatalogue('onboarding'),
      loadComponentStyles('forms', 'onboarding'),
    ]);
    if (step !== requested) throw redirect({ href: `/diaspora/${step}`, replace: true });
  },
  // Split with the screen: a draft to restore brings its check before the wizard starts.
  loader: () => prepareRestore(),
  component: function PublicOnboarding() {
    const { config } = Route.useRouteContext();
    return (
      <OnboardingFlow mode="public" basePath="/diaspora" config={config} staffToken={() => null}>
        <Outlet />
      </OnboardingFlow>
    );
  },
});

import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasConcluded } from '@/features/onboarding/concluded';
import { ConclusionPage } from '@/features/onboarding/conclusion-page';

export const Route = createFileRoute('/diaspora/conclusion')({
  // Only after a saved enrolment: nobody is told they are onboarded when they are not.
  beforeLoad: () => {
    if (!hasConcluded()) throw redirect({ to: '/diaspora/policy', replace: true });
  },
  component: function Conclusion() {
    return <ConclusionPage supportEmail={Route.useRouteContext().config.supportEmail} />;
  },
});

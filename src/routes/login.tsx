import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/login-page';
import { loadComponentStyles } from '@/ui/theme/theme';

export const Route = createFileRoute('/login')({
  // A signed-in user has nothing to do here (SPEC §2).
  beforeLoad: async ({ context }) => {
    const [auth] = await Promise.all([context.staffAuth.settled(), loadComponentStyles('forms')]);
    if (auth.getSnapshot().matches('signedIn')) throw redirect({ to: '/dashboard', replace: true });
    return { auth };
  },
  component: function Login() {
    const { auth, config } = Route.useRouteContext();
    return <LoginPage auth={auth} captchaSiteKey={config.captchaSiteKey} />;
  },
});

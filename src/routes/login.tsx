import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionSettled } from '../features/auth/auth-session';
import { LoginPage } from '../features/auth/login-page';

export const Route = createFileRoute('/login')({
  // A signed-in user has nothing to do here (SPEC §2).
  beforeLoad: async ({ context }) => {
    const snapshot = await sessionSettled(context.auth);
    if (snapshot.matches('signedIn')) throw redirect({ to: '/dashboard', replace: true });
  },
  component: function Login() {
    return <LoginPage auth={Route.useRouteContext().auth} />;
  },
});

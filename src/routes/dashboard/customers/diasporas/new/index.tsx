import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/dashboard/customers/diasporas/new/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/customers/diasporas/new/policy', replace: true });
  },
});

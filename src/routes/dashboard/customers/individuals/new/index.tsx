import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/dashboard/customers/individuals/new/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/customers/individuals/new/basic-details', replace: true });
  },
});

import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/dashboard/customers/groups/')({
  beforeLoad: () => {
    throw redirect({
      to: '/dashboard/customers/groups/$status',
      params: { status: 'in-progress' },
      replace: true,
    });
  },
});

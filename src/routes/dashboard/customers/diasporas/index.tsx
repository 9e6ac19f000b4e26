import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/dashboard/customers/diasporas/')({
  beforeLoad: () => {
    throw redirect({
      to: '/dashboard/customers/diasporas/$customerStatus',
      params: { customerStatus: 'in-progress' },
      replace: true,
    });
  },
});

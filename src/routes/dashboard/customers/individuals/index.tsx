import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/dashboard/customers/individuals/')({
  beforeLoad: () => {
    throw redirect({
      to: '/dashboard/customers/individuals/$customerStatus',
      params: { customerStatus: 'in-progress' },
      replace: true,
    });
  },
});

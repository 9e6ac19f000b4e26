import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/dashboard/customers/individuals/edit/$customerId/')({
  beforeLoad: ({ params }) => {
    throw redirect({
      to: '/dashboard/customers/individuals/edit/$customerId/basic-details',
      params,
      replace: true,
    });
  },
});

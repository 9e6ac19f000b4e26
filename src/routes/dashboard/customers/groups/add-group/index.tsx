import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/dashboard/customers/groups/add-group/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/customers/groups/add-group/basic-details', replace: true });
  },
});

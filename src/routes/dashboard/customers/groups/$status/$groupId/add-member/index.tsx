import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/dashboard/customers/groups/$status/$groupId/add-member/')({
  beforeLoad: ({ params }) => {
    throw redirect({
      to: '/dashboard/customers/groups/$status/$groupId/add-member/multistep-form/step-one/$memberType',
      params: { ...params, memberType: 'member' },
      replace: true,
    });
  },
});

import { createFileRoute, Outlet } from '@tanstack/react-router';
import { DetailsStep } from '@/features/group-registration/details-step';

export const Route = createFileRoute('/dashboard/customers/groups/add-group/basic-details')({
  component: function GroupDetailsStep() {
    return (
      <>
        <DetailsStep />
        <Outlet />
      </>
    );
  },
});

import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PolicyStep } from '@/features/individual-registration/policy-step';

export const Route = createFileRoute('/dashboard/customers/individuals/new/policy')({
  component: function IndividualPolicyStep() {
    return (
      <>
        <PolicyStep />
        <Outlet />
      </>
    );
  },
});

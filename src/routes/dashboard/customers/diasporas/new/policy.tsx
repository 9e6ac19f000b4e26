import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PolicyStep } from '@/features/onboarding/policy-step';

export const Route = createFileRoute('/dashboard/customers/diasporas/new/policy')({
  component: function StaffPolicyStep() {
    return (
      <>
        <PolicyStep />
        <Outlet />
      </>
    );
  },
});

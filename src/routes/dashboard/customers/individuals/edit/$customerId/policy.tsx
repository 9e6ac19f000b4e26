import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PolicyStep } from '@/features/individual-registration/policy-step';

export const Route = createFileRoute('/dashboard/customers/individuals/edit/$customerId/policy')({
  component: function EditIndividualPolicyStep() {
    return (
      <>
        <PolicyStep />
        <Outlet />
      </>
    );
  },
});

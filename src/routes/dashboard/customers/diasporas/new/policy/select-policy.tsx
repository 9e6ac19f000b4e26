import { createFileRoute } from '@tanstack/react-router';
import { SelectPolicyModal } from '@/features/onboarding/select-policy';

export const Route = createFileRoute('/dashboard/customers/diasporas/new/policy/select-policy')({
  component: function SelectPolicy() {
    return <SelectPolicyModal closeTo="/dashboard/customers/diasporas/new/policy" />;
  },
});

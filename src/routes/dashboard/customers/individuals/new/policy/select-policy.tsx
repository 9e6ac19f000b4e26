import { createFileRoute } from '@tanstack/react-router';
import { SelectPolicyModal } from '@/features/individual-registration/select-policy';

export const Route = createFileRoute('/dashboard/customers/individuals/new/policy/select-policy')({
  component: SelectPolicyModal,
});

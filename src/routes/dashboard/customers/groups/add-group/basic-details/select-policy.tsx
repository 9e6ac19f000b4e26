import { createFileRoute } from '@tanstack/react-router';
import { SelectGroupPolicyModal } from '@/features/group-registration/select-policy';

export const Route = createFileRoute('/dashboard/customers/groups/add-group/basic-details/select-policy')({
  component: SelectGroupPolicyModal,
});

import { createFileRoute } from '@tanstack/react-router';
import { MemberKinStep } from '@/features/group-member/member-kin-step';

export const Route = createFileRoute(
  '/dashboard/customers/groups/$status/$groupId/add-member/multistep-form/step-two/$memberType',
)({
  component: MemberKinStep,
});

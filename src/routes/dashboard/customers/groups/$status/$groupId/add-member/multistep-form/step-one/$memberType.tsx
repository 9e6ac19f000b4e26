import { createFileRoute } from '@tanstack/react-router';
import { MemberInformationStep } from '@/features/group-member/member-information-step';

export const Route = createFileRoute(
  '/dashboard/customers/groups/$status/$groupId/add-member/multistep-form/step-one/$memberType',
)({
  component: MemberInformationStep,
});

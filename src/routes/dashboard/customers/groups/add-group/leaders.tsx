import { createFileRoute } from '@tanstack/react-router';
import { LeadersStep } from '@/features/group-registration/leaders-step';

export const Route = createFileRoute('/dashboard/customers/groups/add-group/leaders')({
  component: LeadersStep,
});

import { createFileRoute } from '@tanstack/react-router';
import { DetailsStep } from '@/features/onboarding/details-step';

export const Route = createFileRoute('/dashboard/customers/diasporas/new/basic-details')({
  component: DetailsStep,
});

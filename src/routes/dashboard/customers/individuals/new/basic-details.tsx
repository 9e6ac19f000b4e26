import { createFileRoute } from '@tanstack/react-router';
import { DetailsStep } from '@/features/individual-registration/details-step';

export const Route = createFileRoute('/dashboard/customers/individuals/new/basic-details')({
  component: DetailsStep,
});

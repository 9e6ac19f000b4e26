import { createFileRoute } from '@tanstack/react-router';
import { NextOfKinStep } from '@/features/individual-registration/next-of-kin-step';

export const Route = createFileRoute('/dashboard/customers/individuals/edit/$customerId/next-of-keens')({
  component: NextOfKinStep,
});

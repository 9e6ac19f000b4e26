import { createFileRoute } from '@tanstack/react-router';
import { DeclarationStep } from '@/features/onboarding/declaration-step';

export const Route = createFileRoute('/dashboard/customers/diasporas/new/members-declaration')({
  component: DeclarationStep,
});

import { createFileRoute } from '@tanstack/react-router';
import { PolicyStep } from '@/features/onboarding/policy-step';

export const Route = createFileRoute('/diaspora/policy')({ component: PolicyStep });

import { createFileRoute } from '@tanstack/react-router';
import { DetailsStep } from '@/features/onboarding/details-step';

export const Route = createFileRoute('/diaspora/basic-details')({ component: DetailsStep });

import { createFileRoute } from '@tanstack/react-router';
import { DeclarationStep } from '@/features/onboarding/declaration-step';

export const Route = createFileRoute('/diaspora/members-declaration')({ component: DeclarationStep });
